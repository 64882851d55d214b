import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { PageCache } from '@/server/page-cache'
import { startSiteServer, type SiteServer, type SiteServerOptions } from '@/server/site-server'
import { cameOverHttps } from '@/server/transport-security'
import { sendRaw } from '../support/raw-http'

/**
 * Issue 35, the production server (src/server/site-server.ts) and how a
 * request reached it: the address it listens on, a request line naming a whole
 * URL, and Strict-Transport-Security only for visitors on HTTPS.
 */
let site: SiteServer | undefined
afterEach(async () => {
  await site?.drain(100)
  site = undefined
  delete process.env.HOSTNAME
  delete process.env.TRUST_PROXY_HOPS
})

type Handler = (request: IncomingMessage, response: ServerResponse) => void

async function start(handler: Handler, options: Partial<SiteServerOptions> = {}) {
  process.env.LOG_REQUESTS ??= '0'
  site = await startSiteServer({
    port: 0,
    pageCache: false,
    compress: false,
    ...options,
    handler: async (request, response) => handler(request, response),
  })
  const { port } = site.server.address() as AddressInfo
  return { port, origin: `http://127.0.0.1:${port}` }
}

const ok: Handler = (_request, response) => void response.end('ok')

describe('the address the server listens on', () => {
  it('is HOSTNAME when it is set', async () => {
    process.env.HOSTNAME = '127.0.0.1'
    await start(ok)
    expect((site!.server.address() as AddressInfo).address).toBe('127.0.0.1')
  })

  it('is every interface without it, as before', async () => {
    await start(ok)
    expect(['::', '0.0.0.0']).toContain((site!.server.address() as AddressInfo).address)
  })
})

describe('a request line with a whole URL (absolute form)', () => {
  // What Next and next-intl do for a redirect: resolve the request's URL against its Host.
  const seen: string[] = []
  const redirectLikeNextIntl: Handler = (request, response) => {
    seen.push(request.url ?? '')
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
    response.writeHead(307, { location: new URL(`/ar${url.pathname}${url.search}`, url).href })
    response.end()
  }

  it('naming another host is refused, never echoed into Location', async () => {
    const { origin } = await start(redirectLikeNextIntl, { host: '127.0.0.1' })
    seen.length = 0
    for (const path of [
      'http://evil.example/about',
      'HTTP://EVIL.EXAMPLE/about',
      'https://evil.example/about?x=1',
      `http://${new URL(origin).host}@evil.example/about`,
      'http://evil.example',
    ]) {
      const answer = await sendRaw(origin, { method: 'GET', path })
      expect(answer.status, path).toBe(400)
      expect(answer.headers.location, path).toBeUndefined()
    }
    expect(seen).toEqual([])
  })

  it('naming this host is served as its path', async () => {
    const { origin } = await start(redirectLikeNextIntl, { host: '127.0.0.1' })
    seen.length = 0
    const answer = await sendRaw(origin, { method: 'GET', path: `${origin}/about?x=1` })
    expect(answer.status).toBe(307)
    expect(answer.headers.location).toBe(`${origin}/ar/about?x=1`)
    expect(seen).toEqual(['/about?x=1'])
  })
})

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=63072000; includeSubDomains'
  const page: Handler = (_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', 's-maxage=31536000')
    response.end('<!DOCTYPE html><html><body>page</body></html>')
  }
  const get = (origin: string, headers: Record<string, string> = {}) =>
    sendRaw(origin, { method: 'GET', path: '/about', headers: { accept: 'text/html', ...headers } })

  it('is not sent over plain HTTP, whatever the client says without a trusted proxy', async () => {
    const { origin } = await start(page, { host: '127.0.0.1' })
    expect((await get(origin)).headers['strict-transport-security']).toBeUndefined()
    const claimed = await get(origin, { 'x-forwarded-proto': 'https' })
    expect(claimed.headers['strict-transport-security']).toBeUndefined()
  })

  it('is sent when the trusted proxy says the visitor came over HTTPS', async () => {
    process.env.TRUST_PROXY_HOPS = '1'
    const { origin } = await start(page, { host: '127.0.0.1' })
    const secure = await get(origin, { 'x-forwarded-proto': 'https' })
    expect(secure.headers['strict-transport-security']).toBe(HSTS)
    expect((await get(origin)).headers['strict-transport-security']).toBeUndefined()
    const plain = await get(origin, { 'x-forwarded-proto': 'http' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    // The client's own claim, left of what the proxy appended, is not read.
    const forged = await get(origin, { 'x-forwarded-proto': 'https, http' })
    expect(forged.headers['strict-transport-security']).toBeUndefined()
  })

  it('is not replayed by the page cache to a visitor on plain HTTP', async () => {
    process.env.TRUST_PROXY_HOPS = '1'
    const { origin } = await start(page, { host: '127.0.0.1', pageCache: new PageCache(60_000) })
    const secure = await get(origin, { 'x-forwarded-proto': 'https' })
    expect(secure.headers['strict-transport-security']).toBe(HSTS)
    const plain = await get(origin, { 'x-forwarded-proto': 'http' })
    expect(plain.headers['x-page-cache']).toBe('HIT')
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const again = await get(origin, { 'x-forwarded-proto': 'https' })
    expect(again.headers['x-page-cache']).toBe('HIT')
    expect(again.headers['strict-transport-security']).toBe(HSTS)
  })

  it('counts a TLS socket as HTTPS, and a trusted proxy by the entry it wrote', () => {
    const request = (encrypted: boolean, proto?: string) =>
      ({
        socket: { encrypted },
        headers: proto === undefined ? {} : { 'x-forwarded-proto': proto },
      }) as unknown as IncomingMessage
    expect(cameOverHttps(request(true), 0)).toBe(true)
    expect(cameOverHttps(request(false), 0)).toBe(false)
    expect(cameOverHttps(request(false, 'https'), 0)).toBe(false)
    expect(cameOverHttps(request(false, 'https'), 1)).toBe(true)
    expect(cameOverHttps(request(false, 'HTTPS'), 1)).toBe(true)
    expect(cameOverHttps(request(false, 'https, http'), 1)).toBe(false)
    expect(cameOverHttps(request(false, 'https, http'), 2)).toBe(true)
    expect(cameOverHttps(request(false, ''), 1)).toBe(false)
  })
})
