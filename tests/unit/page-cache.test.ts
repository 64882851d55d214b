import type { ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { DRAFT_MODE_COOKIE } from '@/lib/draft-mode-cookie'
import { hasDraftModeCookie, PageCache } from '@/server/page-cache'
import { announceContentChanged } from '@/lib/content-changed'
import { startSiteServerWith } from '../support/site-server'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { accept: 'text/html', host: 'site', ...headers } }) as never

describe('PageCache.keyOf', () => {
  const cache = new PageCache()
  it('shares cookie-less page loads, keyed by encoding, destination, host and address', () => {
    const gzip = cache.keyOf(request('/ar/about', { 'accept-encoding': 'gzip' }))
    const plain = cache.keyOf(request('/ar/about'))
    expect(gzip).not.toBeNull()
    expect(plain).not.toBeNull()
    expect(gzip).not.toBe(plain)
    expect(cache.keyOf(request('/about?lng=ar'))).not.toBe(cache.keyOf(request('/about')))
  })
  it('never shares what can differ per visitor or is not a page load', () => {
    expect(cache.keyOf(request('/about', { cookie: 'NEXT_LOCALE=ar' }))).toBeNull()
    expect(cache.keyOf(request('/about', { rsc: '1' }))).toBeNull()
    expect(cache.keyOf(request('/about', { 'next-router-prefetch': '1' }))).toBeNull()
    expect(cache.keyOf(request('/about', {}, 'POST'))).toBeNull()
    expect(cache.keyOf(request('/about', { accept: 'application/json' }))).toBeNull()
    expect(cache.keyOf(request('/admin'))).toBeNull()
    expect(cache.keyOf(request('/api/services'))).toBeNull()
  })
  it('never shares a staff preview (Next draft-mode cookie), wherever the cookie sits', () => {
    for (const cookie of [
      `${DRAFT_MODE_COOKIE}=abc`,
      `NEXT_LOCALE=ar; ${DRAFT_MODE_COOKIE}=abc`,
      `a=1;${DRAFT_MODE_COOKIE}=abc; b=2`,
    ]) {
      expect(hasDraftModeCookie(request('/ar/about', { cookie })), cookie).toBe(true)
      expect(cache.keyOf(request('/ar/about', { cookie })), cookie).toBeNull()
    }
    expect(hasDraftModeCookie(request('/about', { cookie: `x${DRAFT_MODE_COOKIE}=1` }))).toBe(false)
    expect(hasDraftModeCookie(request('/about'))).toBe(false)
  })
})

describe('PageCache in the production server', () => {
  let stop: (() => Promise<void>) | undefined
  afterEach(async () => {
    await stop?.()
    stop = undefined
  })

  /** The real server (src/server/site-server.ts) with `cache` and compression, `answer` standing in for Next. */
  async function serve(
    cache: PageCache,
    answer: (response: ServerResponse, count: number) => void,
  ) {
    let count = 0
    const started = await startSiteServerWith((response) => answer(response, ++count), {
      pageCache: cache,
      compress: true,
    })
    stop = started.stop
    return started.origin
  }

  const staticPage = (response: ServerResponse, count: number) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Cache-Control', 's-maxage=86400, stale-while-revalidate=31449600')
    response.write('<p>render ')
    response.end(`${count}</p>${'<i>x</i>'.repeat(300)}`)
  }

  it('replays a static page for one second, compressed as it went out, then renders again', async () => {
    let clock = 1_000
    const cache = new PageCache(1000, 10, 1024 * 1024, () => clock)
    const origin = await serve(cache, staticPage)
    const get = () =>
      fetch(origin + '/about', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })
    const first = await get()
    expect(await first.text()).toContain('render 1')
    expect(first.headers.get('x-page-cache')).toBeNull()
    const second = await get()
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(second.headers.get('content-encoding')).toBe('gzip')
    expect(second.headers.get('cache-control')).toContain('s-maxage=86400')
    expect(await second.text()).toContain('render 1')
    clock += 1000
    expect(await (await get()).text()).toContain('render 2')
    // A content edit clears it at once (cms/hooks/revalidate.ts announces it; the server listens).
    announceContentChanged()
    expect(await (await get()).text()).toContain('render 3')
  })

  it('a draft-mode request is rendered, never served from or stored in the cache', async () => {
    const cache = new PageCache()
    const origin = await serve(cache, (response, count) => {
      response.setHeader('Content-Type', 'text/html')
      // Even an answer marked shareable must not be kept for a preview request.
      response.setHeader('Cache-Control', 's-maxage=60')
      response.end(`answer ${count}`)
    })
    const get = async (cookie?: string) => {
      const answer = await fetch(origin + '/about', {
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      })
      return `${await answer.text()} ${answer.headers.get('x-page-cache') ?? 'MISS'}`
    }
    const draft = `${DRAFT_MODE_COOKIE}=token`
    // A visitor's page is cached; the preview neither gets it nor replaces it.
    expect(await get()).toBe('answer 1 MISS')
    expect(await get(draft)).toBe('answer 2 MISS')
    expect(await get(draft)).toBe('answer 3 MISS')
    expect(await get()).toBe('answer 1 HIT')
    // With the cache empty, a preview first does not fill it for visitors.
    cache.clear()
    expect(await get(draft)).toBe('answer 4 MISS')
    expect(await get()).toBe('answer 5 MISS')
  })

  it('does not keep a stale page Next is regenerating', async () => {
    const cache = new PageCache()
    const origin = await serve(cache, (response, count) => {
      response.setHeader('Content-Type', 'text/html')
      response.setHeader('Cache-Control', 's-maxage=60')
      if (count === 1) response.setHeader('x-nextjs-cache', 'STALE')
      response.end(`answer ${count}`)
    })
    const get = async () =>
      (await fetch(origin + '/x', { headers: { accept: 'text/html' } })).text()
    expect([await get(), await get(), await get()]).toEqual(['answer 1', 'answer 2', 'answer 2'])
  })

  it('keeps dynamic answers, errors and answers that set a cookie out of the cache', async () => {
    const cache = new PageCache()
    const origin = await serve(cache, (response, count) => {
      response.setHeader('Content-Type', 'text/html')
      if (count % 3 === 1) response.setHeader('Cache-Control', 'private, no-store')
      if (count % 3 === 2) {
        response.setHeader('Cache-Control', 's-maxage=60')
        response.setHeader('Set-Cookie', 'NEXT_LOCALE=ar')
      }
      if (count % 3 === 0) {
        response.statusCode = 404
        response.setHeader('Cache-Control', 's-maxage=60')
      }
      response.end(`answer ${count}`)
    })
    const bodies: string[] = []
    for (let i = 0; i < 3; i++) {
      bodies.push(await (await fetch(origin + '/x', { headers: { accept: 'text/html' } })).text())
    }
    expect(bodies).toEqual(['answer 1', 'answer 2', 'answer 3'])
  })
})
