import 'server-only'

import { cache } from 'react'

import type { Service } from '@/payload-types'
import type { Locale } from '@/i18n/routing'
import { readAccess } from './draft-reads'
import type { PageKey } from './routes'
import { serverUrl } from './env'
import { objectPosition } from './focal-point'
import { getPayloadClient } from './payload'
import { NO_SEO, seoOf, type SeoFields } from './seo-fields'

/**
 * Every public read of CMS data. Reads run as an anonymous visitor
 * (`overrideAccess: false`), so the server-side access rules, not only these
 * queries, decide what the public sees; staff previewing a page read the
 * newest drafts instead (`readAccess`, src/lib/draft-reads.ts). `cache`
 * dedupes reads within one render.
 */

export type PublicService = {
  id: number
  slug: string
  title: string
  subtitle: string
  description: string
  serviceName: string
  iconName: string
  iconBg: string
  iconColor: string
  imageUrl: string | null
  imageAlt: string
  /** Where the cropped picture is anchored (the upload's focal point). */
  imagePosition?: string
  displayOrder: number
  /** The service page's search and share fields. */
  seo?: SeoFields
}

type UploadRef =
  | { url?: string | null; alt?: string | null; focalX?: number | null; focalY?: number | null }
  | number
  | null
  | undefined

const uploadUrl = (ref: UploadRef): string | null =>
  ref && typeof ref === 'object' && ref.url ? ref.url : null

export const getServices = cache(async (locale: Locale): Promise<PublicService[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'services',
    locale,
    fallbackLocale: 'en',
    sort: 'display_order',
    depth: 1,
    limit: 100,
    ...(await readAccess()),
  })
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug,
    title: doc.title ?? '',
    subtitle: doc.subtitle ?? '',
    description: doc.description ?? '',
    serviceName: doc.service_name ?? '',
    iconName: doc.icon_name ?? 'Monitor',
    iconBg: doc.icon_bg ?? '#CCFBF1',
    iconColor: doc.icon_color ?? '#0F766E',
    imageUrl: uploadUrl(doc.image_storage_path as UploadRef) ?? doc.image_url ?? null,
    imageAlt:
      (typeof doc.image_storage_path === 'object' && doc.image_storage_path?.alt) ||
      doc.title ||
      '',
    imagePosition: objectPosition(doc.image_storage_path as UploadRef),
    displayOrder: doc.display_order,
    seo: seoOf(doc.meta, doc.title ?? ''),
  }))
})

export type Office = { title: string; address: string; hours: string; mobile?: string }

export type PublicSiteSettings = {
  companyName: string
  email: string
  phone: string
  mobile: string
  commercialRegistration: string
  kuwait: Office & { latitude: number; longitude: number }
  abuDhabi: Office
  social: { facebook?: string; instagram?: string; linkedin?: string }
  products: Record<
    'business_suite' | 'property_management' | 'kitchen' | 'dining',
    { name: string; url: string }
  >
}

/**
 * Logs a failed read and answers the section's fallback instead, so the page
 * still renders (docs/PRODUCT.md, Not-found and error states).
 */
async function readOr<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    console.error(`[data] ${what} could not be read; using the fallback.`, error)
    return fallback
  }
}

const fallbackSettings = (): PublicSiteSettings => ({
  companyName: '',
  email: '',
  phone: '',
  mobile: '',
  commercialRegistration: '',
  kuwait: { title: '', address: '', hours: '8:00-16:00', latitude: 29.3375, longitude: 48.0758 },
  abuDhabi: { title: '', address: '', hours: '9:00-17:00' },
  social: {},
  products: {
    business_suite: { name: '', url: '' },
    property_management: { name: '', url: '' },
    kitchen: { name: '', url: '' },
    dining: { name: '', url: '' },
  },
})

/** Company facts from the site-settings global (seeded; edited by staff). */
export const getSiteSettings = cache((locale: Locale): Promise<PublicSiteSettings> =>
  readOr('site-settings', fallbackSettings(), () => readSiteSettings(locale)),
)

async function readSiteSettings(locale: Locale): Promise<PublicSiteSettings> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({
    slug: 'site-settings',
    locale,
    fallbackLocale: 'en',
    depth: 0,
    ...(await readAccess()),
  })
  const product = (value?: { name?: string | null; url?: string | null } | null) => ({
    name: value?.name ?? '',
    url: value?.url ?? '',
  })
  return {
    companyName: doc.company_name ?? '',
    email: doc.email ?? '',
    phone: doc.phone ?? '',
    mobile: doc.mobile ?? '',
    commercialRegistration: doc.commercial_registration ?? '',
    kuwait: {
      title: doc.kuwait_office?.title ?? '',
      address: doc.kuwait_office?.address ?? '',
      hours: doc.kuwait_office?.hours ?? '8:00-16:00',
      mobile: doc.kuwait_office?.mobile ?? doc.mobile ?? '',
      latitude: doc.kuwait_office?.latitude ?? 29.3375,
      longitude: doc.kuwait_office?.longitude ?? 48.0758,
    },
    abuDhabi: {
      title: doc.abu_dhabi_office?.title ?? '',
      address: doc.abu_dhabi_office?.address ?? '',
      hours: doc.abu_dhabi_office?.hours ?? '9:00-17:00',
    },
    social: {
      facebook: doc.social?.facebook ?? undefined,
      instagram: doc.social?.instagram ?? undefined,
      linkedin: doc.social?.linkedin ?? undefined,
    },
    products: {
      business_suite: product(doc.products?.business_suite),
      property_management: product(doc.products?.property_management),
      kitchen: product(doc.products?.kitchen),
      dining: product(doc.products?.dining),
    },
  }
}

/** The success stories of the header's dropdown (docs/PRODUCT.md, Header). */
export type StoryListing = {
  slug: string
  title: string
  description: string
  externalUrl: string | null
  /** The story's own label; empty when the default "try now" label applies. */
  externalButtonText: string
  logoUrl: string
}

export const DEFAULT_STORY_LOGO = '/logos/default.svg'

/**
 * Logos are served from this site only (the CSP allows images from 'self'):
 * a site path is used as it is, an absolute address on this site becomes its
 * path, and anything else, or nothing, gets the default logo (docs/PRODUCT.md,
 * Success story pages).
 */
export function storyLogoUrl(value: string | null | undefined, siteOrigin: string): string {
  const logo = value?.trim()
  if (!logo) return DEFAULT_STORY_LOGO
  if (logo.startsWith('/') && !logo.startsWith('//')) return logo
  try {
    const url = new URL(logo)
    if (url.origin === new URL(siteOrigin).origin) return url.pathname + url.search
  } catch {
    // Not a URL: fall through to the default.
  }
  return DEFAULT_STORY_LOGO
}

/** Active stories in display order; a failed read is logged and gives none. */
export const getActiveStories = cache((locale: Locale): Promise<StoryListing[]> =>
  readOr('success-stories', [], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'success-stories',
      locale,
      fallbackLocale: 'en',
      where: { is_active: { equals: true } },
      sort: 'display_order',
      depth: 0,
      limit: 50,
      ...(await readAccess()),
      select: {
        slug: true,
        title: true,
        description: true,
        external_url: true,
        external_button_text: true,
        logo_url: true,
        display_order: true,
      },
    })
    return docs.map((doc) => ({
      slug: doc.slug,
      title: doc.title || doc.slug,
      description: doc.description ?? '',
      externalUrl: doc.external_url?.trim() || null,
      externalButtonText: doc.external_button_text?.trim() ?? '',
      logoUrl: storyLogoUrl(doc.logo_url, serverUrl()),
    }))
  }),
)

/** A page's search settings (page-keywords): keywords and its search and share fields. */
export type PageSeo = SeoFields & { keywords: string }

/**
 * The search settings of a page. Empty when absent or on failure: the caller
 * then uses the page's own title and description and the default keywords.
 */
export const getPageSeo = cache((locale: Locale, key: PageKey): Promise<PageSeo> =>
  readOr(`page-keywords "${key}"`, { ...NO_SEO, keywords: '' }, async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'page-keywords',
      locale,
      fallbackLocale: 'en',
      where: { page_slug: { equals: key } },
      depth: 1,
      limit: 1,
      ...(await readAccess()),
      select: { keywords: true, meta: true },
    })
    return { ...seoOf(docs[0]?.meta), keywords: docs[0]?.keywords?.trim() ?? '' }
  }),
)

/** The site-wide search defaults (site settings): description and share image. */
export const getSiteSeo = cache((locale: Locale): Promise<SeoFields> =>
  readOr('site-settings (search defaults)', NO_SEO, async () => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      fallbackLocale: 'en',
      depth: 1,
      ...(await readAccess()),
      select: { meta: true, company_name: true },
    })
    return seoOf(doc.meta, doc.company_name ?? '')
  }),
)

/** A service of the header's What We Do menu. */
export type ServiceLink = { slug: string; title: string; subtitle: string; iconName: string }

/**
 * The services that have a page, in display order. A failed read gives an
 * empty list here (the header then uses its built-in names) without hiding
 * the error from pages that must show it (getServices throws).
 */
export const getServiceLinks = cache((locale: Locale): Promise<ServiceLink[]> =>
  readOr('services (navigation)', [], async () =>
    (await getServices(locale)).map(({ slug, title, subtitle, iconName }) => ({
      slug,
      title,
      subtitle,
      iconName,
    })),
  ),
)

/** A service page: its listing texts (metadata, menus), search fields and blocks, in one language. */
export type ServicePageDoc = {
  slug: string
  title: string
  description: string
  /** The service's own search and share fields (what staff set wins over title and description). */
  seo: SeoFields
  layout: NonNullable<Service['layout']>
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The service page at /what-we-do/<slug>, or null when no published service has that slug. */
export const getServicePage = cache(
  async (locale: Locale, slug: string): Promise<ServicePageDoc | null> => {
    if (!SLUG.test(slug) || slug.length > 200) return null
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'services',
      locale,
      fallbackLocale: 'en',
      where: { slug: { equals: slug } },
      // Depth 1 fills the share image (the blocks hold no relations).
      depth: 1,
      limit: 1,
      ...(await readAccess()),
    })
    const doc = docs[0]
    if (!doc) return null
    return {
      slug: doc.slug,
      title: doc.title ?? '',
      description: doc.subtitle || doc.description || '',
      seo: seoOf(doc.meta, doc.title ?? ''),
      layout: doc.layout ?? [],
    }
  },
)

/** Slugs of the published services, each one page (prerendered at build time). */
export async function getServiceSlugs(): Promise<string[]> {
  return readOr('services (slugs)', [], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'services',
      depth: 0,
      limit: 200,
      overrideAccess: false,
      select: { slug: true },
    })
    return docs.map((doc) => doc.slug)
  })
}
