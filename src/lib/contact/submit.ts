import type { Payload } from 'payload'

import { queueEnquiryDelivery } from '@/cms/jobs/enquiry-delivery'
import { HONEYPOT_FIELD } from './fields'
import { enquiryLimiter } from './rate-limit'
import { toSubmission, validateContact, type ContactFieldErrors } from './schema'

export type SubmitOutcome =
  | { status: 'success' }
  | { status: 'invalid'; errors: ContactFieldErrors }
  | { status: 'rate-limited' }
  | { status: 'error' }

/**
 * The enquiry pipeline: honeypot, rate limit, validation, insert. Only the
 * insert decides success; delivery (webhook, e-mail) is queued after it
 * commits and can never undo it or fail the visitor's request.
 */
export async function submitEnquiry(
  payload: Payload,
  raw: Record<string, unknown>,
  options: { clientKey: string; limiter?: { allow: (key: string) => Promise<boolean> } },
): Promise<SubmitOutcome> {
  // Bots fill every field; people never see this one. Answer like success, store nothing.
  if (typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD].trim() !== '') {
    payload.logger.info({ clientKey: options.clientKey }, 'enquiry honeypot filled; not stored')
    return { status: 'success' }
  }
  const limiter = options.limiter ?? enquiryLimiter()
  if (!(await limiter.allow(options.clientKey))) return { status: 'rate-limited' }

  const result = validateContact(raw)
  if (!result.ok) return { status: 'invalid', errors: result.errors }

  let id: number | string
  try {
    const doc = await payload.create({
      collection: 'contact-submissions',
      data: toSubmission(result.data),
      overrideAccess: true,
    })
    id = doc.id
  } catch (error) {
    payload.logger.error({ err: error }, 'enquiry could not be stored')
    return { status: 'error' }
  }

  try {
    await queueEnquiryDelivery(payload, id)
  } catch (error) {
    payload.logger.error(
      { err: error, submissionId: id },
      'enquiry stored but delivery could not be queued',
    )
  }
  return { status: 'success' }
}
