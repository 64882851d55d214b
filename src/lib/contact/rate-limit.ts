import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { positiveIntegerFromEnv } from '@/lib/env'

/**
 * Per-address limit on enquiries (default 5 per 10 minutes). In memory by
 * default; several instances need a shared store (rate-limiter-flexible has
 * Redis and PostgreSQL stores with the same interface).
 */
export function createEnquiryLimiter(
  points = positiveIntegerFromEnv('CONTACT_RATE_LIMIT_POINTS', 5),
  seconds = positiveIntegerFromEnv('CONTACT_RATE_LIMIT_WINDOW_S', 600),
) {
  const limiter = new RateLimiterMemory({ points, duration: seconds, keyPrefix: 'enquiry' })
  return {
    /** true when this address may submit now (and counts the attempt). */
    async allow(key: string): Promise<boolean> {
      try {
        await limiter.consume(key || 'unknown')
        return true
      } catch (error) {
        if (error instanceof RateLimiterRes) return false
        throw error
      }
    },
  }
}

let shared: ReturnType<typeof createEnquiryLimiter> | undefined
export const enquiryLimiter = () => (shared ??= createEnquiryLimiter())
