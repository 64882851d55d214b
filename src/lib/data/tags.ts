/**
 * The cache tags of content reads (./read.ts). A read of a list carries its
 * collection's tag; a read of one document carries that document's tag,
 * keyed by what the page looks it up by (its id, slug or page key). After a
 * published change the CMS revalidates the collection's tag and the tags of
 * the document under every key it had before and has now, so a renamed slug
 * refreshes both addresses.
 */
export const collectionTag = (collection: string) => `collection:${collection}`

export const documentTag = (collection: string, key: string | number) => `${collection}:${key}`

export const globalTag = (global: string) => `global:${global}`

/**
 * The keys a document is looked up by: its id and, where it has them, its
 * slug, page key, address or site form key.
 */
const KEY_FIELDS = ['slug', 'page_slug', 'path', 'site_form'] as const

type Doc = Record<string, unknown> | null | undefined

export function changedDocumentTags(collection: string, ...docs: Doc[]): string[] {
  const tags = new Set([collectionTag(collection)])
  for (const doc of docs) {
    if (!doc) continue
    if (doc.id !== undefined && doc.id !== null) tags.add(documentTag(collection, String(doc.id)))
    for (const field of KEY_FIELDS) {
      const key = doc[field]
      if (typeof key === 'string' && key) tags.add(documentTag(collection, key))
    }
  }
  return [...tags]
}

/**
 * A document as a link shows it (a menu's, a page's button: lib/data/links.ts):
 * its title, its address and whether it is published. Menus are on every
 * page, so they are refreshed only when one of these changes, not on every
 * edit of a page they link to.
 */
export const linkTargetTag = (collection: string, id: string | number) =>
  `link-target:${collection}:${id}`

const LINK_FIELDS = ['title', 'slug', 'page_slug', 'path', '_status'] as const

export function changedLinkTargetTags(collection: string, doc: Doc, previousDoc?: Doc): string[] {
  if (!doc || doc.id === undefined || doc.id === null) return []
  const changed =
    !previousDoc ||
    LINK_FIELDS.some((field) => (doc[field] ?? null) !== (previousDoc[field] ?? null))
  return changed ? [linkTargetTag(collection, String(doc.id))] : []
}
