import type { CollectionSlug, FieldHook, PayloadRequest, Where } from 'payload'

import { numberedSlug, SLUG_MAX_LENGTH } from '@/lib/slug'
import { sideRequest } from './side-request'

const COPY = '-copy'

/**
 * The slug of a duplicate: `<slug>-copy`, else `-copy-2`, `-copy-3`, … the
 * first that no document of the collection (within `scope`) has. Payload's
 * own "<slug> - Copy" is no slug: the copy could not be published with it,
 * and a second Duplicate of the same document was refused as taken.
 */
export async function freeCopySlug(
  req: PayloadRequest,
  collection: CollectionSlug,
  slug: string,
  scope?: Where,
): Promise<string> {
  const base = slug.slice(0, SLUG_MAX_LENGTH - COPY.length).replace(/-+$/, '') + COPY
  for (let n = 1; n <= 100; n += 1) {
    const candidate = numberedSlug(base, n)
    const taken: Where = { slug: { equals: candidate } }
    const { totalDocs } = await req.payload.count({
      collection,
      where: scope ? { and: [taken, scope] } : taken,
      overrideAccess: true,
      req: sideRequest(req),
    })
    if (totalDocs === 0) return candidate
  }
  // A hundred copies of one document: the moment keeps this one apart.
  return numberedSlug(base, Date.now())
}

/** A slug field's beforeDuplicate hook: the copy gets a free `-copy` slug of the collection. */
export const copySlugOnDuplicate: FieldHook = async ({ value, req, collection }) =>
  typeof value === 'string' && value.trim() && collection
    ? freeCopySlug(req, collection.slug as CollectionSlug, value.trim())
    : value
