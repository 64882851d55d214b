import type { Payload, Where } from 'payload'

import { siteMetrics, type DatabaseReadings } from '@/lib/metrics'
import { CHANNELS, channelGroup } from './collections/enquiry-delivery-fields'

/** The copy states worth a gauge ('off' is every enquiry without that channel). */
const COUNTED_STATES = ['queued', 'failing', 'failed', 'delivered'] as const
const WAITING_STATES = ['queued', 'failing']
/** A job due for longer than this is overdue: the runner polls every second or few. */
const OVERDUE_AFTER_MS = 60_000

/** What the metrics gauges read from the database on each scrape (lib/metrics.ts). */
export async function databaseReadings(
  payload: Payload,
  now = new Date(),
): Promise<DatabaseReadings> {
  const copies = await Promise.all(
    CHANNELS.flatMap((channel) =>
      COUNTED_STATES.map(async (state) => ({
        channel,
        state,
        count: (
          await payload.count({
            collection: 'contact-submissions',
            where: { [`${channelGroup(channel)}.state`]: { equals: state } },
          })
        ).totalDocs,
      })),
    ),
  )
  const waiting: Where = {
    or: CHANNELS.map((channel) => ({ [`${channelGroup(channel)}.state`]: { in: WAITING_STATES } })),
  }
  const oldest = await payload.find({
    collection: 'contact-submissions',
    where: waiting,
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { createdAt: true },
  })
  const oldestAt = oldest.docs[0]?.createdAt
  const overdueBefore = new Date(now.getTime() - OVERDUE_AFTER_MS).toISOString()
  const waitingJob: Where = {
    and: [
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { processing: { not_equals: true } },
    ],
  }
  const dueBy = (time: string): Where => ({
    and: [
      waitingJob,
      {
        or: [
          { waitUntil: { less_than_equal: time } },
          { and: [{ waitUntil: { exists: false } }, { createdAt: { less_than_equal: time } }] },
        ],
      },
    ],
  })
  const [due, overdue] = await Promise.all([
    payload.count({ collection: 'payload-jobs', where: dueBy(now.toISOString()) }),
    payload.count({ collection: 'payload-jobs', where: dueBy(overdueBefore) }),
  ])
  const pool = (
    payload.db as { pool?: { totalCount: number; idleCount: number; waitingCount: number } }
  ).pool
  return {
    copies,
    oldestWaitingCopySeconds: oldestAt
      ? Math.max(0, (now.getTime() - new Date(oldestAt).getTime()) / 1000)
      : 0,
    jobs: { due: due.totalDocs, overdue: overdue.totalDocs },
    ...(pool
      ? { pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } }
      : {}),
  }
}

/** Called once Payload is up in a process: its scrapes read this instance's database. */
export function readMetricsFrom(payload: Payload): void {
  siteMetrics().readDatabaseWith(() => databaseReadings(payload))
}
