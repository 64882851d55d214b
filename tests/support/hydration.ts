import { expect, type Page } from '@playwright/test'

/**
 * Opens a page and waits until React has hydrated it. The production server
 * loads the client scripts after the first paint (src/server/hydrate-after-paint.ts),
 * so a click right after `goto` can land before the menus answer; the header
 * marks itself `data-hydrated` once they do.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('header[data-hydrated]').first()).toBeAttached()
  return response
}
