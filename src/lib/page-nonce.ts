import 'server-only'

import { headers } from 'next/headers'

import { isStockMode, NONCE_HEADER } from './stock-mode'

/**
 * The nonce the page's own inline scripts carry in stock mode (the proxy
 * makes one per request: src/lib/stock-mode.ts). Otherwise none: the
 * production server names every inline script by its hash, and reading the
 * request headers here would make every page dynamic.
 */
export async function pageNonce(): Promise<string | undefined> {
  if (!isStockMode()) return undefined
  return (await headers()).get(NONCE_HEADER) ?? undefined
}
