import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
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

/** Vitest global setup of the integration project: the migrated template every test file copies. */
export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now()
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-template-'))
  const template = await buildTemplate(dir)
  project.provide('sqliteTemplate', template.file)
  project.provide('templateMigrateOutput', template.output)
  console.log(
    `Integration template database migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return () => rmSync(dir, { recursive: true, force: true })
}
