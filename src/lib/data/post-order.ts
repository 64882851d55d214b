/**
 * The order of blog posts, newest first, and a post's neighbours in it: the
 * list, the post page's previous/next links and the tests all use this one rule.
 */

export type Dated = { id: number; publishedAt: string | null }

const time = (value: string | null) => {
  const parsed = value ? Date.parse(value) : NaN
  return Number.isNaN(parsed) ? -Infinity : parsed
}

/**
 * Newest first (by publication date). Posts published at the same
 * moment are ordered by id, the later-created (higher id) first, so the order
 * and every neighbour chain are the same on every read.
 */
export function compareNewestFirst(a: Dated, b: Dated): number {
  return time(b.publishedAt) - time(a.publishedAt) || b.id - a.id
}

export function sortNewestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort(compareNewestFirst)
}

/**
 * Previous and next of a post: previous is the newer post, next the
 * older; the newest has no previous, the oldest no next. Null for both when the
 * post is not in the list.
 */
export function neighboursOf<T extends Dated>(
  posts: readonly T[],
  id: number,
): { previous: T | null; next: T | null } {
  const ordered = sortNewestFirst(posts)
  const index = ordered.findIndex((post) => post.id === id)
  if (index === -1) return { previous: null, next: null }
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null }
}
