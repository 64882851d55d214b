import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { databaseBefore, freshDatabase, isPostgres, seededDatabase } from './test-database'

/**
 * Boots real Payload on a fresh database for one test file: a copy of the
 * run's migrated template (tests/support/test-database.ts) on SQLite by
 * default or on the PostgreSQL server in TEST_DATABASE_URL (CI). With
 * `stopBefore` the database is as the committed migrations before that one
 * left it (the run's copy on SQLite, migrated here on PostgreSQL), so a
 * migration can be tried on the data before it; with `holdBack`, all of them
 * but that one. With `seeded` it holds the seeded
 * site (a copy of the run's seeded template on SQLite, seeded here on
 * PostgreSQL).
 */
type Migration = { name: string; up: (...args: never[]) => unknown }

export async function startTestPayload(
  options: {
    /** Leave the database as it was before the first migration this picks; migrateRest applies the rest. */
    stopBefore?: (migration: Migration) => boolean
    /** Apply every migration but the one this picks; migrateRest applies it. */
    holdBack?: (migration: Migration) => boolean
    /** Start from the seeded site (`npm run seed` on the migrated database). */
    seeded?: boolean
  } = {},
): Promise<{ payload: Payload; stop: () => Promise<void>; migrateRest: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'))
  const partial = Boolean(options.stopBefore || options.holdBack)
  if (partial && options.seeded)
    throw new Error('The seeded site is fully migrated: no stopBefore or holdBack')
  process.env.DATA_DIR = dir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  // Vitest cannot import migration files by path, so run the committed lists directly.
  // Read before the database is chosen: a test of a migration starts from the run's
  // copy of the database just before it (SQLite).
  const { migrations } = isPostgres()
    ? await import('@/cms/migrations/postgres')
    : await import('@/cms/migrations/sqlite')
  const list = migrations as unknown as Migration[]
  const cut = options.stopBefore ? list.findIndex(options.stopBefore) : -1
  if (options.stopBefore && cut === -1) throw new Error('No migration matches stopBefore')
  const copied = options.seeded && !partial ? await seededDatabase(dir) : undefined
  const before = cut >= 0 ? databaseBefore(dir, list[cut].name) : undefined
  process.env.DATABASE_URL = copied ?? before ?? (await freshDatabase(dir, { migrated: !partial }))
  const { getPayload } = await import('payload')
  const config = (await import('@/cms/payload.config')).default
  const payload = await getPayload({ config, disableOnInit: true })
  if (options.stopBefore && !before) {
    await payload.db.migrate({ migrations: list.slice(0, cut) as never })
  }
  if (options.holdBack) {
    const kept = list.filter((migration) => !options.holdBack!(migration))
    if (kept.length !== list.length - 1) throw new Error('holdBack must pick exactly one migration')
    await payload.db.migrate({ migrations: kept as never })
  }
  if (options.seeded && !copied) {
    const { seed } = await import('@/seed')
    await seed(payload)
  }
  return {
    payload,
    migrateRest: async () => {
      await payload.db.migrate({ migrations: list as never })
    },
    stop: async () => {
      // Its PostgreSQL connections, which destroy() leaves open, are ended before the
      // worker's next file starts (tests/support/integration-file-setup.ts).
      await payload.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export { isPostgres }
/** The rows a query run by runSql answered (both drivers answer `rows`). */
export { rowsOf } from '@/cms/migrations/data/block-pictures'

/**
 * Runs one SQL statement on the test database as it is (a migration test writes rows of an older
 * schema); answers what the driver answered (`rows` for a query).
 */
export async function runSql(payload: Payload, statement: string): Promise<unknown> {
  const db = payload.db as unknown as {
    drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
  }
  return isPostgres()
    ? db.drizzle.execute!(postgresSql.raw(statement))
    : db.drizzle.run!(sqliteSql.raw(statement))
}
