import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * Boots real Payload on a fresh database for one test file: a temporary SQLite
 * file by default, or the PostgreSQL database in TEST_DATABASE_URL (CI), wiped
 * and migrated from the committed migrations.
 */
export async function startTestPayload(
  options: { migrateBefore?: string } = {},
): Promise<{ payload: Payload; stop: () => Promise<void>; migrateRest: () => Promise<void> }> {
  const postgres = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'))
  process.env.DATABASE_URL = postgres
    ? process.env.TEST_DATABASE_URL
    : `file:${path.join(dir, 'test.db')}`
  process.env.DATA_DIR = dir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  const { getPayload } = await import('payload')
  const config = (await import('@/cms/payload.config')).default
  const payload = await getPayload({ config, disableOnInit: true })
  // Vitest cannot import migration files by path, so run the committed lists directly.
  const { migrations } = postgres
    ? await import('@/cms/migrations/postgres')
    : await import('@/cms/migrations/sqlite')
  if (postgres) {
    const db = payload.db as unknown as {
      dropDatabase: (args: { adapter: unknown }) => Promise<void>
    }
    await db.dropDatabase({ adapter: payload.db })
  }
  // A test of a data migration stops before it, writes rows the old way, then runs the rest.
  const cut = options.migrateBefore
    ? migrations.findIndex((migration) => migration.name.endsWith(options.migrateBefore!))
    : -1
  if (options.migrateBefore && cut < 0)
    throw new Error(`no migration named ${options.migrateBefore}`)
  await payload.db.migrate({
    migrations: (cut >= 0 ? migrations.slice(0, cut) : migrations) as never,
  })
  return {
    payload,
    migrateRest: () => payload.db.migrate({ migrations: migrations as never }),
    stop: async () => {
      await payload.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export const isPostgres = () => Boolean(process.env.TEST_DATABASE_URL?.startsWith('postgres'))
