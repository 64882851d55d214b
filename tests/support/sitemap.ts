import type { Page } from '@playwright/test'

/**
 * The pages the site says it has: every URL of /sitemap.xml (its <loc>s and
 * their xhtml:link alternates), as paths of the server under test. Parsed by
 * the browser's XML parser, so a malformed sitemap fails loudly. While the
 * site has no sitemap yet (404), the two home pages stand in.
 */

export const FALLBACK_PAGES = ['/', '/ar'] as const

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

export type Sitemap = {
  source: 'sitemap' | 'fallback'
  /** Paths (with query, without hash), sorted, de-duplicated. */
  pages: string[]
  /** Absolute URLs exactly as the sitemap wrote them (locs and alternates). */
  urls: string[]
  note?: string
}

type Parsed =
  | { error: string }
  | { root: string; namespace: string | null; locs: string[]; alternates: string[] }

async function parseXml(page: Page, xml: string): Promise<Parsed> {
  return page.evaluate(
    ({ xml, SITEMAP_NS, XHTML_NS }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      const error = doc.getElementsByTagName('parsererror')[0]
      if (error) return { error: (error.textContent || 'XML parser error').trim().slice(0, 300) }
      const root = doc.documentElement
      return {
        root: root.localName,
        namespace: root.namespaceURI,
        locs: [...doc.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((el) =>
          (el.textContent || '').trim(),
        ),
        alternates: [...doc.getElementsByTagNameNS(XHTML_NS, 'link')]
          .filter((el) => el.getAttribute('rel') === 'alternate')
          .map((el) => (el.getAttribute('href') || '').trim()),
      }
    },
    { xml, SITEMAP_NS, XHTML_NS },
  )
}

export class MalformedSitemap extends Error {}

/**
 * Checks one sitemap document: well-formed XML, root in the sitemap namespace
 * (<urlset> or <sitemapindex>), at least one <loc>, every URL absolute http(s).
 * Returns the <loc>s and, for a <urlset>, the xhtml:link alternates too.
 */
export async function parseSitemap(
  page: Page,
  xml: string,
  url: string,
): Promise<{ root: 'urlset' | 'sitemapindex'; locs: string[]; urls: string[] }> {
  const parsed = await parseXml(page, xml)
  if ('error' in parsed) {
    throw new MalformedSitemap(`${url} is not well-formed XML: ${parsed.error}`)
  }
  if (parsed.namespace !== SITEMAP_NS) {
    throw new MalformedSitemap(`${url}: root <${parsed.root}> is not in the sitemap namespace`)
  }
  if (parsed.root !== 'urlset' && parsed.root !== 'sitemapindex') {
    throw new MalformedSitemap(`${url}: root element is <${parsed.root}>, not <urlset>`)
  }
  const root = parsed.root as 'urlset' | 'sitemapindex'
  if (parsed.locs.length === 0) throw new MalformedSitemap(`${url} lists no <loc>`)
  const invalid = [...parsed.locs, ...parsed.alternates].filter((value) => {
    try {
      return !/^https?:$/.test(new URL(value).protocol)
    } catch {
      return true
    }
  })
  if (invalid.length > 0) {
    throw new MalformedSitemap(
      `${url} has URLs that are not absolute http(s): ${invalid.join(', ')}`,
    )
  }
  return {
    root,
    locs: parsed.locs,
    urls: root === 'urlset' ? [...parsed.locs, ...parsed.alternates] : parsed.locs,
  }
}

async function readSitemap(page: Page, url: string, depth = 0): Promise<string[] | 'missing'> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  const body = await response.text()
  if (response.status === 404 && depth === 0) return 'missing'
  if (response.status !== 200) {
    throw new MalformedSitemap(`${url} answered HTTP ${response.status}`)
  }
  const type = response.headers.get('content-type') || ''
  if (!/xml/.test(type)) throw new MalformedSitemap(`${url} is served as "${type}", not XML`)
  const sitemap = await parseSitemap(page, body, url)
  if (sitemap.root === 'urlset') return sitemap.urls
  if (depth > 0) throw new MalformedSitemap(`${url}: nested sitemap index`)
  const nested: string[] = []
  for (const loc of sitemap.locs) {
    // Child sitemaps are read from the server under test, whatever origin they name.
    const child = new URL(loc)
    const urls = await readSitemap(page, new URL(child.pathname + child.search, url).href, 1)
    if (urls !== 'missing') nested.push(...urls)
  }
  return nested
}

const cache = new Map<string, Promise<Sitemap>>()

/** Reads the sitemap once per worker; `page` is only used for its XML parser. */
export function loadSitemap(page: Page, baseURL: string): Promise<Sitemap> {
  let pending = cache.get(baseURL)
  if (!pending) {
    pending = (async (): Promise<Sitemap> => {
      const urls = await readSitemap(page, new URL('/sitemap.xml', baseURL).href)
      if (urls === 'missing') {
        return {
          source: 'fallback',
          pages: withExtraPages([...FALLBACK_PAGES]),
          urls: [],
          note: '/sitemap.xml answers 404 (not built yet): testing / and /ar only',
        }
      }
      return {
        source: 'sitemap',
        pages: withExtraPages(urls.map(toPath)),
        urls: [...new Set(urls)],
      }
    })()
    cache.set(baseURL, pending)
    // A failure is reported by every test that asks, not cached forever.
    pending.catch(() => cache.delete(baseURL))
  }
  return pending
}

/**
 * E2E_EXTRA_PAGES=/contact,/ar/contact adds pages the sitemap does not list
 * yet (local checks of a page in progress); the sitemap stays the source of truth.
 */
function withExtraPages(pages: string[]): string[] {
  const extra = (process.env.E2E_EXTRA_PAGES ?? '')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean)
    .map(toPath)
  return [...new Set([...pages, ...extra])].sort()
}

/** `https://host/ar/about?x=1#y` → `/ar/about?x=1`; a trailing slash is dropped except on `/`. */
export function toPath(url: string): string {
  const parsed = new URL(url, 'http://placeholder')
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : '/'
  return pathname + parsed.search
}
