import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { documentPath } from './document-paths'
import { LOCALES, routing, type Locale } from '@/i18n/routing'
import {
  getPageSeo,
  getSiteSeo,
  getSiteSettings,
  notFoundCopy,
  type PublicSiteSettings,
  type ServicePageDoc,
  type StaffPage,
} from './data'
import { serverUrl } from './env'
import { NO_SEO, type SeoFields, type ShareImage } from './seo-fields'
import { localizePath, PAGES, servicePath, type PageId, type PageKey } from './routes'
import type enMeta from '@/i18n/messages/en/meta.json'

/** The pages with a route of their own: their titles and descriptions are messages. */
export type RoutedPageId = keyof (typeof enMeta)['pages'] & PageId

/**
 * Per-page, per-language metadata (one helper for every page): title,
 * description, share image, keywords, canonical, hreflang alternates (en, ar,
 * x-default), Open Graph and Twitter cards, and robots index/follow. The
 * layout sets metadataBase, so paths become absolute.
 *
 * What staff set wins, most specific first: the document's own search fields
 * (`seo`), then the page's document in the pages collection (only on that page's own
 * address), then the page's own title and description, then the site-wide
 * defaults in site settings, then the built-in share card. A search title
 * set by staff is the whole title (it is what the admin's preview shows).
 */

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_KW' }

/** A 1200×630 card shipped in public/ (no company name in it: that is a setting). */
export const DEFAULT_SHARE_IMAGE = { url: '/og-image.png', width: 1200, height: 630 }

export type PageMetadataInput = {
  locale: Locale
  /** Locale-less path of the page: `/about`, `/blog/12`. */
  path: string
  title: string
  description: string
  /** Page key (docs/PRODUCT.md, Search metadata); without one the default keywords apply. */
  keywordsKey?: PageKey
  /** The home page's title stands alone; others get "· Company" from the layout. */
  absoluteTitle?: boolean
  type?: 'website' | 'article'
  publishedTime?: string
  image?: ShareImage
  /** The document's own search and share fields (cms/seo/seo-fields.ts). */
  seo?: SeoFields
  /** The document's own keywords (a page staff made keeps them on itself). */
  keywords?: string
}

export const metadataBase = () => new URL(`${serverUrl()}/`)

/** The company name as set by staff, or the built-in one while settings cannot be read. */
export async function companyName(locale: Locale, settings?: PublicSiteSettings): Promise<string> {
  const fromSettings = (settings ?? (await getSiteSettings(locale)).value).companyName.trim()
  if (fromSettings) return fromSettings
  return (await getTranslations({ locale, namespace: 'meta' }))('siteTitle')
}

export function alternatesFor(path: string, locale: Locale): Metadata['alternates'] {
  const languages = Object.fromEntries(
    LOCALES.map((language) => [language, localizePath(path, language)]),
  ) as Record<Locale | 'x-default', string>
  languages['x-default'] = localizePath(path, routing.defaultLocale)
  return { canonical: localizePath(path, locale), languages }
}

export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { locale, path } = input
  const [company, pageSeo, siteSeo, t] = await Promise.all([
    companyName(locale),
    input.keywordsKey
      ? getPageSeo(locale, input.keywordsKey).then((read) => read.value)
      : undefined,
    getSiteSeo(locale).then((read) => read.value),
    getTranslations({ locale, namespace: 'meta' }),
  ])
  const keywords = input.keywords || pageSeo?.keywords || t('defaultKeywords')
  // A page's row speaks for that page, not for the posts listed under it.
  const forThisPage =
    input.keywordsKey && documentPath('pages', { page_slug: input.keywordsKey }) === path
  const page = forThisPage && pageSeo ? pageSeo : NO_SEO
  const own = input.seo ?? NO_SEO
  const staffTitle = own.title || page.title
  const heading = staffTitle || input.title
  const absolute = Boolean(staffTitle) || Boolean(input.absoluteTitle)
  const fullTitle = absolute ? heading : `${heading} · ${company}`
  // Every page has a description: a page of blocks with no lead or text takes the site's own.
  const description =
    own.description ||
    page.description ||
    input.description ||
    siteSeo.description ||
    t('homeDescription')
  const image = own.image ||
    page.image ||
    input.image ||
    siteSeo.image || { ...DEFAULT_SHARE_IMAGE, alt: company }
  const url = localizePath(path, locale)
  return {
    title: absolute ? { absolute: heading } : heading,
    description,
    keywords,
    alternates: alternatesFor(path, locale),
    robots: { index: true, follow: true },
    openGraph: {
      type: input.type ?? 'website',
      url,
      siteName: company,
      title: fullTitle,
      description,
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
      images: [image],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [image.url],
    },
  }
}

/**
 * Metadata of an address whose document does not exist (or is not published):
 * the not-found wording the page shows, and kept out of search (links on it
 * may still be followed).
 */
export const missingPageMetadata = (title: string, description: string): Metadata => ({
  title,
  description,
  robots: { index: false, follow: true },
})

/** The head of an address a route has no page for: the 404 copy's title and message, not indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const { title, message } = await notFoundCopy(locale)
  return missingPageMetadata(title, message)
}

/**
 * Metadata of a page of the route list, with its title and description from
 * the messages (`meta.pages.<id>`).
 */
export async function staticPageMetadata(
  locale: Locale,
  id: RoutedPageId,
  seo?: SeoFields,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `meta.pages.${id}` })
  const page = PAGES[id]
  return pageMetadata({
    locale,
    path: page.path,
    keywordsKey: page.keywordsKey,
    title: t('title'),
    description: t('description'),
    seo,
  })
}

/**
 * A page's description when staff wrote no search description: the first
 * lead or text of its sections (the hero's lead, as a reader meets it).
 */
function introOf(layout: readonly unknown[]): string {
  for (const block of layout as Array<{ lead?: unknown; text?: unknown }>) {
    const words = [block.lead, block.text].find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    )
    if (words) return words.trim()
  }
  return ''
}

/** Metadata of a page drawn at its address, from its document alone. */
export async function addressMetadata(locale: Locale, page: StaffPage): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: page.path,
    title: page.title,
    description: introOf(page.layout),
    seo: page.seo,
    keywords: page.keywords,
  })
}

/**
 * The home page's head while its document cannot be read (the page itself
 * shows its seeded sections then): the site's own title and description, as
 * the messages word them for any page without its own.
 */
export async function siteHomeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  return pageMetadata({
    locale,
    path: PAGES.home.path,
    title: `${await companyName(locale)} · ${t('homeTitle')}`,
    absoluteTitle: true,
    description: t('homeDescription'),
  })
}

/**
 * Metadata of a service page, from its CMS document: its own search and share
 * fields first, then its title and its subtitle or description. An unknown
 * slug gets the 404's title, kept out of search.
 */
export async function servicePageMetadata(
  locale: Locale,
  page: ServicePageDoc | null,
): Promise<Metadata> {
  if (!page) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: servicePath(page.slug),
    title: page.title,
    description: page.description,
    seo: page.seo,
    keywords: page.keywords,
  })
}

/**
 * Organization structured data for the home page. The founding year is the
 * home page's (2020); About states 2007 in its own copy (docs/PRODUCT.md,
 * Search metadata).
 */
export async function organizationJsonLd(locale: Locale) {
  const settings = (await getSiteSettings(locale)).value
  const base = serverUrl()
  const sameAs = Object.values(settings.social).filter((url): url is string => Boolean(url))
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: await companyName(locale, settings),
    url: `${base}${localizePath('/', locale)}`,
    logo: `${base}/icon.svg`,
    foundingDate: '2020',
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.kuwait.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: settings.kuwait.address,
            addressCountry: 'KW',
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}
