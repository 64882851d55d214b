import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isPostgres, startTestPayload } from '../support/payload'
import { holdTableLock, holdWriteLock, lockTrial } from '../support/lock-trial'
import { webhookReceiver } from '../support/receivers'

/**
 * The lock trial: another process holds the SQLite file's write lock (on
 * PostgreSQL, another connection the enquiry table) while two visitors post an
 * enquiry every 250 ms. Before the fix, a failed statement
 * left later inserts pending on the connection; they were read (and their
 * copies sent) from it, answered "sent", then rolled back. The lock here
 * outlasts SQLITE_BUSY_WAIT_MS, so some posts must be told to try again.
 * `npm run bench:lock` runs the full-size version on the production server (15 s lock, as
 * reported), with health and page latency measured meanwhile.
 */
const LOCK_MS = Number(process.env.LOCK_MS ?? 1_600)
const TRIALS = Number(process.env.TRIALS ?? 10)

let payload: Payload
let stop: () => Promise<void>
const hook = webhookReceiver()

beforeAll(async () => {
  process.env.CONTACT_WEBHOOK_URL = await hook.start()
  process.env.SQLITE_BUSY_WAIT_MS = process.env.SQLITE_BUSY_WAIT_MS ?? String(LOCK_MS / 2)
  ;({ payload, stop } = await startTestPayload())
})
afterAll(async () => {
  delete process.env.CONTACT_WEBHOOK_URL
  delete process.env.SQLITE_BUSY_WAIT_MS
  await stop?.()
  await hook.stop()
})

const stored = async () =>
  new Map(
    (
      await payload.find({
        collection: 'contact-submissions',
        overrideAccess: true,
        pagination: false,
        depth: 0,
      })
    ).docs.map((doc) => [doc.subject, doc.id]),
  )

describe('enquiries posted while another writer holds the database', () => {
  it(`are stored whenever the visitor is told "sent" (${TRIALS} trials)`, async () => {
    const hold = (ms: number) =>
      isPostgres()
        ? holdTableLock(process.env.DATABASE_URL!, ms)
        : holdWriteLock(path.join(process.env.DATA_DIR!, 'test.db'), ms)
    let sent = 0
    let tryAgain = 0
    // Warm up: the first enquiry of a process loads the copy jobs' code, which is not the lock's doing.
    await lockTrial(payload, hold, { lockMs: 1, tag: 'warm-up' })
    for (let trial = 0; trial < TRIALS; trial++) {
      const result = await lockTrial(payload, hold, { lockMs: LOCK_MS, tag: `t${trial}` })
      const rows = await stored()
      expect(
        result.toldSent.filter((subject) => !rows.has(subject)),
        `trial ${trial}: told "sent" but not stored`,
      ).toEqual([])
      expect(
        result.toldError.filter((subject) => rows.has(subject)),
        `trial ${trial}: told "try again" but stored`,
      ).toEqual([])
      // How long the process stood still (printed, not asserted: a loaded machine stalls too;
      // tests/unit/sqlite-patient-client.test.ts proves the wait does not block).
      console.log(
        `trial ${trial}: stall ${result.longestStallMs} ms, sent ${result.toldSent.length}, try again ${result.toldError.length}`,
      )
      sent += result.toldSent.length
      tryAgain += result.toldError.length
    }
    expect(sent).toBeGreaterThan(0)
    // SQLite: posts early in the lock waited past SQLITE_BUSY_WAIT_MS and were told to try
    // again, later ones got in. PostgreSQL queues the writers until the lock is released.
    if (isPostgres()) expect(tryAgain).toBe(0)
    else expect(tryAgain).toBeGreaterThan(0)
    // Every copy the webhook received is of a stored enquiry, with the id it was stored under.
    const ids = new Set((await stored()).values())
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const call of hook.calls) expect(ids.has(call.body.id as number)).toBe(true)
  }, 600_000)
})
