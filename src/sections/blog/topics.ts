import type { PostSummary, TopicLink } from '@/lib/data/blog'

/**
 * The blog's topic rules (docs/PRODUCT.md, Blog topics), kept free of Payload
 * and React so unit tests pin them down. Every function takes the published
 * posts newest first, as the list read answers them.
 */

/** The topics at least one published post names, by name in the page's language. */
export function topicsInUse(posts: readonly PostSummary[], locale: string): TopicLink[] {
  const byId = new Map<number, TopicLink>()
  for (const post of posts) for (const topic of post.topics) byId.set(topic.id, topic)
  const collator = new Intl.Collator(locale)
  return [...byId.values()].sort((a, b) => collator.compare(a.name, b.name))
}

/** The posts of one topic, newest first. */
export const postsOfTopic = (posts: readonly PostSummary[], topicId: number) =>
  posts.filter((post) => post.topics.some((topic) => topic.id === topicId))

export const RELATED_POSTS = 3

/**
 * Posts related to a post: the others sharing most of its topics, the newer
 * first among equals; none when it has no topics.
 */
export function relatedPosts(
  posts: readonly PostSummary[],
  post: { id: number; topics: readonly TopicLink[] },
  count = RELATED_POSTS,
): PostSummary[] {
  const own = new Set(post.topics.map((topic) => topic.id))
  if (!own.size) return []
  return posts
    .map((other, order) => ({
      other,
      order,
      shared: other.topics.filter((topic) => own.has(topic.id)).length,
    }))
    .filter(({ other, shared }) => other.id !== post.id && shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other)
}
