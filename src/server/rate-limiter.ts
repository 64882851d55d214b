import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { sharedRedis } from './redis'

const REDIS_WAIT_MS = 2_000

/** Whether a key may act now, and if not, how long until it may. */
export type Verdict = { allowed: boolean; retryAfterMs: number }

export type SharedLimiter = {
  /** Counts one attempt for `key` (an empty key counts as "unknown"). */
  consume: (key: string) => Promise<Verdict>
}

export type SharedLimiterOptions = {
  /** Attempts allowed per key in each window. */
  points: number
  /** The window, in seconds. */
  seconds: number
  /** Names this limit's counters (Redis keys `<REDIS_KEY_PREFIX>rate:<keyPrefix>:…`). */
  keyPrefix: string
  /**
   * Once a key is over its limit, refuse it from this process's memory for the
   * rest of its window instead of asking Redis again: a flood from one address
   * then costs no Redis round trip per request.
   */
  blockInMemory?: boolean
}

/**
 * A per-key limit (rate-limiter-flexible). The counters live in Redis when
 * REDIS_URL is set, so every replica counts the same attempts; in this
 * process's memory otherwise (one box). While Redis is unreachable each
 * replica falls back to its own memory counters (rate-limiter-flexible's
 * insurance limiter): the limit gets looser by the number of replicas for
 * that time, but nothing is refused because the cache is down.
 *
 * Used by the enquiry limits (lib/contact/rate-limit.ts) and the public API's
 * (server/api-guard.ts).
 */
export function sharedLimiter(options: SharedLimiterOptions): SharedLimiter {
  const { points, seconds, keyPrefix } = options
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
      ...(options.blockInMemory ? { inMemoryBlockOnConsumed: points + 1 } : {}),
    })
    return shared
  }
  return {
    async consume(key: string): Promise<Verdict> {
      try {
        await (await store()).consume(key || 'unknown')
        return { allowed: true, retryAfterMs: 0 }
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return { allowed: false, retryAfterMs: Math.max(error.msBeforeNext, 0) }
        throw error
      }
    },
  }
}
