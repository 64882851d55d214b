/**
 * The running server's page cache, reachable from code Next bundles (the CMS
 * revalidation hook runs in the same process but in Next's module graph), so
 * a staff edit clears the shared answers at once instead of after a second.
 */
const KEY = Symbol.for('site.page-cache')

type Clearable = { clear: () => void }

export function registerPageCache(cache: Clearable): void {
  ;(globalThis as Record<symbol, unknown>)[KEY] = cache
}

export function clearPageCache(): void {
  ;((globalThis as Record<symbol, unknown>)[KEY] as Clearable | undefined)?.clear()
}
