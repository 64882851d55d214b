import type { PageKey } from '@/cms/collections/PageKeywords'
import { LOCALES, type Locale } from '@/i18n/routing'

/**
 * The public pages of spec §2, in one typed list: the header, footer, sitemap
 * and metadata helper read it. A page appears in the sitemap (and gets
 * hreflang alternates pointing at it) only once `live` is true, so the issue
 * that builds a page turns its entry on here, in the same change.
 */

export type StaticPage = {
  /** English path (the spec's route); Arabic is the same under /ar. */
  path: string
  /** The page key of spec §3 (page-keywords). */
  keywordsKey: PageKey
  /** The page exists: listed in the sitemap. */
  live: boolean
}

export const PAGES = {
  home: { path: '/', keywordsKey: 'home', live: true },
  about: { path: '/about', keywordsKey: 'about', live: true },
  whatWeDo: { path: '/what-we-do', keywordsKey: 'what-we-do', live: true },
  webDevelopment: {
    path: '/what-we-do/web-development',
    keywordsKey: 'what-we-do/web-development',
    live: true,
  },
  mobileApp: { path: '/what-we-do/mobile-app', keywordsKey: 'what-we-do/mobile-app', live: true },
  erpSolution: {
    path: '/what-we-do/erp-solution',
    keywordsKey: 'what-we-do/erp-solution',
    live: true,
  },
  ecommerceApplication: {
    path: '/what-we-do/ecommerce-application',
    keywordsKey: 'what-we-do/ecommerce-application',
    live: true,
  },
  propertyManagement: {
    path: '/what-we-do/property-management',
    keywordsKey: 'what-we-do/property-management',
    live: true,
  },
  fandbSolution: {
    path: '/what-we-do/fandb-solution',
    keywordsKey: 'what-we-do/fandb-solution',
    live: true,
  },
  contact: { path: '/contact', keywordsKey: 'contact', live: true },
  ourWork: { path: '/our-work', keywordsKey: 'our-work', live: true },
  blog: { path: '/blog', keywordsKey: 'blog', live: true },
  privacyPolicy: { path: '/privacy-policy', keywordsKey: 'privacy-policy', live: true },
} as const satisfies Record<string, StaticPage>

export type PageId = keyof typeof PAGES

/**
 * Pages with one address per CMS document. `live` as above: while false, the
 * sitemap does not read the collection (its pages would answer 404).
 */
export const DOCUMENT_PAGES = {
  blogPost: { path: (id: number | string) => `/blog/${id}`, live: true },
  successStory: { path: (slug: string) => `/success-stories/${slug}`, live: true },
} as const

/** The six service pages, in the spec's order, by service slug (spec §2). */
export const SERVICE_PAGES = {
  'web-development': 'webDevelopment',
  'mobile-app': 'mobileApp',
  'erp-solution': 'erpSolution',
  'ecommerce-application': 'ecommerceApplication',
  'property-management': 'propertyManagement',
  'fandb-solution': 'fandbSolution',
} as const satisfies Record<string, PageId>

export type ServiceSlug = keyof typeof SERVICE_PAGES

export const SERVICE_SLUGS = Object.keys(SERVICE_PAGES) as ServiceSlug[]

export const isServiceSlug = (slug: string): slug is ServiceSlug =>
  Object.prototype.hasOwnProperty.call(SERVICE_PAGES, slug)

const PREFIX = /^\/(en|ar)(?=\/|$)/

/**
 * `/ar/about` → `{ locale: 'ar', path: '/about' }`. English is unprefixed;
 * `/en/…` (next-intl's internal form, seen while prerendering) counts as English.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = PREFIX.exec(pathname)
  const locale: Locale = match?.[1] === 'ar' ? 'ar' : 'en'
  const rest = match ? pathname.slice(match[0].length) : pathname
  return { locale, path: rest === '' ? '/' : rest }
}

/** The address of a locale-less path in a language: `('/about', 'ar')` → `/ar/about`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === 'en') return clean
  return clean === '/' ? '/ar' : `/ar${clean}`
}

/** Both language versions of a path, for hreflang alternates and the sitemap. */
export function languageVersions(path: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, localizePath(path, locale)]),
  ) as Record<Locale, string>
}

/** Pages the sitemap lists today. */
export const livePages = (): StaticPage[] =>
  (Object.values(PAGES) as StaticPage[]).filter((page) => page.live)
