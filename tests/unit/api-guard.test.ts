import type { IncomingMessage, ServerResponse } from 'node:http'

import { jwtSign } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { announceContentChanged } from '@/lib/content-changed'
import { INTERNAL_REQUEST_HEADER, internalRequestToken } from '@/lib/internal-request'
import {
  ApiCache,
  ApiGuard,
  apiGuardSettings,
  cappedUrl,
  departureOf,
  isGuardedApiPath,
  isStaffToken,
  PAGE_PRIORITY_MS,
  payloadSigningKey,
  staffTokenOf,
  WorkQueue,
  type ApiGuardSettings,
} from '@/server/api-guard'
import { preferredLanguage } from '@/server/preferred-language'
import { sharedLimiter } from '@/server/rate-limiter'
import { startSiteServerWith } from '../support/site-server'

const SECRET = 'unit-test-secret'
const caps = { maxLimit: 50, maxDepth: 2 }

/** A token as Payload signs it at login (payload/dist/auth/jwt.js), with the key Payload derives. */
const staffToken = async (secret = SECRET, expiresInS = 3600) =>
  (
    await jwtSign({
      fieldsToSign: { id: 1, collection: 'users', email: 'staff@example.com', sid: 'abc' },
      secret: payloadSigningKey(secret),
      tokenExpiration: expiresInS,
    })
  ).token

describe('the caps on an anonymous read', () => {
  it('holds limit and depth to the caps, "everything" included', () => {
    expect(cappedUrl('/api/services?locale=all&limit=100', caps)).toBe(
      '/api/services?locale=all&limit=50',
    )
    expect(cappedUrl('/api/services?limit=0', caps)).toBe('/api/services?limit=50')
    expect(cappedUrl('/api/services?pagination=false', caps)).toBe(
      '/api/services?pagination=false&limit=50',
    )
    expect(cappedUrl('/api/services?pagination=false&limit=0', caps)).toBe(
      '/api/services?pagination=false&limit=50',
    )
    expect(cappedUrl('/api/services/3?depth=10', caps)).toBe('/api/services/3?depth=2')
    expect(cappedUrl('/api/globals/site-settings?depth=5&limit=999999', caps)).toBe(
      '/api/globals/site-settings?depth=2&limit=50',
    )
    // Percent-encoded names are the same parameter to Payload's parser.
    expect(cappedUrl('/api/services?%6Cimit=500', caps)).toBe('/api/services?limit=50')
  })

  it('leaves reads within the caps, and every other part of the query, as they came', () => {
    for (const url of [
      '/api/services',
      '/api/services?limit=50&depth=2',
      '/api/services?limit=10&depth=0&pagination=false',
      '/api/hero-slides?locale=ar&fallback-locale=en&where%5Bis_active%5D%5Bequals%5D=true&sort=display_order&depth=1&limit=20',
    ])
      expect(cappedUrl(url, caps)).toBe(url)
    expect(cappedUrl('/api/services?where[title][like]=a%20b+c&limit=80&sort=-title', caps)).toBe(
      '/api/services?where[title][like]=a%20b+c&limit=50&sort=-title',
    )
  })

  it('leaves malformed limits for the REST guard to refuse (a 400), never "fixes" them', () => {
    for (const url of [
      '/api/services?limit=1&limit=2',
      '/api/services?limit[0]=1&limit[1]=2',
      '/api/services?limit=abc',
      '/api/testimonials?depth=abc',
      '/api/services?limit=-5',
    ])
      expect(cappedUrl(url, caps)).toBe(url)
  })

  it('guards API reads, not uploaded files or pages', () => {
    expect(isGuardedApiPath('/api/services')).toBe(true)
    expect(isGuardedApiPath('/api/globals/site-settings')).toBe(true)
    expect(isGuardedApiPath('/api/redirect-table')).toBe(true)
    expect(isGuardedApiPath('/api/service-images/file/a.jpg')).toBe(false)
    expect(isGuardedApiPath('/about')).toBe(false)
    expect(isGuardedApiPath('/apiary')).toBe(false)
  })
})

describe('who is staff', () => {
  const key = payloadSigningKey(SECRET)
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage

  it('takes the token from Authorization (JWT, Bearer) or the payload-token cookie', () => {
    expect(staffTokenOf(request({ authorization: 'JWT abc' }))).toBe('abc')
    expect(staffTokenOf(request({ authorization: 'Bearer abc' }))).toBe('abc')
    expect(staffTokenOf(request({ cookie: 'NEXT_LOCALE=ar; payload-token=abc; x=1' }))).toBe('abc')
    expect(staffTokenOf(request({ cookie: 'xpayload-token=abc' }))).toBeUndefined()
    expect(staffTokenOf(request({}))).toBeUndefined()
  })

  it('believes a token Payload signed with this secret, until it expires', async () => {
    const token = await staffToken()
    expect(isStaffToken(token, key)).toBe(true)
    expect(isStaffToken(token, key, Date.now() / 1000 + 7200)).toBe(false)
  })

  it('does not believe a made-up, altered, foreign or unsigned token', async () => {
    const token = await staffToken()
    const [head, body, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
    const altered = Buffer.from(JSON.stringify({ ...claims, id: 2 })).toString('base64url')
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(isStaffToken('forged', key)).toBe(false)
    expect(isStaffToken(`${head}.${altered}.${signature}`, key)).toBe(false)
    expect(isStaffToken(`${none}.${body}.`, key)).toBe(false)
    expect(isStaffToken(await staffToken('another-site'), key)).toBe(false)
    expect(isStaffToken(token, '')).toBe(false)
  })
})

describe('the language of a refusal', () => {
  it('is Arabic when Accept-Language prefers Arabic, English otherwise', () => {
    expect(preferredLanguage('ar')).toBe('ar')
    expect(preferredLanguage('ar-KW,ar;q=0.9,en;q=0.8')).toBe('ar')
    expect(preferredLanguage('en-US,en;q=0.9,ar;q=0.8')).toBe('en')
    expect(preferredLanguage('fr-FR,ar;q=0.5')).toBe('ar')
    expect(preferredLanguage('en;q=0.2, ar;q=0.7')).toBe('ar')
    expect(preferredLanguage('fr')).toBe('en')
    expect(preferredLanguage(undefined)).toBe('en')
  })
})

describe('settings', () => {
  it('defaults, environment names, and the off switch', () => {
    expect(apiGuardSettings({})).toEqual({
      enabled: true,
      points: 120,
      windowS: 60,
      maxLimit: 50,
      maxDepth: 2,
      cacheMs: 1000,
      concurrency: 1,
      queue: 32,
      readSharePercent: 50,
    })
    const set = apiGuardSettings({
      API_RATE_LIMIT_POINTS: '10',
      API_RATE_LIMIT_WINDOW_S: '5',
      API_MAX_LIMIT: '20',
      API_MAX_DEPTH: '0',
      API_CACHE_MS: '0',
      API_CONCURRENCY: '4',
      API_QUEUE: '0',
      API_READ_SHARE_PERCENT: '100',
    })
    expect(set).toMatchObject({ points: 10, windowS: 5, maxLimit: 20, maxDepth: 0, cacheMs: 0 })
    expect(set).toMatchObject({ concurrency: 4, queue: 0, readSharePercent: 100 })
    expect(apiGuardSettings({ API_READ_SHARE_PERCENT: '250' }).readSharePercent).toBe(100)
    expect(apiGuardSettings({ API_MAX_LIMIT: 'lots' }).maxLimit).toBe(50)
    expect(apiGuardSettings({ API_GUARD: 'off' }).enabled).toBe(false)
    expect(ApiGuard.fromEnv({ API_GUARD: 'off' })).toBeUndefined()
  })
})

describe('the shared limiter', () => {
  it('counts per key and says how long until the next attempt', async () => {
    const limiter = sharedLimiter({ points: 2, seconds: 30, keyPrefix: 'unit-api' })
    expect((await limiter.consume('a')).allowed).toBe(true)
    expect((await limiter.consume('a')).allowed).toBe(true)
    const refused = await limiter.consume('a')
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterMs).toBeGreaterThan(25_000)
    expect(refused.retryAfterMs).toBeLessThanOrEqual(30_000)
    expect((await limiter.consume('b')).allowed).toBe(true)
  })
})

describe('the work queue', () => {
  /** A client that can leave (departureOf, on a stand-in response). */
  const fakeClient = () => {
    let close = () => {}
    const client = departureOf({
      once: (_event: string, listener: () => void) => (close = listener),
    } as unknown as ServerResponse)
    return Object.assign(client, { close: () => close() })
  }
  it('lets `concurrency` in, lines up `capacity` more in order, refuses the rest', async () => {
    const queue = new WorkQueue(1, 2)
    const response = fakeClient
    const first = await queue.enter(response())
    expect(typeof first).toBe('function')
    const order: string[] = []
    const second = queue.enter(response()).then((turn) => (order.push('second'), turn))
    const leaving = fakeClient()
    const third = queue.enter(leaving)
    expect(await queue.enter(response())).toBe('full')
    // A client that leaves frees its place in line.
    leaving.close()
    expect(await third).toBe('gone')
    const fourth = queue.enter(response()).then((turn) => (order.push('fourth'), turn))
    expect(queue.size).toEqual({ running: 1, waiting: 2 })
    ;(first as () => void)()
    const secondTurn = await second
    expect(order).toEqual(['second'])
    ;(secondTurn as () => void)()
    const fourthTurn = await fourth
    expect(order).toEqual(['second', 'fourth'])
    ;(fourthTurn as () => void)()
    ;(fourthTurn as () => void)()
    expect(queue.size).toEqual({ running: 0, waiting: 0 })
  })
})

describe('the API guard in the production server', () => {
  let stop: (() => Promise<void>) | undefined
  afterEach(async () => {
    await stop?.()
    stop = undefined
  })

  const settings = (changes: Partial<ApiGuardSettings> = {}): ApiGuardSettings => ({
    ...apiGuardSettings({}),
    ...changes,
  })
  const guardWith = (changes: Partial<ApiGuardSettings> = {}) => {
    const chosen = settings(changes)
    return new ApiGuard(chosen, {
      limiter: sharedLimiter({
        points: chosen.points,
        seconds: chosen.windowS,
        keyPrefix: `unit-${Math.random()}`,
      }),
      queue: new WorkQueue(chosen.concurrency, chosen.queue),
      cache: chosen.cacheMs > 0 ? new ApiCache(chosen.cacheMs) : undefined,
      secret: SECRET,
    })
  }

  /** The real server (site-server.ts) with the guard; the stand-in for Next echoes what reached it. */
  async function serve(guard: ApiGuard, delayMs = 0) {
    const seen: string[] = []
    const started = await startSiteServerWith(
      (response, request) => {
        seen.push(request.url ?? '')
        setTimeout(() => {
          response.setHeader('Content-Type', 'application/json')
          response.end(JSON.stringify({ docs: [], n: seen.length, url: request.url }))
        }, delayMs)
      },
      { apiGuard: guard },
    )
    stop = started.stop
    return { origin: started.origin, seen }
  }

  it('limits each anonymous address: a 429 with Retry-After, in Arabic when asked', async () => {
    const { origin } = await serve(guardWith({ points: 3, windowS: 60, cacheMs: 0 }))
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${origin}/api/services?n=${i}`)).status)
    expect(statuses).toEqual([200, 200, 200])
    const refused = await fetch(`${origin}/api/services`, {
      headers: { 'accept-language': 'ar-KW,ar;q=0.9' },
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await refused.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(/[\u0600-\u06FF]/)
    const english = (await (await fetch(`${origin}/api/services`)).json()) as typeof body
    expect(english.errors[0].message).toMatch(/^Too many requests/)
    // Pages are not the API's to limit.
    expect((await fetch(`${origin}/about`)).status).toBe(200)
  })

  it('does not limit, cap or share staff answers; a forged token is anonymous', async () => {
    const { origin, seen } = await serve(guardWith({ points: 2, cacheMs: 60_000 }))
    const token = await staffToken()
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${origin}/api/services?limit=500&depth=6`, {
        headers: i % 2 ? { authorization: `JWT ${token}` } : { cookie: `payload-token=${token}` },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-page-cache')).toBeNull()
    }
    expect(seen.every((url) => url === '/api/services?limit=500&depth=6')).toBe(true)
    // The site's own reads (the redirect table) pass like staff.
    const internal = { [INTERNAL_REQUEST_HEADER]: internalRequestToken(SECRET) }
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${origin}/api/redirect-table`, { headers: internal })).status).toBe(200)
    const forged = { cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.forged' }
    const answers = []
    for (let i = 0; i < 3; i++)
      answers.push((await fetch(`${origin}/api/services?limit=500`, { headers: forged })).status)
    expect(answers).toEqual([200, 200, 429])
    expect(seen.at(-1)).toBe('/api/services?limit=50')
  })

  it('caps anonymous reads before Next sees them, and refuses a read smuggled into a POST', async () => {
    const { origin, seen } = await serve(guardWith({ cacheMs: 0 }))
    await fetch(`${origin}/api/services?locale=all&limit=100&depth=5`)
    expect(seen).toEqual(['/api/services?locale=all&limit=50&depth=2'])
    const smuggled = await fetch(`${origin}/api/services`, {
      method: 'POST',
      headers: {
        'x-payload-http-method-override': 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'limit=0&depth=10',
    })
    expect(smuggled.status).toBe(400)
    expect(seen).toHaveLength(1)
  })

  it('shares an anonymous answer by full address until it expires or content changes', async () => {
    const { origin } = await serve(guardWith({ cacheMs: 60_000 }))
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(origin + path, { headers })
      return `${((await answer.json()) as { n: number }).n}${answer.headers.get('x-page-cache') ? ' HIT' : ''}`
    }
    expect(await get('/api/services?locale=ar')).toBe('1')
    expect(await get('/api/services?locale=ar')).toBe('1 HIT')
    // A replayed answer carries its own request id, not the first one's.
    const ids = await Promise.all(
      [1, 2].map(async () =>
        (await fetch(`${origin}/api/services?locale=ar`)).headers.get('x-request-id'),
      ),
    )
    expect(ids[0]).not.toBe(ids[1])
    // The capped address is the key: asking for more gets the same capped answer.
    expect(await get('/api/services?limit=100')).toBe('2')
    expect(await get('/api/services?limit=50')).toBe('2 HIT')
    expect(await get('/api/services?locale=en')).toBe('3')
    expect(await get('/api/services?locale=ar', { 'accept-language': 'ar' })).toBe('4')
    expect(await get('/api/services?locale=ar', { origin: 'https://elsewhere.example' })).toBe('5')
    // A request with a cookie is neither served from nor stored in the cache.
    expect(await get('/api/services?locale=ar', { cookie: 'NEXT_LOCALE=ar' })).toBe('6')
    expect(await get('/api/services?locale=ar')).toBe('1 HIT')
    announceContentChanged()
    expect(await get('/api/services?locale=ar')).toBe('7')
  })

  it('lets identical reads wait for the one in progress instead of each reaching Payload', async () => {
    const { origin, seen } = await serve(guardWith({ cacheMs: 60_000 }), 100)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${origin}/api/services?locale=all`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(seen).toHaveLength(1)
  })

  it('does not keep an answer begun before a content change', async () => {
    const { origin, seen } = await serve(guardWith({ cacheMs: 60_000 }), 300)
    const n = async () =>
      ((await (await fetch(`${origin}/api/services`)).json()) as { n: number }).n
    const first = n()
    // The edit lands while the first read is being answered.
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    announceContentChanged()
    expect(await first).toBe(1)
    expect(await n()).toBe(2)
    expect(await n()).toBe(2)
  })

  it('keeps errors and answers that forbid it out of the shared cache', async () => {
    const guard = guardWith({ cacheMs: 60_000 })
    let count = 0
    const started = await startSiteServerWith(
      (response) => {
        count++
        response.setHeader('Content-Type', 'application/json')
        if (count === 1) response.statusCode = 404
        if (count === 2) response.setHeader('Cache-Control', 'no-store')
        response.end(JSON.stringify({ count }))
      },
      { apiGuard: guard },
    )
    stop = started.stop
    const bodies = []
    for (let i = 0; i < 4; i++) bodies.push(await (await fetch(`${started.origin}/api/x`)).text())
    expect(bodies).toEqual(['{"count":1}', '{"count":2}', '{"count":3}', '{"count":3}'])
  })

  it('starts no anonymous read while a page is being answered (at most PAGE_PRIORITY_MS)', async () => {
    const events: string[] = []
    const started = await startSiteServerWith(
      (response, request) => {
        const path = (request.url ?? '').split('?')[0]
        events.push(`start ${path}`)
        setTimeout(
          () => {
            events.push(`end ${path}`)
            response.end('{}')
          },
          {
            '/slow-page': 150,
            '/very-slow-page': PAGE_PRIORITY_MS + 300,
            '/api/hero-videos/file/intro.mp4': PAGE_PRIORITY_MS + 300,
          }[path] ?? 10,
        )
      },
      { apiGuard: guardWith({ cacheMs: 0 }) },
    )
    stop = started.stop
    const page = fetch(`${started.origin}/slow-page`)
    while (!events.includes('start /slow-page')) await new Promise((r) => setTimeout(r, 5))
    const api = fetch(`${started.origin}/api/services`)
    await Promise.all([page, api])
    expect(events).toEqual([
      'start /slow-page',
      'end /slow-page',
      'start /api/services',
      'end /api/services',
    ])
    // A page that takes longer than PAGE_PRIORITY_MS holds reads back no longer than that.
    events.length = 0
    const stuck = fetch(`${started.origin}/very-slow-page`)
    while (!events.includes('start /very-slow-page')) await new Promise((r) => setTimeout(r, 5))
    await Promise.all([stuck, fetch(`${started.origin}/api/services`)])
    expect(events.indexOf('start /api/services')).toBeLessThan(
      events.indexOf('end /very-slow-page'),
    )
    // A file streaming for long (a video) holds nothing back.
    events.length = 0
    const video = fetch(`${started.origin}/api/hero-videos/file/intro.mp4`)
    while (events.length === 0) await new Promise((r) => setTimeout(r, 5))
    const read = Date.now()
    await fetch(`${started.origin}/api/services`)
    expect(Date.now() - read).toBeLessThan(PAGE_PRIORITY_MS)
    await video
  })

  it('leaves the thread to others for as long as each anonymous read took (a 50 % share)', async () => {
    const times: Record<string, number> = {}
    const started = await startSiteServerWith(
      (response, request) => {
        times[`start ${request.url}`] = Date.now()
        setTimeout(() => {
          times[`end ${request.url}`] = Date.now()
          response.end('{}')
        }, 120)
      },
      { apiGuard: guardWith({ cacheMs: 0 }) },
    )
    stop = started.stop
    await fetch(`${started.origin}/api/services?n=1`)
    await fetch(`${started.origin}/api/services?n=2`)
    const rest = times['start /api/services?n=2'] - times['end /api/services?n=1']
    expect(rest).toBeGreaterThanOrEqual(100)
  })

  it('queues anonymous reads beyond the concurrency and refuses past the queue with a 503', async () => {
    const { origin, seen } = await serve(guardWith({ cacheMs: 0, concurrency: 1, queue: 2 }), 300)
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        fetch(`${origin}/api/services?n=${i}`).then((answer) => answer.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    const busy = statuses.filter((status) => status === 503)
    expect(busy).toHaveLength(2)
    expect(seen).toHaveLength(3)
    // Pages never wait behind the API: with the queue full, a page answers before the line moves.
    const done: string[] = []
    const fill = Array.from({ length: 3 }, (_, i) =>
      fetch(`${origin}/api/services?m=${i}`).then(() => done.push(`api ${i}`)),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await fetch(`${origin}/about`)).status).toBe(200)
    done.push('page')
    await Promise.all(fill)
    expect(done.indexOf('page')).toBeLessThan(2)
  })
})
