import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { isPostgres, rowsOf, runSql, startTestPayload } from '../support/payload'

/**
 * How the site's PostgreSQL connections behave (src/cms/payload.config.ts,
 * src/cms/dropped-connections.ts). SQLite has no server to drop a connection
 * or compile a query, so these run on PostgreSQL only (CI's second run).
 */
describe.runIf(isPostgres())("the site's PostgreSQL connections", () => {
  let payload: Payload
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, stop } = await startTestPayload())
  }, 120_000)
  afterAll(async () => stop?.())

  // A staff preview reads a service's drafts in one statement of 112 joins, which PostgreSQL
  // compiled before running it: 3-6 s per read, where running it takes milliseconds.
  it('compile no query (jit off)', async () => {
    expect(rowsOf(await runSql(payload, 'SHOW jit'))).toEqual([{ jit: 'off' }])
  })

  /** Ends every connection to this file's database but the one asking: what a restart does. */
  async function endConnections() {
    const [{ database }] = rowsOf(await runSql(payload, 'SELECT current_database() AS database'))
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    const ended = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    )
    await admin.end()
    expect(ended.rowCount).toBeGreaterThan(0)
  }

  it('outlive the server ending them: a warning, and the next read on a new connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      // Several idle connections in the pool, as a busy site has.
      await Promise.all(
        Array.from({ length: 4 }, () => payload.find({ collection: 'services', limit: 1 })),
      )
      await endConnections()
      // Without a listener on the pool, the first of these ends was thrown in this process.
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          expect.stringMatching(/^\[database\] PostgreSQL closed an idle connection \(57P01\)/),
        ),
      )
      const { totalDocs } = await payload.find({ collection: 'services', limit: 1 })
      expect(totalDocs).toBe(0)
    } finally {
      warn.mockRestore()
    }
  })

  // A save holds its connection for the whole transaction: between two of its statements the
  // connection is neither idle in the pool nor running a query, and nothing listened to it.
  it('outlive the server ending one held by an open transaction: that save fails, the site goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const transaction = await payload.db.beginTransaction()
      expect(transaction).toBeTruthy()
      await endConnections()
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          expect.stringMatching(/^\[database\] PostgreSQL closed a connection in use \(57P01\)/),
        ),
      )
      await expect(
        payload.create({
          collection: 'services',
          data: { title: 'Lost with its connection', slug: 'lost' },
          draft: true,
          req: { transactionID: transaction! } as never,
        }),
      ).rejects.toThrow()
      await payload.db.rollbackTransaction(transaction!).catch(() => {})
      const { totalDocs } = await payload.find({ collection: 'services', limit: 1 })
      expect(totalDocs).toBe(0)
    } finally {
      warn.mockRestore()
    }
  })
})
