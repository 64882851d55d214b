import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { isPostgres, onBaseDatabase, postgresUrl, templateName } from './test-databases'

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
  const output = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/migrate.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url,
        DATA_DIR: dir,
        PAYLOAD_SECRET: 'integration-test-template',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    },
  )
  return { file, output }
}

/**
 * SQLite only: the migrated template seeded by `npm run seed`, in a folder of
 * its own holding the database (`test.db`) and the seed's uploads. The files
 * that start from the seeded site copy the folder whole instead of seeding:
 * the seed took 20–40 s in each of six files, about two minutes of a run.
 * PostgreSQL files that ask for the seed run it themselves ('' here).
 */
function buildSeededTemplate(template: string, dir: string): string {
  if (!template) return ''
  const seeded = path.join(dir, 'seeded')
  mkdirSync(seeded)
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(template + suffix))
      copyFileSync(template + suffix, path.join(seeded, `test.db${suffix}`))
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `file:${path.join(seeded, 'test.db')}`,
      DATA_DIR: seeded,
      PAYLOAD_SECRET: 'integration-test-template',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return seeded
}

/** Vitest global setup of the integration project: the migrated template every test file copies. */
export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now()
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-template-'))
  const template = await buildTemplate(dir)
  project.provide('sqliteTemplate', template.file)
  project.provide('templateMigrateOutput', template.output)
  const migrated = Date.now()
  console.log(
    `Integration template database migrated in ${((migrated - started) / 1000).toFixed(1)} s`,
  )
  project.provide('sqliteSeeded', buildSeededTemplate(template.file, dir))
  if (template.file)
    console.log(
      `Integration seeded template made in ${((Date.now() - migrated) / 1000).toFixed(1)} s`,
    )
  return () => rmSync(dir, { recursive: true, force: true })
}
