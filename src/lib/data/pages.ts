import 'server-only'

import { cache } from 'react'

import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Page } from '@/payload-types'
import { PAGE_LAYOUTS } from '@/content/pages/index'
import { inLocale } from '@/content/service-pages/types'
import {
  isPageKey,
  pageKeyPath,
  PAGE_KEYS_BY_ADDRESS,
  type ContentPageKey,
  type PageKey,
} from '../routes'
import { NO_SEO, seoOf, type SeoFields } from '../seo-fields'
import { homeOutageSimulated } from '../simulated-outage'
import type { ReadAccess } from '../draft-reads'
import { buttonsIn, withButtonAddresses } from '../navigation/links'
import { findInLocale } from './in-locale'
import { readLinkedDocuments } from './links'
import { readContent, type Read } from './read'
import { collectionTag, documentTag } from './tags'

/** Each page is one document of the pages collection, found by its page key. */
const pageTag = (key: PageKey) => documentTag('pages', key)

/** The page document with this key, only the fields asked for (Arabic falling back to English). */
async function findPage<S extends { layout?: true; keywords?: true; meta?: true }>(
  payload: Payload,
  access: ReadAccess,
  locale: Locale,
  key: PageKey,
  select: S,
) {
  const { docs } = await findInLocale(payload, 'pages', locale, (fallbackLocale) =>
    payload.find({
      collection: 'pages',
      locale,
      fallbackLocale,
      where: { page_slug: { equals: key } },
      depth: 1,
      limit: 1,
      ...access,
      select,
    }),
  )
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
export type PageLayout = NonNullable<Page['layout']>

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
  async (locale: Locale, key: ContentPageKey): Promise<Read<PageLayout>> =>
    withButtons(
      await readContent(
        {
          what: `page ${key}`,
          key: [locale, key],
          tags: [pageTag(key)],
          fallback: builtIn(key, locale),
        },
        async (payload, access) => {
          const page = await findPage(payload, access, locale, key, { layout: true })
          return page ? (page.layout ?? []) : builtIn(key, locale)
        },
      ),
      locale,
    ),
)

/**
 * The sections with their buttons' addresses (lib/navigation/links.ts): the
 * documents they open are read apart from the page, under their own link
 * tags, so a button follows its page when that page moves or is unpublished.
 * When they cannot be read, the buttons are not shown and the read failed.
 */
async function withButtons(read: Read<PageLayout>, locale: Locale): Promise<Read<PageLayout>> {
  const buttons = buttonsIn(read.value)
  // Most pages' sections hold no button: nothing to read or copy.
  if (buttons.length === 0) return read
  const documents = await readLinkedDocuments(buttons, locale, { what: 'button links' })
  const layout = withButtonAddresses(read.value, documents ?? new Map(), locale)
  return { ok: read.ok && documents !== null, value: layout }
}

/** A page drawn at its address (one staff made, or a fixed page without a route of its own). */
export type StaffPage = {
  /** The fixed page's key (`about`), or null for a page staff made. */
  key: PageKey | null
  title: string
  path: string
  layout: PageLayout
  seo: SeoFields
  keywords: string
  backToTop: boolean
}

/** Only pages staff made. */
const STAFF_MADE = { page_slug: { exists: false } } as const

/** Pages drawn at their address: those staff made, and the fixed pages without a route of their own. */
const BY_ADDRESS: Where = {
  or: [STAFF_MADE, { page_slug: { in: [...PAGE_KEYS_BY_ADDRESS] } }],
}

/**
 * A fixed page drawn at its address, when the CMS cannot be read or it has
 * no document yet: its sections as first published, as getPageLayout gives
 * the pages with routes of their own, named by its first section's title.
 */
function builtInAt(locale: Locale, path: string): StaffPage | null {
  const key = PAGE_KEYS_BY_ADDRESS.find((candidate) => pageKeyPath(candidate) === path)
  if (!key) return null
  const layout = builtIn(key, locale)
  const first = layout[0] as { title?: unknown } | undefined
  return {
    key,
    title: typeof first?.title === 'string' ? first.title : '',
    path,
    layout,
    seo: NO_SEO,
    keywords: '',
    backToTop: false,
  }
}

/**
 * The page at this address (locale-less, `/careers/engineering`) that the
 * route of the pages staff make draws, Arabic falling back to English per
 * field, or null. Tagged with the address, so publishing a page there (or
 * moving one away) renders the address again.
 */
export const getPageAtPath = cache(
  async (locale: Locale, path: string): Promise<Read<StaffPage | null>> => {
    const read = await readContent<StaffPage | null>(
      {
        what: 'page at address',
        key: [locale, path],
        tags: [pageAddressTag(path)],
        fallback: builtInAt(locale, path),
        simulateOutage: path === '/' && homeOutageSimulated(),
      },
      async (payload, access) => {
        const { docs } = await findInLocale(payload, 'pages', locale, (fallbackLocale) =>
          payload.find({
            collection: 'pages',
            locale,
            fallbackLocale,
            where: { and: [{ path: { equals: path } }, BY_ADDRESS] },
            depth: 1,
            limit: 1,
            ...access,
            select: {
              page_slug: true,
              title: true,
              path: true,
              layout: true,
              meta: true,
              keywords: true,
              backToTop: true,
            },
          }),
        )
        const page = docs[0]
        if (!page?.path) return builtInAt(locale, path)
        return {
          key: isPageKey(page.page_slug) ? page.page_slug : null,
          title: page.title ?? '',
          path: page.path,
          layout: page.layout ?? [],
          seo: seoOf(page.meta),
          keywords: page.keywords?.trim() ?? '',
          backToTop: page.backToTop ?? false,
        }
      },
    )
    if (!read.value) return read
    const buttons = await withButtons({ ok: true, value: read.value.layout }, locale)
    return { ok: read.ok && buttons.ok, value: { ...read.value, layout: buttons.value } }
  },
)

/** The cache tag of whatever page is at an address (lib/data/tags changedDocumentTags keys pages by `path`). */
export const pageAddressTag = (path: string) => documentTag('pages', path)

/**
 * The addresses of the published pages drawn at their address: for
 * prerendering, and (`staffOnly`, the fixed pages being listed already) the sitemap.
 */
export const getStaffPageAddresses = (
  { staffOnly }: { staffOnly: boolean } = { staffOnly: true },
): Promise<Read<Array<{ path: string; lastModified: string }>>> =>
  readContent(
    {
      what: staffOnly ? 'staff page addresses' : 'page addresses',
      key: [String(staffOnly)],
      tags: [collectionTag('pages')],
      fallback: [],
    },
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'pages',
        where: staffOnly ? STAFF_MADE : BY_ADDRESS,
        depth: 0,
        limit: 1000,
        sort: 'path',
        overrideAccess: false,
        select: { path: true, updatedAt: true },
      })
      return docs.flatMap((doc) =>
        doc.path ? [{ path: doc.path, lastModified: doc.updatedAt }] : [],
      )
    },
  )
