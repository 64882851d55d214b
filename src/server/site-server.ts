import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { Duplex } from 'node:stream'

// The middleware `next start` uses, from npm (next.config sets `compress:
// false` so it runs here, after the page rewrite, and not twice).
import compression from 'compression'
import next from 'next'

import { KUWAIT_TIME_ZONE } from '../lib/kuwait-zone'
import { onContentChanged } from '../lib/content-changed'
import { siteMetrics } from '../lib/metrics'
import { ApiGuard, type Recording } from './api-guard'
import { stampClientAddress, trustedProxyHops } from './client-address'
import { hydrateAfterPaint } from './hydrate-after-paint'
import { logRequest, requestIdOf, serverLog } from './log'
import { answerMetrics, METRICS_PATH, metricsAccess, observeRequest } from './metrics'
import { PageCache } from './page-cache'
import { answerPageView, isPageViewRequest } from './page-views'
import { isPublicPageRequest, isPublicPath } from './public-page'
import { answerJson, HEALTH_PATH, READY_PATH, readiness } from './readiness'
import { guardRequest } from './request-guard'
import { withScriptHashes } from './script-hashes'
import { SearchGuard } from './search-guard'
import { setTransportSecurity } from './transport-security'
import { warmStart, type WarmStart } from './warm-start'

const isHtml = (response: ServerResponse) =>
  String(response.getHeader('content-type') ?? '').startsWith('text/html')

/**
 * Holds back an HTML answer until it is complete, rewrites it (see
 * hydrate-after-paint.ts) and sends it with a correct length and a script
 * policy naming its inline scripts by hash (script-hashes.ts). Anything that
 * is not HTML passes through untouched, streamed as Next writes it.
 */
export function rewriteHtmlResponses(
  response: ServerResponse,
  rewrite: (html: string) => string = hydrateAfterPaint,
): void {
  const original = {
    write: response.write.bind(response),
    end: response.end.bind(response),
    writeHead: response.writeHead.bind(response),
    flushHeaders: response.flushHeaders.bind(response),
  }
  let pendingHead: unknown[] | null = null
  let decided: boolean | null = null
  const chunks: Buffer[] = []

  const holding = (headers?: unknown) => {
    if (decided === null) {
      const type = headerValue(headers, 'content-type') ?? response.getHeader('content-type')
      decided = String(type ?? '').startsWith('text/html') || isHtml(response)
    }
    return decided
  }
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)

  response.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null)
    if (!holding(headers)) return original.writeHead(...(args as [number]))
    pendingHead = args
    return response
  }) as typeof response.writeHead

  response.flushHeaders = () => {
    if (!holding()) original.flushHeaders()
  }

  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!holding()) {
      return original.write(chunk as string, encoding as BufferEncoding, callback as () => void)
    }
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(() => done())
    return true
  }) as typeof response.write

  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!holding())
      return original.end(chunk as string, encoding as BufferEncoding, callback as () => void)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, encoding))
    }
    const html = rewrite(Buffer.concat(chunks).toString('utf8'))
    const body = Buffer.from(html, 'utf8')
    const headers = pendingHead?.find((arg) => typeof arg === 'object' && arg !== null)
    if (headers) deleteHeader(headers, 'content-length')
    // Next's validator names the body before the rewrite: see withoutRevalidation.
    if (headers) deleteHeader(headers, 'etag')
    response.removeHeader('etag')
    const policy =
      headerValue(headers, 'content-security-policy') ??
      response.getHeader('content-security-policy')
    if (typeof policy === 'string' && !response.headersSent) {
      if (headers) deleteHeader(headers, 'content-security-policy')
      response.setHeader('Content-Security-Policy', withScriptHashes(policy, html))
    }
    // Hand the response back: from here Node (and compression below) write it as usual.
    Object.assign(response, original)
    response.removeHeader('content-length')
    if (!response.headersSent) response.setHeader('Content-Length', body.length)
    if (pendingHead) original.writeHead(...(pendingHead as [number]))
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    return original.end(body, done as () => void)
  }) as typeof response.end
}

/**
 * A page's script policy lists the hashes of its body, and only a full answer
 * has a body to hash. A browser revalidating its copy (If-None-Match) would get
 * Next's 304 carrying the policy without hashes, adopt that policy for the copy
 * it keeps, and block every inline script: a returning visitor's page never
 * hydrated. Page loads therefore always get the whole answer, with no ETag to
 * revalidate against (pages are small and compressed; shared caches in front
 * keep their own copies).
 */
function withoutRevalidation(request: IncomingMessage) {
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']
}

function headerValue(headers: unknown, name: string): unknown {
  if (!headers) return undefined
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length - 1; i += 2) {
      if (String(headers[i]).toLowerCase() === name) return headers[i + 1]
    }
    return undefined
  }
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value
  return undefined
}

function deleteHeader(headers: object, name: string) {
  if (Array.isArray(headers)) {
    for (let i = headers.length - 2; i >= 0; i -= 2) {
      if (String(headers[i]).toLowerCase() === name) headers.splice(i, 2)
    }
    return
  }
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === name) delete (headers as Record<string, unknown>)[key]
  }
}

/**
 * A client that disconnects mid-answer would leave compression's zlib stream
 * open (as `next start` does, released through the stream the middleware
 * hands back for 'drain' listeners).
 */
function releaseCompressionStream(response: ServerResponse): void {
  const noop = () => {}
  const stream = response.on('drain', noop) as unknown
  if (stream === response || !(stream instanceof Duplex)) {
    response.off('drain', noop)
    return
  }
  stream.destroy()
}

/** Whether the app answers through its own page cache and compression (see `siteServerOptions`). */
export type SiteServerOptions = {
  port: number
  dir?: string
  /** The address to listen on: HOSTNAME when set (`siteServerOptions`), else every interface. */
  host?: string
  /** The one-second cache of public page answers (page-cache.ts); a cache of the caller's own (tests: one on a test clock). */
  pageCache?: boolean | PageCache
  /** gzip/brotli by the app; off when the proxy in front compresses. */
  compress?: boolean
  /**
   * What answers each request behind this server's layers: Next's handler of
   * the build in `dir` unless given. Tests pass their own answers to exercise
   * the real wiring (guard, cache, compression, page rewrite) without a build.
   */
  handler?: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>
  /**
   * The public API's limits, caps, shared answers and queue (api-guard.ts):
   * from the environment unless given (API_GUARD=off: none); false for none.
   */
  apiGuard?: ApiGuard | false
  /**
   * Whether it asks itself to start Payload and the job runner once listening
   * (warm-start.ts): by default with Next's handler, not with a test's own.
   */
  warmStart?: boolean
}

/**
 * PAGE_CACHE=off and COMPRESSION=off leave both to the proxy in front
 * (deploy/nginx): docs/PERFORMANCE.md has the figures that chose the defaults.
 */
export function siteServerOptions(env: NodeJS.ProcessEnv = process.env) {
  return {
    pageCache: env.PAGE_CACHE !== 'off',
    compress: env.COMPRESSION !== 'off',
    // As Next's standalone server reads it. Only the socket binds to it: Next
    // itself is not given a hostname (an IP there loops localized pages on 307).
    host: env.HOSTNAME?.trim() || undefined,
  }
}

/** The address the server can reach itself at: the one it listens on (any interface: loopback). */
function ownOrigin(server: Server): string {
  const address = server.address() as AddressInfo
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address
  return `http://${host}:${address.port}`
}

/** How long a connection without a request may still send one once shutdown begins. */
const ACCEPTED_GRACE_MS = 500

export type SiteServer = {
  server: Server
  /** Stops accepting, finishes the requests in flight, then resolves (or after `timeoutMs`). */
  drain: (timeoutMs: number) => Promise<{ unfinished: number }>
}

async function nextHandler(options: SiteServerOptions) {
  const app = next({ dev: false, dir: options.dir ?? process.cwd(), port: options.port })
  const handle = app.getRequestHandler()
  await app.prepare()
  return handle
}

/**
 * The production HTTP server: Next's request handler behind compression, with
 * public page documents rewritten to hydrate after the first paint, and a
 * one-second cache of shareable page answers (page-cache.ts).
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  // Payload writes a few admin times on the server (the restore dialog, the
  // version compare view) in the process's own zone: staff read Kuwait time
  // there as in the lists. The site's own dates name their zone.
  process.env.TZ = KUWAIT_TIME_ZONE
  const handle = options.handler ?? (await nextHandler(options))
  const settings = { ...siteServerOptions(), ...options }
  const compress = settings.compress ? compression() : undefined
  const cache = settings.pageCache instanceof PageCache ? settings.pageCache : new PageCache()
  // A content edit clears the shared answers at once instead of after a second.
  const api = options.apiGuard === undefined ? ApiGuard.fromEnv() : options.apiGuard || undefined
  const search = SearchGuard.fromEnv()
  const stopListening = onContentChanged(() => {
    cache.clear()
    api?.contentChanged()
  })
  const hops = trustedProxyHops()
  const metrics = metricsAccess()
  if (metrics.kind === 'off' && metrics.reason) serverLog.warn(metrics.reason)
  let draining = false
  // Set once listening (below); read by readiness before then too.
  const started: { warming?: WarmStart } = {}
  const inFlight = new Set<ServerResponse>()
  let idle: (() => void) | undefined

  const serve = (request: IncomingMessage, response: ServerResponse) => {
    // Malformed requests get their 4xx here; a form post resumes once its body is checked.
    if (guardRequest(request, response, () => server.emit('request', request, response))) return
    const path = (request.url ?? '/').split('?')[0]
    if (path === HEALTH_PATH) return answerJson(response, 200, { status: 'ok' })
    if (path === READY_PATH) {
      void readiness(draining, started.warming ? !started.warming.warm() : false).then(
        ({ ready, checks }) =>
          answerJson(response, ready ? 200 : 503, {
            status: ready ? 'ready' : 'unavailable',
            checks,
          }),
      )
      return
    }
    // Off without METRICS_TOKEN: the address is then the site's own 404.
    if (path === METRICS_PATH && metrics.kind === 'on') {
      answerMetrics(request, response, metrics).catch((error: unknown) =>
        fail(request, response, error),
      )
      return
    }
    stampClientAddress(request, hops)
    // Page views are counted here, in memory, before anything else (page-views.ts).
    if (isPageViewRequest(path)) {
      answerPageView(request, response).catch((error: unknown) => fail(request, response, error))
      return
    }
    // Anonymous API requests are limited, capped, shared and queued first (api-guard.ts).
    if (api?.applies(request)) {
      api
        .serve(request, response, (recording) => respond(request, response, recording))
        .catch((error: unknown) => fail(request, response, error))
      return
    }
    // Searches are counted per address before Next renders them (search-guard.ts).
    if (search.applies(request)) {
      search
        .serve(request, response, () => {
          api?.track(request, response)
          respond(request, response)
        })
        .catch((error: unknown) => fail(request, response, error))
      return
    }
    const key = settings.pageCache ? cache.keyOf(request) : null
    const cached = key ? cache.get(key) : undefined
    if (key) siteMetrics().pageCache.inc({ result: cached ? 'hit' : 'miss' })
    if (cached) return PageCache.replay(cached, response)
    // Anonymous API reads wait while this is answered (api-guard.ts).
    api?.track(request, response)
    respond(request, response, key ? { cache, key } : undefined)
  }

  const fail = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    // Next answers its own errors; this is the last net, so no request hangs.
    const route = (request.url ?? '/').split('?')[0]
    serverLog.error({ err: error, method: request.method, route }, 'request failed')
    if (!response.headersSent) {
      response.statusCode = 500
      response.end('Internal Server Error')
    } else response.destroy()
  }

  /** Next's answer through the layers: recorder (when shareable), compression, page rewrite. */
  const respond = (request: IncomingMessage, response: ServerResponse, recording?: Recording) => {
    // Order matters: each layer wraps the one before, so the recorder sees the
    // bytes compression produced from the rewritten page.
    if (recording) recording.cache.record(recording.key, response)
    if (compress) {
      compress(request, response, () => {})
      response.once('close', () => {
        if (!response.writableFinished) releaseCompressionStream(response)
      })
    }
    if (isPublicPageRequest(request)) {
      withoutRevalidation(request)
      rewriteHtmlResponses(response)
    }
    // Any other HTML of the site (a form posted without JavaScript, a page
    // fetched without `Accept: text/html`) still needs its scripts' hashes.
    else if (isPublicPath(request) && request.method !== 'HEAD') {
      rewriteHtmlResponses(response, (html) => html)
    }
    handle(request, response).catch((error: unknown) => fail(request, response, error))
  }

  const server = createServer((request, response) => {
    // A form post held for its body check comes back here: count it once.
    const counted = (request as { counted?: boolean }).counted
    if (!counted) {
      ;(request as { counted?: boolean }).counted = true
      // Each layer (log, drain count, API guard, compression) and Next itself
      // listen for 'close' on one answer: eleven were seen, past Node's leak warning at ten.
      response.setMaxListeners(20)
      const id = requestIdOf(request)
      response.setHeader('X-Request-Id', id)
      setTransportSecurity(request, response, hops)
      logRequest(request, response, id)
      observeRequest(request, response)
      inFlight.add(response)
      response.once('close', () => {
        inFlight.delete(response)
        if (inFlight.size === 0) idle?.()
      })
    }
    // While shutting down, every answer closes its connection so keep-alive clients reconnect elsewhere.
    if (draining) response.setHeader('Connection', 'close')
    serve(request, response)
  })
  // Behind a proxy with keep-alive, idle connections must outlive the proxy's own timeout.
  server.keepAliveTimeout = 65_000
  server.once('close', stopListening)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, settings.host, () => resolve())
  })
  const warming = (options.warmStart ?? !options.handler) ? warmStart(ownOrigin(server)) : undefined
  started.warming = warming
  server.once('close', () => warming?.stop())

  const drain = async (timeoutMs: number) => {
    draining = true
    warming?.stop()
    // Answers already under way close their connection too, if their headers are not out yet.
    for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false
    // No new connections. http's own close() would also drop every connection
    // without a request at once, including one accepted a moment ago whose
    // request is still on its way (a proxy then answers 502). So only the
    // listening socket closes now; idle connections get a short grace first.
    net.Server.prototype.close.call(server)
    await new Promise((resolve) => setTimeout(resolve, ACCEPTED_GRACE_MS))
    server.closeIdleConnections()
    if (inFlight.size > 0) {
      await new Promise<void>((resolve) => {
        idle = resolve
        setTimeout(resolve, timeoutMs).unref()
      })
    }
    const unfinished = inFlight.size
    server.closeAllConnections()
    return { unfinished }
  }
  return { server, drain }
}
