import { describe, expect, it } from 'vitest'

import type { PostSummary, TopicLink } from '@/lib/data/blog'
import { postsOfTopic, relatedPosts, RELATED_POSTS, topicsInUse } from '@/sections/blog/topics'

const topic = (id: number, name: string): TopicLink => ({ id, slug: `t${id}`, name })
const ERP = topic(1, 'ERP')
const WEB = topic(2, 'Web')
const APPS = topic(3, 'Apps')

/** Newest first, as the list read answers them. */
const post = (id: number, topics: TopicLink[]): PostSummary => ({
  id,
  slug: `p${id}`,
  title: `Post ${id}`,
  excerpt: '',
  publishedAt: null,
  image: null,
  topics,
})

const posts = [
  post(6, [WEB]),
  post(5, [ERP, WEB]),
  post(4, []),
  post(3, [ERP]),
  post(2, [ERP, WEB, APPS]),
  post(1, [WEB]),
]

describe('blog topics', () => {
  it('lists the topics posts name, once each, by name in the page language', () => {
    expect(topicsInUse(posts, 'en').map((item) => item.name)).toEqual(['Apps', 'ERP', 'Web'])
    const arabic = [post(1, [topic(7, 'ياء'), topic(8, 'ألف')])]
    expect(topicsInUse(arabic, 'ar').map((item) => item.name)).toEqual(['ألف', 'ياء'])
    expect(topicsInUse([], 'en')).toEqual([])
  })

  it("keeps a topic's posts in the list order", () => {
    expect(postsOfTopic(posts, ERP.id).map((item) => item.id)).toEqual([5, 3, 2])
    expect(postsOfTopic(posts, 99)).toEqual([])
  })

  it('relates the posts sharing most topics, newer first among equals, never the post itself', () => {
    const own = posts[1] // ERP and Web
    expect(relatedPosts(posts, own).map((item) => item.id)).toEqual([2, 6, 3])
    expect(relatedPosts(posts, own, 10).map((item) => item.id)).toEqual([2, 6, 3, 1])
    expect(RELATED_POSTS).toBe(3)
  })

  it('relates nothing to a post without topics, or alone in its topic', () => {
    expect(relatedPosts(posts, posts[2])).toEqual([])
    expect(relatedPosts([post(9, [APPS])], post(9, [APPS]))).toEqual([])
  })
})
