import { defineConfig } from '@playwright/test'

import base from '../../playwright.config'

/**
 * Full-page screenshots of the 30 sitemap pages (15 routes × 2 languages) at
 * phone and desktop width, for comparing the site before and after a change:
 * `SHOTS_DIR=/some/dir npm run test:e2e -- --config bench/screenshots/playwright.config.ts`
 * then `tsx bench/screenshots/compare.ts <before> <after>`.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /pages\.shots\.ts$/,
  workers: 1,
  timeout: 120_000,
  projects: [{ name: 'shots', use: { ...(base.use ?? {}) } }],
  // Started from the repository root, as the main configuration's server is.
  webServer: { ...(base.webServer as object), cwd: process.cwd() } as typeof base.webServer,
})
