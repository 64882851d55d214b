import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { positiveIntegerFromEnv } from '@/lib/env'
import { sharedRedis } from '@/server/redis'

export type Limiter = { allow: (key: string) => Promise<boolean> }

const REDIS_WAIT_MS = 2_000

/**
 * The counters live in Redis when REDIS_URL is set, so every replica counts
 * the same attempts; in this process's memory otherwise (one box). While
 * Redis is unreachable each replica falls back to its own memory counters
 * (rate-limiter-flexible's insurance limiter): the limit gets looser by the
 * number of replicas for that time, but enquiries are never refused because
 * the cache is down.
 */
function limiter(points: number, seconds: number, keyPrefix: string): Limiter {
  const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix })
  const redis = sharedRedis()
  let shared: RateLimiterAbstract | undefined
  const store = async (): Promise<RateLimiterAbstract> => {
    if (!redis) return memory
    if (shared) return shared
    const client = await Promise.race([
      redis,
      new Promise<undefined>((resolve) => setTimeout(resolve, REDIS_WAIT_MS)),
    ])
    if (!client) return memory
    shared = new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      points,
      duration: seconds,
      keyPrefix: `${process.env.REDIS_KEY_PREFIX || 'site:'}rate:${keyPrefix}`,
      insuranceLimiter: memory,
    })
    return shared
  }
  return {
    /** true when this key may submit now (and counts the attempt). */
    async allow(key: string): Promise<boolean> {
      try {
        await (await store()).consume(key || 'unknown')
        return true
      } catch (error) {
        if (error instanceof RateLimiterRes) return false
        throw error
      }
    },
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
 * The whole site's ceiling (default 30 enquiries a minute, far above what the
 * company receives): many addresses together cannot fill the database either.
 */
export function createSiteCeiling(
  perMinute = positiveIntegerFromEnv('CONTACT_SITE_LIMIT_PER_MINUTE', 30),
): Limiter {
  const site = limiter(perMinute, 60, 'enquiry-site')
  return { allow: () => site.allow('site') }
}

let shared: { address: Limiter; site: Limiter } | undefined
export const enquiryLimits = () =>
  (shared ??= { address: createEnquiryLimiter(), site: createSiteCeiling() })
