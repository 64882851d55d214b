import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

import {
  isPostgres,
  onBaseDatabase,
  postgresUrl,
  SEEDED_FAILED,
  SEEDED_READY,
  templateName,
  workerName,
} from './test-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated SQLite template file (empty on PostgreSQL). */
    sqliteTemplate: string
    /**
     * The run's seeded SQLite template: a folder with `test.db` and its uploads (empty on
     * PostgreSQL), made while the first files run: ready once it holds SEEDED_READY.
     */
    sqliteSeeded: string
    /** The run's SQLite databases before each migration, `<nnn>-<name>.db` (empty on PostgreSQL). */
    sqliteSnapshots: string
    /** What `npm run migrate` printed as it made the template from an empty database. */
    templateMigrateOutput: string
  }
}

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

const SQLITE_FILES = ['', '-wal', '-shm']

export { isPostgres }

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
  const template = inject('sqliteTemplate')
  // The migrate command exits without closing: its last writes may still be in the WAL file.
  if (migrated)
    for (const suffix of SQLITE_FILES)
      if (existsSync(template + suffix)) copyFileSync(template + suffix, file + suffix)
  return `file:${file}`
}

/**
 * On SQLite, `dir` becomes a copy of the run's seeded template (database and
 * uploads) and this answers its database address, once the template is made;
 * on PostgreSQL, undefined: the caller seeds a migrated database itself.
 */
export async function seededDatabase(dir: string): Promise<string | undefined> {
  const seeded = inject('sqliteSeeded')
  if (isPostgres() || !seeded) return undefined
  const deadline = Date.now() + 5 * 60_000
  while (!existsSync(path.join(seeded, SEEDED_READY))) {
    const failed = path.join(seeded, SEEDED_FAILED)
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'))
    if (Date.now() > deadline)
      throw new Error(`The seeded template in ${seeded} was not made in 5 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  cpSync(seeded, dir, {
    recursive: true,
    filter: (source) => path.basename(source) !== SEEDED_READY,
  })
  return `file:${path.join(dir, 'test.db')}`
}

/**
 * On SQLite, the database in `dir` becomes the run's copy of the database as
 * it was before the migration `name` (every earlier one applied), and this
 * answers its address; undefined on PostgreSQL (the caller migrates).
 */
export function databaseBefore(dir: string, name: string): string | undefined {
  const snapshots = inject('sqliteSnapshots')
  if (isPostgres() || !snapshots) return undefined
  const file = readdirSync(snapshots).find((entry) => entry.endsWith(`-${name}.db`))
  if (!file) throw new Error(`The run made no copy of the database before ${name}`)
  copyFileSync(path.join(snapshots, file), path.join(dir, 'test.db'))
  return `file:${path.join(dir, 'test.db')}`
}
