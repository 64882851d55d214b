import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { storyLogoUrl } from '@/lib/data'
import { readAccess } from '@/lib/draft-reads'
import { serverUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { seoOf, type SeoFields } from '@/lib/seo-fields'
import type { SuccessStory } from '@/payload-types'
import { bundledLogoFor, safeHex } from './logic'

/**
 * Public reads of the success-story pages (one active story by its slug).
 * They run as an anonymous visitor (`overrideAccess: false`), so the
 * collection's access rule hides inactive
 * stories on the server too (staff previewing read drafts instead:
 * src/lib/draft-reads.ts). A failed read throws: the page shows its error
 * state. The header's list of active stories is `getActiveStories` in
 * src/lib/data.ts.
 */

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
  color: safeHex(raw.color) ?? '#0F766E',
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
    logoUrl: storyLogoUrl(bundledLogoFor(doc.logo_url), serverUrl()),
    gradientFrom: safeHex(doc.gradient_from) ?? '#0F766E',
    gradientTo: safeHex(doc.gradient_to) ?? '#0B1F33',
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
        background: safeHex(section.background) ?? '#F8FAFC',
        items: (section.items ?? []).map(item).filter((entry) => entry.title),
      }))
      .filter((section) => section.items.length > 0 || section.title),
    results: {
      title: text(doc.results_title),
      subtitle: text(doc.results_subtitle),
      background: safeHex(doc.results_background_color) ?? '#0B1F33',
      stats: (doc.results_stats ?? [])
        .map((stat, index) => ({
          id: stat.id ?? String(index),
          icon: stat.icon ?? 'CheckCircle',
          color: safeHex(stat.color) ?? '#F59E0B',
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
export const getStory = cache(async (locale: Locale, slug: string): Promise<Story | null> => {
  const payload = await getPayloadClient()
  const access = await readAccess()
  const bySlug = { slug: { equals: slug } }
  const { docs } = await payload.find({
    collection: 'success-stories',
    locale,
    fallbackLocale: 'en',
    // Staff previewing see the story they are editing even while it is inactive.
    where: access.draft ? bySlug : { and: [bySlug, { is_active: { equals: true } }] },
    // The share image is an upload: read with its URL and size.
    depth: 1,
    limit: 1,
    pagination: false,
    ...access,
  })
  return docs[0] ? storyFromDoc(docs[0]) : null
})

/** Slugs of every active story: the pages prerendered at build time. */
export async function getActiveStorySlugs(): Promise<string[]> {
  const payload = await getPayloadClient()
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
}
