import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { isStockMode } from './stock-mode'

/**
 * Everything the server reads from its environment, resolved in one place so
 * the Next server, the CLI scripts and the tests agree on the same rules.
 */

export const DATA_DIR = path.resolve(process.cwd(), process.env.DATA_DIR || 'data')

export type DatabaseConfig =
  { kind: 'postgres'; url: string } | { kind: 'sqlite'; url: string; file: string }

/**
 * `DATABASE_URL=postgres://…` selects PostgreSQL; `file:…` (or nothing) selects
 * SQLite. Without a URL, production uses `data/site.db` and development
 * `data/dev.db`, so a development schema push never touches the database that
 * `npm start` or the tests serve.
 */
export function resolveDatabase(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const raw = env.DATABASE_URL?.trim()
  if (raw && /^postgres(ql)?:\/\//i.test(raw)) return { kind: 'postgres', url: raw }
  const production = env.NODE_ENV === 'production'
  const fileUrl = raw || `file:${path.join(DATA_DIR, production ? 'site.db' : 'dev.db')}`
  if (!fileUrl.startsWith('file:')) {
    throw new Error(
      `DATABASE_URL must start with postgres://, postgresql:// or file: (got "${fileUrl.slice(0, 20)}…")`,
    )
  }
  const file = path.resolve(process.cwd(), fileUrl.slice('file:'.length))
  // libsql does not create missing folders; a fresh clone has no data/ yet.
  mkdirSync(path.dirname(file), { recursive: true })
  return { kind: 'sqlite', url: `file:${file}`, file }
}

/**
 * How often SQLite forces its journal to disk (SQLITE_SYNCHRONOUS): NORMAL by
 * default (WAL mode: durable when the process dies, synced at checkpoints),
 * FULL or EXTRA to sync every commit and survive a power cut at a measured cost.
 */
export function sqliteSynchronous(
  env: NodeJS.ProcessEnv = process.env,
): 'NORMAL' | 'FULL' | 'EXTRA' {
  const value = env.SQLITE_SYNCHRONOUS?.trim().toUpperCase()
  if (!value) return 'NORMAL'
  if (value === 'NORMAL' || value === 'FULL' || value === 'EXTRA') return value
  throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL, FULL or EXTRA (got "${value.slice(0, 20)}")`)
}

/**
 * Whether the site records where visits and enquiries come from
 * (src/lib/attribution): on unless `ANALYTICS` is off, false, 0 or no, and
 * never in stock mode, which leaves out the server that counts the views
 * (src/lib/stock-mode.ts, src/server/page-views.ts).
 */
export function analyticsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (isStockMode(env)) return false
  return !/^(off|false|0|no)$/i.test(env.ANALYTICS?.trim() ?? '')
}

/** Schema push (drizzle) is a development convenience that must only touch data/dev.db. */
export function allowSchemaPush(db: DatabaseConfig, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NODE_ENV === 'production' || db.kind !== 'sqlite') return false
  return path.basename(db.file) === 'dev.db'
}

const SECRET_FILE = () => path.join(DATA_DIR, '.payload-secret')

/**
 * PAYLOAD_SECRET signs staff sessions. Production must be given one; outside
 * production a random one is generated once into data/ (git-ignored) so a
 * fresh clone runs without configuration and sessions survive restarts.
 */
export function resolvePayloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.PAYLOAD_SECRET?.trim()
  if (fromEnv) return fromEnv
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'PAYLOAD_SECRET is not set. Production refuses to start without it: set PAYLOAD_SECRET to a long random string (for example `openssl rand -hex 32`).',
    )
  }
  return readOrCreateLocalSecret()
}

export function readOrCreateLocalSecret(): string {
  const file = SECRET_FILE()
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim()
    if (value) return value
  }
  mkdirSync(DATA_DIR, { recursive: true })
  const value = randomBytes(32).toString('hex')
  writeFileSync(file, value + '\n', { mode: 0o600 })
  return value
}

export const serverUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.SERVER_URL || env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/+$/, '')

/** Where this site's servers reach the web server themselves (INTERNAL_SERVER_URL, else the public address). */
export const internalServerUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.INTERNAL_SERVER_URL || serverUrl(env)).replace(/\/+$/, '')

/**
 * A whole number > 0 from the environment (ports, limits, retry counts). An
 * unset variable gives the default; a malformed one ("ten", "-1") gives the
 * default too, with a warning, so a typo in a deployment never turns a limit
 * into NaN (no limit at all) or stops the server.
 */
export function positiveIntegerFromEnv(
  name: string,
  fallback: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (Number.isSafeInteger(value) && value > 0) return value
  console.warn(`${name}=${JSON.stringify(raw)} is not a whole number above 0; using ${fallback}.`)
  return fallback
}
