import { defineConfig } from '@playwright/test'

import base from './playwright.config'

/**
 * The outage run of the end-to-end suite (scripts/e2e.ts): the same production
 * server on a copy of the suite's build, with SITE_SIMULATE_HOME_OUTAGE=1 so
 * every CMS read of the home page fails as if the database were down.
 */
export default defineConfig({
  ...base,
  // Its two tests need no report of their own; the suite's JSON report stays.
  reporter: [['list']],
  testDir: 'tests/e2e-outage',
  projects: [base.projects![0]],
})
