// @ts-check
/**
 * Next's page cache (rendered pages, route answers) in Redis, so every replica
 * serves the same page and one content edit refreshes it everywhere
 * (next.config.ts installs it when REDIS_URL is set; without it Next keeps
 * its cache on the replica's own disk, right for one box).
 *
 * It implements Next's documented `cacheHandler` interface: get, set,
 * revalidateTag, resetRequestCache. Next keeps which tags were revalidated in
 * the memory of the process that revalidated them, which is exactly what
 * another replica never sees; here a revalidation writes each tag's time into
 * one Redis hash, and an entry older than any of its tags' times is treated as
 * absent, so the next request renders it afresh (no replica keeps serving the
 * old page, not even once as "stale while revalidating").
 *
 * Entries are keyed by build id as well: during a rolling deploy, replicas of
 * the old and the new build must not hand each other pages that name
 * JavaScript files only the other build has.
 *
 * Plain JavaScript: Next imports it at run time, outside its bundles.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from 'redis'

import { redisTagsKey, tagsOf } from './cache-tags.mjs'

const PREFIX = process.env.REDIS_KEY_PREFIX || 'site:'
const TAGS_KEY = redisTagsKey(PREFIX)
/** Unused pages leave Redis after two weeks; a visited page is written again on its next render. */
const ENTRY_TTL_S = 14 * 24 * 3600
/**
 * An entry is dated this much before it is stored: a render that read the
 * database just before an edit and finished just after it must still count
 * as older than the edit. The price is that pages rendered in the seconds
 * after an edit are rendered once more.
 */
const RENDER_MARGIN_MS = 10_000

const CLIENT = Symbol.for('site.nextCacheRedis')

/** One connection per process: Next makes a handler per request. */
function client() {
  const holder = /** @type {Record<symbol, Promise<import('redis').RedisClientType>>} */ (
    /** @type {unknown} */ (globalThis)
  )
  if (!holder[CLIENT]) {
    const redis = /** @type {import('redis').RedisClientType} */ (
      createClient({
        url: process.env.REDIS_URL,
        // A Redis outage must cost a render, not hang a page: commands fail at once while disconnected.
        disableOfflineQueue: true,
        socket: {
          connectTimeout: 2_000,
          reconnectStrategy: (tries) => Math.min(tries * 200, 2_000),
        },
      })
    )
    redis.on('error', (error) => {
      if (!holder[Symbol.for('site.nextCacheRedisWarned')]) {
        console.warn(
          '⚠ Page cache: Redis is unreachable; pages are rendered without it.',
          error.message,
        )
        holder[Symbol.for('site.nextCacheRedisWarned')] = Promise.resolve(redis)
      }
    })
    redis.on('ready', () => delete holder[Symbol.for('site.nextCacheRedisWarned')])
    holder[CLIENT] = redis.connect().then(() => redis)
    // A failed first connection is retried by the client; callers see errors meanwhile.
    holder[CLIENT].catch(() => {})
  }
  return holder[CLIENT]
}

/** Buffers and Maps (a page's RSC payload and segments) survive JSON this way. */
function encode(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { __b: Buffer.from(value).toString('base64') }
  if (value instanceof Map) return { __m: [...value].map(([k, v]) => [k, encode(v)]) }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object') {
    /** @type {Record<string, unknown>} */
    const out = {}
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encode(v)
    return out
  }
  return value
}

function decode(value) {
  if (Array.isArray(value)) return value.map(decode)
  if (value && typeof value === 'object') {
    if (typeof value.__b === 'string') return Buffer.from(value.__b, 'base64')
    if (Array.isArray(value.__m)) return new Map(value.__m.map(([k, v]) => [k, decode(v)]))
    /** @type {Record<string, unknown>} */
    const out = {}
    for (const [k, v] of Object.entries(value)) out[k] = decode(v)
    return out
  }
  return value
}

let buildId = ''

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} options */
  constructor(options) {
    if (!buildId) {
      try {
        buildId = readFileSync(
          path.join(options.serverDistDir ?? '.next/server', '..', 'BUILD_ID'),
          'utf8',
        ).trim()
      } catch {
        buildId = 'unknown-build'
      }
    }
  }

  entryKey(key) {
    return `${PREFIX}next-cache:${buildId}:${key}`
  }

  async get(key, ctx) {
    try {
      const redis = await client()
      const raw = await redis.get(this.entryKey(key))
      if (!raw) return null
      const entry = decode(JSON.parse(raw))
      const tags = tagsOf(entry, ctx)
      if (tags.length > 0) {
        const times = await redis.hmGet(TAGS_KEY, tags)
        // Revalidated after this entry was made: absent, so it is rendered again now.
        if (times.some((time) => time && Number(time) >= entry.lastModified)) return null
      }
      return {
        value: entry.value,
        lastModified: entry.lastModified,
        cacheControl: entry.cacheControl,
      }
    } catch {
      return null
    }
  }

  async set(key, data, ctx) {
    try {
      const redis = await client()
      if (!data) {
        await redis.del(this.entryKey(key))
        return
      }
      const entry = {
        value: data,
        lastModified: Date.now() - RENDER_MARGIN_MS,
        tags: ctx?.tags ?? [],
        cacheControl: ctx?.cacheControl,
      }
      await redis.set(this.entryKey(key), JSON.stringify(encode(entry)), { EX: ENTRY_TTL_S })
    } catch {
      // Not stored: the page is rendered again next time, nothing worse.
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean)
    if (list.length === 0) return
    const now = String(Date.now())
    const redis = await client()
    // Unlike a failed read, a lost revalidation would leave old pages up: the error reaches the caller.
    await redis.hSet(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now])))
  }

  resetRequestCache() {}
}
