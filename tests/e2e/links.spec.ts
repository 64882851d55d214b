import { expect, test, type Browser, type Page } from '@playwright/test'

import { splitLocale } from '../../bench/routes'
import { loadSitemap, parseSitemap, toPath, type Sitemap } from '../support/sitemap'

/**
 * Link check: crawls every page of /sitemap.xml (both languages) as a search
 * engine sees it (server HTML, no JavaScript, no cookies) and checks that
 *  - every page answers 200 and has exactly one h1, a title and a meta description;
 *  - titles and descriptions are unique per language;
 *  - the canonical link is the page itself and the hreflang alternates (en,
 *    ar, x-default) point to pages that answer 200;
 *  - every internal link and image (src, srcset, og:image) answers 2xx
 *    (redirects followed).
 * Requests go through fetch (stateless, like a crawler): the language cookie
 * a browser would keep must not redirect the next URL.
 */

type PageFacts = {
  path: string
  status: number
  lang: string
  title: string
  description: string
  h1Count: number
  canonicals: string[]
  alternates: { hreflang: string; href: string }[]
  links: string[]
  images: string[]
}

test.describe.configure({ mode: 'default' })

/**
 * Reads one page's HTML facts in `page`, a tab of a context without
 * JavaScript that fetches documents only (readerPage). Its cookies are cleared
 * first, so no page sees what an earlier one set, as a crawler's requests.
 */
async function readPage(page: Page, path: string): Promise<PageFacts> {
  await page.context().clearCookies()
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
  const facts = await page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? '')
    const absolute = (value: string) => {
      try {
        return new URL(value, document.baseURI).href
      } catch {
        return value
      }
    }
    const srcset = (value: string) =>
      value
        .split(/,\s+/)
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter(Boolean)
    const images = [
      ...attr('img[src]', 'src'),
      ...attr('img[srcset]', 'srcset').flatMap(srcset),
      ...attr('picture source[srcset]', 'srcset').flatMap(srcset),
      ...attr('video[poster]', 'poster'),
      ...attr('meta[property="og:image"]', 'content'),
      ...attr('meta[name="twitter:image"]', 'content'),
    ]
    return {
      lang: document.documentElement.lang,
      title: document.title.trim(),
      description: (
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      ).trim(),
      h1Count: document.querySelectorAll('h1').length,
      canonicals: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((el) => ({
        hreflang: el.getAttribute('hreflang') ?? '',
        href: el.getAttribute('href') ?? '',
      })),
      links: attr('a[href]', 'href')
        .filter((href) => !/^(mailto:|tel:|javascript:|#|sms:|data:)/i.test(href.trim()))
        .map(absolute),
      images: images.filter((src) => src && !src.startsWith('data:')).map(absolute),
    }
  })
  return { path, status: response?.status() ?? 0, ...facts }
}

/** A tab for readPage: one context for the whole crawl (a context per page cost 0.1-0.2 s each). */
async function readerPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  // Only the HTML matters here; sub-resources are checked by URL below.
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  )
  return page
}

type Crawl = { sitemap: Sitemap; pages: PageFacts[]; origins: Set<string> }
let crawl: Promise<Crawl> | undefined

function crawlSite(browser: Browser, page: import('@playwright/test').Page, baseURL: string) {
  crawl ??= (async () => {
    const sitemap = await loadSitemap(page, baseURL)
    const pages: PageFacts[] = []
    const reader = await readerPage(browser, baseURL)
    try {
      for (const path of sitemap.pages) pages.push(await readPage(reader, path))
    } finally {
      await reader.context().close()
    }
    // Internal = this server, or the origin the site writes into absolute URLs (SERVER_URL).
    const origins = new Set([
      new URL(baseURL).origin,
      ...sitemap.urls.map((url) => new URL(url).origin),
    ])
    return { sitemap, pages, origins }
  })()
  crawl.catch(() => (crawl = undefined))
  return crawl
}

/** GET through fetch: no cookie jar, redirects followed unless `manual`. */
async function status(baseURL: string, path: string, redirect: RequestRedirect, accept?: string) {
  try {
    const response = await fetch(new URL(path, baseURL), {
      redirect,
      headers: accept ? { accept } : {},
      signal: AbortSignal.timeout(60_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch (error) {
    return `request failed: ${(error as Error).message}`
  }
}

async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await fn(items[index])
      }
    }),
  )
  return results
}

test.describe('link check (every sitemap page, both languages)', () => {
  test('the sitemap is well-formed, points at this site and lists both languages', async ({
    page,
    baseURL,
  }) => {
    const sitemap = await loadSitemap(page, baseURL!)
    expect(sitemap.source, sitemap.note).toBe('sitemap')
    expect(sitemap.pages.length).toBeGreaterThan(0)
    const expectedOrigin = new URL(process.env.SERVER_URL || baseURL!).origin
    const foreign = sitemap.urls.filter((url) => new URL(url).origin !== expectedOrigin)
    expect(foreign, `sitemap URLs must use SERVER_URL (${expectedOrigin})`).toEqual([])
    const english = new Set(
      sitemap.pages.filter((p) => splitLocale(p).locale === 'en').map((p) => splitLocale(p).path),
    )
    const arabic = new Set(
      sitemap.pages.filter((p) => splitLocale(p).locale === 'ar').map((p) => splitLocale(p).path),
    )
    expect(
      [...english].filter((p) => !arabic.has(p)),
      'English pages without an Arabic entry',
    ).toEqual([])
    expect(
      [...arabic].filter((p) => !english.has(p)),
      'Arabic pages without an English entry',
    ).toEqual([])
  })

  test('every page answers 200 with one h1, a title and a meta description', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const { pages, sitemap } = await crawlSite(browser, page, baseURL!)
    if (sitemap.note) test.info().annotations.push({ type: 'sitemap', description: sitemap.note })
    for (const facts of pages) {
      expect.soft(facts.status, `${facts.path} status`).toBe(200)
      expect.soft(facts.h1Count, `${facts.path} has exactly one <h1>`).toBe(1)
      expect.soft(facts.title, `${facts.path} has a <title>`).not.toBe('')
      expect.soft(facts.description, `${facts.path} has a meta description`).not.toBe('')
      expect
        .soft(facts.lang, `${facts.path} declares <html lang> of its URL`)
        .toBe(splitLocale(facts.path).locale)
    }
  })

  test('titles and descriptions are unique per language', async ({ browser, page, baseURL }) => {
    test.setTimeout(180_000)
    const { pages } = await crawlSite(browser, page, baseURL!)
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string[]>()
      for (const facts of pages) {
        const key = `${splitLocale(facts.path).locale}\u0000${facts[field]}`
        seen.set(key, [...(seen.get(key) ?? []), facts.path])
      }
      const duplicates = [...seen.entries()]
        .filter(([, paths]) => paths.length > 1)
        .map(([key, paths]) => `"${key.split('\u0000')[1]}" on ${paths.join(', ')}`)
      expect.soft(duplicates, `duplicate ${field}s within a language`).toEqual([])
    }
  })

  test('canonical and hreflang links point to existing pages', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const { pages } = await crawlSite(browser, page, baseURL!)
    const checked = new Map<string, number | string>()
    const check = async (url: string) => {
      const path = toPath(url)
      if (!checked.has(path)) checked.set(path, await status(baseURL!, path, 'manual'))
      return checked.get(path)
    }
    for (const facts of pages) {
      const where = facts.path
      expect.soft(facts.canonicals, `${where} has exactly one canonical link`).toHaveLength(1)
      const canonical = facts.canonicals[0]
      if (canonical) {
        expect.soft(canonical, `${where} canonical is an absolute URL`).toMatch(/^https?:\/\//)
        expect.soft(toPath(canonical), `${where} canonical is the page itself`).toBe(facts.path)
        expect.soft(await check(canonical), `${where} canonical ${canonical} answers 200`).toBe(200)
      }
      const byLang = new Map(
        facts.alternates.map((alternate) => [alternate.hreflang, alternate.href]),
      )
      for (const hreflang of ['en', 'ar', 'x-default']) {
        const href = byLang.get(hreflang)
        expect.soft(href, `${where} has an hreflang="${hreflang}" alternate`).toBeTruthy()
        if (!href) continue
        expect.soft(href, `${where} hreflang="${hreflang}" is absolute`).toMatch(/^https?:\/\//)
        expect
          .soft(await check(href), `${where} hreflang="${hreflang}" ${href} answers 200`)
          .toBe(200)
      }
      const own = byLang.get(splitLocale(facts.path).locale)
      if (own) {
        expect.soft(toPath(own), `${where}: its own hreflang alternate is itself`).toBe(facts.path)
      }
      const en = byLang.get('en')
      const ar = byLang.get('ar')
      if (en)
        expect.soft(splitLocale(toPath(en)).locale, `${where} hreflang="en" is English`).toBe('en')
      if (ar)
        expect.soft(splitLocale(toPath(ar)).locale, `${where} hreflang="ar" is Arabic`).toBe('ar')
    }
  })

  test('every internal link and image answers 2xx', async ({ browser, page, baseURL }) => {
    test.setTimeout(600_000)
    const { pages, origins } = await crawlSite(browser, page, baseURL!)
    const internal = (url: string) => {
      try {
        return origins.has(new URL(url).origin)
      } catch {
        return false
      }
    }
    const firstSeen = new Map<string, string>()
    const collect = (urls: string[], from: string, kind: 'link' | 'image') => {
      for (const url of urls.filter(internal)) {
        const parsed = new URL(url)
        const key = `${kind} ${parsed.pathname}${parsed.search}`
        if (!firstSeen.has(key)) firstSeen.set(key, from)
      }
    }
    for (const facts of pages) {
      collect(facts.links, facts.path, 'link')
      collect(facts.images, facts.path, 'image')
    }
    const targets = [...firstSeen.keys()]
    const results = await mapLimit(targets, 4, async (key) => {
      const [kind, path] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)]
      const accept = kind === 'image' ? 'image/webp,image/*;q=0.8' : 'text/html,*/*;q=0.8'
      return { key, result: await status(baseURL!, path, 'follow', accept) }
    })
    const broken = results
      .filter(({ result }) => typeof result !== 'number' || result < 200 || result > 299)
      .map(({ key, result }) => `${key} → ${result} (linked from ${firstSeen.get(key)})`)
    test.info().annotations.push({
      type: 'checked',
      description: `${targets.length} internal links and images from ${pages.length} pages`,
    })
    expect(broken, `broken internal links or images:\n  ${broken.join('\n  ')}`).toEqual([])
  })
})

test.describe('the sitemap reader itself', () => {
  const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
  const xhtml = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"'

  test('reads locs and hreflang alternates, and rejects malformed sitemaps', async ({ page }) => {
    const good = `<?xml version="1.0" encoding="UTF-8"?><urlset ${ns} ${xhtml}><url>
      <loc>https://example.com/about</loc>
      <xhtml:link rel="alternate" hreflang="ar" href="https://example.com/ar/about"/></url></urlset>`
    expect((await parseSitemap(page, good, 'good')).urls).toEqual([
      'https://example.com/about',
      'https://example.com/ar/about',
    ])
    const bad: [string, RegExp][] = [
      [`<urlset ${ns}><url><loc>https://example.com/</loc></url>`, /not well-formed/],
      [`<urlset><url><loc>https://example.com/</loc></url></urlset>`, /sitemap namespace/],
      [`<feed ${ns}><loc>https://example.com/</loc></feed>`, /not <urlset>/],
      [`<urlset ${ns}></urlset>`, /no <loc>/],
      [`<urlset ${ns}><url><loc>/about</loc></url></urlset>`, /not absolute/],
    ]
    for (const [xml, message] of bad) {
      await expect(parseSitemap(page, xml, 'bad')).rejects.toThrow(message)
    }
  })
})
