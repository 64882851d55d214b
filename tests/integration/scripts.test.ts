import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freshDatabase } from '../support/test-database'

const dir = mkdtempSync(path.join(tmpdir(), 'site-scripts-'))
// A migrated database of this file's own: the run's template, which `npm run
// migrate` made from an empty database (tests/support/integration-setup.ts).
let databaseUrl = ''
beforeAll(async () => {
  databaseUrl = await freshDatabase(dir, { migrated: true })
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Asynchronous, so the test worker stays responsive while a script boots Payload.
const execFileAsync = promisify(execFile)
const SCRIPT_TIMEOUT = 180_000

const run = async (script: string, extraEnv: Record<string, string> = {}) =>
  (
    await execFileAsync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: 'scripts-test',
        ...extraEnv,
      },
      encoding: 'utf8',
      timeout: SCRIPT_TIMEOUT,
    })
  ).stdout

describe('command-line scripts', () => {
  it(
    'npm run migrate applies the committed migrations and says so',
    async () => {
      // The run's template: every committed migration applied to an empty database.
      const first = inject('templateMigrateOutput')
      expect(first).toMatch(/Migrated: +\d{8}_\d{6}_initial/)
      expect(first).toMatch(/✔ Migrations are up to date/)
      // A second run has nothing to do and still succeeds.
      const second = await run('scripts/migrate.ts')
      expect(second).toMatch(/✔ Migrations are up to date/)
      expect(second).not.toMatch(/Migrated:/)
    },
    2 * SCRIPT_TIMEOUT,
  )

  it(
    'npm run create-admin creates a staff account and prints a generated password once',
    async () => {
      const output = await run('scripts/create-admin.ts', { ADMIN_EMAIL: 'boss@example.com' })
      expect(output).toMatch(/✔ Staff account created: boss@example.com/)
      expect(output).toMatch(/Password \(shown once\): \S{12,}/)
      expect(await run('scripts/create-admin.ts', { ADMIN_EMAIL: 'boss@example.com' })).toMatch(
        /password reset/,
      )
    },
    2 * SCRIPT_TIMEOUT,
  )

  it.each([
    ['short', 'eleven-char', /Use a password of at least 12 characters\./],
    ['common', 'Password1234', /on a list of the most common passwords/],
  ])(
    'npm run create-admin refuses a %s password with the admin’s rule',
    async (_kind, password, message) => {
      const refused = await run('scripts/create-admin.ts', {
        ADMIN_EMAIL: 'weak@example.com',
        ADMIN_PASSWORD: password,
      }).catch((error: { code?: number; stderr?: string }) => error)
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(message) })
    },
    SCRIPT_TIMEOUT,
  )
})
