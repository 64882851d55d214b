// @ts-check
/**
 * Which cache tags an entry of Next's page cache answers to, as both handlers
 * (redis-cache-handler.mjs for replicas, local-cache-handler.mjs for one box)
 * read them.
 * Plain JavaScript: Next imports the handlers at run time, outside its bundles.
 */

const CACHE_TAGS_HEADER = 'x-next-cache-tags'

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
