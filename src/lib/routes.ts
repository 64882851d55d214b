import { LOCALES, type Locale } from '@/i18n/routing'

/** Page keys (docs/PRODUCT.md, Search metadata): `home`, then the route without its leading slash. */
export const PAGE_KEYS = [
  'home',
  'about',
  'contact',
  'what-we-do',
  'our-work',
  'blog',
  'privacy-policy',
  // Not an address: the copy of the page shown for an unknown address.
  'not-found',
] as const
export type PageKey = (typeof PAGE_KEYS)[number]

/**
 * The pages whose words and figures are blocks in the CMS (their page
 * document's `layout`). Service pages keep theirs on the service itself; the
 * blog's lists are built from its posts.
 */
export const CONTENT_PAGE_KEYS = [
  'home',
  'about',
  'what-we-do',
  'our-work',
  'privacy-policy',
  'contact',
  'not-found',
] as const satisfies readonly PageKey[]
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number]

/**
 * Fixed pages drawn at their address from their document alone (title,
 * search fields, sections, back-to-top link), as any page staff make: the
 * catch-all draws them, and the locale's root route the home page (the one
 * address `[...path]` cannot match). The home page's and About's structured
 * data come with their keys (blocks/pages/PageJsonLd), and Contact's enquiry
 * form is a section the catch-all draws itself.
 */
export const PAGE_KEYS_BY_ADDRESS = [
  'home',
  'about',
  'contact',
  'what-we-do',
  'our-work',
  'privacy-policy',
] as const satisfies readonly ContentPageKey[]

export const isPageKey = (value: unknown): value is PageKey =>
  (PAGE_KEYS as readonly unknown[]).includes(value)

export const isContentPageKey = (value: unknown): value is ContentPageKey =>
  (CONTENT_PAGE_KEYS as readonly unknown[]).includes(value)

/**
 * The fixed public pages (docs/PRODUCT.md), in one typed list: the header,
 * footer, sitemap and metadata helper read it (service pages come from the
 * CMS, below).
 */

export type StaticPage = {
  /** English path; Arabic is the same under /ar. */
  path: string
  /** The page's key in the pages collection (docs/PRODUCT.md, Search metadata). */
  keywordsKey: PageKey
}

export const PAGES = {
  home: { path: '/', keywordsKey: 'home' },
  about: { path: '/about', keywordsKey: 'about' },
  whatWeDo: { path: '/what-we-do', keywordsKey: 'what-we-do' },
  contact: { path: '/contact', keywordsKey: 'contact' },
  ourWork: { path: '/our-work', keywordsKey: 'our-work' },
  blog: { path: '/blog', keywordsKey: 'blog' },
  privacyPolicy: { path: '/privacy-policy', keywordsKey: 'privacy-policy' },
} as const satisfies Record<string, StaticPage>

export type PageId = keyof typeof PAGES

/** Pages with one address per CMS document. */
export const DOCUMENT_PAGES = {
  blogPost: { path: (id: number | string) => `/blog/${id}` },
  successStory: { path: (slug: string) => `/success-stories/${slug}` },
  blogTopic: { path: (slug: string) => `/blog/topics/${slug}` },
} as const

/**
 * Service pages: one per published document of the `services` collection
 * (its slug is the address). The CMS is the list: header, footer, What We Do
 * and the sitemap read it, so a service created in the admin needs no code.
 */
export const servicePath = (slug: string) => `${PAGES.whatWeDo.path}/${slug}`

/**
 * Pages staff make (the pages collection, documents without a page key) live
 * at their parents' slugs and their own: `/careers/engineering`. A page at
 * the top level cannot take a first segment the site already answers, or it
 * would be shadowed by (or shadow) that route: the fixed pages, the document
 * pages' folders, the language prefixes, the admin, the API, Next's own
 * addresses, the folders of public/ and the addresses a later feature claims.
 */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  ...new Set([
    ...PAGE_KEYS.map((key) => key.split('/')[0]),
    ...Object.values(PAGES)
      .map((page) => page.path.split('/')[1])
      .filter(Boolean),
    'success-stories',
    ...LOCALES,
    'admin',
    'api',
    'next',
    '_next',
    'images',
    'logos',
    'media',
    'sitemap',
    'robots',
    'search',
    'feed',
    'rss',
    'metrics',
    'health',
  ]),
]

/** Levels a page may nest under parents: `/a/b/c/d` at most. */
export const MAX_PAGE_DEPTH = 4

/** A staff page's address from its parent's address and its slug. */
export const childPath = (parentPath: string | null | undefined, slug: string) =>
  `${parentPath && parentPath !== '/' ? parentPath : ''}/${slug}`

/** The address of a page key (`home` → `/`); the not-found copy has none. */
export const pageKeyPath = (key: PageKey): string | null =>
  key === 'not-found' ? null : key === 'home' ? '/' : `/${key}`

/**
 * Pages the site cannot run without: staff may edit them but not delete or
 * unpublish them (the enquiry form, the policy its consent links to, the
 * home page and the copy every unknown address shows).
 */
export const REQUIRED_PAGE_KEYS = ['home', 'contact', 'privacy-policy', 'not-found'] as const

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

/** The fixed pages, each in the sitemap. */
export const staticPages = (): StaticPage[] => Object.values(PAGES)
