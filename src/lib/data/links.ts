import 'server-only'

import type { Locale } from '@/i18n/routing'
import {
  LINKABLE_COLLECTIONS,
  linkedDocuments,
  type LinkableCollection,
  type LinkedDocument,
  type StoredLink,
} from '../navigation/links'
import { findInLocale } from './in-locale'
import { readContent } from './read'
import { linkTargetTag } from './tags'

/** What a link needs of its document: its title and what its address is built from (lib/document-paths.ts). */
const LINK_SELECT: Record<LinkableCollection, Record<string, true>> = {
  pages: { title: true, page_slug: true, path: true },
  services: { title: true, slug: true },
  'success-stories': { title: true, slug: true },
  'blog-posts': { title: true },
}

/**
 * The documents these links point to (a menu's, a page's buttons), read with
 * the visitor's access (an unpublished page is absent, so its link is not
 * shown), keyed `collection:id`. Cached under each document's link tag
 * (./tags.ts) and `tags`: publishing, unpublishing, renaming or moving a
 * linked document refreshes them; an edit of its sections does not. Null
 * when the CMS could not answer.
 */
export async function readLinkedDocuments(
  links: StoredLink[],
  locale: Locale,
  { what, tags = [] }: { what: string; tags?: string[] },
): Promise<Map<string, LinkedDocument> | null> {
  const wanted = linkedDocuments(links)
  if (wanted.length === 0) return new Map()
  const read = await readContent(
    {
      what,
      key: [locale, ...wanted.map(({ collection, id }) => `${collection}:${id}`).sort()],
      tags: [...tags, ...wanted.map(({ collection, id }) => linkTargetTag(collection, id))],
      fallback: [] as [string, LinkedDocument][],
    },
    async (payload, access) => {
      const found: [string, LinkedDocument][] = []
      for (const collection of LINKABLE_COLLECTIONS) {
        const ids = wanted.filter((doc) => doc.collection === collection).map((doc) => doc.id)
        if (ids.length === 0) continue
        const { docs } = await findInLocale(payload, collection, locale, (fallbackLocale) =>
          payload.find({
            collection,
            where: { id: { in: ids } },
            locale,
            fallbackLocale,
            depth: 0,
            limit: ids.length,
            pagination: false,
            select: LINK_SELECT[collection] as never,
            ...access,
          }),
        )
        for (const doc of docs as unknown as LinkedDocument[])
          found.push([`${collection}:${doc.id}`, doc])
      }
      return found
    },
  )
  return read.ok ? new Map(read.value) : null
}
