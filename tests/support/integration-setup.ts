import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { TestProject } from 'vitest/node'

import { keepSeededSite } from '../../scripts/lib/seeded-site'
import {
  isPostgres,
  onBaseDatabase,
  postgresUrl,
  SEEDED_FAILED,
  SEEDED_READY,
  templateName,
} from './test-databases'

const execFileAsync = promisify(execFile)

/** Runs a TypeScript file of the checkout with tsx; answers what it printed, or throws with it. */
async function tsx(file: string, args: string[], env: Record<string, string>): Promise<string> {
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', file, ...args],
      { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    return stdout
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message?: string }
    throw new Error(
      `${file} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    )
  }
}

/**
 * Once per run: the committed migrations applied by `npm run migrate` to the
 * template, in `dir` on SQLite (a folder of this run's own, so two runs on one
 * machine never share it). Returns the SQLite template file ('' on
 * PostgreSQL) and what the command printed, which scripts.test.ts reads
 * instead of migrating an empty database a second time.
 */
async function buildTemplate(dir: string): Promise<{ file: string; output: string }> {
  const file = isPostgres() ? '' : path.join(dir, 'template.db')
  if (isPostgres())
    await onBaseDatabase([
      `DROP DATABASE IF EXISTS "${templateName()}" WITH (FORCE)`,
      `CREATE DATABASE "${templateName()}"`,
    ])
  const url = isPostgres() ? postgresUrl(templateName()) : `file:${file}`
  const output = await tsx('scripts/migrate.ts', [], {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dir,
    PAYLOAD_SECRET: 'integration-test-template',
  })
  return { file, output }
}

/**
 * SQLite only: the migrated template seeded by `npm run seed`, in a folder of
 * its own holding the database (`test.db`) and the seed's uploads. The files
 * that start from the seeded site copy the folder whole instead of seeding:
 * the seed took 20–40 s in each of six files, about two minutes of a run.
 * PostgreSQL files that ask for the seed run it themselves.
 *
 * The seed (about 22 s on one core) runs while the first files do, on the
 * core the setup left idle; a file that needs it waits for SEEDED_READY
 * (tests/support/test-database.ts), or is told why it will not come.
 */
function startSeededTemplate(
  template: string,
  dir: string,
): { folder: string; made: Promise<void> } {
  const seeded = path.join(dir, 'seeded')
  mkdirSync(seeded)
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(template + suffix))
      copyFileSync(template + suffix, path.join(seeded, `test.db${suffix}`))
  const started = Date.now()
  const made = tsx('scripts/seed.ts', [], {
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(seeded, 'test.db')}`,
    DATA_DIR: seeded,
    PAYLOAD_SECRET: 'integration-test-template',
  }).then(
    () => {
      // The end-to-end runs after this one start from a copy (scripts/lib/seeded-site.ts).
      keepSeededSite(seeded)
      writeFileSync(path.join(seeded, SEEDED_READY), '')
      console.log(`Integration seeded template made in ${seconds(started)}, beside the first files`)
    },
    (error: Error) =>
      writeFileSync(
        path.join(seeded, SEEDED_FAILED),
        `The seeded template could not be made: ${error.message}`,
      ),
  )
  return { folder: seeded, made }
}

/**
 * SQLite only: the database as it was before each committed migration
 * (tests/support/migration-snapshots.ts), for the tests of migrations. Made
 * beside the template, on the core its making leaves idle.
 */
async function buildSnapshots(dir: string): Promise<string> {
  if (isPostgres()) return ''
  const snapshots = path.join(dir, 'before')
  mkdirSync(snapshots)
  await tsx('tests/support/migration-snapshots.ts', [snapshots], { NODE_ENV: 'test' })
  return snapshots
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/**
 * Vitest global setup of the integration project: the migrated template every
 * test file copies, the seeded one and the databases before each migration.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now()
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-template-'))
  const snapshots = buildSnapshots(dir).then((folder) => {
    if (folder)
      console.log(`Integration databases before each migration made in ${seconds(started)}`)
    return folder
  })
  const template = await buildTemplate(dir)
  project.provide('sqliteTemplate', template.file)
  project.provide('templateMigrateOutput', template.output)
  console.log(`Integration template database migrated in ${seconds(started)}`)
  const seeded = template.file ? startSeededTemplate(template.file, dir) : undefined
  project.provide('sqliteSeeded', seeded?.folder ?? '')
  project.provide('sqliteSnapshots', await snapshots)
  return async () => {
    await seeded?.made
    rmSync(dir, { recursive: true, force: true })
  }
}
