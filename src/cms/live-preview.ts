import type { RootLivePreviewConfig } from 'payload'

import { isLocale } from '@/i18n/routing'
import { serverUrl } from '@/lib/env'
import { heroSlideAnchor, testimonialAnchor } from '@/lib/preview-anchors'
import {
  DOCUMENT_PAGES,
  localizePath,
  PAGE_KEYS,
  PAGES,
  servicePath,
  type PageKey,
} from '@/lib/routes'
import { EDITORIAL_SLUGS, GLOBALS } from './collections'

/**
 * Live preview in the edit view of every content collection and the site
 * settings: the page that shows the document, in the content language being
 * edited (English unprefixed, Arabic under /ar), opened through the preview
 * route (app/(frontend)/next/preview), which only lets signed-in staff in.
 * The site re-renders the preview on every (auto)save (RefreshRouteOnSave).
 */

type PageOf = (data: Record<string, unknown>) => string | null

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const hasId = (data: Record<string, unknown>): data is { id: number | string } =>
  typeof data.id === 'number' || typeof data.id === 'string'

const pageKeyPath = (key: PageKey) => (key === 'home' ? PAGES.home.path : `/${key}`)

type Previewed = (typeof EDITORIAL_SLUGS)[number] | 'site-settings'

/**
 * The page each content collection's documents (and the settings) appear on:
 * a locale-less path, maybe with an anchor. Typed by the editorial list, so a
 * new content collection cannot be left without a preview.
 */
export const PREVIEW_PAGES: Record<Previewed, PageOf> = {
  // A service is its page (its blocks); its listing shows on What We Do too.
  services: (data) => (text(data.slug) ? servicePath(text(data.slug)) : null),
  'success-stories': (data) =>
    text(data.slug) ? DOCUMENT_PAGES.successStory.path(text(data.slug)) : null,
  'blog-posts': (data) => (hasId(data) ? DOCUMENT_PAGES.blogPost.path(data.id) : null),
  'team-members': () => `${PAGES.home.path}#team`,
  // The carousels open at the slide or testimonial being edited, held there.
  'hero-slides': (data) =>
    hasId(data) ? `${PAGES.home.path}#${heroSlideAnchor(data.id)}` : PAGES.home.path,
  features: () => `${PAGES.home.path}#features`,
  testimonials: (data) =>
    `${PAGES.home.path}#${hasId(data) ? testimonialAnchor(data.id) : 'testimonials'}`,
  // A page code has is at its key's address; one staff made at its stored address.
  pages: (data) =>
    (PAGE_KEYS as readonly unknown[]).includes(data.page_slug)
      ? pageKeyPath(data.page_slug as PageKey)
      : text(data.path) || null,
  // The contact page shows most of the company facts; header and footer show the rest.
  'site-settings': () => PAGES.contact.path,
}

/** The address the admin's preview pane opens for a document, or null (no page shows it). */
export function previewUrl(
  slug: string,
  data: Record<string, unknown>,
  localeCode: unknown,
  origin: string = serverUrl(),
): string | null {
  const page = (PREVIEW_PAGES as Record<string, PageOf | undefined>)[slug]?.(data ?? {})
  if (!page) return null
  const [path, anchor] = page.split('#')
  const locale = isLocale(localeCode) ? localeCode : 'en'
  const address = localizePath(path, locale) + (anchor ? `#${anchor}` : '')
  return `${origin}/next/preview?path=${encodeURIComponent(address)}`
}

/**
 * Phone, tablet and desktop widths. Payload shows these labels as they are
 * (not through its translations), so each names itself in both languages.
 */
export const PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone · هاتف (390)', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet · جهاز لوحي (768)', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop · حاسوب (1280)', width: 1280, height: 800 },
]

export const livePreview: RootLivePreviewConfig = {
  breakpoints: PREVIEW_BREAKPOINTS,
  collections: [...EDITORIAL_SLUGS],
  globals: GLOBALS.map((global) => global.slug),
  url: ({ collectionConfig, globalConfig, data, locale }) =>
    previewUrl(collectionConfig?.slug ?? globalConfig?.slug ?? '', data, locale?.code),
}
