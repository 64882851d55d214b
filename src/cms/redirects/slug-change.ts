import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Config,
} from 'payload'

import { LOCALES } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import { isDraftSave, notePublishedBefore, takePublishedBefore } from '../hooks/revalidate'
import { documentPath, SLUG_ADDRESSES, type PathDoc } from '@/lib/document-paths'
import { REDIRECTS } from './redirects'

/**
 * A published slug change (for a page, a parent change too) leaves a
 * permanent redirect from the old address, in every language, to the document
 * itself (so it follows later changes too). Drafts change nothing public: the
 * published address is what visitors and search engines hold, read from the
 * published row, since a draft save writes only a version (Payload keeps the
 * published row apart).
 */
const notePublishedSlug: CollectionBeforeChangeHook = async ({
  operation,
  originalDoc,
  req,
  context,
  collection,
  data,
}) => {
  if (operation !== 'update' || !originalDoc?.id || isDraftSave(context, collection.slug))
    return data
  const published = (await req.payload.db.findOne({
    collection: collection.slug,
    where: { id: { equals: originalDoc.id } },
    req,
  })) as (PathDoc & { _status?: string | null }) | null
  // Never published: no address anyone holds.
  if (published && published._status !== 'draft')
    notePublishedBefore(context, collection.slug, originalDoc.id, published)
  return data
}

const redirectOldSlug: CollectionAfterChangeHook = async ({ doc, req, context, collection }) => {
  const published = takePublishedBefore(context, collection.slug, doc.id)
  const moved = SLUG_ADDRESSES[collection.slug]
  const before = published && moved?.address(published as PathDoc)
  const now = moved?.address(doc)
  if (!before || !moved || !now || before === now) return doc
  const newPath = documentPath(collection.slug, doc)
  const current = new Set(
    LOCALES.flatMap((locale) => [
      localizePath(now, locale),
      ...(newPath ? [localizePath(newPath, locale)] : []),
    ]),
  )
  const redirects = REDIRECTS as 'users'
  // An older redirect from the new address would hide the page (or loop back).
  await req.payload.delete({
    collection: redirects,
    where: { from: { in: [...current] } },
    overrideAccess: true,
    req,
    context,
  })
  for (const locale of LOCALES) {
    const from = localizePath(before, locale)
    if (current.has(from)) continue
    const data = {
      from,
      type: moved.status,
      to: { type: 'reference', reference: { relationTo: collection.slug, value: doc.id } },
    }
    const existing = await req.payload.find({
      collection: redirects,
      where: { from: { equals: from } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (existing.docs[0])
      await req.payload.update({
        collection: redirects,
        id: existing.docs[0].id,
        data: data as never,
        overrideAccess: true,
        req,
        context,
      })
    else
      await req.payload.create({
        collection: redirects,
        data: data as never,
        overrideAccess: true,
        req,
        context,
      })
  }
  return doc
}

function withSlugRedirects(collection: CollectionConfig): CollectionConfig {
  if (!SLUG_ADDRESSES[collection.slug]) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), notePublishedSlug],
      afterChange: [...(hooks.afterChange ?? []), redirectOldSlug],
    },
  }
}

/** Every collection listed in SLUG_ADDRESSES (lib/document-paths.ts) gets the hooks. */
export const slugRedirects = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(withSlugRedirects),
})
