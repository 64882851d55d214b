import type { Page } from '@playwright/test'

/**
 * Counts a page's requests in flight from before its first navigation, and
 * waits until none has been for `quietMs`. Playwright's `networkidle` waits
 * for 500 ms without any: on the accessibility sweep's pages that quiet alone
 * was 0.5–1.4 s of each page's 4–5 s, and it came before the scroll that asks
 * for the lazy pictures and sections, so it never waited for those. Called
 * after the scroll, this waits for exactly them.
 */
export function watchInFlight(page: Page) {
  const open = new Set<unknown>()
  page.on('request', (request) => open.add(request))
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return {
    /** Resolves once nothing has been in flight for `quietMs`, or false after `timeoutMs`. */
    async settled({ quietMs = 150, timeoutMs = 10_000 } = {}): Promise<boolean> {
      const deadline = Date.now() + timeoutMs
      let quietSince = open.size === 0 ? Date.now() : 0
      while (Date.now() < deadline) {
        if (open.size > 0) quietSince = 0
        else if (!quietSince) quietSince = Date.now()
        else if (Date.now() - quietSince >= quietMs) return true
        await page.waitForTimeout(25)
      }
      return false
    },
  }
}
