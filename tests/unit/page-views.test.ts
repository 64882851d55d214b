import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { runInNewContext } from 'node:vm'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { VISIT_SCRIPT } from '@/lib/attribution/visit-script'
import { PAGE_VIEW_PATH } from '@/lib/analytics/fields'
import { firstKeptDay } from '@/lib/analytics/store'
import { daysEnding } from '@/lib/analytics/insights'
import { kuwaitDay, notCounted, readPageView, visitorHash } from '@/lib/analytics/page-view'
import {
  countKey,
  countView,
  KEYS_PER_DIMENSION,
  OTHER,
  pendingCounts,
  returnCounts,
  takeCounts,
  VIEWS_PER_VISITOR,
} from '@/lib/analytics/tally'
import { answerPageView } from '@/server/page-views'

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('reading a page view', () => {
  it('keeps the path, language, device and the first page’s source', () => {
    expect(
      readPageView(
        JSON.stringify({
          p: '/ar/about/',
          d: 'tablet',
          e: 1,
          r: 'https://news.example.org/x?y',
          s: 'newsletter',
          m: 'email',
          c: 'إطلاق',
        }),
      ),
    ).toEqual({
      path: '/ar/about',
      language: 'ar',
      device: 'tablet',
      entry: {
        referrer: 'news.example.org',
        source: 'newsletter',
        medium: 'email',
        campaign: 'إطلاق',
      },
    })
    // Not the visit's first page: its source is not read.
    expect(readPageView(JSON.stringify({ p: '/', r: 'news.example.org', c: 'x' }))).toEqual({
      path: '/',
      language: 'en',
    })
  })

  it('refuses what is not a view, and cleans or drops hostile values', () => {
    for (const body of [
      '',
      'null',
      '[]',
      '"x"',
      '{',
      '{"p":5}',
      '{"p":"//evil.example/x"}',
      '{"p":"https://evil.example/"}',
      `{"p":"/${'a'.repeat(10_000)}"}`,
      '{"p":"/a\\r\\nSet-Cookie: x"}',
    ])
      expect(readPageView(body), body).toBeNull()
    const hostile = readPageView(
      JSON.stringify({
        p: '/contact?utm_source=x#top',
        d: 'fridge',
        e: 1,
        r: 'javascript:alert(1)',
        s: '<script>alert(1)</script>',
        m: 'javascript:alert(1)',
        c: `line\r\nbreak ${'x'.repeat(10_000)}`,
      }),
    )!
    expect(hostile.path).toBe('/contact')
    expect(hostile.device).toBeUndefined()
    expect(hostile.entry?.referrer).toBeUndefined()
    expect(hostile.entry?.source).toBeUndefined()
    expect(hostile.entry?.medium).toBeUndefined()
    expect(hostile.entry?.campaign).toMatch(/^line break x+$/)
    expect(hostile.entry!.campaign!.length).toBe(200)
  })
})

describe('what is not counted', () => {
  const browser = { 'user-agent': BROWSER }
  it('counts a plain browser', () => expect(notCounted(browser)).toBeNull())
  it('respects Global Privacy Control and Do Not Track', () => {
    expect(notCounted({ ...browser, 'sec-gpc': '1' })).toBe('privacy')
    expect(notCounted({ ...browser, dnt: '1' })).toBe('privacy')
    expect(notCounted({ ...browser, dnt: '0' })).toBeNull()
  })
  it('leaves out robots, headless browsers and requests without a user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31',
      '',
    ])
      expect(notCounted({ 'user-agent': agent }), agent).toBe('bot')
    expect(notCounted({})).toBe('bot')
  })
  it('leaves out prefetches, staff and staff previews', () => {
    expect(notCounted({ ...browser, 'sec-purpose': 'prefetch;prerender' })).toBe('prefetch')
    expect(notCounted({ ...browser, purpose: 'prefetch' })).toBe('prefetch')
    expect(notCounted({ ...browser, cookie: 'payload-lng=ar; payload-token=abc' })).toBe('staff')
    expect(notCounted({ ...browser, cookie: '__prerender_bypass=1' })).toBe('preview')
    expect(notCounted({ ...browser, cookie: 'NEXT_LOCALE=ar' })).toBeNull()
  })
})

describe('visitors without cookies', () => {
  it('tells visitors apart within a day, and no hash carries over to the next day or another site', () => {
    const day = '2026-11-29'
    const one = visitorHash('secret', day, '203.0.113.9', BROWSER)
    expect(visitorHash('secret', day, '203.0.113.9', BROWSER)).toBe(one)
    expect(visitorHash('secret', day, '203.0.113.10', BROWSER)).not.toBe(one)
    expect(visitorHash('secret', day, '203.0.113.9', `${BROWSER} Edg/131`)).not.toBe(one)
    expect(visitorHash('secret', '2026-11-30', '203.0.113.9', BROWSER)).not.toBe(one)
    expect(visitorHash('other secret', day, '203.0.113.9', BROWSER)).not.toBe(one)
    expect(one).toMatch(/^[\w-]{22}$/)
    expect(one).not.toContain('203')
  })

  it('counts days in Kuwait time', () => {
    expect(kuwaitDay(new Date('2026-11-29T20:59:59Z'))).toBe('2026-11-29')
    expect(kuwaitDay(new Date('2026-11-29T21:00:00Z'))).toBe('2026-11-30')
    expect(daysEnding('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02'])
    expect(firstKeptDay('2026-11-29')).toBe('2024-10-29')
    expect(firstKeptDay('2026-03-31')).toBe('2024-03-02')
  })
})

describe('the tally', () => {
  beforeEach(() => void takeCounts())
  const view = (path: string) => readPageView(JSON.stringify({ p: path }))!

  it('counts views, pages and languages, and each visitor once a day', () => {
    countView(view('/'), '2026-11-29', 'v1')
    countView(view('/ar'), '2026-11-29', 'v1')
    countView(view('/'), '2026-11-29', 'v2')
    const counts = takeCounts()
    expect(counts.get(countKey('2026-11-29', 'views', ''))).toBe(3)
    expect(counts.get(countKey('2026-11-29', 'page', '/'))).toBe(2)
    expect(counts.get(countKey('2026-11-29', 'language', 'ar'))).toBe(1)
    expect(counts.get(countKey('2026-11-29', 'visitor', 'v1'))).toBe(1)
    expect(counts.get(countKey('2026-11-29', 'visitor', 'v2'))).toBe(1)
    expect(pendingCounts()).toBe(0)
  })

  it('holds a replaying visitor to the day’s cap and made-up pages to a bounded number of rows', () => {
    const day = '2026-11-28'
    for (let index = 0; index < VIEWS_PER_VISITOR + 50; index++) countView(view('/'), day, 'loop')
    expect(countView(view('/'), day, 'loop')).toBe(false)
    for (let index = 0; index < KEYS_PER_DIMENSION + 100; index++)
      countView(view(`/made-up-${index}`), day, `visitor-${index}`)
    const counts = takeCounts()
    expect(counts.get(countKey(day, 'page', '/'))).toBe(VIEWS_PER_VISITOR)
    expect(counts.get(countKey(day, 'page', OTHER))).toBe(101)
    const pages = [...counts.keys()].filter((key) => key.includes('\tpage\t'))
    expect(pages.length).toBe(KEYS_PER_DIMENSION + 1)
  })

  it('takes back counts whose write failed, added to those counted meanwhile', () => {
    countView(view('/about'), '2026-11-27', 'v')
    const failed = takeCounts()
    countView(view('/about'), '2026-11-27', 'w')
    returnCounts(failed)
    const counts = takeCounts()
    expect(counts.get(countKey('2026-11-27', 'page', '/about'))).toBe(2)
  })
})

describe('the visit script’s page views', () => {
  type Sent = Record<string, unknown>
  /** Runs the inline script in a stand-in browser; returns what it posted and a way to move pages. */
  function browse(
    href: string,
    { referrer = '', navigator = {}, stored = null as string | null, width = 1280 } = {},
  ) {
    const url = new URL(href)
    const location = { pathname: url.pathname, search: url.search, hostname: url.hostname }
    const storage = new Map<string, string>(stored ? [['site-visit', stored]] : [])
    const sent: Sent[] = []
    const listeners = new Map<string, (event?: { persisted: boolean }) => void>()
    const history = {
      pushState(_state: unknown, _title: string, to: string) {
        location.pathname = new URL(to, url).pathname
      },
    }
    const window = {
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      innerWidth: width,
      matchMedia: () => ({ matches: false }),
      history,
      addEventListener: (type: string, listener: (event?: { persisted: boolean }) => void) =>
        listeners.set(type, listener),
    }
    runInNewContext(VISIT_SCRIPT, {
      window,
      location,
      document: { referrer, readyState: 'loading' },
      navigator: {
        sendBeacon: (to: string, body: string) => {
          expect(to).toBe(PAGE_VIEW_PATH)
          sent.push(JSON.parse(body))
          return true
        },
        ...navigator,
      },
      URL,
      URLSearchParams,
      JSON,
    })
    return {
      sent,
      load: () => listeners.get('load')?.(),
      push: (to: string) => window.history.pushState({}, '', to),
      back: (to: string) => {
        location.pathname = to
        listeners.get('popstate')?.()
      },
      /** The browser shows the page again: from its back-forward cache (persisted) or loaded anew. */
      show: (persisted: boolean) => listeners.get('pageshow')?.({ persisted }),
    }
  }

  it('posts one view after load, with the first page’s source, then one per page moved to', () => {
    const tab = browse('https://www.example.com/?utm_source=newsletter&utm_campaign=launch', {
      referrer: 'https://news.example.org/issue?token=secret',
      width: 390,
    })
    expect(tab.sent).toEqual([])
    tab.load()
    expect(tab.sent).toEqual([
      { p: '/', d: 'phone', e: 1, r: 'news.example.org', s: 'newsletter', c: 'launch' },
    ])
    tab.push('/about')
    tab.push('/about')
    tab.back('/')
    expect(tab.sent.slice(1)).toEqual([
      { p: '/about', d: 'phone' },
      { p: '/', d: 'phone' },
    ])
  })

  it('counts a page shown again from the back-forward cache, where no script runs again', () => {
    const tab = browse('https://www.example.com/about?utm_source=newsletter')
    tab.load()
    // The first showing of a page fires pageshow too (not persisted): counted once, at load.
    tab.show(false)
    expect(tab.sent).toEqual([{ p: '/about', d: 'desktop', e: 1, s: 'newsletter' }])
    // The visitor went to another site and came back: the kept page is a new view, not the entry.
    tab.show(true)
    expect(tab.sent.slice(1)).toEqual([{ p: '/about', d: 'desktop' }])
  })

  it('posts nothing for a browser that asks not to be tracked', () => {
    for (const navigator of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      const tab = browse('https://www.example.com/', { navigator })
      tab.load()
      tab.push('/about')
      tab.show(true)
      expect(tab.sent).toEqual([])
    }
  })

  it('a later page of the visit is not its entry', () => {
    const tab = browse('https://www.example.com/contact', {
      stored: JSON.stringify({ landing: '/' }),
    })
    tab.load()
    expect(tab.sent).toEqual([{ p: '/contact', d: 'desktop' }])
  })
})

describe('the page-view address', () => {
  let server: Server
  let origin = ''
  beforeAll(async () => {
    server = createServer((request, response) => void answerPageView(request, response, 'secret'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  beforeEach(() => void takeCounts())

  const post = (body: string, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${origin}${PAGE_VIEW_PATH}`, {
      method,
      headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8', ...headers },
      body: method === 'GET' ? undefined : body,
    })

  it('counts a view with a 204, no body and no cookie', async () => {
    const answer = await post(JSON.stringify({ p: '/about', d: 'desktop' }), { origin })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await answer.text()).toBe('')
    expect(takeCounts().get(countKey(kuwaitDay(), 'page', '/about'))).toBe(1)
  })

  it('answers 204 but counts nothing for GPC, robots and staff', async () => {
    for (const headers of [
      { 'sec-gpc': '1' } as Record<string, string>,
      { 'user-agent': 'Googlebot/2.1' },
      { cookie: 'payload-token=x' },
    ])
      expect((await post(JSON.stringify({ p: '/' }), headers)).status).toBe(204)
    expect(pendingCounts()).toBe(0)
  })

  it('refuses other methods, other sites, oversized and unreadable bodies in the asker’s language', async () => {
    const refused = async (answer: Response, status: number, words: RegExp) => {
      expect(answer.status).toBe(status)
      expect(JSON.parse(await answer.text()).errors[0].message).toMatch(words)
    }
    await refused(await post('', {}, 'GET'), 405, /POST/)
    await refused(await post('{"p":"/"}', { origin: 'https://evil.example' }), 403, /another site/)
    await refused(await post('{"p":"/"}', { 'sec-fetch-site': 'cross-site' }), 403, /another site/)
    await refused(await post(`{"p":"/${'a'.repeat(5000)}"}`), 413, /too large/)
    await refused(await post('not json', { 'accept-language': 'ar' }), 400, /تعذّرت/)
    expect(pendingCounts()).toBe(0)
  })

  it('survives a flood of concurrent views and counts every one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(JSON.stringify({ p: '/' }), { 'x-forwarded-for': `198.51.100.${index % 50}` }),
      ),
    )
    expect(answers.every((answer) => answer.status === 204)).toBe(true)
    expect(takeCounts().get(countKey(kuwaitDay(), 'views', ''))).toBe(200)
  })
})
