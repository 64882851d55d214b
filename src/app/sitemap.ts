import type { MetadataRoute } from 'next'

import { LOCALES } from '@/i18n/routing'
import { serverUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { DOCUMENT_PAGES, languageVersions, livePages, servicePath } from '@/lib/routes'

/**
 * /sitemap.xml: every public page in both languages, each entry carrying its
 * hreflang alternates (en, ar, x-default). Static pages come from the route
 * list (src/lib/routes.ts, `live` pages only); service pages, posts and stories from the CMS,
 * read as an anonymous visitor so drafts and inactive stories never appear.
 * Rebuilt with the pages (the CMS hooks revalidate the whole layout tree).
 */

export const revalidate = 3600

type Entry = { path: string; lastModified?: string }

const absolute = (path: string) => `${serverUrl()}${path}`

function entries({ path, lastModified }: Entry): MetadataRoute.Sitemap {
  const versions = languageVersions(path)
  const languages: Record<string, string> = {}
  for (const locale of LOCALES) languages[locale] = absolute(versions[locale])
  languages['x-default'] = absolute(versions.en)
  return LOCALES.map((locale) => ({
    url: absolute(versions[locale]),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }))
}

async function documentEntries(): Promise<Entry[]> {
  const out: Entry[] = []
  const payload = await getPayloadClient()
  const services = await payload.find({
    collection: 'services',
    sort: 'display_order',
    depth: 0,
    limit: 200,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  for (const doc of services.docs) {
    out.push({ path: servicePath(doc.slug), lastModified: doc.updatedAt })
  }
  if (DOCUMENT_PAGES.blogPost.live) {
    const { docs } = await payload.find({
      collection: 'blog-posts',
      where: { status: { equals: 'published' } },
      sort: '-published_at',
      depth: 0,
      limit: 1000,
      overrideAccess: false,
      select: { updatedAt: true },
    })
    for (const doc of docs) {
      out.push({ path: DOCUMENT_PAGES.blogPost.path(doc.id), lastModified: doc.updatedAt })
    }
  }
  if (DOCUMENT_PAGES.successStory.live) {
    const { docs } = await payload.find({
      collection: 'success-stories',
      where: { is_active: { equals: true } },
      sort: 'display_order',
      depth: 0,
      limit: 200,
      overrideAccess: false,
      select: { slug: true, updatedAt: true },
    })
    for (const doc of docs) {
      out.push({ path: DOCUMENT_PAGES.successStory.path(doc.slug), lastModified: doc.updatedAt })
    }
  }
  return out
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: Entry[] = livePages().map((page) => ({ path: page.path }))
  let documents: Entry[] = []
  try {
    documents = await documentEntries()
  } catch (error) {
    // The static pages are still worth listing while the database is unreachable.
    console.error('[sitemap] could not read services, posts and stories:', error)
  }
  return [...pages, ...documents].flatMap(entries)
}
