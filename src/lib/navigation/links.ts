import { documentPath } from '@/lib/document-paths'
import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import { isWebAddress } from '@/lib/safe-url'
import { relationKey } from '../relation-id'

/** What a menu link may open on this site: a document with an address of its own. */
export const LINKABLE_COLLECTIONS = ['pages', 'services', 'success-stories', 'blog-posts'] as const
export type LinkableCollection = (typeof LINKABLE_COLLECTIONS)[number]

export const isLinkable = (value: unknown): value is LinkableCollection =>
  (LINKABLE_COLLECTIONS as readonly unknown[]).includes(value)

/** A link as the CMS stores it (cms/link-field.ts). */
export type StoredLink = {
  label?: string | null
  kind?: 'internal' | 'external' | null
  reference?: { relationTo: string; value: unknown } | null
  url?: string | null
}

/** What a linked document gives its link: its title and what its address is built from. */
export type LinkedDocument = {
  id: number | string
  title?: string | null
  slug?: string | null
  page_slug?: string | null
  path?: string | null
}

/** A link ready to show: its words, where it goes, and whether it leaves the site. */
export type MenuLink = { label: string; href: string; external: boolean }

/** The documents a list of links points at, as `collection:id` (their cache tags' keys). */
export function linkedDocuments(
  links: StoredLink[],
): { collection: LinkableCollection; id: string }[] {
  const found = new Map<string, { collection: LinkableCollection; id: string }>()
  for (const link of links) {
    const reference = link.kind === 'external' ? null : link.reference
    const id = relationKey(reference?.value)
    if (!reference || !id || !isLinkable(reference.relationTo)) continue
    found.set(`${reference.relationTo}:${id}`, { collection: reference.relationTo, id })
  }
  return [...found.values()]
}

/**
 * A stored link made ready to show in `locale`, or null when it has nowhere
 * to go: its document is unpublished or deleted (absent from `documents`), or
 * its address is not a web address. An unnamed link takes its document's title.
 */
export function resolveLink(
  link: StoredLink,
  documents: ReadonlyMap<string, LinkedDocument>,
  locale: Locale,
): MenuLink | null {
  const label = link.label?.trim() ?? ''
  if (link.kind === 'external') {
    const url = link.url?.trim() ?? ''
    if (!isWebAddress(url)) return null
    return { label: label || new URL(url).hostname, href: url, external: true }
  }
  const id = relationKey(link.reference?.value)
  const collection = link.reference?.relationTo
  const doc = id && collection ? documents.get(`${collection}:${id}`) : undefined
  const path = doc && collection ? documentPath(collection, doc) : null
  if (!doc || !path) return null
  const text = label || doc.title?.trim() || ''
  return text ? { label: text, href: localizePath(path, locale), external: false } : null
}

/**
 * A block's button (blocks/fields `pageLink`): as stored, a link with its
 * words; in a page's first sections (src/content/pages), `to`, an address of
 * this site (locale-less: `/contact`).
 */
export type StoredButton = StoredLink & { to?: string | null }

/** A button as its page's read hands it to the views: where it leads, or `href: null` when not shown. */
export type ButtonAddress = { href: string | null; external: boolean }

const isButton = (value: unknown): value is StoredButton => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const fields = value as Record<string, unknown>
  if (!('label' in fields)) return false
  if (typeof fields.to === 'string') return true
  return (
    (fields.kind === 'internal' || fields.kind === 'external') &&
    ('reference' in fields || 'url' in fields)
  )
}

/** Maps every button of a page's sections, at any depth (a block, its group, a list's item). */
function mapButtons(value: unknown, map: (button: StoredButton) => unknown): unknown {
  if (isButton(value)) return map(value)
  if (Array.isArray(value)) return value.map((item) => mapButtons(item, map))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, mapButtons(field, map)]),
  )
}

/** Every button of a page's sections. */
export function buttonsIn(layout: unknown): StoredButton[] {
  const found: StoredButton[] = []
  mapButtons(layout, (button) => found.push(button))
  return found
}

/**
 * A page's sections with each button's address in `locale` and whether it
 * leaves the site. A button is not shown (`href: null`) without words, or
 * when the document it opens is unpublished or deleted (absent from
 * `documents`) or its address is not a web address.
 */
export function withButtonAddresses<T>(
  layout: T,
  documents: ReadonlyMap<string, LinkedDocument>,
  locale: Locale,
): T {
  return mapButtons(layout, (button): StoredButton & ButtonAddress => {
    const label = button.label?.trim()
    if (!label) return { ...button, href: null, external: false }
    if (typeof button.to === 'string')
      return { ...button, href: localizePath(button.to, locale), external: false }
    const link = resolveLink({ ...button, label }, documents, locale)
    return { ...button, href: link?.href ?? null, external: link?.external ?? false }
  }) as T
}
