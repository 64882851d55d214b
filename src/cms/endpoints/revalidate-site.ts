import type { Endpoint, PayloadRequest } from 'payload'

import {
  isRevalidateToken,
  REVALIDATE_HEADER,
  REVALIDATE_PATH,
  revalidateInRequest,
  type Revalidation,
} from '../hooks/revalidate'

const MAX_TAGS = 50
const MAX_TAG_LENGTH = 256

/**
 * The cache tags asked for: `{ "tags": [...] }`, or every public page for
 * `{ "tags": null }` and a post without a body. Anything else is refused.
 */
async function requestedTags(req: PayloadRequest): Promise<Revalidation | 'invalid'> {
  const text = req.text ? await req.text() : ''
  if (!text.trim()) return undefined
  try {
    const { tags } = JSON.parse(text) as { tags?: unknown }
    if (tags === null || tags === undefined) return undefined
    const valid =
      Array.isArray(tags) &&
      tags.length <= MAX_TAGS &&
      tags.every((tag) => typeof tag === 'string' && tag && tag.length <= MAX_TAG_LENGTH)
    return valid ? (tags as string[]) : 'invalid'
  } catch {
    return 'invalid'
  }
}

/**
 * POST /api/site-revalidate: the job runner's way to refresh the public pages
 * after a scheduled publish or when a post's date comes (Next revalidates only
 * inside a request). Only a caller holding the site's secret may ask.
 */
export const revalidateSiteEndpoint: Endpoint = {
  path: REVALIDATE_PATH,
  method: 'post',
  handler: async (req) => {
    if (!isRevalidateToken(req.headers.get(REVALIDATE_HEADER)))
      return Response.json({ error: 'Forbidden' }, { status: 403 })
    const tags = await requestedTags(req)
    if (tags === 'invalid')
      return Response.json(
        { error: `Expected {"tags": [up to ${MAX_TAGS} strings]} or {"tags": null}` },
        { status: 400 },
      )
    const done = await revalidateInRequest(tags)
    return Response.json({ revalidated: done }, { status: done ? 200 : 500 })
  },
}
