import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import ar from '../i18n/messages/ar/refusals.json'
import en from '../i18n/messages/en/refusals.json'
import { INTERNAL_REQUEST_HEADER, isInternalRequestToken } from '../lib/internal-request'
import { CLIENT_ADDRESS_HEADER } from './client-address'
import { serverLog } from './log'
import { PageCache } from './page-cache'
import { sharedLimiter, type SharedLimiter } from './rate-limiter'
import { preferredLanguage } from './preferred-language'

/**
 * The public REST API (`/api/…`) must not starve the site: one Payload read
 * of a whole collection in every locale costs tens of milliseconds of the one
 * thread that also answers the pages. So, in the production server and before
 * Next, every API request that is not from signed-in staff (or the site
 * itself) is:
 *
 * 1. counted per client address (the address client-address.ts trusts),
 *    shared by all replicas through Redis when REDIS_URL is set: over the
 *    limit, a 429 with Retry-After and one sentence in the request's language;
 * 2. bounded: `limit` at most API_MAX_LIMIT (`limit=0` and `pagination=false`,
 *    which mean "everything" to Payload, included), `depth` at most
 *    API_MAX_DEPTH; a read smuggled into a POST (Payload's method override)
 *    is refused, so the address is the whole query;
 * 3. shared: a GET without cookie or Authorization is answered from a short
 *    memory cache (same bytes, keyed by the full address and the headers the
 *    answer depends on), identical requests arriving meanwhile wait for the
 *    one in progress, and a content change clears it (lib/content-changed.ts);
 * 4. queued: at most API_CONCURRENCY such requests reach Payload at once, up
 *    to API_QUEUE more wait their turn, the rest get a 503 with Retry-After.
 *    Pages never wait in that queue; a read does not start while a page is
 *    being answered, reads take at most API_READ_SHARE_PERCENT of the
 *    thread's time, and each starts on a fresh turn of the event loop
 *    (Payload on SQLite hardly yields once started: see `serve`).
 *
 * Staff are recognised by a Payload token (the `payload-token` cookie, or
 * `Authorization: JWT …` / `Bearer …`) whose signature and expiry check out
 * with the site's secret, a few microseconds of HMAC and no database: a made-
 * up cookie is just an anonymous request. Staff requests pass untouched.
 * Uploaded files (`/api/<collection>/file/…`) are not API reads and pass too.
 */

export type ApiGuardSettings = {
  /** API_GUARD=off turns everything here off (the server as it was before). */
  enabled: boolean
  /** Anonymous API requests per address per window (API_RATE_LIMIT_POINTS, 120). */
  points: number
  /** The window in seconds (API_RATE_LIMIT_WINDOW_S, 60). */
  windowS: number
  /** The largest `limit` of an anonymous read (API_MAX_LIMIT, 50). */
  maxLimit: number
  /** The largest `depth` of an anonymous read (API_MAX_DEPTH, 2). */
  maxDepth: number
  /** How long an anonymous answer is shared, in ms (API_CACHE_MS, 1000; 0: not shared). */
  cacheMs: number
  /** Anonymous requests Payload handles at once (API_CONCURRENCY, 1). */
  concurrency: number
  /** Anonymous requests that may wait for a turn (API_QUEUE, 32). */
  queue: number
  /**
   * The most of the thread's time anonymous reads take, in percent
   * (API_READ_SHARE_PERCENT, 50): after a read, the next waits in proportion.
   */
  readSharePercent: number
}

export const API_GUARD_DEFAULTS: Omit<ApiGuardSettings, 'enabled'> = {
  points: 120,
  windowS: 60,
  maxLimit: 50,
  maxDepth: 2,
  cacheMs: 1000,
  concurrency: 1,
  queue: 32,
  readSharePercent: 50,
}

type Env = Record<string, string | undefined>

function wholeNumber(env: Env, name: string, fallback: number, min: number) {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (Number.isSafeInteger(value) && value >= min) return value
  console.warn(
    `⚠ ${name}=${JSON.stringify(raw)} is not a whole number ≥ ${min}; using ${fallback}.`,
  )
  return fallback
}

export function apiGuardSettings(env: Env = process.env): ApiGuardSettings {
  const d = API_GUARD_DEFAULTS
  return {
    enabled: env.API_GUARD?.trim().toLowerCase() !== 'off',
    points: wholeNumber(env, 'API_RATE_LIMIT_POINTS', d.points, 1),
    windowS: wholeNumber(env, 'API_RATE_LIMIT_WINDOW_S', d.windowS, 1),
    maxLimit: wholeNumber(env, 'API_MAX_LIMIT', d.maxLimit, 1),
    maxDepth: wholeNumber(env, 'API_MAX_DEPTH', d.maxDepth, 0),
    cacheMs: wholeNumber(env, 'API_CACHE_MS', d.cacheMs, 0),
    concurrency: wholeNumber(env, 'API_CONCURRENCY', d.concurrency, 1),
    queue: wholeNumber(env, 'API_QUEUE', d.queue, 0),
    readSharePercent: Math.min(
      wholeNumber(env, 'API_READ_SHARE_PERCENT', d.readSharePercent, 1),
      100,
    ),
  }
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] || '/'

/** An API request the guard looks at: under /api/, not an uploaded file. */
export function isGuardedApiPath(path: string): boolean {
  return /^\/api\//.test(path) && !/^\/api\/[^/]+\/file(?:\/|$)/.test(path)
}

// --- Who is staff -----------------------------------------------------------

/** Payload's token cookie (`<cookiePrefix>-token`, the prefix left at Payload's default). */
export const STAFF_TOKEN_COOKIE = 'payload-token'

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The token Payload would read: Authorization `JWT …` or `Bearer …`, else the cookie. */
export function staffTokenOf(request: IncomingMessage): string | undefined {
  const authorization = header(request, 'authorization')
  if (authorization?.startsWith('JWT ')) return authorization.slice(4).trim()
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim()
  const cookie = header(request, 'cookie')
  const match = cookie && new RegExp(`(?:^|;\\s*)${STAFF_TOKEN_COOKIE}=([^;]+)`).exec(cookie)
  return match ? match[1].trim() : undefined
}

/**
 * The key Payload signs its tokens with: `payload.secret`, the SHA-256 of the
 * configured secret in hex, cut to 32 characters (payload/dist/index.js;
 * tests/integration/api-guard.test.ts checks it against a running Payload).
 */
export const payloadSigningKey = (secret: string) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 32)

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * Whether `token` is a Payload token this site signed (HS256 with
 * `signingKey`) that has not expired. Payload itself also looks the user and
 * session up; for deciding who is limited the signature is proof enough.
 */
export function isStaffToken(token: string, signingKey: string, nowS = Date.now() / 1000): boolean {
  const parts = token.split('.')
  if (parts.length !== 3 || !signingKey) return false
  const [head, body, signature] = parts
  const protectedHeader = decodeJson(head) as { alg?: unknown } | undefined
  if (protectedHeader?.alg !== 'HS256') return false
  const expected = createHmac('sha256', signingKey).update(`${head}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  const claims = decodeJson(body) as { exp?: unknown; collection?: unknown } | undefined
  return (
    typeof claims?.exp === 'number' && claims.exp > nowS && typeof claims.collection === 'string'
  )
}

// --- Bounds on what one anonymous read may ask for ---------------------------

const DIGITS = /^\d{1,9}$/

/**
 * The address with `limit` and `depth` held to the caps. Only plain, single
 * whole numbers are rewritten; a repeated, bracketed or non-numeric parameter
 * is left as it came, for the REST guard (cms/rest-guard.ts) to refuse with
 * a 400. Every other part of the query is kept byte for byte.
 */
export function cappedUrl(url: string, caps: { maxLimit: number; maxDepth: number }): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const pairs = url.slice(at + 1).split('&')
  const nameOf = (pair: string) => new URLSearchParams(pair).keys().next().value ?? ''
  const named = (name: string) =>
    pairs.filter((pair) => {
      const key = nameOf(pair)
      return key === name || key.startsWith(`${name}[`)
    })
  const plain = (name: string) => {
    const given = named(name)
    if (given.length !== 1 || nameOf(given[0]) !== name) return undefined
    const value = new URLSearchParams(given[0]).get(name) ?? ''
    return { pair: given[0], value }
  }
  const replace = new Map<string, string>()
  const add: string[] = []
  const limit = plain('limit')
  if (limit && DIGITS.test(limit.value)) {
    const asked = Number(limit.value)
    if (asked === 0 || asked > caps.maxLimit) replace.set(limit.pair, `limit=${caps.maxLimit}`)
  }
  // No limit and no pagination: Payload returns every document.
  const pagination = plain('pagination')
  if (pagination?.value === 'false' && named('limit').length === 0)
    add.push(`limit=${caps.maxLimit}`)
  const depth = plain('depth')
  if (depth && DIGITS.test(depth.value) && Number(depth.value) > caps.maxDepth)
    replace.set(depth.pair, `depth=${caps.maxDepth}`)
  if (replace.size === 0 && add.length === 0) return url
  const query = [...pairs.map((pair) => replace.get(pair) ?? pair), ...add].join('&')
  return `${url.slice(0, at)}?${query}`
}

/** Payload reads a query from a POST body when told to (handleEndpoints.js). */
const hasMethodOverride = (request: IncomingMessage) =>
  request.method === 'POST' &&
  (header(request, 'x-payload-http-method-override') !== undefined ||
    header(request, 'x-http-method-override') !== undefined)

// --- The language of a refusal ----------------------------------------------

const COPY = { en, ar }
export type ApiRefusal =
  | 'apiRateLimited'
  | 'apiBusy'
  | 'apiOverride'
  | 'pageViewMalformed'
  | 'pageViewTooLarge'
  | 'pageViewCrossSite'
  | 'pageViewMethod'

/** A refusal in Payload's error shape, in the request's language. */
export function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: 400 | 403 | 405 | 413 | 429 | 503,
  reason: ApiRefusal,
  retryAfterS?: number,
): void {
  const language = preferredLanguage(header(request, 'accept-language'))
  const message = COPY[language][reason].replace('{seconds}', String(retryAfterS ?? 1))
  const text = JSON.stringify({ errors: [{ message }] })
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Content-Language': language,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(retryAfterS ? { 'Retry-After': String(retryAfterS) } : {}),
  })
  response.end(text)
}

// --- Bounded work -------------------------------------------------------------

/** A client's departure: whether it has gone, and what to do when it goes (one 'close' listener). */
export type Departure = { readonly gone: boolean; onGone: (callback: () => void) => void }

export function departureOf(response: ServerResponse): Departure {
  const callbacks: (() => void)[] = []
  let gone = false
  response.once('close', () => {
    gone = true
    for (const callback of callbacks.splice(0)) callback()
  })
  return {
    get gone() {
      return gone
    },
    onGone: (callback) => (gone ? callback() : void callbacks.push(callback)),
  }
}

type Waiter = { grant: () => void }

/**
 * At most `concurrency` holders at once and `capacity` waiting in line, first
 * come first served. A waiter whose client goes away leaves the line.
 */
export class WorkQueue {
  private running = 0
  private readonly waiting: Waiter[] = []

  constructor(
    private readonly concurrency: number,
    private readonly capacity: number,
  ) {}

  get size() {
    return { running: this.running, waiting: this.waiting.length }
  }

  /** A turn: the call that ends it, 'full' when the line is full, 'gone' when the client left while waiting. */
  enter(client: Departure): Promise<(() => void) | 'full' | 'gone'> {
    if (this.running < this.concurrency) {
      this.running++
      return Promise.resolve(this.turn())
    }
    if (this.waiting.length >= this.capacity) return Promise.resolve('full')
    return new Promise((resolve) => {
      const waiter: Waiter = { grant: () => resolve(this.turn()) }
      this.waiting.push(waiter)
      client.onGone(() => {
        const index = this.waiting.indexOf(waiter)
        if (index === -1) return
        this.waiting.splice(index, 1)
        resolve('gone')
      })
    })
  }

  private turn(): () => void {
    let ended = false
    return () => {
      if (ended) return
      ended = true
      const next = this.waiting.shift()
      // The turn passes straight to the next in line; the count stays.
      if (next) next.grant()
      else this.running--
    }
  }
}

// --- Shared answers -----------------------------------------------------------

/**
 * The page cache's mechanism (page-cache.ts: the bytes that went out,
 * compressed, replayed) for anonymous API reads, plus a wait: a request that
 * finds the same read in progress waits for its answer instead of starting
 * another.
 */
export class ApiCache extends PageCache {
  private readonly inProgress = new Map<string, Promise<void>>()

  /** GET without cookie or Authorization; the key holds every header the answer depends on. */
  override keyOf(request: IncomingMessage): string | null {
    if (request.method !== 'GET' || !request.url || !isGuardedApiPath(pathOf(request.url)))
      return null
    const headers = request.headers
    if (headers.cookie || headers.authorization || hasMethodOverride(request)) return null
    return [
      headers['accept-encoding'] ?? '',
      // Payload's messages follow the language; CORS headers name the Origin.
      headers['accept-language'] ?? '',
      headers.origin ?? '',
      headers.host ?? '',
      request.url,
    ].join('|')
  }

  /** A JSON 200 that sets no cookie and does not forbid being kept. */
  protected override shareable(response: ServerResponse): boolean {
    const cacheControl = String(response.getHeader('cache-control') ?? '')
    return (
      response.statusCode === 200 &&
      response.getHeader('set-cookie') === undefined &&
      !/private|no-store/.test(cacheControl) &&
      String(response.getHeader('content-type') ?? '').startsWith('application/json')
    )
  }

  /** The stored answer, after waiting for a read of the same key already in progress. */
  async lookup(key: string) {
    const stored = this.get(key)
    if (stored) return stored
    const pending = this.inProgress.get(key)
    if (!pending) return undefined
    await pending
    return this.get(key)
  }

  /** Marks `response` as the read of `key` in progress, until it is sent or abandoned. */
  lead(key: string, client: Departure): void {
    if (this.inProgress.has(key)) return
    let done = () => {}
    this.inProgress.set(key, new Promise<void>((resolve) => (done = resolve)))
    client.onGone(() => {
      this.inProgress.delete(key)
      done()
    })
  }
}

// --- The guard ------------------------------------------------------------------

/** Where an answer is recorded for sharing (passed on to the server's recorder). */
export type Recording = { cache: PageCache; key: string }

/** The longest an anonymous API read waits for the pages being answered to finish. */
export const PAGE_PRIORITY_MS = 250
/** The longest pause between two anonymous reads (see `readSharePercent`). */
const MAX_REST_MS = 1000

export class ApiGuard {
  private readonly signingKey: string
  private warned = false
  private othersInFlight = 0
  /** No anonymous read starts before this time (see READ_SHARE). */
  private restUntil = 0
  private readonly waitingForOthers = new Set<() => void>()

  constructor(
    readonly settings: ApiGuardSettings,
    private readonly parts: {
      limiter: SharedLimiter
      queue: WorkQueue
      cache?: ApiCache
      /** PAYLOAD_SECRET: recognises staff tokens and the site's own requests. */
      secret?: string
    },
  ) {
    this.signingKey = parts.secret ? payloadSigningKey(parts.secret) : ''
  }

  /** The guard the environment asks for, or undefined with API_GUARD=off. */
  static fromEnv(env: Env = process.env): ApiGuard | undefined {
    const settings = apiGuardSettings(env)
    if (!settings.enabled) return undefined
    return new ApiGuard(settings, {
      limiter: sharedLimiter({
        points: settings.points,
        seconds: settings.windowS,
        keyPrefix: 'api',
        blockInMemory: true,
      }),
      queue: new WorkQueue(settings.concurrency, settings.queue),
      cache: settings.cacheMs > 0 ? new ApiCache(settings.cacheMs) : undefined,
      secret: env.PAYLOAD_SECRET?.trim() || undefined,
    })
  }

  applies(request: IncomingMessage): boolean {
    return isGuardedApiPath(pathOf(request.url))
  }

  /** Signed-in staff, or the site calling itself. */
  isTrusted(request: IncomingMessage): boolean {
    const internal = header(request, INTERNAL_REQUEST_HEADER)
    if (internal && isInternalRequestToken(internal, this.parts.secret ?? '')) return true
    const token = staffTokenOf(request)
    return token !== undefined && isStaffToken(token, this.signingKey)
  }

  /**
   * A page (or the admin) is being rendered by Next: anonymous API reads do
   * not start until it is done (or PAGE_PRIORITY_MS has passed), so a page
   * never waits behind more reads than were already running when it arrived.
   * Files (uploads, which may stream for minutes, and Next's assets) are not
   * counted: they cost the thread little.
   */
  track(request: IncomingMessage, response: ServerResponse): void {
    if (/^\/(?:api|_next)\//.test(request.url ?? '/')) return
    this.othersInFlight++
    response.once('close', () => {
      if (--this.othersInFlight > 0) return
      for (const resume of this.waitingForOthers) resume()
      this.waitingForOthers.clear()
    })
  }

  private othersDone(): Promise<void> | undefined {
    if (this.othersInFlight === 0) return undefined
    return new Promise<void>((resolve) => {
      const resume = () => {
        clearTimeout(timer)
        this.waitingForOthers.delete(resume)
        resolve()
      }
      const timer = setTimeout(resume, PAGE_PRIORITY_MS)
      this.waitingForOthers.add(resume)
    })
  }

  /** Forgets the shared answers (a content change). */
  contentChanged(): void {
    this.parts.cache?.clear()
  }

  /**
   * Answers a refused request itself, or calls `pass` (with where to record a
   * shareable answer) for Next to answer it.
   */
  async serve(
    request: IncomingMessage,
    response: ServerResponse,
    pass: (recording?: Recording) => void,
  ): Promise<void> {
    if (this.isTrusted(request)) return pass()
    // The client may leave while this waits (for Redis, a read in progress, a turn).
    const client = departureOf(response)
    let verdict = { allowed: true, retryAfterMs: 0 }
    try {
      verdict = await this.parts.limiter.consume(header(request, CLIENT_ADDRESS_HEADER) ?? '')
    } catch (error) {
      // No store answered (not even memory): serve rather than refuse everyone.
      if (!this.warned) serverLog.warn({ err: error }, 'the API rate limit could not count')
      this.warned = true
    }
    if (!verdict.allowed)
      return refuse(
        request,
        response,
        429,
        'apiRateLimited',
        Math.ceil(verdict.retryAfterMs / 1000) || 1,
      )
    if (hasMethodOverride(request)) return refuse(request, response, 400, 'apiOverride')
    if (request.method === 'GET' || request.method === 'HEAD')
      request.url = cappedUrl(request.url ?? '/', this.settings)

    const cache = this.parts.cache
    const key = cache?.keyOf(request) ?? null
    if (cache && key) {
      const hit = await cache.lookup(key)
      if (hit) return PageCache.replay(hit, response)
      if (client.gone) return
      cache.lead(key, client)
    }
    if (client.gone) return
    const turn = await this.parts.queue.enter(client)
    if (turn === 'gone') return
    if (turn === 'full') return refuse(request, response, 503, 'apiBusy', 1)
    client.onGone(turn)
    // Payload's read runs on this thread, and with SQLite it hardly ever
    // yields: started from here it would run before the requests already
    // waiting to be read (the pages among them), and in the middle of a page
    // being answered. So it waits for the pages in hand, for the pause the
    // last read earned (its share), then for the next turn of the event
    // loop: at most `concurrency` reads run between two looks at the
    // sockets, none while a page is being answered, and a page that arrives
    // meanwhile is as likely to find the thread free as busy.
    await this.othersDone()
    const rest = this.restUntil - Date.now()
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
    await new Promise<void>((resolve) => setImmediate(resolve))
    if (client.gone) return
    const started = Date.now()
    client.onGone(() => {
      // A pause in proportion: anonymous reads take at most their share of the thread.
      const ended = Date.now()
      const share = this.settings.readSharePercent / 100
      const rest = ((ended - started) * (1 - share)) / share
      this.restUntil = Math.max(this.restUntil, ended + Math.min(rest, MAX_REST_MS))
    })
    pass(cache && key ? { cache, key } : undefined)
  }
}
