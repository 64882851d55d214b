import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import type { SuccessStory } from '@/payload-types'
import { safeHex } from '../colour'
import { serverUrl } from '../env'
import { seoOf, type SeoFields } from '../seo-fields'
import { storyLogoUrl } from './logos'
import { findInLocale } from './in-locale'
import { readContent, type Read } from './read'
import { collectionTag, documentTag } from './tags'
import { BRAND_COLOURS } from '../brand-colours'

/** The success stories of the header's dropdown. */
export type StoryListing = {
  id: number | string
  slug: string
  title: string
  description: string
  externalUrl: string | null
  /** The story's own label; empty when the default "try now" label applies. */
  externalButtonText: string
  logoUrl: string
}

const STORIES = collectionTag('success-stories')

/** Active stories in display order (none after a failure). */
export const getActiveStories = cache((locale: Locale): Promise<Read<StoryListing[]>> =>
  readContent(
    { what: 'success stories', key: [locale], tags: [STORIES], fallback: [] },
    async (payload, access) => {
      const { docs } = await findInLocale(payload, 'success-stories', locale, (fallbackLocale) =>
        payload.find({
          collection: 'success-stories',
          locale,
          fallbackLocale,
          where: { is_active: { equals: true } },
          sort: 'display_order',
          depth: 0,
          limit: 50,
          ...access,
          select: {
            slug: true,
            title: true,
            description: true,
            external_url: true,
            external_button_text: true,
            logo_url: true,
            display_order: true,
          },
        }),
      )
      return docs.map((doc) => ({
        id: doc.id,
        slug: doc.slug,
        title: doc.title || doc.slug,
        description: doc.description ?? '',
        externalUrl: doc.external_url?.trim() || null,
        externalButtonText: doc.external_button_text?.trim() ?? '',
        logoUrl: storyLogoUrl(doc.logo_url, serverUrl()),
      }))
    },
  ),
)

export type StoryItem = {
  id: string
  icon: string
  color: string
  title: string
  description: string
}
export type StoryStat = { id: string; icon: string; color: string; value: string; label: string }
export type StorySection = {
  id: string
  type: 'who_we_serve'
  title: string
  background: string
  items: StoryItem[]
}
export type StoryLink = { text: string; url: string }

export type Story = {
  slug: string
  title: string
  /** The story page's search and share fields. */
  seo: SeoFields
  description: string
  logoUrl: string
  gradientFrom: string
  gradientTo: string
  hero: {
    title: string
    subtitle: string
    description: string
    /** The external call to action; the label may be empty (then "Try now"). */
    cta: { url: string; text: string } | null
  }
  overview: { title: string; description: string }
  features: { title: string; items: StoryItem[] }
  sections: StorySection[]
  results: { title: string; subtitle: string; background: string; stats: StoryStat[] }
  cta: {
    title: string
    description: string
    primary: StoryLink | null
    secondary: StoryLink | null
  }
}

const text = (value: string | null | undefined) => value?.trim() ?? ''

type RawItem = {
  id?: string | null
  icon?: string | null
  color?: string | null
  title?: string | null
  description?: string | null
}

const item = (raw: RawItem, index: number): StoryItem => ({
  id: raw.id ?? String(index),
  icon: raw.icon ?? 'CheckCircle',
  color: safeHex(raw.color) ?? BRAND_COLOURS.brand,
  title: text(raw.title),
  description: text(raw.description),
})

const link = (label: string | null | undefined, url: string | null | undefined) =>
  text(label) && text(url) ? { text: text(label), url: text(url) } : null

export function storyFromDoc(doc: SuccessStory): Story {
  const title = text(doc.title) || doc.slug
  const ctaUrl = text(doc.hero_cta_url) || text(doc.external_url)
  return {
    slug: doc.slug,
    title,
    seo: seoOf(doc.meta, title),
    description: text(doc.description),
    logoUrl: storyLogoUrl(doc.logo_url, serverUrl()),
    gradientFrom: safeHex(doc.gradient_from) ?? BRAND_COLOURS.brand,
    gradientTo: safeHex(doc.gradient_to) ?? BRAND_COLOURS.ink,
    hero: {
      title: text(doc.hero_title) || title,
      subtitle: text(doc.hero_subtitle),
      description: text(doc.hero_description),
      cta: ctaUrl
        ? { url: ctaUrl, text: text(doc.hero_cta_text) || text(doc.external_button_text) }
        : null,
    },
    overview: {
      title: text(doc.overview_title),
      description: text(doc.overview_description),
    },
    features: {
      title: text(doc.features_title),
      items: (doc.features ?? []).map(item).filter((entry) => entry.title),
    },
    sections: (doc.additional_sections ?? [])
      .filter((section) => section.type === 'who_we_serve')
      .map((section, index) => ({
        id: section.id ?? String(index),
        type: 'who_we_serve' as const,
        title: text(section.title),
        background: safeHex(section.background) ?? BRAND_COLOURS.surface,
        items: (section.items ?? []).map(item).filter((entry) => entry.title),
      }))
      .filter((section) => section.items.length > 0 || section.title),
    results: {
      title: text(doc.results_title),
      subtitle: text(doc.results_subtitle),
      background: safeHex(doc.results_background_color) ?? BRAND_COLOURS.ink,
      stats: (doc.results_stats ?? [])
        .map((stat, index) => ({
          id: stat.id ?? String(index),
          icon: stat.icon ?? 'CheckCircle',
          color: safeHex(stat.color) ?? BRAND_COLOURS.accent,
          value: text(stat.value),
          label: text(stat.label),
        }))
        .filter((stat) => stat.value),
    },
    cta: {
      title: text(doc.cta_title),
      description: text(doc.cta_description),
      primary: link(doc.cta_primary_text, doc.cta_primary_url),
      secondary: link(doc.cta_secondary_text, doc.cta_secondary_url),
    },
  }
}

/** The active story with this slug, or null (unknown or inactive); in a staff preview, any story. */
export const getStory = cache((locale: Locale, slug: string): Promise<Read<Story | null>> =>
  readContent(
    {
      what: 'success story',
      key: [locale, slug],
      tags: [documentTag('success-stories', slug)],
      fallback: null,
    },
    async (payload, access) => {
      const bySlug = { slug: { equals: slug } }
      const { docs } = await findInLocale(payload, 'success-stories', locale, (fallbackLocale) =>
        payload.find({
          collection: 'success-stories',
          locale,
          fallbackLocale,
          // Staff previewing see the story they are editing even while it is inactive.
          where: access.draft ? bySlug : { and: [bySlug, { is_active: { equals: true } }] },
          // The share image is an upload: read with its URL and size.
          depth: 1,
          limit: 1,
          pagination: false,
          ...access,
        }),
      )
      return docs[0] ? storyFromDoc(docs[0]) : null
    },
  ),
)

/** Slugs of every active story: the pages prerendered at build time. */
export const getActiveStorySlugs = (): Promise<Read<string[]>> =>
  readContent(
    { what: 'success story slugs', key: [], tags: [STORIES], fallback: [] },
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'success-stories',
        where: { is_active: { equals: true } },
        sort: 'display_order',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { slug: true },
      })
      return docs.map((doc) => doc.slug)
    },
  )
