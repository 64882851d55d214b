import { spawn } from 'node:child_process'
import { copyFile, open, rename, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'

import type { DatabaseConfig } from '../../../src/lib/env'

/**
 * The database half of a backup: a consistent snapshot taken while the site
 * keeps serving, and its return into an empty (or, forced, a replaced)
 * database. SQLite copies itself with `VACUUM INTO` (one read transaction: in
 * WAL mode the site's writers carry on); PostgreSQL is dumped by `pg_dump` in
 * its custom format inside an exported snapshot, so the row counts the
 * manifest records are those of the very transaction the dump reads.
 */
export type Snapshot = { migrations: string[]; counts: Record<string, number> }

type Query = (sql: string) => Promise<Array<Record<string, unknown>>>

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** A SQLite file's own tables, by name (SQLite's internal ones left out). */
export const SQLITE_TABLES =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"

/** What a spawn of a missing PostgreSQL client tool fails with: what to install. */
export const toolError = (command: string, error: NodeJS.ErrnoException): Error =>
  error.code === 'ENOENT'
    ? new Error(
        `${command} is not installed: install the PostgreSQL client tools (Debian: apt install postgresql-client) of the server's major version or newer.`,
      )
    : error

async function describe(query: Query, tables: string[]): Promise<Snapshot> {
  const counts: Record<string, number> = {}
  for (const table of tables)
    counts[table] = Number((await query(`SELECT count(*) AS n FROM ${quoteIdent(table)}`))[0].n)
  const migrations = tables.includes('payload_migrations')
    ? (await query('SELECT name FROM payload_migrations ORDER BY id')).map((row) =>
        String(row.name),
      )
    : []
  return { migrations, counts }
}

async function withSqlite<T>(file: string, work: (query: Query) => Promise<T>): Promise<T> {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  const query: Query = async (sql) => (await client.execute(sql)).rows as never
  try {
    // The site may be writing: wait for its short write locks instead of failing at once.
    await client.execute('PRAGMA busy_timeout = 30000')
    return await work(query)
  } finally {
    client.close()
  }
}

const sqliteTables = async (query: Query) =>
  (await query(SQLITE_TABLES)).map((row) => String(row.name))

async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    return await work(async (sql) => (await client.query(sql)).rows)
  } finally {
    await client.end()
  }
}

const postgresTables = async (query: Query) =>
  (
    await query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
  ).map((row) => String(row.table_name))

/** Runs a PostgreSQL client tool, failing with its own words (and a hint when it is missing). */
function runTool(
  command: string,
  args: string[],
  options: { stdin?: (input: NodeJS.WritableStream) => Promise<void> } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [options.stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr!.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)))
    child.on('error', (error: NodeJS.ErrnoException) => reject(toolError(command, error)))
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    )
    if (options.stdin)
      options.stdin(child.stdin!).then(
        () => child.stdin!.end(),
        (error) => {
          child.kill()
          reject(error)
        },
      )
  })
}

/** Writes a consistent copy of the database to `target` and says what it holds. */
export async function snapshotDatabase(db: DatabaseConfig, target: string): Promise<Snapshot> {
  if (db.kind === 'sqlite') {
    if (!existsSync(db.file)) throw new Error(`There is no database at ${db.file} to back up.`)
    await withSqlite(db.file, (query) => query(`VACUUM INTO '${target.replace(/'/g, "''")}'`))
    return withSqlite(target, async (query) => describe(query, await sqliteTables(query)))
  }
  return withPostgres(db.url, async (query) => {
    await query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const [{ id }] = await query('SELECT pg_export_snapshot() AS id')
    const described = await describe(query, await postgresTables(query))
    // pg_dump reads the snapshot this transaction holds open until it is done.
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${String(id)}`,
      `--file=${target}`,
      `--dbname=${db.url}`,
    ])
    await query('COMMIT')
    return described
  })
}

/** Rows per table, as the manifest counts them. */
export async function countRows(db: DatabaseConfig): Promise<Snapshot> {
  if (db.kind === 'sqlite')
    return withSqlite(db.file, async (query) => describe(query, await sqliteTables(query)))
  return withPostgres(db.url, async (query) => describe(query, await postgresTables(query)))
}

/** True when the database has no tables at all (a new deployment). */
export async function isEmptyDatabase(db: DatabaseConfig): Promise<boolean> {
  if (db.kind === 'sqlite') {
    if (!existsSync(db.file)) return true
    return withSqlite(db.file, async (query) => (await sqliteTables(query)).length === 0)
  }
  return withPostgres(db.url, async (query) => (await postgresTables(query)).length === 0)
}

/** The SQL that drops every table and enum type of a PostgreSQL database's schema. */
async function dropStatements(url: string): Promise<string> {
  return withPostgres(url, async (query) => {
    const tables = await postgresTables(query)
    const types = (
      await query(
        "SELECT t.typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = current_schema() AND t.typtype = 'e'",
      )
    ).map((row) => String(row.name))
    return [
      ...(tables.length ? [`DROP TABLE ${tables.map(quoteIdent).join(', ')} CASCADE;`] : []),
      ...(types.length ? [`DROP TYPE ${types.map(quoteIdent).join(', ')} CASCADE;`] : []),
    ].join('\n')
  })
}

/** Leaves the database with no tables at all, as a new deployment's. */
export async function emptyDatabase(db: DatabaseConfig): Promise<void> {
  if (db.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      await rm(db.file + suffix, { force: true })
    return
  }
  const drops = await dropStatements(db.url)
  if (drops) await withPostgres(db.url, (query) => query(`BEGIN; ${drops} COMMIT;`))
}

/**
 * A replay that PostgreSQL stopped for want of lock slots, said so an operator
 * can act: it drops and creates every table in one transaction (about 2,400
 * tables, indexes and sequences each way), more than the lock table of a
 * server at its defaults holds beside other work. The transaction rolled back.
 */
export function explainRestoreFailure(error: Error): Error {
  if (!/out of shared memory|max_locks_per_transaction/.test(error.message)) return error
  return new Error(
    'PostgreSQL ran out of lock slots while replacing every table in one transaction, so it changed nothing. ' +
      'Set max_locks_per_transaction = 256 in postgresql.conf (docs/DEPLOY.md), restart PostgreSQL, and run the restore again.',
    { cause: error },
  )
}

/**
 * Puts the archived database in place. SQLite: the copy is written beside the
 * live file and renamed over it (the old WAL removed first: its frames belong
 * to the old file). PostgreSQL: the dump replays in one transaction with
 * whatever it replaces dropped in that same transaction, so a failure leaves
 * the database as it was.
 */
export async function restoreDatabase(db: DatabaseConfig, source: string): Promise<void> {
  if (db.kind === 'sqlite') {
    const incoming = `${db.file}.restoring`
    await copyFile(source, incoming)
    const handle = await open(incoming, 'r+')
    await handle.sync()
    await handle.close()
    for (const suffix of ['-wal', '-shm', '-journal']) await rm(db.file + suffix, { force: true })
    await rename(incoming, db.file)
    return
  }
  const drops = await dropStatements(db.url)
  try {
    await runTool(
      'psql',
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${db.url}`],
      {
        stdin: async (input) => {
          input.write(`${drops}\n`)
          await new Promise<void>((resolve, reject) => {
            const dump = spawn(
              'pg_restore',
              ['--no-owner', '--no-privileges', '--file=-', source],
              {
                stdio: ['ignore', 'pipe', 'pipe'],
              },
            )
            let errors = ''
            dump.stderr.on('data', (chunk) => (errors += chunk))
            dump.on('error', reject)
            dump.stdout.pipe(input, { end: false })
            dump.on('close', (code) =>
              code === 0
                ? resolve()
                : reject(new Error(`pg_restore failed (exit ${code}): ${errors.trim()}`)),
            )
          })
        },
      },
    )
  } catch (error) {
    throw explainRestoreFailure(error as Error)
  }
}
