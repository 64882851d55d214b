import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import type { Service } from '@/payload-types'
import { objectPosition } from '../focal-point'
import { seoOf, type SeoFields } from '../seo-fields'
import { findInLocale } from './in-locale'
import { readContent, type Read } from './read'
import { collectionTag, documentTag } from './tags'
import { uploadOf } from './uploads'
import { SLUG_PATTERN as SLUG } from '../slug'
import { BRAND_COLOURS } from '../brand-colours'

/** A service as the header, What We Do and the home page list it. */
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

const SERVICES = collectionTag('services')

/** The published services in display order. */
export const getServices = cache((locale: Locale): Promise<Read<PublicService[]>> =>
  readContent(
    { what: 'services', key: [locale], tags: [SERVICES], fallback: [] },
    async (payload, access) => {
      const { docs } = await findInLocale(payload, 'services', locale, (fallbackLocale) =>
        payload.find({
          collection: 'services',
          locale,
          fallbackLocale,
          sort: 'display_order',
          depth: 1,
          limit: 100,
          ...access,
        }),
      )
      return docs.map((doc) => {
        const image = uploadOf(doc.image_storage_path)
        return {
          id: doc.id,
          slug: doc.slug,
          title: doc.title ?? '',
          subtitle: doc.subtitle ?? '',
          description: doc.description ?? '',
          serviceName: doc.service_name ?? '',
          iconName: doc.icon_name ?? 'Monitor',
          iconBg: doc.icon_bg ?? BRAND_COLOURS['brand-soft'],
          iconColor: doc.icon_color ?? BRAND_COLOURS.brand,
          imageUrl: image?.url || doc.image_url || null,
          imageAlt: image?.alt || doc.title || '',
          imagePosition: objectPosition(image),
          displayOrder: doc.display_order,
          seo: seoOf(doc.meta, doc.title ?? ''),
        }
      })
    },
  ),
)

/** A service of the header's What We Do menu. */
export type ServiceLink = { slug: string; title: string; subtitle: string; iconName: string }

/** The services that have a page, for menus (empty after a failure: the header has built-in names). */
export const getServiceLinks = cache(async (locale: Locale): Promise<Read<ServiceLink[]>> => {
  const read = await getServices(locale)
  return {
    ok: read.ok,
    value: read.value.map(({ slug, title, subtitle, iconName }) => ({
      slug,
      title,
      subtitle,
      iconName,
    })),
  } as Read<ServiceLink[]>
})

/** A service page: its listing texts (metadata, menus), search fields and blocks, in one language. */
export type ServicePageDoc = {
  slug: string
  title: string
  description: string
  /** The service's own search and share fields (what staff set wins over title and description). */
  seo: SeoFields
  /** Its search keywords; none gives the company's default ones. */
  keywords: string
  layout: NonNullable<Service['layout']>
}

/** The service page at /what-we-do/<slug>; null when no published service has that slug. */
export const getServicePage = cache(
  (locale: Locale, slug: string): Promise<Read<ServicePageDoc | null>> => {
    if (!SLUG.test(slug) || slug.length > 200)
      return Promise.resolve({ ok: true, value: null } as const)
    return readContent(
      {
        what: 'service page',
        key: [locale, slug],
        tags: [documentTag('services', slug)],
        fallback: null,
      },
      async (payload, access) => {
        const { docs } = await findInLocale(payload, 'services', locale, (fallbackLocale) =>
          payload.find({
            collection: 'services',
            locale,
            fallbackLocale,
            where: { slug: { equals: slug } },
            // Depth 1 fills the share image (the blocks hold no relations).
            depth: 1,
            limit: 1,
            ...access,
          }),
        )
        const doc = docs[0]
        if (!doc) return null
        return {
          slug: doc.slug,
          title: doc.title ?? '',
          description: doc.subtitle || doc.description || '',
          seo: seoOf(doc.meta, doc.title ?? ''),
          keywords: doc.keywords?.trim() ?? '',
          layout: doc.layout ?? [],
        }
      },
    )
  },
)

/** Slugs of the published services, each one page (prerendered at build time). */
export const getServiceSlugs = (): Promise<Read<string[]>> =>
  readContent(
    { what: 'service slugs', key: [], tags: [SERVICES], fallback: [] },
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'services',
        depth: 0,
        limit: 200,
        overrideAccess: false,
        select: { slug: true },
      })
      return docs.map((doc) => doc.slug)
    },
  )
