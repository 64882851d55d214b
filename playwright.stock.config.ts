import { defineConfig } from '@playwright/test'

import base from './playwright.config'

/**
 * The stock site's smoke run (scripts/e2e.ts with E2E_STOCK=1): the suite's
 * browser and server command, on a build made with STOCK=1, where the server
 * command is plain `next start` (src/lib/stock-mode.ts).
 */
export default defineConfig({
  ...base,
  reporter: [['list']],
  testDir: 'tests/e2e-stock',
  projects: [base.projects![0]],
})
