// @ts-check
/**
 * What both page-cache handlers (redis-cache-handler.mjs for replicas,
 * local-cache-handler.mjs for one box) and the restore command share: which
 * tags an entry answers to, and where the times of revalidations are kept.
 * Plain JavaScript: Next imports the handlers at run time, outside its bundles.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * The tag every page and every read made while rendering one answers to (the
 * root layout's, which `revalidatePath('/', 'layout')` revalidates).
 */
export const EVERY_PAGE_TAG = '_N_T_/layout'

/**
 * The tags an entry answers to: those Next stored on it, those it asks about
 * now, and a rendered page's own (in its tags header).
 * @param {{ tags?: string[], value?: any }} entry
 * @param {{ tags?: string[], softTags?: string[] } | undefined} ctx
 */
export function tagsOf(entry, ctx) {
  const tags = new Set([...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])
  const header = entry.value?.headers?.[CACHE_TAGS_HEADER]
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

/** Replicas: the Redis hash of each tag's last revalidation time. */
export const redisTagsKey = (prefix = process.env.REDIS_KEY_PREFIX || 'site:') =>
  `${prefix}next-cache:tags`

/** One box: the file of each tag's last revalidation time, beside Next's cache in `distDir`. */
export const tagTimesFile = (/** @type {string} */ distDir) =>
  path.join(distDir, 'cache', 'revalidated-tags.json')

/**
 * @param {string} file
 * @returns {Array<[string, number]>}
 */
export function readTagTimes(file) {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8'))
    return Object.entries(saved).filter(
      /** @returns {entry is [string, number]} */ (entry) => typeof entry[1] === 'number',
    )
  } catch {
    // None yet (a new build), or unreadable: Next's own rules alone, as before.
    return []
  }
}

/**
 * Written whole and renamed into place: a reader never sees half a file.
 * @param {string} file
 * @param {Map<string, number>} times
 */
export function writeTagTimes(file, times) {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(Object.fromEntries(times)))
  renameSync(temporary, file)
}
