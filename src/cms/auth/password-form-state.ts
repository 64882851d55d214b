import type { PayloadRequest } from 'payload'
import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'

import { siteMessage } from '../admin-labels/messages'
import { passwordProblem } from './password-rule'

type FormStateArgs = Parameters<typeof buildFormStateHandler>[0]
type FieldState = { value?: unknown; valid?: boolean; errorMessage?: string }

/**
 * The admin re-checks a form on the server as staff type and after a refused
 * save, with Payload's own rule for the password field (3 characters). That
 * check would clear the site's refusal ("at least 12 characters", "too
 * common") a moment after it appears under the field, and staff would see no
 * reason for the failed save. The admin's form-state function is wrapped here
 * so the password field is judged by the same rule as the save.
 */
export async function formStateWithPasswordRule(args: FormStateArgs) {
  const result = await buildFormStateHandler(args)
  const state = (result as { state?: Record<string, FieldState> } | undefined)?.state
  const field = state?.password
  if (!field || typeof field.value !== 'string' || field.value === '') return result
  const collections = args.req.payload.collections as Record<string, { config: { auth?: unknown } }>
  if (!args.collectionSlug || !collections[args.collectionSlug]?.config.auth) return result
  const problem = await passwordProblem(field.value)
  if (problem)
    state.password = {
      ...field,
      valid: false,
      errorMessage: siteMessage(args.req as PayloadRequest, problem),
    }
  return result
}
