import { positiveIntegerFromEnv } from '@/lib/env'
import { sharedLimiter } from '@/server/rate-limiter'
import { networkOf } from './network'

export type Limiter = { allow: (key: string) => Promise<boolean> }

/**
 * Counters in Redis when REDIS_URL is set (every replica counts the same
 * attempts), in memory otherwise, memory again while Redis is unreachable:
 * enquiries are never refused because the cache is down (server/rate-limiter.ts).
 */
function limiter(points: number, seconds: number, keyPrefix: string): Limiter {
  const counter = sharedLimiter({ points, seconds, keyPrefix })
  return {
    /** true when this key may submit now (and counts the attempt). */
    allow: async (key: string) => (await counter.consume(key)).allowed,
  }
}

/**
 * Per-address limit on enquiries (default 5 per 10 minutes), keyed on the
 * address the production server trusts (server/client-address.ts), shared by
 * all replicas through Redis when configured (see `limiter`).
 */
export function createEnquiryLimiter(
  points = positiveIntegerFromEnv('CONTACT_RATE_LIMIT_POINTS', 5),
  seconds = positiveIntegerFromEnv('CONTACT_RATE_LIMIT_WINDOW_S', 600),
): Limiter {
  return limiter(points, seconds, 'enquiry')
}

/**
 * Per-network limit (default 15 per 10 minutes, IPv4 /24 or IPv6 /48, see
 * network.ts): rotating through one block's addresses does not multiply the
 * per-address allowance.
 */
export function createNetworkLimiter(
  points = positiveIntegerFromEnv('CONTACT_NETWORK_LIMIT_POINTS', 15),
  seconds = positiveIntegerFromEnv('CONTACT_RATE_LIMIT_WINDOW_S', 600),
): Limiter {
  const network = limiter(points, seconds, 'enquiry-network')
  return { allow: (key) => network.allow(networkOf(key)) }
}

/**
 * The whole site's ceiling, fair to newcomers. Up to `perMinute` enquiries a
 * minute (default 30, far above what the company receives) pass as usual.
 * Beyond it the site is being flooded, and a network that has already sent an
 * enquiry in the last ten minutes is refused, while the first enquiry of a
 * network not seen in that time still passes, up to `floodCap` a minute
 * (default 4 × the ceiling) so the database cannot be filled either. A flood
 * from many addresses therefore shuts out only the flooders: a new visitor is
 * refused only once `floodCap` distinct networks have posted within the minute.
 */
export function createSiteCeiling(
  perMinute = positiveIntegerFromEnv('CONTACT_SITE_LIMIT_PER_MINUTE', 30),
  floodCap = positiveIntegerFromEnv('CONTACT_SITE_FLOOD_CAP_PER_MINUTE', perMinute * 4),
  newcomerWindowS = positiveIntegerFromEnv('CONTACT_RATE_LIMIT_WINDOW_S', 600),
): Limiter {
  const site = limiter(perMinute, 60, 'enquiry-site')
  const seen = limiter(1, newcomerWindowS, 'enquiry-seen')
  const flood = limiter(floodCap, 60, 'enquiry-flood')
  return {
    async allow(key) {
      const network = networkOf(key)
      // Every accepted enquiry marks its network as seen, flood or not.
      const newcomer = await seen.allow(network)
      if (await site.allow('site')) return true
      return newcomer && (await flood.allow('site'))
    },
  }
}

export type EnquiryLimits = { address: Limiter; network?: Limiter; site: Limiter }

let shared: EnquiryLimits | undefined
export const enquiryLimits = (): EnquiryLimits =>
  (shared ??= {
    address: createEnquiryLimiter(),
    network: createNetworkLimiter(),
    site: createSiteCeiling(),
  })
