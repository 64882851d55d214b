import type { Page } from '@playwright/test'

/** How often one page may ask for the same thing before it counts as a loop. */
const MOST_REPEATS = 4

/**
 * Counts what a page asks for, by address (without the router's cache-busting
 * `_rsc` value) and prefetched segment, and returns those asked for more than
 * a few times: a prefetch that retries forever floods the server and keeps the
 * network from ever going idle. Call before the page's first navigation.
 */
export function watchRepeatedRequests(page: Page): () => string[] {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    url.searchParams.delete('_rsc')
    const segment = request.headers()['next-router-segment-prefetch'] ?? ''
    const key = `${request.method()} ${url.pathname}${url.search} ${segment}`.trim()
    counts.set(key, (counts.get(key) ?? 0) + 1)
  })
  return () =>
    [...counts]
      .filter(([, count]) => count > MOST_REPEATS)
      .map(([key, count]) => `${key} asked for ${count} times`)
}
