import path from 'node:path'

import type { Page } from '@playwright/test'

/**
 * A screenshot for people to look at, taken only when SHOTS_DIR names a
 * folder for them (kept outside the repository). No test reads one; taken
 * in every run they cost the suite about thirty page captures, full-page
 * admin views among them.
 */
export async function shot(page: Page, name: string, { fullPage = false } = {}) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage })
}
