import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

// The same middleware `next start` uses (next.config sets `compress: false` so
// it runs here, after the page rewrite, and not twice).
import compression from 'next/dist/compiled/compression'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream'
import next from 'next'

import { stampClientAddress, trustedProxyHops } from './client-address'
import { hydrateAfterPaint } from './hydrate-after-paint'
import { PageCache } from './page-cache'
import { registerPageCache } from './page-cache-registry'
import { isPublicPageRequest, isPublicPath } from './public-page'
import { guardRequest } from './request-guard'
import { withScriptHashes } from './script-hashes'

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
 * The production HTTP server: Next's request handler behind compression, with
 * public page documents rewritten to hydrate after the first paint, and a
 * one-second cache of shareable page answers (page-cache.ts).
 */
export async function startSiteServer(options: { port: number; dir?: string }): Promise<Server> {
  const app = next({ dev: false, dir: options.dir ?? process.cwd(), port: options.port })
  const handle = app.getRequestHandler()
  await app.prepare()
  const compress = compression()
  const cache = new PageCache()
  registerPageCache(cache)
  const hops = trustedProxyHops()
  const server = createServer((request, response) => {
    // Malformed requests get their 4xx here; a form post resumes once its body is checked.
    if (guardRequest(request, response, () => server.emit('request', request, response))) return
    stampClientAddress(request, hops)
    const key = cache.keyOf(request)
    const cached = key ? cache.get(key) : undefined
    if (cached) return PageCache.replay(cached, response)
    // Order matters: each layer wraps the one before, so the recorder sees the
    // bytes compression produced from the rewritten page.
    if (key) cache.record(key, response)
    compress(request, response, () => {})
    // As `next start` does: a client that disconnects mid-answer would leave the zlib stream open.
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response)
    })
    if (isPublicPageRequest(request)) {
      withoutRevalidation(request)
      rewriteHtmlResponses(response)
    }
    // Any other HTML of the site (a form posted without JavaScript, a page
    // fetched without `Accept: text/html`) still needs its scripts' hashes.
    else if (isPublicPath(request) && request.method !== 'HEAD') {
      rewriteHtmlResponses(response, (html) => html)
    }
    handle(request, response).catch((error: unknown) => {
      // Next answers its own errors; this is the last net, so no request hangs.
      console.error('✖ Request failed', request.method, request.url, error)
      if (!response.headersSent) {
        response.statusCode = 500
        response.end('Internal Server Error')
      } else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, () => resolve())
  })
  return server
}
