/**
 * Writes a new migration for both adapters from the current collections:
 *   npm run migrate:create -- <name>
 * SQLite needs no server; PostgreSQL needs none either (drizzle diffs the
 * schema against the last snapshot in src/cms/migrations/postgres).
 */
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bootPayload, fail } from './lib/boot'

const name = process.argv[2] || 'change'
const adapters = (process.argv[3] ? [process.argv[3]] : ['sqlite', 'postgres']) as Array<
  'sqlite' | 'postgres'
>

for (const adapter of adapters) {
  mkdirSync(path.resolve('src/cms/migrations', adapter), { recursive: true })
}

const adapter = adapters[0]
const rest = adapters.slice(1)
;(process.env as Record<string, string>).NODE_ENV = 'production'
process.env.PAYLOAD_SECRET ||= 'migration-generation-only'
process.env.DATABASE_URL =
  adapter === 'postgres'
    ? 'postgres://unused:unused@127.0.0.1:1/unused'
    : `file:${path.join(mkdtempSync(path.join(tmpdir(), 'migrate-')), 'schema.db')}`

try {
  const payload = await bootPayload({ connect: false })
  await payload.db.createMigration({
    migrationName: name,
    payload,
    forceAcceptWarning: true,
    skipEmpty: true,
  })
  console.log(`✔ ${adapter} migration "${name}" written to src/cms/migrations/${adapter}`)
} catch (error) {
  fail(`Could not create the ${adapter} migration.`, error)
}

// Each adapter needs its own process: the config picks the adapter on import.
if (rest.length) {
  const { spawnSync } = await import('node:child_process')
  for (const other of rest) {
    const result = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1], name, other],
      {
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: '' },
      },
    )
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}
process.exit(0)
