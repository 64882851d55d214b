// @ts-check
/**
 * Next's own page cache for one box (its memory and `.next` folder), with two
 * rules it lacks.
 *
 * A render begun before an edit is not stored after it. Next dates an entry
 * when it is stored, so a page or content read that began before a staff
 * member's edit and finished after it was kept as fresh, with the old
 * content, until the next edit (a story switched off stayed in the menus
 * while visitors were rendering pages). Next asks the cache before it renders
 * (a miss) and stores what it rendered under the same key: the miss dates the
 * render, and an entry whose tags were revalidated since then is not stored.
 *
 * Revalidations outlive a restart. Next keeps them in memory only, while the
 * pages it rendered stay on disk: a page rendered before an edit and not
 * visited again before a restart was served as fresh after it. Their times
 * are written beside the cache, and an entry older than one of its tags'
 * times is absent.
 *
 * Replicas get both from redis-cache-handler.mjs (a margin on every entry's
 * date, tag times in Redis). This extends Next's file-system cache, a
 * framework internal: tests/unit/framework-contracts.test.ts names it when it
 * moves.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import { readTagTimes, tagsOf, tagTimesFile, writeTagTimes } from './cache-tags.mjs'

const require = createRequire(import.meta.url)
/** @type {new (ctx: any) => { get(key: string, ctx: any): Promise<any>, set(key: string, data: any, ctx: any): Promise<void>, revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> }} */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** A miss older than this has no render waiting on it any more (the render failed): it is forgotten. */
const RENDER_LIMIT_MS = 60_000
/** Past this many renders waiting, the forgotten ones are swept. */
const MISSES_KEPT = 1_000

const STATE = Symbol.for('site.localPageCache')

/**
 * @typedef {{ file: string | undefined, revalidated: Map<string, number>, began: Map<string, number> }} State
 * When each tag was last revalidated (kept in `file`), and when a render of
 * each missing key began. Next makes a handler per request, so not on the instance.
 * @param {string | undefined} [serverDistDir]
 * @returns {State}
 */
function state(serverDistDir) {
  const holder = /** @type {Record<symbol, State>} */ (/** @type {unknown} */ (globalThis))
  if (!holder[STATE]) {
    const file = serverDistDir ? tagTimesFile(path.join(serverDistDir, '..')) : undefined
    holder[STATE] = { file, revalidated: new Map(file ? readTagTimes(file) : []), began: new Map() }
  }
  return holder[STATE]
}

/** @param {State} current */
function writeTimes(current) {
  if (!current.file) return
  try {
    // Another writer (a restore, run while this server was up) may have added times: kept.
    for (const [tag, time] of readTagTimes(current.file))
      if (time > (current.revalidated.get(tag) ?? -Infinity)) current.revalidated.set(tag, time)
    writeTagTimes(current.file, current.revalidated)
  } catch (error) {
    console.warn('⚠ Page cache: the revalidation times could not be saved.', error)
  }
}

export default class LocalCacheHandler extends FileSystemCache {
  #state

  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx)
    this.#state = state(ctx?.serverDistDir)
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    let data = await super.get(key, ctx)
    const { revalidated, began } = this.#state
    // Older than a revalidation of one of its tags, perhaps one made before a restart: absent.
    if (data?.value && typeof data.lastModified === 'number') {
      const made = data.lastModified
      if (tagsOf(data, ctx).some((tag) => (revalidated.get(tag) ?? -Infinity) > made)) data = null
    }
    if (!data) {
      const now = Date.now()
      const earlier = began.get(key)
      // Renders of one key at once are one render in Next: the first miss dates it.
      if (earlier === undefined || now - earlier > RENDER_LIMIT_MS) began.set(key, now)
      // Misses never stored (a 404 at a made-up address) must not pile up.
      if (began.size > MISSES_KEPT)
        for (const [missed, at] of began) if (now - at > RENDER_LIMIT_MS) began.delete(missed)
    }
    return data
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    const { began, revalidated } = this.#state
    const start = began.get(key)
    began.delete(key)
    if (data && start !== undefined) {
      const tags = tagsOf({ tags: ctx?.tags, value: data }, ctx)
      // Revalidated while this was being rendered: it may show what the edit changed. Not kept.
      if (tags.some((tag) => (revalidated.get(tag) ?? -Infinity) >= start)) return
    }
    await super.set(key, data, ctx)
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    // A revalidation that lets the old page serve a while longer is not an edit to guard.
    if (durations?.expire !== undefined && durations.expire > 0) return
    const now = Date.now()
    for (const tag of typeof tags === 'string' ? [tags] : tags)
      this.#state.revalidated.set(tag, now)
    writeTimes(this.#state)
  }
}
