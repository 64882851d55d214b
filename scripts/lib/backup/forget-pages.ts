import {
  EVERY_PAGE_TAG,
  readTagTimes,
  redisTagsKey,
  tagTimesFile,
  writeTagTimes,
} from '../../../src/server/cache/cache-tags.mjs'
import { distDir } from '../next'

/**
 * After a restore every page the caches hold shows content the restore
 * replaced. They are all dated before now, as a revalidation of every page
 * would date them: on one box in the revalidation times Next's cache reads at
 * start (src/server/cache/local-cache-handler.mjs), with replicas in Redis.
 * Each page is rendered again from the restored content on its next visit.
 * Says where; throws when it could not.
 */
export async function forgetRenderedPages(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const now = Date.now()
  const url = env.REDIS_URL?.trim()
  if (url) {
    // Loaded only with replicas: a one-box restore (and every refusal) does without it.
    const { createClient } = await import('redis')
    const redis = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } })
    await redis.connect()
    try {
      await redis.hSet(redisTagsKey(env.REDIS_KEY_PREFIX || undefined), EVERY_PAGE_TAG, String(now))
    } finally {
      await redis.quit()
    }
    return 'Redis'
  }
  const file = tagTimesFile(distDir())
  const times = new Map(readTagTimes(file))
  times.set(EVERY_PAGE_TAG, now)
  writeTagTimes(file, times)
  return file
}
