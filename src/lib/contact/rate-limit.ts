import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { positiveIntegerFromEnv } from '@/lib/env'

export type Limiter = { allow: (key: string) => Promise<boolean> }

function limiter(points: number, seconds: number, keyPrefix: string): Limiter {
  const store = new RateLimiterMemory({ points, duration: seconds, keyPrefix })
  return {
    /** true when this key may submit now (and counts the attempt). */
    async allow(key: string): Promise<boolean> {
      try {
        await store.consume(key || 'unknown')
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
 * address the production server trusts (server/client-address.ts). In memory
 * by default; several instances need a shared store (rate-limiter-flexible has
 * Redis and PostgreSQL stores with the same interface).
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
