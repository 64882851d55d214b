import type { Endpoint } from 'payload'

import {
  isRevalidateToken,
  REVALIDATE_HEADER,
  REVALIDATE_PATH,
  revalidateInRequest,
} from '../hooks/revalidate'

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
    const done = await revalidateInRequest()
    return Response.json({ revalidated: done }, { status: done ? 200 : 500 })
  },
}
