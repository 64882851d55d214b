/**
 * `npm run test:e2e`: builds the site into .next-e2e from a fresh, seeded
 * temporary SQLite database (a copy of the integration run's seeded site when
 * it was made from the same sources: scripts/lib/seeded-site.ts), then runs Playwright (Debian Chromium) against
 * the production server on that same database. Extra arguments go to Playwright.
 * The full suite ends with the outage run (playwright.outage.config.ts).
 * E2E_REUSE_BUILD=1 skips the build when .next-e2e exists (local iteration);
 * E2E_OUTAGE_ONLY=1 runs the outage run alone. E2E_STOCK=1 builds the
 * stock site (src/lib/stock-mode.ts) into .next-e2e-stock instead and runs
 * its smoke run (playwright.stock.config.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bootPayload, fail } from './lib/boot'
import { copyBuild, nextBuild } from './lib/next'
import {
  E2E_FIRST_ADMIN,
  E2E_PASSWORD,
  E2E_WORKER_ADMINS,
  e2eWorkerAdmin,
} from '../tests/support/e2e-staff'
import { prepareDatabase, upsertStaff } from './lib/prepare'
import { copySeededSite } from './lib/seeded-site'

const dir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'))
const env = process.env as Record<string, string>
const stock = env.E2E_STOCK === '1'
if (stock) env.STOCK = '1'
const DIST = stock ? '.next-e2e-stock' : '.next-e2e'
Object.assign(env, {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  DATA_DIR: dir,
  DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  ADMIN_EMAIL: E2E_FIRST_ADMIN,
  ADMIN_PASSWORD: E2E_PASSWORD,
  E2E_PORT: env.E2E_PORT || '3100',
  SERVER_URL: `http://localhost:${env.E2E_PORT || '3100'}`,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  // The suite submits the contact form many times from one address.
  CONTACT_RATE_LIMIT_POINTS: '100',
  CONTACT_SITE_LIMIT_PER_MINUTE: '1000',
  // Its anonymous REST checks come from one address too (the caps and cache stay on).
  API_RATE_LIMIT_POINTS: '100000',
  // …and its searches (the limit itself: tests/unit/search-guard.test.ts).
  SEARCH_RATE_LIMIT: '100000',
  CONTACT_NETWORK_LIMIT_POINTS: '100',
  // Scheduled posts appear within a second of their time (tests/e2e/drafts.spec.ts).
  JOB_RUN_INTERVAL_MS: '1000',
})

/** How long each step took, printed at the end (CI time is a budget). */
const steps: string[] = []
const timed = <T>(name: string, run: () => T): T => {
  const started = Date.now()
  try {
    return run()
  } finally {
    steps.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s`)
  }
}

const OUTAGE_DIST = '.next-e2e-outage'

/**
 * A copy of the build without the home page's prerendered answers, so the
 * outage server renders the home on its first visit, with its reads failing
 * (a second `next build` for this took 2-4 minutes of every CI run). What the
 * suite's server wrote as it ran is left behind too (copyBuild), the home's
 * pages rendered again among them.
 */
function outageCopy(from: string, to: string) {
  copyBuild(from, to)
  const app = path.join(to, 'server', 'app')
  for (const locale of ['en', 'ar'])
    for (const ending of ['html', 'rsc', 'meta', 'segments'])
      rmSync(path.join(app, `${locale}.${ending}`), { recursive: true, force: true })
}

let status = 1
try {
  // The integration run's seeded site when it was made from these sources (npm test runs it
  // just before); prepareDatabase then finds it migrated and seeded, and writes the staff.
  if (copySeededSite(dir, 'e2e.db'))
    console.log("▶ The database: a copy of the integration run's seeded site")
  const payload = await bootPayload()
  await prepareDatabase(payload, { migrate: true, operatorProduction: true })
  for (let index = 0; index < E2E_WORKER_ADMINS; index++)
    await upsertStaff(payload, e2eWorkerAdmin(index), E2E_PASSWORD)
  await payload.destroy()

  const reuse = env.E2E_REUSE_BUILD === '1' && existsSync(path.resolve(DIST, 'BUILD_ID'))
  if (!reuse) timed('build', () => nextBuild(env))

  const playwright = (args: string[]) =>
    spawnSync(process.execPath, [path.resolve('node_modules/@playwright/test/cli.js'), ...args], {
      stdio: 'inherit',
      env: process.env,
    }).status ?? 1
  const extraArgs = process.argv.slice(2)
  const outageOnly = env.E2E_OUTAGE_ONLY === '1'
  const config = stock ? ['--config', 'playwright.stock.config.ts'] : []
  status = outageOnly ? 0 : timed('suite', () => playwright(['test', ...config, ...extraArgs]))

  // The outage run (full suite only): the same build served with every home
  // read failing, as with the database down, to see the home fallbacks
  // (docs/PRODUCT.md) in the browser.
  if (status === 0 && extraArgs.length === 0 && !stock) {
    console.log('\n▶ Outage run: the home page with its database reads failing')
    timed('outage copy', () => outageCopy(DIST, OUTAGE_DIST))
    Object.assign(env, { SITE_SIMULATE_HOME_OUTAGE: '1', NEXT_DIST_DIR: OUTAGE_DIST })
    status = timed('outage suite', () =>
      playwright(['test', '--config', 'playwright.outage.config.ts']),
    )
  }
} catch (error) {
  fail('The end-to-end run could not start.', error)
} finally {
  rmSync(dir, { recursive: true, force: true })
  if (steps.length) console.log(`\nEnd-to-end step times: ${steps.join(', ')}`)
}
process.exit(status)
