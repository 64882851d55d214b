'use server'

import { getLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { startCopies } from '@/cms/jobs/enquiry-delivery'
import { getPayloadClient } from '@/lib/payload'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import { HONEYPOT_FIELD, SENT_ANCHOR, TOKEN_FIELD } from '@/lib/contact/fields'
import type { ContactFormState } from '@/lib/contact/form-state'
import { submitEnquiry } from '@/lib/contact/submit'
import { countEnquiry } from '@/lib/metrics'
import { enquiryCommitted } from '@/cms/collections/enquiry-committed'
import { sourceOf } from './enquiry-source'

const FIELDS = [
  'name',
  'countryIso',
  'mobile',
  'email',
  'company',
  'employees',
  'subject',
  'message',
  HONEYPOT_FIELD,
  TOKEN_FIELD,
]
const MAX_FIELD_BYTES = 20_000

/**
 * The visitor's address as the rate limit sees it: only the one the production
 * server computed from the socket and the trusted proxies. Client-sent
 * X-Forwarded-For or X-Real-IP headers are never read here. Without that
 * server (`npm run dev`) every visitor shares one key.
 */
async function clientKey(): Promise<string> {
  return (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown'
}

/**
 * The contact form's server action. It works as a plain HTML form post too
 * (no JavaScript). Then a stored enquiry answers with a redirect to the static
 * page's success copy (post/redirect/get): reloading cannot post it again, and
 * the answer costs no page render. Any other outcome re-renders the page with
 * the returned state, so what the visitor typed is kept.
 */
export async function sendEnquiry(
  _previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const state = await answer(form)
  // React's own calls carry this header; a browser's plain form post does not.
  if (state.status === 'success' && !(await headers()).has('next-action')) {
    const locale = (await getLocale()) as Locale
    redirect(`${localizePath('/contact', locale)}#${SENT_ANCHOR}`)
  }
  return state
}

async function answer(form: FormData): Promise<ContactFormState> {
  // A server action is a public endpoint: a hand-made call can pass anything.
  if (!(form instanceof FormData))
    return { status: 'invalid', errors: {}, values: {}, answeredAt: Date.now() }
  const values: Record<string, string> = {}
  for (const field of FIELDS) {
    const value = form.get(field)
    // Only short text fields are read; anything else (files, huge bodies) is ignored.
    values[field] = typeof value === 'string' ? value.slice(0, MAX_FIELD_BYTES) : ''
  }
  const { [HONEYPOT_FIELD]: _honeypot, [TOKEN_FIELD]: _token, ...kept } = values
  try {
    const payload = await getPayloadClient()
    const outcome = await submitEnquiry(payload, values, {
      clientKey: await clientKey(),
      source: await sourceOf(form),
      startDelivery: startCopies,
      confirmStored: enquiryCommitted,
    })
    countEnquiry(outcome.status)
    const answeredAt = Date.now()
    if (outcome.status === 'success')
      return { status: 'success', errors: {}, values: {}, answeredAt }
    if (outcome.status === 'invalid')
      return { status: 'invalid', errors: outcome.errors, values: kept, answeredAt }
    return { status: outcome.status, errors: {}, values: kept, answeredAt }
  } catch {
    countEnquiry('error')
    return { status: 'error', errors: {}, values: kept, answeredAt: Date.now() }
  }
}
