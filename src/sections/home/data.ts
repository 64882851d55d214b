import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { readAccess } from '@/lib/draft-reads'
import { serverUrl } from '@/lib/env'
import { objectPosition } from '@/lib/focal-point'
import { getPayloadClient } from '@/lib/payload'
import { homeOutageSimulated } from '@/lib/simulated-outage'
import { sitePath, testimonialLogo } from './logos'

/**
 * The home page's CMS reads: active hero slides, published
 * features, the team and active testimonials, each as an anonymous visitor
 * (`overrideAccess: false`; staff previewing read drafts, src/lib/draft-reads.ts),
 * deduplicated per render with `cache()`. A read
 * never throws: a failure is logged and answered with `{ ok: false }`, and the
 * section then shows its built-in records (./builtin.ts, chosen in ./content.ts).
 */

export type HomeRead<T> = { ok: true; items: T[] } | { ok: false; items: T[] }

async function read<T>(what: string, run: () => Promise<T[]>): Promise<HomeRead<T>> {
  try {
    if (homeOutageSimulated()) throw new Error('database unavailable (SITE_SIMULATE_HOME_OUTAGE=1)')
    return { ok: true, items: await run() }
  } catch (error) {
    console.error(`[home] ${what} could not be read; showing the built-in content.`, error)
    return { ok: false, items: [] }
  }
}

type Upload =
  | { url?: string | null; alt?: string | null; focalX?: number | null; focalY?: number | null }
  | number
  | null
  | undefined

const upload = (ref: Upload) => (ref && typeof ref === 'object' ? ref : null)

/**
 * Payload answers absolute upload URLs when SERVER_URL is set; files on this
 * site are used by path (next/image optimizes site paths only).
 */
function siteUrl(value: string | null | undefined): string | null {
  const clean = value?.trim()
  if (!clean) return null
  return sitePath(clean, serverUrl()) ?? clean
}

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

export const readHeroSlides = cache((locale: Locale): Promise<HomeRead<HeroSlide>> =>
  read('hero-slides', async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'hero-slides',
      locale,
      fallbackLocale: 'en',
      where: { is_active: { equals: true } },
      sort: 'display_order',
      depth: 1,
      limit: 20,
      ...(await readAccess()),
    })
    return docs.map((doc) => ({
      id: String(doc.id),
      title: doc.title ?? '',
      subtitle: doc.subtitle ?? '',
      buttonText: doc.button_text ?? '',
      buttonLink: doc.button_link ?? '',
      videoUrl: siteUrl(upload(doc.video_storage_path as Upload)?.url || doc.video_url),
      posterUrl: null,
    }))
  }),
)

export type HomeFeature = { id: string; title: string; description: string; iconName: string }

export const readFeatures = cache((locale: Locale): Promise<HomeRead<HomeFeature>> =>
  read('features', async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'features',
      locale,
      fallbackLocale: 'en',
      where: { status: { equals: true } },
      sort: 'display_order',
      depth: 0,
      limit: 50,
      ...(await readAccess()),
      select: { title: true, description: true, icon_name: true, display_order: true },
    })
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

export const readTeam = cache((locale: Locale): Promise<HomeRead<TeamMember>> =>
  read('team-members', async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'team-members',
      locale,
      fallbackLocale: 'en',
      sort: 'createdAt',
      depth: 1,
      limit: 50,
      ...(await readAccess()),
    })
    return docs.map((doc) => {
      const image = upload(doc.image_storage_path as Upload)
      return {
        id: String(doc.id),
        name: doc.name ?? '',
        position: doc.position ?? '',
        isCeo: Boolean(doc.is_ceo),
        imageUrl: siteUrl(image?.url || doc.image_url),
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

export const readTestimonials = cache((locale: Locale): Promise<HomeRead<Testimonial>> =>
  read('testimonials', async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      locale,
      fallbackLocale: 'en',
      where: { is_active: { equals: true } },
      sort: 'display_order',
      depth: 1,
      limit: 50,
      ...(await readAccess()),
    })
    return docs.map((doc) => {
      const logo = upload(doc.logo_storage_path as Upload)
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
