/**
 * The redirect table as the site serves it (src/proxy.ts): loaded once per
 * process from the CMS (GET /api/redirect-table) and kept in memory, so a
 * normal page request reads no database. A redirect saved or deleted in the
 * admin drops the table at once (the CMS hook runs in the same process:
 * cms/redirects/redirects.ts); the next request loads it again. Other
 * instances of a multi-server deployment reload within TABLE_TTL_MS.
 */
import { INTERNAL_REQUEST_HEADER, internalRequestToken } from '../internal-request'

export type ServedRedirect = { from: string; to: string; status: 301 | 302 | 307 | 308 }

export const REDIRECT_TABLE_PATH = '/api/redirect-table'
export const TABLE_TTL_MS = 60_000
/** After a failed load the site serves no redirects and tries again this much later. */
const RETRY_AFTER_MS = 10_000

type State = {
  table?: Map<string, ServedRedirect>
  loading?: Promise<Map<string, ServedRedirect>>
  loadedAt: number
  /** How many times the table was read from the CMS (measured by the tests). */
  loads: number
  generation: number
}

const KEY = Symbol.for('site.redirect-table')
const state = (): State => {
  const global = globalThis as Record<symbol, State | undefined>
  return (global[KEY] ??= { loadedAt: 0, loads: 0, generation: 0 })
}

/** `/Blog/old/` and `/blog/old` are one address; `%D8…` and its decoded form too. */
export function normalizePath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURI(pathname)
  } catch {
    // A malformed escape stays as it came.
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return path.toLowerCase() || '/'
}

export type TableLoader = () => Promise<ServedRedirect[]>

/** Reads the table from this site's own API (the proxy cannot open the database). */
export const loadOverHttp: TableLoader = async () => {
  const origin = (
    process.env.INTERNAL_SERVER_URL ||
    process.env.SERVER_URL ||
    process.env.NEXT_PUBLIC_SERVER_URL ||
    'http://localhost:3000'
  ).replace(/\/+$/, '')
  const response = await fetch(`${origin}${REDIRECT_TABLE_PATH}`, {
    cache: 'no-store',
    // The site's own read: never limited or queued with anonymous API reads (server/api-guard.ts).
    headers: { [INTERNAL_REQUEST_HEADER]: internalRequestToken() },
    signal: AbortSignal.timeout(5_000),
  })
  if (!response.ok) throw new Error(`the redirect table answered ${response.status}`)
  const body = (await response.json()) as { redirects?: ServedRedirect[] }
  return body.redirects ?? []
}

async function load(loader: TableLoader): Promise<Map<string, ServedRedirect>> {
  const current = state()
  const generation = current.generation
  current.loads += 1
  let table: Map<string, ServedRedirect>
  try {
    const rows = await loader()
    table = new Map(rows.map((row) => [normalizePath(row.from), row]))
  } catch (error) {
    console.error('[redirects] the redirect table could not be read; serving none for now.', error)
    table = new Map()
    // Try again soon rather than after the whole TTL.
    if (generation === current.generation) {
      current.table = table
      current.loadedAt = Date.now() - TABLE_TTL_MS + RETRY_AFTER_MS
      current.loading = undefined
    }
    return table
  }
  // A change made while loading wins: keep the old table dropped.
  if (generation === current.generation) {
    current.table = table
    current.loadedAt = Date.now()
  }
  current.loading = undefined
  return table
}

export async function findRedirect(
  pathname: string,
  loader: TableLoader = loadOverHttp,
  now = Date.now(),
): Promise<ServedRedirect | null> {
  const current = state()
  let table = current.table
  if (!table || now - current.loadedAt > TABLE_TTL_MS) {
    current.loading ??= load(loader)
    table = await current.loading
  }
  return table.get(normalizePath(pathname)) ?? null
}

/** A redirect changed: the next request reads the table again. */
export function forgetRedirectTable(): void {
  const current = state()
  current.generation += 1
  current.table = undefined
  current.loading = undefined
}

export const redirectTableLoads = (): number => state().loads
