/**
 * The public routes (the pages of docs/PRODUCT.md), in both languages. The Lighthouse
 * benchmark measures each of them; the accessibility sweep and the link check
 * use `specRouteOf` to name the sitemap pages they test.
 *
 * English lives at the plain path (`/about`), Arabic under `/ar` (`/ar/about`).
 * A route with a parameter (`/blog/{id}`, `/success-stories/{slug}`) is
 * measured on one sample page, resolved against the running site.
 */

import { BUILT_IN_SERVICES } from '../src/content/service-list'
import { PAGE_KEYS, servicePath } from '../src/lib/routes'

export const BENCH_LOCALES = ['en', 'ar'] as const
export type BenchLocale = (typeof BENCH_LOCALES)[number]

export type SpecRoute = {
  /** The route, with its parameter written `{id}` / `{slug}` (also the key of per-route budgets). */
  route: string
  /** Matches a locale-less path (`/about`, `/blog/3`) of this route. */
  pattern: RegExp
  /**
   * Concrete locale-less path to measure. For routes with a parameter it asks
   * the running site (REST API) for a real record and falls back to the seed.
   */
  sample: (origin: string) => Promise<string>
  /**
   * Kept out of search engines on purpose (`noindex`): Lighthouse's SEO score is
   * then held without its "is-crawlable" audit, which such a page must fail.
   */
  noindex?: true
}

const fixed = (path: string) => async () => path

/** First record of a public collection, by the REST API the site serves. */
async function firstDoc<T>(origin: string, query: string): Promise<T | undefined> {
  try {
    const response = await fetch(`${origin}/api/${query}`, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) return undefined
    const body = (await response.json()) as { docs?: T[] }
    return body.docs?.[0]
  } catch {
    return undefined
  }
}

const page = (route: string, pattern?: RegExp): SpecRoute => ({
  route,
  pattern: pattern ?? new RegExp(`^${route === '/' ? '/?' : route.replace(/[-/]/g, '\\$&')}$`),
  sample: fixed(route),
})

/** Page keys that are not an address of their own. */
const NOT_A_ROUTE = new Set<string>(['not-found'])

/**
 * Every fixed page (lib/routes PAGE_KEYS) and built-in service page (the
 * seed's services), one blog post, story and topic, the seeded pages
 * staff make, and a search.
 */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  ...PAGE_KEYS.filter((key) => !NOT_A_ROUTE.has(key)).map((key) =>
    page(key === 'home' ? '/' : `/${key}`),
  ),
  ...BUILT_IN_SERVICES.map((service) => page(servicePath(service.slug))),
  {
    // "One post stands for its kind": the newest published post, by numeric id.
    route: '/blog/{id}',
    pattern: /^\/blog\/[^/]+$/,
    sample: async (origin) => {
      const post = await firstDoc<{ id: number }>(
        origin,
        'blog-posts?sort=-published_at&limit=1&depth=0',
      )
      return `/blog/${post?.id ?? 1}`
    },
  },
  {
    // "One story stands for its kind": the first active story (the seed's business suite).
    route: '/success-stories/{slug}',
    pattern: /^\/success-stories\/[^/]+$/,
    sample: async (origin) => {
      const story = await firstDoc<{ slug: string }>(
        origin,
        'success-stories?sort=display_order&limit=1&depth=0',
      )
      return `/success-stories/${story?.slug ?? 'business-suite'}`
    },
  },
  {
    // "One topic stands for its kind": the first topic by name (the seed's business systems).
    route: '/blog/topics/{slug}',
    pattern: /^\/blog\/topics\/[^/]+$/,
    sample: async (origin) => {
      const topic = await firstDoc<{ slug: string }>(
        origin,
        'blog-topics?sort=name&limit=1&depth=0',
      )
      return `/blog/topics/${topic?.slug ?? 'business-systems'}`
    },
  },
  // Pages staff make in the admin, as seeded: Careers (a video hero, steps, a
  // timeline, a form) and Engineering under it (every other shared section).
  page('/careers'),
  page('/careers/engineering'),
  {
    // Search answers are not in the sitemap and not indexed: measured on one query.
    route: '/search',
    pattern: /^\/search$/,
    sample: fixed('/search?q=erp'),
    noindex: true,
  },
]

/** `/ar/about` → `{ locale: 'ar', path: '/about' }`; `/about` → `{ locale: 'en', path: '/about' }`. */
export function splitLocale(pathname: string): { locale: BenchLocale; path: string } {
  const match = /^\/ar(\/.*)?$/.exec(pathname)
  if (match) return { locale: 'ar', path: match[1] || '/' }
  return { locale: 'en', path: pathname || '/' }
}

/** The localized URL path of a locale-less path. */
export function localizedPath(path: string, locale: BenchLocale): string {
  if (locale === 'en') return path
  return path === '/' ? '/ar' : `/ar${path}`
}

/** The public route a URL path belongs to (`/ar/blog/3` → `/blog/{id}`), if any. */
export function specRouteOf(pathname: string): SpecRoute | undefined {
  const { path } = splitLocale(pathname)
  return SPEC_ROUTES.find((route) => route.pattern.test(path))
}
