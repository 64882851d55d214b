import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { DEFAULT_MENUS, type DefaultLink } from '@/lib/navigation/menus'
import { PAGES, type PageId } from '@/lib/routes'
import type { SeedResult } from './types'
import { SEED_CONTEXT } from './upsert'

type Row = { id?: string | null }

/** The page documents of the fixed pages, by page id. */
async function pageIds(payload: Payload): Promise<Map<PageId, number | string>> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_slug: { exists: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { page_slug: true },
  })
  const ids = new Map<PageId, number | string>()
  for (const [id, page] of Object.entries(PAGES) as [PageId, (typeof PAGES)[PageId]][]) {
    const doc = docs.find((candidate) => candidate.page_slug === page.keywordsKey)
    if (doc) ids.set(id, doc.id)
  }
  return ids
}

/**
 * The menus the site was first published with (lib/navigation/menus.ts),
 * written once in English and then in Arabic on the same rows. After that
 * they belong to staff: a later seed leaves them as they are.
 */
export async function seedNavigation(payload: Payload, result: SeedResult) {
  const current = await payload.findGlobal({ slug: 'navigation', overrideAccess: true, depth: 0 })
  if (current.updatedAt) return
  const ids = await pageIds(payload)
  const target = (page: PageId) => ({
    kind: 'internal' as const,
    reference: { relationTo: 'pages' as const, value: ids.get(page) as number },
  })
  const link = (item: DefaultLink, locale: Locale) => ({
    label: item.label[locale],
    ...target(item.page),
  })
  // Rows keep their ids between the two languages: the Arabic labels land on the English rows.
  const withIds = <T>(rows: T[], saved: Row[] | null | undefined) =>
    rows.map((row, index) => ({ ...row, id: saved?.[index]?.id ?? undefined }))
  const data = (locale: Locale, saved?: typeof current) => ({
    header: withIds(
      DEFAULT_MENUS.header.map((entry) =>
        entry.type === 'link'
          ? { type: entry.type, label: entry.label[locale], link: target(entry.page) }
          : { type: entry.type, label: entry.label[locale] },
      ),
      saved?.header,
    ),
    cta: link(DEFAULT_MENUS.cta, locale),
    footer_columns: withIds(
      DEFAULT_MENUS.footerColumns.map((column, index) => ({
        heading: column.heading[locale],
        links: withIds(
          column.links.map((item) => link(item, locale)),
          saved?.footer_columns?.[index]?.links,
        ),
      })),
      saved?.footer_columns,
    ),
    legal: withIds(
      DEFAULT_MENUS.legal.map((item) => link(item, locale)),
      saved?.legal,
    ),
  })
  const english = await payload.updateGlobal({
    slug: 'navigation',
    locale: 'en',
    data: data('en') as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'ar',
    data: data('ar', english) as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  result.created += 1
}
