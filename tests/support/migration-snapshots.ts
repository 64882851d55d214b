/**
 * Run by the integration suite's global setup (SQLite only): applies the
 * committed migrations one at a time to an empty database in `dir`, and
 * before each one copies the database as `<nnn>-<migration name>.db`. A test
 * of a migration (startTestPayload's `stopBefore`) then starts from the copy
 * made just before it instead of migrating from nothing: about 15–25 s of
 * each of eleven files on a loaded machine.
 *
 * tsx tests/support/migration-snapshots.ts <dir>
 */
import { copyFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite'

const dir = process.argv[2]
if (!dir) throw new Error('Usage: migration-snapshots.ts <dir>')
const database = path.join(dir, 'stepping.db')
Object.assign(process.env, {
  DATABASE_URL: `file:${database}`,
  DATA_DIR: path.join(dir, 'data'),
  PAYLOAD_SECRET: 'integration-test-snapshots',
})

const { bootPayload } = await import('../../scripts/lib/boot')
const payload = await bootPayload()
const { migrations } = await import('../../src/cms/migrations/sqlite/index')
const list = migrations as unknown as Array<{ name: string }>
const drizzle = (
  payload.db as unknown as { drizzle: { run: (query: unknown) => Promise<unknown> } }
).drizzle
for (const [index, migration] of list.entries()) {
  // Everything written so far into the database file itself, so the copy is whole.
  await drizzle.run(sql.raw('PRAGMA wal_checkpoint(TRUNCATE)'))
  copyFileSync(database, path.join(dir, `${String(index).padStart(3, '0')}-${migration.name}.db`))
  await payload.db.migrate({ migrations: list.slice(0, index + 1) as never })
}
process.exit(0)
