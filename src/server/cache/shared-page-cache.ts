import path from 'node:path'

import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'

/**
 * The running server's page cache. With REDIS_URL, Next's page cache lives in
 * Redis (redis-cache-handler.mjs) instead of each replica's own `.next/cache`
 * and memory, so an edit saved through one replica is what every replica
 * serves. On one box it stays Next's own (local-cache-handler.mjs), with the
 * rule both share: a render begun before an edit never outlives it. Only the
 * running server uses them: `next build` writes its pages into the artifact as
 * usual (the build may run where no Redis is reachable), and the replicas
 * render each page once into Redis on its first visit.
 */
export function withSharedPageCache(
  config: NextConfig,
  phase: string,
  env: NodeJS.ProcessEnv = process.env,
): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER) return config
  // One box: Next's own cache, with the rule that keeps a render begun before an edit from outliving it.
  if (!env.REDIS_URL?.trim())
    return {
      ...config,
      cacheHandler: path.resolve(process.cwd(), 'src/server/cache/local-cache-handler.mjs'),
    }
  return {
    ...config,
    cacheHandler: path.resolve(process.cwd(), 'src/server/cache/redis-cache-handler.mjs'),
    // Next's in-memory copy in front of the handler would be per replica again.
    cacheMaxMemorySize: 0,
  }
}
