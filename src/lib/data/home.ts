import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { serverUrl } from '../env'
import { objectPosition } from '../focal-point'
import { homeOutageSimulated } from '../simulated-outage'
import { testimonialLogo } from './logos'
import { findInLocale } from './in-locale'
import { readContent, type Read } from './read'
import { collectionTag } from './tags'
import { sitePath, uploadOf } from './uploads'

/**
 * The home page's records: active hero slides, published features, the team
 * and active testimonials. A failed read answers an empty list with
 * `ok: false`; the section then shows its built-in records.
 */

/** A file on this site by its path; an address elsewhere as it is (a video may be hosted). */
const fileUrl = (value: string | null | undefined): string | null =>
  value?.trim() ? (sitePath(value) ?? value.trim()) : null

/** Reads of one home collection: tagged with it, empty after a failure. */
const homeRead = (what: string, locale: Locale) => ({
  what,
  key: [locale],
  tags: [collectionTag(what)],
  fallback: [],
  simulateOutage: homeOutageSimulated(),
})

export type HeroSlide = {
  id: string
  title: string
  subtitle: string
  buttonText: string
  buttonLink: string
  /** Uploaded video (hero-videos), else video_url; none: a gradient. */
  videoUrl: string | null
  posterUrl: string | null
}

export const getHeroSlides = cache((locale: Locale): Promise<Read<HeroSlide[]>> =>
  readContent<HeroSlide[]>(homeRead('hero-slides', locale), async (payload, access) => {
    const { docs } = await findInLocale(payload, 'hero-slides', locale, (fallbackLocale) =>
      payload.find({
        collection: 'hero-slides',
        locale,
        fallbackLocale,
        where: { is_active: { equals: true } },
        sort: 'display_order',
        depth: 1,
        limit: 20,
        ...access,
      }),
    )
    return docs.map((doc) => ({
      id: String(doc.id),
      title: doc.title ?? '',
      subtitle: doc.subtitle ?? '',
      buttonText: doc.button_text ?? '',
      buttonLink: doc.button_link ?? '',
      videoUrl: fileUrl(uploadOf(doc.video_storage_path)?.url || doc.video_url),
      posterUrl: null,
    }))
  }),
)

export type HomeFeature = { id: string; title: string; description: string; iconName: string }

export const getFeatures = cache((locale: Locale): Promise<Read<HomeFeature[]>> =>
  readContent<HomeFeature[]>(homeRead('features', locale), async (payload, access) => {
    const { docs } = await findInLocale(payload, 'features', locale, (fallbackLocale) =>
      payload.find({
        collection: 'features',
        locale,
        fallbackLocale,
        where: { status: { equals: true } },
        sort: 'display_order',
        depth: 0,
        limit: 50,
        ...access,
        select: { title: true, description: true, icon_name: true, display_order: true },
      }),
    )
    return docs.map((doc) => ({
      id: String(doc.id),
      title: doc.title ?? '',
      description: doc.description ?? '',
      iconName: doc.icon_name ?? 'Monitor',
    }))
  }),
)

export type TeamMember = {
  id: string
  name: string
  position: string
  isCeo: boolean
  imageUrl: string | null
  imageAlt: string
  /** Where the round crop is anchored (the photo's focal point). */
  imagePosition?: string
}

export const getTeam = cache((locale: Locale): Promise<Read<TeamMember[]>> =>
  readContent<TeamMember[]>(homeRead('team-members', locale), async (payload, access) => {
    const { docs } = await findInLocale(payload, 'team-members', locale, (fallbackLocale) =>
      payload.find({
        collection: 'team-members',
        locale,
        fallbackLocale,
        sort: 'createdAt',
        depth: 1,
        limit: 50,
        ...access,
      }),
    )
    return docs.map((doc) => {
      const image = uploadOf(doc.image_storage_path)
      return {
        id: String(doc.id),
        name: doc.name ?? '',
        position: doc.position ?? '',
        isCeo: Boolean(doc.is_ceo),
        imageUrl: fileUrl(image?.url || doc.image_url),
        imageAlt: image?.alt || '',
        imagePosition: objectPosition(image),
      }
    })
  }),
)

export type Testimonial = {
  id: string
  quote: string
  authorName: string
  authorPosition: string
  logoUrl: string
  logoAlt: string
}

export const getTestimonials = cache((locale: Locale): Promise<Read<Testimonial[]>> =>
  readContent<Testimonial[]>(homeRead('testimonials', locale), async (payload, access) => {
    const { docs } = await findInLocale(payload, 'testimonials', locale, (fallbackLocale) =>
      payload.find({
        collection: 'testimonials',
        locale,
        fallbackLocale,
        where: { is_active: { equals: true } },
        sort: 'display_order',
        depth: 1,
        limit: 50,
        ...access,
      }),
    )
    return docs.map((doc) => {
      const logo = uploadOf(doc.logo_storage_path)
      return {
        id: String(doc.id),
        quote: doc.quote ?? '',
        authorName: doc.author_name ?? '',
        authorPosition: doc.author_position ?? '',
        logoUrl: testimonialLogo(
          { storageUrl: logo?.url, logoUrl: doc.logo_url, logoName: doc.logo_file_name },
          serverUrl(),
        ),
        logoAlt: logo?.alt || '',
      }
    })
  }),
)
