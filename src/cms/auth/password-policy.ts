import type { CollectionBeforeOperationHook } from 'payload'

import { siteMessage } from '../admin-labels/messages'
import { passwordProblem } from './password-rule'
import { passwordRefused } from './refusals'

/**
 * beforeOperation of the users collection: every way a password is set
 * (create, update, reset-password) passes `data.password` through here before
 * Payload hashes it. The refusal is a field error on `password`, so the admin
 * shows it under the password field, in the staff member's language.
 */
export const checkNewPassword: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return
  const password = (args as { data?: { password?: unknown } }).data?.password
  // Payload ignores an empty password on update (the old one stays).
  if (typeof password !== 'string' || password === '') return
  const problem = await passwordProblem(password)
  if (problem) throw passwordRefused(collection.slug, siteMessage(req, problem), req)
}
