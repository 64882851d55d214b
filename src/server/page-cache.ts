import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { DRAFT_MODE_COOKIE } from '../lib/draft-mode-cookie'
import { isPublicPageRequest } from './public-page'

/**
 * A one-second memory cache of finished public page answers, in front of
 * Next (what a reverse proxy's "micro-cache" does). Pages are static, yet
 * Next re-reads and re-sends each one and the answer is compressed again for
 * every request; under a burst of visitors that is where the CPU goes. Here the
 * bytes that went out (already rewritten and compressed) are replayed for
 * identical requests during one second at most: a CMS edit clears the cache
 * when it revalidates the pages (cms/hooks/revalidate.ts), and a stale page
 * Next is regenerating is never kept.
 *
 * Only requests that cannot differ are shared: GET page loads without any
 * cookie (the language cookie can redirect an entry visit; the draft-mode
 * cookie of a staff preview renders unpublished drafts), not the router's
 * RSC fetches, and only answers Next marks as publicly cacheable
 * (`s-maxage`, status 200, no cookie set).
 */
export type CachedAnswer = {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  expires: number
}

export function hasDraftModeCookie(request: IncomingMessage): boolean {
  const cookie = request.headers.cookie
  return typeof cookie === 'string' && new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`).test(cookie)
}

const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action']
// HSTS depends on how each request came (transport-security.ts): it is never replayed.
const DROPPED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'strict-transport-security',
  // Each answer names its own request (server/log.ts), replayed or not.
  'x-request-id',
])

export class PageCache {
  private readonly answers = new Map<string, CachedAnswer>()
  /** Counts clears: an answer begun before a content change is not kept after it. */
  private generation = 0

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 500,
    private readonly maxBodyBytes = 2 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of a request that may be shared, or null. */
  keyOf(request: IncomingMessage): string | null {
    if (!isPublicPageRequest(request) || !request.url) return null
    const headers = request.headers
    // A staff preview (Next's draft-mode cookie) renders drafts: never shared.
    // Any other cookie is refused too, but this one must stay refused even if
    // harmless cookies are ever let through.
    if (hasDraftModeCookie(request)) return null
    if (headers.cookie || headers.authorization) return null
    if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null
    const destination = String(headers['sec-fetch-dest'] ?? 'document')
    return `${String(headers['accept-encoding'] ?? '')}|${destination}|${headers.host ?? ''}|${request.url}`
  }

  /** Forgets every answer (after a content edit: lib/content-changed.ts). */
  clear(): void {
    this.generation++
    this.answers.clear()
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.answers.get(key)
    if (answer && answer.expires <= this.now()) {
      this.answers.delete(key)
      return undefined
    }
    return answer
  }

  /** Sends a stored answer. */
  static replay(answer: CachedAnswer, response: ServerResponse): void {
    response.writeHead(answer.status, {
      ...answer.headers,
      'content-length': answer.body.length,
      'x-page-cache': 'HIT',
    })
    response.end(answer.body)
  }

  /**
   * Records what goes out on this response (install it before compression and
   * the page rewrite, so it sees the final bytes) and stores it if shareable.
   */
  record(key: string, response: ServerResponse): void {
    const write = response.write.bind(response)
    const end = response.end.bind(response)
    const generation = this.generation
    const parts: Buffer[] = []
    let size = 0
    let tooBig = false
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      size += buffer.length
      if (size > this.maxBodyBytes) tooBig = true
      else parts.push(buffer)
    }
    response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding)
      return write(chunk as string, encoding as BufferEncoding, callback as () => void)
    }) as typeof response.write
    response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding)
      const result = end(chunk as string, encoding as BufferEncoding, callback as () => void)
      if (!tooBig && generation === this.generation) this.store(key, response, Buffer.concat(parts))
      return result
    }) as typeof response.end
  }

  /** Whether an answer that went out may be replayed to others (subclasses: other rules). */
  protected shareable(response: ServerResponse): boolean {
    const cacheControl = String(response.getHeader('cache-control') ?? '')
    if (response.statusCode !== 200) return false
    if (!/s-maxage=\d+/.test(cacheControl) || /private|no-store/.test(cacheControl)) return false
    if (response.getHeader('set-cookie') !== undefined) return false
    // A stale page is being regenerated: the next request gets the fresh one.
    return String(response.getHeader('x-nextjs-cache') ?? '').toUpperCase() !== 'STALE'
  }

  private store(key: string, response: ServerResponse, body: Buffer) {
    if (!this.shareable(response)) return
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (!DROPPED_HEADERS.has(name) && value !== undefined) headers[name] = value
    }
    if (this.answers.size >= this.maxEntries) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.answers.keys().next().value
      if (oldest !== undefined) this.answers.delete(oldest)
    }
    this.answers.delete(key)
    this.answers.set(key, {
      status: 200,
      headers,
      body,
      expires: this.now() + this.ttlMs,
    })
  }
}
