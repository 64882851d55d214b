import type { CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { siteMetrics } from '@/lib/metrics'
import { channelGroup, type Channel } from '../collections/enquiry-delivery-fields'

type Outcome =
  { attempt: number; ok: true } | { attempt: number; ok: false; final: boolean; error: string }

/**
 * Writes one copy's state on its enquiry. Only that channel's columns are
 * written (the adapter's updateOne, not Payload's whole-document update), so
 * the webhook and e-mail jobs of one enquiry never overwrite each other.
 * A failure to record never changes the outcome of the copy itself.
 */
export async function recordAttempt(
  payload: Payload,
  submissionId: number | string,
  channel: Channel,
  outcome: Outcome,
): Promise<void> {
  siteMetrics().copyAttempts.inc({
    channel,
    result: outcome.ok ? 'sent' : outcome.final ? 'gave_up' : 'retrying',
  })
  const now = new Date().toISOString()
  const group = outcome.ok
    ? {
        state: 'delivered',
        attempts: outcome.attempt,
        last_error: null,
        last_attempt_at: now,
        delivered_at: now,
      }
    : {
        state: outcome.final ? 'failed' : 'failing',
        attempts: outcome.attempt,
        last_error: outcome.error.slice(0, 500),
        last_attempt_at: now,
      }
  await writeGroup(payload, submissionId, channel, group)
}

export async function markQueued(
  payload: Payload,
  submissionId: number | string,
  channel: Channel,
): Promise<void> {
  await writeGroup(payload, submissionId, channel, { state: 'queued', attempts: 0 })
}

async function writeGroup(
  payload: Payload,
  submissionId: number | string,
  channel: Channel,
  group: Record<string, unknown>,
) {
  try {
    await payload.db.updateOne({
      collection: 'contact-submissions',
      id: submissionId,
      data: { [channelGroup(channel)]: group },
      returning: false,
    })
  } catch (error) {
    payload.logger.warn(
      { err: error, submissionId, channel },
      'enquiry copy state could not be recorded',
    )
  }
}

/** A new enquiry starts with its configured copies queued (set before the insert, no extra write). */
export const markCopiesQueuedOnCreate =
  (
    channels: (req: PayloadRequest, formId: unknown) => Promise<Channel[]>,
  ): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const chosen = await channels(req, data.form)
    // The afterChange hook queues the same copies (queueDeliveryInTransaction).
    req.context.copyChannels = chosen
    for (const channel of chosen) data[channelGroup(channel)] = { state: 'queued', attempts: 0 }
    return data
  }
