import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

/**
 * The integration suite's databases. Each test file gets a database of its
 * own, already migrated: a copy of one template that `npm run migrate` made
 * once per run (tests/support/integration-setup.ts). Migrating from nothing
 * in every file cost about 5 s each, three minutes of every run per adapter.
 *
 * SQLite: the template is a file, each test file copies it into its own
 * temporary folder. PostgreSQL (TEST_DATABASE_URL): the template is the
 * database `<name>_template`, and each test worker (Vitest runs two files at
 * once) has its own database `<name>_w<worker>`, made again from the template
 * for every file. Its role needs CREATEDB (`.ci/run` grants it).
 */

const TEMPLATE_DIR = path.join(tmpdir(), 'site-test-template')
const SQLITE_TEMPLATE = path.join(TEMPLATE_DIR, 'template.db')
const SQLITE_FILES = ['', '-wal', '-shm']

export const isPostgres = () => Boolean(process.env.TEST_DATABASE_URL?.startsWith('postgres'))

function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${database}`
  return url.toString()
}

const baseName = () => new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1)
const templateName = () => `${baseName()}_template`
const workerName = () => `${baseName()}_w${process.env.VITEST_POOL_ID ?? '0'}`

/** Runs statements on the base database (never one being recreated). */
async function onBaseDatabase(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    if (/permission denied to create database/.test(text))
      throw new Error(
        `The integration suite makes a database per test worker: give the role of TEST_DATABASE_URL the CREATEDB privilege (ALTER ROLE … CREATEDB). ${text}`,
      )
    throw error
  } finally {
    await client.end()
  }
}

/** Once per run: the committed migrations applied by `npm run migrate` to the template. */
export async function buildTemplate(): Promise<void> {
  let url: string
  if (isPostgres()) {
    await onBaseDatabase([
      `DROP DATABASE IF EXISTS "${templateName()}" WITH (FORCE)`,
      `CREATE DATABASE "${templateName()}"`,
    ])
    url = postgresUrl(templateName())
  } else {
    mkdirSync(TEMPLATE_DIR, { recursive: true })
    for (const suffix of SQLITE_FILES) rmSync(SQLITE_TEMPLATE + suffix, { force: true })
    url = `file:${SQLITE_TEMPLATE}`
  }
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/migrate.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: TEMPLATE_DIR,
      PAYLOAD_SECRET: 'integration-test-template',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/**
 * A database for one test file in `dir`: migrated (a copy of the template), or
 * empty when the file applies migrations itself.
 */
export async function freshDatabase(dir: string, { migrated }: { migrated: boolean }) {
  if (isPostgres()) {
    await onBaseDatabase([
      `DROP DATABASE IF EXISTS "${workerName()}" WITH (FORCE)`,
      migrated
        ? `CREATE DATABASE "${workerName()}" TEMPLATE "${templateName()}"`
        : `CREATE DATABASE "${workerName()}"`,
    ])
    return postgresUrl(workerName())
  }
  const file = path.join(dir, 'test.db')
  // The migrate command exits without closing: its last writes may still be in the WAL file.
  if (migrated)
    for (const suffix of SQLITE_FILES)
      if (existsSync(SQLITE_TEMPLATE + suffix))
        copyFileSync(SQLITE_TEMPLATE + suffix, file + suffix)
  return `file:${file}`
}
