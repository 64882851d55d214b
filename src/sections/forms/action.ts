'use server'

import { getLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { startCopies } from '@/cms/jobs/enquiry-delivery'
import { enquiryCommitted } from '@/cms/collections/enquiry-committed'
import type { Locale } from '@/i18n/routing'
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/contact/fields'
import { getPublicForm } from '@/lib/data/forms'
import { countryInputName } from '@/lib/forms/definition'
import { postedFile } from '@/lib/forms/files'
import {
  initialBuiltFormState,
  sentAnchor,
  SITE_PATH,
  type BuiltFormState,
} from '@/lib/forms/form-state'
import { submitForm } from '@/lib/forms/submit'
import type { FormAnswer, PostedValues } from '@/lib/forms/validate'
import { countEnquiry } from '@/lib/metrics'
import { getPayloadClient } from '@/lib/payload'
import { localizePath } from '@/lib/routes'
import { INTERNAL_REQUEST_HEADER, isInternalRequestToken } from '@/lib/internal-request'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
import { sourceOf } from './enquiry-source'

const MAX_FIELD_BYTES = 20_000
const MAX_VALUES = 60

export type FormTarget = { formId: number; pagePath: string }

/**
 * A built form's server action: the contact form's, for any form staff make.
 * The form id and page address come bound from the page; both are checked,
 * as a hand-made call can send anything. Only the form's own inputs are read.
 */
export async function sendForm(
  target: FormTarget,
  _previous: BuiltFormState,
  data: FormData,
): Promise<BuiltFormState> {
  const locale = (await getLocale()) as Locale
  const { state, redirectHref, anchor } = await answer(target, data, locale)
  if (state.status === 'success') {
    if (redirectHref) redirect(redirectHref)
    // React's own calls carry this header; a browser's plain form post does not.
    if (!(await headers()).has('next-action') && SITE_PATH.test(target.pagePath))
      redirect(`${localizePath(target.pagePath, locale)}#${anchor}`)
  }
  return state
}

const failed = (status: BuiltFormState['status'], values: Record<string, FormAnswer> = {}) => ({
  state: { ...initialBuiltFormState, status, values, answeredAt: Date.now() },
  redirectHref: null,
  anchor: '',
})

async function answer(target: FormTarget, data: FormData, locale: Locale) {
  const formId = Number(target?.formId)
  if (!(data instanceof FormData) || !Number.isInteger(formId) || formId <= 0)
    return failed('invalid')
  const read = await getPublicForm(locale, formId)
  if (!read.ok) return failed('error')
  const form = read.value
  if (!form) return failed('closed')

  const names = new Set([HONEYPOT_FIELD, TOKEN_FIELD])
  for (const field of form.fields) {
    names.add(field.name)
    if (field.kind === 'phone') names.add(countryInputName(field.name))
  }
  // Strings only, each cut to size; files only in the form's file fields (below).
  const posted: PostedValues = (name) =>
    names.has(name)
      ? data
          .getAll(name)
          .slice(0, MAX_VALUES)
          .filter((value): value is string => typeof value === 'string')
          .map((value) => value.slice(0, MAX_FIELD_BYTES))
      : []
  const fileFields = new Set(
    form.fields.filter((field) => field.kind === 'file').map((field) => field.name),
  )
  const files = (name: string) => (fileFields.has(name) ? postedFile(data.get(name)) : null)
  const kept: Record<string, FormAnswer> = {}
  for (const name of names) {
    if (name === HONEYPOT_FIELD || name === TOKEN_FIELD) continue
    const values = posted(name)
    kept[name] = values.length > 1 ? values : (values[0] ?? '')
  }

  try {
    const payload = await getPayloadClient()
    const outcome = await submitForm(
      payload,
      form,
      posted,
      {
        clientKey: (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown',
        source: await sourceOf(data),
        startDelivery: startCopies,
        confirmStored: enquiryCommitted,
      },
      files,
    )
    // The server's own empty post as it starts (server/warm-start.ts) is no visitor's.
    if (!isInternalRequestToken((await headers()).get(INTERNAL_REQUEST_HEADER)))
      countEnquiry(outcome.status === 'closed' ? 'invalid' : outcome.status)
    if (outcome.status === 'success')
      return {
        state: { ...initialBuiltFormState, status: 'success' as const, answeredAt: Date.now() },
        redirectHref: form.redirectHref,
        anchor: sentAnchor(form),
      }
    if (outcome.status === 'invalid')
      return {
        state: {
          status: 'invalid' as const,
          errors: outcome.errors,
          values: kept,
          answeredAt: Date.now(),
        },
        redirectHref: null,
        anchor: '',
      }
    return failed(outcome.status, kept)
  } catch {
    countEnquiry('error')
    return failed('error', kept)
  }
}
