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

/**
 * The same at the desktop and the phone width (`<name>-1280.png`, `<name>-390.png`,
 * whole pages), the page's own size given back after.
 */
export async function shotAtBothWidths(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  const size = page.viewportSize()
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await shot(page, `${name}-${viewport.width}`, { fullPage: true })
  }
  if (size) await page.setViewportSize(size)
}
