import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshDatabase } from '../support/test-database'

const dir = mkdtempSync(path.join(tmpdir(), 'site-scripts-'))
// An empty database of this file's own: the scripts start from nothing, as on a new server.
let databaseUrl = ''
beforeAll(async () => {
  databaseUrl = await freshDatabase(dir, { migrated: false })
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
      expect(await run('scripts/migrate.ts')).toMatch(/✔ Migrations are up to date/)
      // A second run has nothing to do and still succeeds.
      expect(await run('scripts/migrate.ts')).toMatch(/✔ Migrations are up to date/)
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
