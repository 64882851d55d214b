import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Requests the site makes to itself over HTTP (the proxy loading the redirect
 * table from the CMS: lib/redirects/table.ts) carry this header, holding a
 * value only this site's servers can compute (they share PAYLOAD_SECRET). The
 * public API's limits (server/api-guard.ts) let them through: a flood of the
 * API from any address, the server's own included, must not cost the site its
 * redirects or hold a page behind the API's queue.
 */
export const INTERNAL_REQUEST_HEADER = 'x-site-internal'

/**
 * The production server asks itself for this as it starts, so that Payload
 * and the job runner start inside Next's own module graph, before any visitor
 * (server/warm-start.ts, cms/endpoints/site-start.ts).
 */
export const SITE_START_PATH = '/api/site-start'

export const internalRequestToken = (secret = process.env.PAYLOAD_SECRET ?? '') =>
  createHmac('sha256', secret).update('site-internal-request').digest('hex')

/** Whether a header value is this site's own token (never without a secret). */
export function isInternalRequestToken(
  value: unknown,
  secret = process.env.PAYLOAD_SECRET ?? '',
): boolean {
  if (typeof value !== 'string' || !secret) return false
  const expected = Buffer.from(internalRequestToken(secret))
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
