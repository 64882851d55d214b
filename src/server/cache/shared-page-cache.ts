import path from 'node:path'

import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'

/**
 * With REDIS_URL, the production server keeps Next's page cache in Redis
 * (redis-cache-handler.mjs) instead of each replica's own `.next/cache` and
 * memory, so an edit saved through one replica is what every replica serves.
 * Only the running server uses it: `next build` writes its pages into the
 * artifact as usual (the build may run where no Redis is reachable), and the
 * replicas render each page once into Redis on its first visit.
 */
export function withSharedPageCache(
  config: NextConfig,
  phase: string,
  env: NodeJS.ProcessEnv = process.env,
): NextConfig {
  if (!env.REDIS_URL?.trim() || phase !== PHASE_PRODUCTION_SERVER) return config
  return {
    ...config,
    cacheHandler: path.resolve(process.cwd(), 'src/server/cache/redis-cache-handler.mjs'),
    // Next's in-memory copy in front of the handler would be per replica again.
    cacheMaxMemorySize: 0,
  }
}
