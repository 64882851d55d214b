import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import {
  resolveLink,
  type LinkedDocument,
  type MenuLink,
  type StoredLink,
} from '../navigation/links'
import { defaultNavigation, type HeaderEntry, type SiteNavigation } from '../navigation/menus'
import { findGlobalInLocale } from './in-locale'
import { readLinkedDocuments } from './links'
import { readContent } from './read'
import { globalTag } from './tags'

type StoredEntry = {
  type?: string | null
  label?: string | null
  link?: StoredLink | null
  columns?: string | null
  links?: StoredLink[] | null
}

type StoredNavigation = {
  updatedAt?: string | null
  header?: StoredEntry[] | null
  cta?: StoredLink | null
  footer_columns?: { heading?: string | null; links?: StoredLink[] | null }[] | null
  legal?: StoredLink[] | null
}

const NAVIGATION = globalTag('navigation')

/** Every link the menus hold, wherever it sits. */
function allLinks(stored: StoredNavigation): StoredLink[] {
  return [
    ...(stored.header ?? []).flatMap((entry) => [
      ...(entry.link ? [entry.link] : []),
      ...(entry.links ?? []),
    ]),
    ...(stored.cta ? [stored.cta] : []),
    ...(stored.footer_columns ?? []).flatMap((column) => column.links ?? []),
    ...(stored.legal ?? []),
  ]
}

/**
 * The documents the menus link to. Menus stripped of every page link would
 * strand visitors: an unreadable answer (null) means the first menus.
 */
const linkedDocumentsOf = (stored: StoredNavigation, locale: Locale) =>
  readLinkedDocuments(allLinks(stored), locale, { what: 'menu links', tags: [NAVIGATION] })

function resolveEntries(
  entries: StoredEntry[],
  documents: Map<string, LinkedDocument>,
  locale: Locale,
): HeaderEntry[] {
  const resolved: HeaderEntry[] = []
  for (const entry of entries) {
    const label = entry.label?.trim() ?? ''
    if (!label) continue
    if (entry.type === 'services' || entry.type === 'stories') {
      resolved.push({ type: entry.type, label })
    } else if (entry.type === 'menu') {
      const links = resolveAll(entry.links, documents, locale)
      const columns = Number(entry.columns)
      // An empty dropdown would open onto nothing: it is left out until one of its pages is published.
      if (links.length > 0)
        resolved.push({
          type: 'menu',
          label,
          links,
          columns: columns === 2 || columns === 3 ? columns : 1,
        })
    } else if (entry.link) {
      const link = resolveLink({ ...entry.link, label }, documents, locale)
      if (link) resolved.push({ type: 'link', label, link })
    }
  }
  return resolved
}

const resolveAll = (
  links: StoredLink[] | null | undefined,
  documents: Map<string, LinkedDocument>,
  locale: Locale,
): MenuLink[] => (links ?? []).flatMap((link) => resolveLink(link, documents, locale) ?? [])

/**
 * The header and footer menus in `locale` from the navigation global. Until
 * staff first save it (a site upgraded from before it existed), or while the
 * CMS cannot be read, the menus the site was first published with.
 */
export const getNavigation = cache(async (locale: Locale): Promise<SiteNavigation> => {
  const read = await readContent(
    { what: 'navigation', key: [locale], tags: [NAVIGATION], fallback: null },
    async (payload, access) =>
      (await findGlobalInLocale(payload, 'navigation', locale, (fallbackLocale) =>
        payload.findGlobal({
          slug: 'navigation',
          locale,
          fallbackLocale,
          depth: 0,
          ...access,
        }),
      )) as unknown as StoredNavigation,
  )
  const stored = read.value
  if (!stored?.updatedAt) return defaultNavigation(locale)
  const documents = await linkedDocumentsOf(stored, locale)
  if (!documents) return defaultNavigation(locale)
  return {
    header: resolveEntries(stored.header ?? [], documents, locale),
    cta: stored.cta ? resolveLink(stored.cta, documents, locale) : null,
    footerColumns: (stored.footer_columns ?? []).flatMap((column) => {
      const heading = column.heading?.trim() ?? ''
      const links = resolveAll(column.links, documents, locale)
      return heading && links.length > 0 ? [{ heading, links }] : []
    }),
    legal: resolveAll(stored.legal, documents, locale),
  }
})
