import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { REQUIRED_PAGE_KEYS } from '@/lib/routes'
import { siteMessage } from '../admin-labels/messages'
import { isDraftSave } from '../hooks/revalidate'
import { sideRequest } from '../side-request'

/**
 * The pages the site cannot run without (lib/routes REQUIRED_PAGE_KEYS) stay:
 * staff edit them freely, but a delete or an unpublish, one click away in the
 * admin, is refused with a message in the admin's language.
 */
const isRequired = (key: unknown) => (REQUIRED_PAGE_KEYS as readonly unknown[]).includes(key)

const refuse = (
  req: PayloadRequest,
  message: 'requiredPageNoDelete' | 'requiredPageNoUnpublish',
  title: unknown,
) => {
  throw new APIError(siteMessage(req, message, { page: String(title ?? '') }), 403, undefined, true)
}

export const keepRequiredPages: CollectionBeforeDeleteHook = async ({ req, id, collection }) => {
  const page = (await req.payload.findByID({
    collection: collection.slug as 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { page_slug: true, title: true } as never,
    req: sideRequest(req),
  })) as { page_slug?: unknown; title?: unknown } | null
  if (page && isRequired(page.page_slug)) refuse(req, 'requiredPageNoDelete', page.title)
}

/** A publish of a draft is fine; turning the live page back into a draft is not. */
export const keepRequiredPagesPublished: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
  context,
  collection,
}) => {
  if (
    operation === 'update' &&
    isRequired(originalDoc?.page_slug) &&
    data._status === 'draft' &&
    !isDraftSave(context, collection.slug)
  )
    refuse(req, 'requiredPageNoUnpublish', originalDoc?.title)
  return data
}
