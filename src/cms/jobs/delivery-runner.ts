import type { Payload } from 'payload'

import { positiveIntegerFromEnv } from '@/lib/env'
import { channelGroup } from '../collections/enquiry-delivery-fields'
import { asJobRun, relayRevalidation } from '../hooks/revalidate'
import {
  configuredChannels,
  copyTimeoutMs,
  ENQUIRY_QUEUE,
  queueCopy,
  TASK_OF,
} from './enquiry-delivery'
import { jobRunsSettled, withJobLock } from './job-lock'
import {
  deleteExpiredSubmissions,
  deleteOrphanFormFiles,
  RETENTION_INTERVAL_MS,
} from './form-retention'
import { logJobResults } from './job-log'
import { deleteExpiredAuditEntries } from '../audit/retention'
import { PUBLISHING_QUEUE, PUBLISHING_TASKS } from './publishing'
import { runIntervalMs } from './run-interval'

/**
 * Runs the site's jobs: the enquiry copies, and the scheduled publishing
 * (jobs/publishing.ts). Every few seconds it releases jobs whose runner
 * died mid-way, then runs what is due. Payload marks a job `processing` while
 * a runner holds it and clears the mark when the runner finishes; a process
 * killed in between would leave the mark for ever and Payload would never
 * pick the job again. A runner touches the job when it takes it (updatedAt),
 * and no try outlasts its receiver's timeout (enquiry-delivery.ts
 * copyTimeoutMs, 10 s; 30 s for a mail server silent mid-message), so a job
 * still marked after the lease (default 120 s, never under four copy timeouts) has lost its
 * runner and is run again.
 *
 * It also queues copies that were never queued: on PostgreSQL an enquiry and
 * its copies are one transaction, but Payload's SQLite adapter runs without
 * transactions, so a process killed between the two inserts would leave an
 * enquiry whose copy state says "queued" with no job behind it.
 */
export function leaseMs(): number {
  const lease = positiveIntegerFromEnv('ENQUIRY_JOB_LEASE_S', 120) * 1000
  // One try may wait three copy timeouts (a mail server silent mid-message): a lease
  // shorter than that would take a copy still being tried for lost and send it again.
  const shortest = 4 * copyTimeoutMs()
  if (lease >= shortest) return lease
  if (!leaseWarned) {
    leaseWarned = true
    console.warn(
      `ENQUIRY_JOB_LEASE_S=${lease / 1000} is shorter than four times ENQUIRY_COPY_TIMEOUT_S ` +
        `(${copyTimeoutMs() / 1000} s), so a copy still being tried would be sent again; using ${shortest / 1000} s.`,
    )
  }
  return shortest
}
let leaseWarned = false

export async function releaseStaleCopies(payload: Payload, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - leaseMs()).toISOString()
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { in: [ENQUIRY_QUEUE, PUBLISHING_QUEUE] } },
        { processing: { equals: true } },
        { updatedAt: { less_than: cutoff } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length > 0)
    payload.logger.warn(
      { jobs: docs.map((job) => job.id) },
      'jobs released after their runner stopped mid-way; they run again',
    )
  return docs.length
}

const MISSING_COPY_GRACE_MS = 30_000

export async function queueMissingCopies(payload: Payload, now = Date.now()): Promise<number> {
  // Younger enquiries may still be between their two inserts.
  const cutoff = new Date(now - MISSING_COPY_GRACE_MS).toISOString()
  let queued = 0
  for (const channel of configuredChannels()) {
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: {
        and: [
          { [`${channelGroup(channel)}.state`]: { equals: 'queued' } },
          { createdAt: { less_than: cutoff } },
        ],
      },
      limit: 100,
      depth: 0,
      overrideAccess: true,
      select: {},
    })
    for (const doc of docs) {
      const { totalDocs } = await payload.count({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: TASK_OF[channel] } },
            { 'input.submissionId': { equals: String(doc.id) } },
          ],
        },
        overrideAccess: true,
      })
      if (totalDocs > 0) continue
      await queueCopy(payload, doc.id, channel)
      payload.logger.warn(
        { submissionId: doc.id, channel },
        'a copy that was never queued is queued now',
      )
      queued++
    }
  }
  return queued
}

/** Up to 20 due jobs of these tasks in one queue, and a log line of how they went. */
async function runQueue(payload: Payload, queue: string, tasks: readonly string[]): Promise<void> {
  const started = Date.now()
  const result = await payload.jobs.run({
    queue,
    limit: 20,
    overrideAccess: true,
    where: { taskSlug: { in: [...tasks] } },
  })
  logJobResults(payload, queue, result, started)
}

export type DeliveryRunner = { stop: () => Promise<void> }

export function startDeliveryRunner(
  payload: Payload,
  intervalMs = runIntervalMs(),
): DeliveryRunner {
  // Publishing outside a request: the site is revalidated through the web server.
  relayRevalidation()
  let stopped = false
  let wake: (() => void) | undefined
  let current: Promise<void> = Promise.resolve()

  let retentionCheckedAt = 0
  const round = async () => {
    try {
      await releaseStaleCopies(payload)
      await queueMissingCopies(payload)
      // Only the copies this server can send: a server without the webhook
      // or SMTP settings must not use up the tries of a copy another can send.
      const tasks = configuredChannels().map((channel) => TASK_OF[channel])
      if (tasks.length > 0) await runQueue(payload, ENQUIRY_QUEUE, tasks)
    } catch (error) {
      payload.logger.error({ err: error }, 'the enquiry copy runner failed; it tries again')
    }
    try {
      if (Date.now() - retentionCheckedAt >= RETENTION_INTERVAL_MS) {
        retentionCheckedAt = Date.now()
        await deleteExpiredSubmissions(payload)
        await deleteOrphanFormFiles(payload)
        await deleteExpiredAuditEntries(payload)
      }
    } catch (error) {
      payload.logger.error(
        { err: error },
        'expired form submissions or audit entries could not be deleted; it tries again',
      )
    }
    try {
      // Scheduled publishing and posts whose date has come, whatever the
      // copy settings of this server.
      await runQueue(payload, PUBLISHING_QUEUE, PUBLISHING_TASKS)
    } catch (error) {
      payload.logger.error({ err: error }, 'the publishing runner failed; it tries again')
    }
  }
  // Replicas' runners take turns (job-lock.ts), so no job is taken by two.
  const tick = () =>
    withJobLock(payload, round).catch((error: unknown) => {
      payload.logger.error({ err: error }, 'the job runner could not take its turn; it tries again')
    })
  const loop = async () => {
    while (!stopped) {
      current = asJobRun(tick)
      await current
      if (stopped) break
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, intervalMs)
      })
    }
  }
  void loop()
  return {
    // Finishes the copies being sent (by the rounds and by fresh enquiries'
    // first tries), then stops: a graceful shutdown loses none.
    stop: async () => {
      stopped = true
      wake?.()
      await current
      await jobRunsSettled()
    },
  }
}

const RUNNER = Symbol.for('site.enquiryRunner')
type WithRunner = typeof globalThis & { [RUNNER]?: DeliveryRunner }

/**
 * The web server runs the copies itself unless told not to (one box needs no
 * worker). NEXT_RUNTIME is written into the server bundle by Next's compiler,
 * so it must be read as `process.env.NEXT_RUNTIME`, literally.
 */
export function shouldRunCopiesHere(): boolean {
  return (
    Boolean(process.env.NEXT_RUNTIME) &&
    process.env.NEXT_PHASE !== 'phase-production-build' &&
    process.env.DISABLE_JOB_AUTORUN !== '1'
  )
}

/** Payload's onInit: one runner per process. */
export function startRunnerOnce(payload: Payload): void {
  const holder = globalThis as WithRunner
  if (holder[RUNNER] || !shouldRunCopiesHere()) return
  holder[RUNNER] = startDeliveryRunner(payload)
}

export async function stopRunner(): Promise<void> {
  await (globalThis as WithRunner)[RUNNER]?.stop()
}
