import 'server-only'

import { cache } from 'react'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { PageKeyword } from '@/payload-types'
import { PAGE_LAYOUTS } from '@/seed/pages/index'
import { inLocale } from '@/seed/service-pages/types'
import type { ContentPageKey, PageKey } from '../routes'
import { NO_SEO, seoOf, type SeoFields } from '../seo-fields'
import { homeOutageSimulated } from '../simulated-outage'
import type { ReadAccess } from '../draft-reads'
import { readContent, type Read } from './read'
import { documentTag } from './tags'

/** Each page is one document of the pages collection, found by its page key. */
const pageTag = (key: PageKey) => documentTag('page-keywords', key)

/** The page document with this key, only the fields asked for (Arabic falling back to English). */
async function findPage<S extends { layout?: true; keywords?: true; meta?: true }>(
  payload: Payload,
  access: ReadAccess,
  locale: Locale,
  key: PageKey,
  select: S,
) {
  const { docs } = await payload.find({
    collection: 'page-keywords',
    locale,
    fallbackLocale: 'en',
    where: { page_slug: { equals: key } },
    depth: 1,
    limit: 1,
    ...access,
    select,
  })
  return docs[0]
}

/** A page's search settings: keywords and its search and share fields. */
export type PageSeo = SeoFields & { keywords: string }

/**
 * The search settings of a page; empty when absent or after a failure (the
 * page then uses its own title and description and the default keywords).
 */
export const getPageSeo = cache((locale: Locale, key: PageKey): Promise<Read<PageSeo>> =>
  readContent(
    {
      what: `page ${key} (search)`,
      key: [locale, key],
      tags: [pageTag(key)],
      fallback: { ...NO_SEO, keywords: '' },
    },
    async (payload, access) => {
      const page = await findPage(payload, access, locale, key, { keywords: true, meta: true })
      return { ...seoOf(page?.meta), keywords: page?.keywords?.trim() ?? '' }
    },
  ),
)

/** The sections of a page built from blocks, in one language. */
export type PageLayout = NonNullable<PageKeyword['layout']>

/** The page's sections as first published (the seed). */
const builtIn = (key: ContentPageKey, locale: Locale): PageLayout =>
  (PAGE_LAYOUTS[key] ? inLocale(PAGE_LAYOUTS[key], locale) : []) as PageLayout

/**
 * The sections of a page (its page document's `layout`), Arabic falling back
 * to English per field. When the CMS cannot be read, or the page has no
 * document yet, the page shows the sections it was first published with
 * rather than nothing; a page document with no sections shows none (staff
 * emptied it).
 */
export const getPageLayout = cache(
  (locale: Locale, key: ContentPageKey): Promise<Read<PageLayout>> =>
    readContent(
      {
        what: `page ${key}`,
        key: [locale, key],
        tags: [pageTag(key)],
        fallback: builtIn(key, locale),
        simulateOutage: key === 'home' && homeOutageSimulated(),
      },
      async (payload, access) => {
        const page = await findPage(payload, access, locale, key, { layout: true })
        return page ? (page.layout ?? []) : builtIn(key, locale)
      },
    ),
)
