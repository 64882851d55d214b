/**
 * `STOCK=1`: the site as plain Next.js serves it, with none of the serving
 * layers docs/FRAMEWORK.md lists (the production server's page rewrite,
 * script hashes, micro-cache, guards and compression; the page-cache
 * handlers; the compile hints; the admin-only client hints). It is slower,
 * and it exists so that a framework upgrade can be bisected layer by layer:
 * if the stock site works and the full one does not, a layer is at fault.
 *
 * Read at build time and at run time alike: a stock build goes to its own
 * folder (STOCK_DIST_DIR) and renders every page per request, since its
 * script policy names each answer's inline scripts by a fresh nonce
 * (src/proxy.ts) where the production server hashes them.
 */
export const isStockMode = (env: Record<string, string | undefined> = process.env) =>
  env.STOCK === '1'

/** Where a stock build goes, so it never replaces the build `npm start` serves. */
export const STOCK_DIST_DIR = '.next-stock'

/** The build folder, relative to the project: NEXT_DIST_DIR when set (tests), else by mode. */
export const buildFolder = (env: Record<string, string | undefined> = process.env) =>
  env.NEXT_DIST_DIR || (isStockMode(env) ? STOCK_DIST_DIR : '.next')

/** The request header the proxy hands each page's nonce in (stock mode only). */
export const NONCE_HEADER = 'x-nonce'

/**
 * A route's generateStaticParams, or none in stock mode. There every page
 * renders per request (its nonce), which Next allows only a route it knows
 * to be dynamic: a route that lists its pages, none of them prerendered (a
 * later blog page), is taken for a static one, and its first request failed
 * with Next's "dynamic server usage" error (500).
 */
export function pagesAtBuild<T>(list: () => T): (() => T) | undefined {
  return isStockMode() ? undefined : list
}
