import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { countEnquiry, siteMetrics } from '@/lib/metrics'
import { metricsAccess, routeGroupOf } from '@/server/metrics'
import { PageCache } from '@/server/page-cache'
import { sendRaw } from '../support/raw-http'
import { startSiteServerWith } from '../support/site-server'

/**
 * `GET /metrics` on the production server (src/server/metrics.ts): off without
 * METRICS_TOKEN, only for its holder with it, and the counters it shows move
 * with the requests, page-cache answers and enquiries the replica handled.
 */
const TOKEN = 'a-metrics-token-of-some-length'
let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
  delete process.env.METRICS_TOKEN
})

type Handler = (request: IncomingMessage, response: ServerResponse) => void

async function start(handler: Handler, options: { pageCache?: PageCache } = {}) {
  const site = await startSiteServerWith((response, request) => handler(request, response), {
    compress: false,
    ...options,
  })
  stop = site.stop
  return site.origin
}

const page: Handler = (request, response) => {
  if (request.url === '/missing') {
    response.statusCode = 404
    return void response.end('not here')
  }
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader('cache-control', 's-maxage=31536000')
  response.end('<!DOCTYPE html><html><body>page</body></html>')
}

const scrape = (origin: string, authorization = `Bearer ${TOKEN}`, method = 'GET') =>
  sendRaw(origin, { method, path: '/metrics', headers: { authorization } })

/** One sample's value in Prometheus text, 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

const visit = (origin: string, path: string) =>
  sendRaw(origin, { method: 'GET', path, headers: { accept: 'text/html' } })

describe('routes are grouped, never labelled by their address', () => {
  it.each([
    ['/', 'page'],
    ['/ar/blog/12?utm=x', 'page'],
    ['/api/services?locale=ar', 'api'],
    ['/api/media/file/team-1.webp', 'media'],
    ['/admin/collections/pages', 'admin'],
    ['/_next/static/chunks/a.js', 'static'],
    ['/_next/image?url=%2Fx.png&w=640&q=75', 'image'],
    ['/api/health', 'health'],
    ['/metrics', 'health'],
  ])('%s is %s', (url, group) => {
    expect(routeGroupOf(url)).toBe(group)
  })
})

describe('METRICS_TOKEN', () => {
  it('turns the endpoint on only with a token of 16 characters or more', () => {
    expect(metricsAccess({})).toEqual({ kind: 'off' })
    expect(metricsAccess({ METRICS_TOKEN: '  ' })).toEqual({ kind: 'off' })
    expect(metricsAccess({ METRICS_TOKEN: 'short' })).toEqual({
      kind: 'off',
      reason: 'METRICS_TOKEN is shorter than 16 characters; /metrics stays off',
    })
    expect(metricsAccess({ METRICS_TOKEN: TOKEN }).kind).toBe('on')
  })
})

describe('GET /metrics', () => {
  it('is the site’s own 404 while METRICS_TOKEN is unset', async () => {
    const origin = await start(page)
    const answer = await sendRaw(origin, { method: 'GET', path: '/missing' })
    expect(answer.status).toBe(404)
    const metrics = await scrape(origin)
    // Passed on to the app like any other address: the stand-in app's page, not metrics.
    expect(metrics.status).toBe(200)
    expect(metrics.body).toContain('<body>page</body>')
    expect(metrics.body).not.toContain('site_http_requests_total')
  })

  it('refuses a missing or wrong token with 401, and other methods with 405', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const origin = await start(page)
    for (const authorization of ['', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(origin, authorization)
      expect(refused.status, authorization).toBe(401)
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(refused.body).not.toContain('site_')
    }
    const posted = await scrape(origin, `Bearer ${TOKEN}`, 'POST')
    expect(posted.status).toBe(405)
    expect(posted.headers.allow).toBe('GET, HEAD')
  })

  it('counts requests by group and status, times them, and counts page-cache hits and misses', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const origin = await start(page, { pageCache: new PageCache(60_000) })
    const before = (await scrape(origin)).body
    await visit(origin, '/about')
    await visit(origin, '/about')
    await visit(origin, '/missing')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const answer = await scrape(origin)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-store')
    const after = answer.body
    const moved = (series: string) => sample(after, series) - sample(before, series)
    expect(moved('site_http_requests_total{group="page",method="GET",status="200"}')).toBe(2)
    expect(moved('site_http_requests_total{group="page",method="GET",status="404"}')).toBe(1)
    expect(moved('site_http_request_duration_seconds_count{group="page"}')).toBe(3)
    expect(moved('site_page_cache_total{result="miss"}')).toBe(2)
    expect(moved('site_page_cache_total{result="hit"}')).toBe(1)
    // The process's own figures: memory and event-loop lag.
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m)
  })

  it('shows enquiries by outcome, and the database as down before the CMS gave its reads', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const origin = await start(page)
    const before = (await scrape(origin)).body
    countEnquiry('success')
    countEnquiry('success')
    countEnquiry('rate-limited')
    countEnquiry('error')
    const after = (await scrape(origin)).body
    const moved = (series: string) => sample(after, series) - sample(before, series)
    expect(moved('site_enquiries_total{outcome="accepted"}')).toBe(2)
    expect(moved('site_enquiries_total{outcome="rate_limited"}')).toBe(1)
    expect(moved('site_enquiries_total{outcome="failed"}')).toBe(1)
    expect(moved('site_enquiries_total{outcome="invalid"}')).toBe(0)
    siteMetrics().readDatabaseWith(async () => {
      throw new Error('database down')
    })
    const down = (await scrape(origin)).body
    expect(sample(down, 'site_metrics_database_up')).toBe(0)
    expect(down).not.toContain('site_jobs{')
    // A database that never answers (a held lock) still gets an answer, with the database down
    // (without the bound this scrape never returns and the test times out).
    siteMetrics().readDatabaseWith(() => new Promise(() => {}))
    const held = await scrape(origin)
    expect(held.status).toBe(200)
    expect(sample(held.body, 'site_metrics_database_up')).toBe(0)
  })
})

describe('the example alert rules and dashboard (deploy/)', () => {
  it('name only metrics the site exports', async () => {
    const { readFileSync } = await import('node:fs')
    const exported = new Set(
      (await siteMetrics().registry.getMetricsAsJSON()).flatMap((metric) =>
        String(metric.type) === 'histogram'
          ? ['_bucket', '_sum', '_count'].map((end) => metric.name + end)
          : [metric.name],
      ),
    )
    for (const file of ['deploy/prometheus/alerts.yml', 'deploy/grafana/site-dashboard.json']) {
      const named = [
        ...readFileSync(file, 'utf8').matchAll(/\b(?:site|nodejs|process)_[a-z_0-9]+/g),
      ]
        .map((match) => match[0])
        .filter((name) => name !== 'site_dashboard')
      expect(named.length, file).toBeGreaterThan(4)
      expect(
        named.filter((name) => !exported.has(name)),
        `${file} names metrics /metrics does not export`,
      ).toEqual([])
    }
  })
})
