'use server'

import { headers } from 'next/headers'

import { getPayloadClient } from '@/lib/payload'
import type { ContactFormState } from './form-state'
import { submitEnquiry } from './submit'

const FIELDS = [
  'name',
  'countryIso',
  'mobile',
  'email',
  'company',
  'employees',
  'subject',
  'message',
  'website',
]
const MAX_FIELD_BYTES = 20_000

/** The visitor's address as the rate limit sees it; proxies are trusted only when told to. */
async function clientKey(): Promise<string> {
  const list = await headers()
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = list.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return list.get('x-real-ip') || list.get('x-forwarded-for')?.split(',').pop()?.trim() || 'direct'
}

/**
 * The contact form's server action. It works as a plain HTML form post too
 * (no JavaScript): the page re-renders with the returned state.
 */
export async function sendEnquiry(
  _previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const values: Record<string, string> = {}
  for (const field of FIELDS) {
    const value = form.get(field)
    // Only short text fields are read; anything else (files, huge bodies) is ignored.
    values[field] = typeof value === 'string' ? value.slice(0, MAX_FIELD_BYTES) : ''
  }
  const { website: _honeypot, ...kept } = values
  try {
    const payload = await getPayloadClient()
    const outcome = await submitEnquiry(payload, values, { clientKey: await clientKey() })
    const answeredAt = Date.now()
    if (outcome.status === 'success')
      return { status: 'success', errors: {}, values: {}, answeredAt }
    if (outcome.status === 'invalid')
      return { status: 'invalid', errors: outcome.errors, values: kept, answeredAt }
    return { status: outcome.status, errors: {}, values: kept, answeredAt }
  } catch {
    return { status: 'error', errors: {}, values: kept, answeredAt: Date.now() }
  }
}
