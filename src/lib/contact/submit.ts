import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { enquiryLimits, type EnquiryLimits } from './rate-limit'
import type { EnquirySource } from '@/lib/attribution/source'

/** What storing a checked enquiry came to. */
export type StoreOutcome = { status: 'success' } | { status: 'rate-limited' } | { status: 'error' }

export type SubmitOptions = {
  clientKey: string
  /** Where the enquiry came from, already cleaned (src/lib/attribution/source.ts); stored with it. */
  source?: EnquirySource
  limits?: EnquiryLimits
  /**
   * Starts the copies (webhook, e-mail) queued with a stored enquiry: the CMS's delivery job
   * (src/cms/jobs/enquiry-delivery.ts `startCopies`), given by the caller so the form's rules do
   * not depend on the CMS.
   */
  startDelivery: (payload: Payload, jobIds: unknown, submissionId: number | string) => void
  /**
   * Whether the stored enquiry is committed, read back through another
   * connection (src/cms/collections/enquiry-committed.ts); by default a count
   * through Payload.
   */
  confirmStored?: (payload: Payload, id: number | string, token: string) => Promise<boolean>
}

/** An enquiry as the insert takes it: what was sent, checked; the token is added here. */
export type EnquiryRecord = Omit<
  RequiredDataFromCollectionSlug<'contact-submissions'>,
  'submission_token'
>

/**
 * What a post stores beside its enquiry (a built form's files): stored once
 * the enquiry may be (after the resend check and rate limits), just before
 * it, and taken back when this post does not store the enquiry after all.
 */
export type Attachments = {
  /** Stores the attachments and gives back the enquiry pointing to them. */
  store: (record: EnquiryRecord) => Promise<EnquiryRecord>
  undo: () => Promise<void>
}

/** Whether a bot filled the honeypot: logged, and answered like success by the caller. */
export function honeypotFilled(payload: Payload, value: unknown, clientKey: string): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false
  payload.logger.info({ clientKey }, 'enquiry honeypot filled; not stored')
  return true
}

/**
 * Stores a checked enquiry (lib/forms/submit.ts): a resend of a stored one,
 * then the rate limits (per address, per network, the site's ceiling), the
 * insert and the read-back that proves it committed; only that read-back
 * decides success. Posts that store nothing never reach here, so they take no
 * rate-limit point and cannot use up the limits of real visitors. The copies
 * (webhook, e-mail) are queued in the insert's transaction and started after
 * the read-back; they can never undo it or fail the visitor's request.
 */
export async function storeEnquiry(
  payload: Payload,
  record: EnquiryRecord,
  token: string,
  options: SubmitOptions,
  attachments?: Attachments,
): Promise<StoreOutcome> {
  if (await alreadyStored(payload, token)) return { status: 'success' }

  const limits = options.limits ?? enquiryLimits()
  if (!(await limits.address.allow(options.clientKey))) return { status: 'rate-limited' }
  if (limits.network && !(await limits.network.allow(options.clientKey)))
    return { status: 'rate-limited' }
  if (!(await limits.site.allow(options.clientKey))) {
    payload.logger.warn('the site-wide enquiry ceiling was reached; a visitor was asked to wait')
    return { status: 'rate-limited' }
  }

  let data = record
  if (attachments)
    try {
      data = await attachments.store(record)
    } catch (error) {
      payload.logger.error({ err: error }, 'the files of an enquiry could not be stored')
      return { status: 'error' }
    }

  // The ids of the copies queued with the enquiry come back in `delivery` (queueDeliveryInTransaction).
  const delivery: { jobIds: Array<number | string> } = { jobIds: [] }
  const context: Record<string, unknown> = { disableRevalidate: true, delivery }
  const confirmStored = options.confirmStored ?? countStored
  try {
    const doc = await payload.create({
      collection: 'contact-submissions',
      data: { ...data, submission_token: token },
      overrideAccess: true,
      context,
    })
    // Its files stay: should the insert commit after all, it needs them; if not, the
    // retention run's sweep deletes files whose submission never came.
    if (!(await confirmStored(payload, doc.id, token))) {
      payload.logger.error(
        { submissionId: doc.id },
        'an enquiry insert returned but is not committed; the visitor is asked to try again',
      )
      return { status: 'error' }
    }
    options.startDelivery(payload, delivery.jobIds, doc.id)
    return { status: 'success' }
  } catch (error) {
    // This post's files are not the stored enquiry's, whichever way it went.
    await attachments?.undo()
    // The same form sent twice at once: the other post stored it.
    if (await alreadyStored(payload, token).catch(() => false)) return { status: 'success' }
    payload.logger.error({ err: error }, 'enquiry could not be stored')
    return { status: 'error' }
  }
}

/** Whether the enquiry with this id and token is stored, counted through Payload. */
export async function countStored(payload: Payload, id: number | string, token: string) {
  const { totalDocs } = await payload.count({
    collection: 'contact-submissions',
    where: { and: [{ id: { equals: id } }, { submission_token: { equals: token } }] },
    overrideAccess: true,
  })
  return totalDocs === 1
}

async function alreadyStored(payload: Payload, token: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'contact-submissions',
    where: { submission_token: { equals: token } },
    overrideAccess: true,
  })
  if (totalDocs > 0) payload.logger.info('an enquiry was sent again; the stored one is kept')
  return totalDocs > 0
}
