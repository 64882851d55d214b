import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import type { PageKeyword } from '@/payload-types'
import { PAGE_LAYOUTS } from '@/seed/pages/index'
import { inLocale } from '@/seed/service-pages/types'
import { readAccess } from './draft-reads'
import { getPayloadClient } from './payload'
import { homeOutageSimulated } from './simulated-outage'
import type { ContentPageKey } from './routes'

/** The sections of a page built from blocks, in one language. */
export type PageLayout = NonNullable<PageKeyword['layout']>

/** The page's sections as first published (the seed), for when the CMS cannot answer. */
const builtIn = (key: ContentPageKey, locale: Locale): PageLayout =>
  (PAGE_LAYOUTS[key] ? inLocale(PAGE_LAYOUTS[key], locale) : []) as PageLayout

/**
 * The sections of a page (its page document's `layout`), Arabic falling back
 * to English per field. When the CMS cannot be read, the page shows the
 * sections it was first published with rather than nothing; a page document
 * that exists with no sections shows none (staff emptied it).
 */
export const getPageLayout = cache(
  async (locale: Locale, key: ContentPageKey): Promise<PageLayout> => {
    try {
      if (key === 'home' && homeOutageSimulated())
        throw new Error('database unavailable (SITE_SIMULATE_HOME_OUTAGE=1)')
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'page-keywords',
        locale,
        fallbackLocale: 'en',
        where: { page_slug: { equals: key } },
        depth: 1,
        limit: 1,
        ...(await readAccess()),
        select: { layout: true },
      })
      return docs[0] ? (docs[0].layout ?? []) : builtIn(key, locale)
    } catch (error) {
      console.error(`[data] page "${key}" could not be read; using its built-in sections.`, error)
      return builtIn(key, locale)
    }
  },
)
