import type { MetadataRoute } from 'next'

import { LOCALES } from '@/i18n/routing'
import { serverUrl } from '@/lib/env'
import { getDocumentPages, getStaffPageAddresses } from '@/lib/data'
import { languageVersions, staticPages } from '@/lib/routes'

/**
 * /sitemap.xml: every public page in both languages, each entry carrying its
 * hreflang alternates (en, ar, x-default). Static pages come from the route
 * list (src/lib/routes.ts, `live` pages only); service pages, posts, stories and the pages staff make from the CMS
 * (src/lib/data/sitemap.ts), whose changes revalidate it through their cache tags.
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

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: Entry[] = staticPages().map((page) => ({ path: page.path }))
  const [documents, staffPages] = await Promise.all([getDocumentPages(), getStaffPageAddresses()])
  return [...pages, ...documents.value, ...staffPages.value].flatMap(entries)
}
