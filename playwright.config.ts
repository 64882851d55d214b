import { defineConfig, devices } from '@playwright/test'

import { testBrowserPath } from './scripts/lib/chromium'

/**
 * End-to-end tests in Debian's Chromium against the production build, started
 * by scripts/e2e.ts on a fresh seeded temporary database (run `npm run test:e2e`).
 */
const port = Number(process.env.E2E_PORT || 3100)
export const baseURL = `http://localhost:${port}`

const chromium = {
  executablePath: testBrowserPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/** The 1280 px desktop browser every project but the phone's runs in. */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

/** Specs that publish, add and remove content every other spec reads (see the 'publishing' project). */
const PUBLISHING_SPECS =
  /(drafts|service-pages-cms|page-edits|staff-pages|navigation-menus|blog-paging|translation-guard|built-forms-admin)\.spec\.ts$/
/**
 * Specs that read and write only staff accounts, enquiries, visits and
 * uploads: no publishing spec reads or changes these, and saving them
 * regenerates no page (see the 'accounts' project). The contact form's specs
 * are among them, with its refusals of bad input: they read the form and what
 * it stores, never the menus, posts or pages the publishing specs change; so
 * are the admin's refusals of uploads (a new team picture is shown by no page
 * until a member is given it). Not the rate limit's spec: its servers of their
 * own on this build clear the data cache every server shares as they start.
 */
const ACCOUNTS_SPECS =
  /(enquiry-inbox|enquiry-admin|insights|roles|staff-login|contact|enquiry-source|data-requests|bad-input|uploads-admin)\.spec\.ts$/
/** The crawl of every page and link, and the backup proof (see the 'crawl' project). */
const CRAWL_SPECS = /(links|backup-proof)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_JSON_REPORT=<file> also writes every test's time there (where a run's minutes go).
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    // Recording a trace for every test was about half of Chromium's work in the
    // suite (docs/PERFORMANCE.md, CI time: the trace): a failing test records
    // one on its retry (CI retries once).
    trace: 'on-first-retry',
    launchOptions: chromium,
    locale: 'en-US',
    // Visitors who ask for less motion get a still home page: no hero video,
    // slideshow or partner strip moving. Moving, it kept about 1.5 of the run's
    // two cores busy while a test had it open (Chromium draws without a GPU
    // here), slowing every test beside it; at rest, 2 %. The specs of the
    // motion itself ask for it back (home.spec.ts).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: desktop,
      // Phone-only layouts run in the phone project alone.
      testIgnore: [/.*\.phone\.spec\.ts/, PUBLISHING_SPECS, ACCOUNTS_SPECS, CRAWL_SPECS],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // Layout-sensitive specs opt in by file name; the rest run once on desktop.
      testMatch: /.*\.(phone|responsive)\.spec\.ts/,
    },
    {
      // Publishing, unpublishing and restoring posts change the blog every
      // other spec reads (newest, oldest, the previous/next chain): these run
      // after the desktop specs, not beside them. One at a time too: a new
      // service or a post reaching its date regenerates every page, which
      // page-edits must not see while it shows an About edit regenerates
      // About alone; and parallel logins as one staff member can drop each
      // other's session (Payload keeps sessions in one array per user).
      name: 'publishing',
      use: desktop,
      testMatch: PUBLISHING_SPECS,
      dependencies: ['desktop'],
      workers: 1,
    },
    {
      // Beside the publishing project, in the worker its one-at-a-time runs
      // leave idle (about six minutes in CI, which these specs fill): what
      // these specs touch, the publishing specs neither read nor change.
      name: 'accounts',
      use: desktop,
      testMatch: ACCOUNTS_SPECS,
      dependencies: ['desktop'],
    },
    {
      // The crawl follows every link of every page: a spec that publishes a
      // post or deactivates a story while it runs makes a link it has just
      // read answer 404. It runs last, on the content the other specs restored;
      // so does the backup proof, which compares the site with its restored copy.
      name: 'crawl',
      use: desktop,
      testMatch: CRAWL_SPECS,
      dependencies: ['publishing', 'accounts'],
    },
  ],
  webServer: {
    // The production server of `npm start` (next start plus the page rewrite of src/server).
    command: `node node_modules/tsx/dist/cli.mjs scripts/serve.ts --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
