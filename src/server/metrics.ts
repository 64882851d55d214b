import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { siteMetrics } from '../lib/metrics'

/**
 * `GET /metrics` (docs/DEPLOY.md): the replica's Prometheus metrics
 * (lib/metrics.ts) for a caller holding METRICS_TOKEN, and the count and
 * timing of every request the production server answers.
 */
export const METRICS_PATH = '/metrics'

export type RouteGroup = 'page' | 'api' | 'media' | 'admin' | 'static' | 'image' | 'health'

/** Few, fixed label values: a path never becomes a label (every slug would be a series). */
export function routeGroupOf(url: string | undefined): RouteGroup {
  const path = (url ?? '/').split('?')[0]
  if (path === '/api/health' || path === '/api/ready' || path === METRICS_PATH) return 'health'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/_next/')) return 'static'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (/^\/api\/[^/]+\/file\//.test(path)) return 'media'
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  return 'page'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'])

/** Counts the request and times its answer once it has gone out (or the client left). */
export function observeRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint()
  response.once('close', () => {
    const metrics = siteMetrics()
    const group = routeGroupOf(request.url)
    const method = METHODS.has(request.method ?? '') ? request.method! : 'other'
    const status = response.writableFinished ? String(response.statusCode) : 'aborted'
    metrics.requests.inc({ group, method, status })
    metrics.duration.observe({ group }, Number(process.hrtime.bigint() - started) / 1e9)
  })
}

/** Shorter tokens are refused: the endpoint stays off and says why in the log. */
export const METRICS_TOKEN_MIN_LENGTH = 16

export type MetricsAccess = { kind: 'off'; reason?: string } | { kind: 'on'; digest: Buffer }

export function metricsAccess(
  env: Record<string, string | undefined> = process.env,
): MetricsAccess {
  const token = env.METRICS_TOKEN?.trim()
  if (!token) return { kind: 'off' }
  if (token.length < METRICS_TOKEN_MIN_LENGTH)
    return {
      kind: 'off',
      reason: `METRICS_TOKEN is shorter than ${METRICS_TOKEN_MIN_LENGTH} characters; /metrics stays off`,
    }
  return { kind: 'on', digest: digestOf(token) }
}

const digestOf = (text: string) => createHash('sha256').update(text).digest()

/**
 * Answers `GET /metrics` for a caller holding `Authorization: Bearer
 * <METRICS_TOKEN>`: 401 for anyone else, 405 for other methods.
 */
export async function answerMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  access: Extract<MetricsAccess, { kind: 'on' }>,
): Promise<void> {
  response.setHeader('Cache-Control', 'no-store')
  const given = /^Bearer\s+(\S+)\s*$/i.exec(String(request.headers.authorization ?? ''))?.[1]
  if (!given || !timingSafeEqual(digestOf(given), access.digest)) {
    response.statusCode = 401
    response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
    response.setHeader('Content-Type', 'text/plain; charset=utf-8')
    response.end('Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n')
    return
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.statusCode = 405
    response.setHeader('Allow', 'GET, HEAD')
    response.end()
    return
  }
  const metrics = siteMetrics()
  const text = await metrics.scrape()
  response.statusCode = 200
  response.setHeader('Content-Type', metrics.registry.contentType)
  response.end(request.method === 'HEAD' ? undefined : text)
}
