import { restoreVersionOperation, type Endpoint, type PayloadRequest } from 'payload'

/**
 * Staff restoring a version of a document (the admin's versions view, or
 * REST) get it as a draft: nothing old goes live by a click. The admin then
 * opens the restored draft, with its live preview, and staff publish it as
 * any other edit. Payload's own restore publishes a published version at
 * once; this endpoint answers the same address first (a collection's own
 * endpoints come before Payload's) with Payload's restore, always as a draft.
 * Scripts calling the Local API keep Payload's meaning.
 */
const answer = (req: PayloadRequest, result: unknown) =>
  Response.json({ ...(result as object), message: req.t('version:restoredSuccessfully') })

const depthOf = (req: PayloadRequest) => {
  const depth = Number(req.query?.depth)
  return Number.isInteger(depth) && depth >= 0 && depth <= 2 ? depth : undefined
}

export const restoreCollectionVersionAsDraft = (slug: string): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const id = String(req.routeParams?.id ?? '')
    // Payload's operation itself: its Local API form does not pass `draft` on.
    const doc = await restoreVersionOperation({
      collection: req.payload.collections[slug as never],
      id,
      draft: true,
      depth: depthOf(req),
      overrideAccess: false,
      req,
    })
    return answer(req, doc)
  },
})
