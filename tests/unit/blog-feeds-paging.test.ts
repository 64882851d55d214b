import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import type { PostSummary } from '@/lib/data/blog'
import { blogFeedXml, FEED_LENGTH, type FeedKind } from '@/sections/blog/feed'
import {
  BLOG_PAGE_SIZE,
  blogListPath,
  pageOf,
  pagerNumbers,
  parseListPage,
} from '@/sections/blog/paging'

describe('blog list pages', () => {
  const posts = Array.from({ length: 25 }, (_, index) => index + 1)

  it('holds twelve posts a page, the last page the rest', () => {
    expect(BLOG_PAGE_SIZE).toBe(12)
    expect(pageOf(posts, 1)).toEqual({ items: posts.slice(0, 12), page: 1, pageCount: 3 })
    expect(pageOf(posts, 3)).toEqual({ items: [25], page: 3, pageCount: 3 })
  })

  it('has no page past the last, but an empty blog has its first page', () => {
    expect(pageOf(posts, 4)).toBeNull()
    expect(pageOf(posts, 0)).toBeNull()
    expect(pageOf(posts, 1.5)).toBeNull()
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1 })
    expect(pageOf([], 2)).toBeNull()
    expect(pageOf(posts.slice(0, 12), 2)).toBeNull()
  })

  it('gives each page one address: /blog, then /blog/page/{n}', () => {
    expect(blogListPath(1)).toBe('/blog')
    expect(blogListPath(2)).toBe('/blog/page/2')
    expect(parseListPage('2')).toEqual({ kind: 'page', page: 2 })
    expect(parseListPage('1')).toEqual({ kind: 'redirect', page: 1 })
    expect(parseListPage('002')).toEqual({ kind: 'redirect', page: 2 })
  })

  it('refuses what is not a page number', () => {
    for (const segment of [
      '0',
      '-1',
      'abc',
      '2.5',
      '1e3',
      '',
      ' 2',
      '9'.repeat(400),
      '٢',
      '100001',
    ]) {
      expect(parseListPage(segment), segment).toEqual({ kind: 'invalid' })
    }
  })

  it('numbers every page up to seven, else the ends and the neighbours with gaps', () => {
    expect(pagerNumbers(1, 1)).toEqual([1])
    expect(pagerNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pagerNumbers(1, 20)).toEqual([1, 2, null, 20])
    expect(pagerNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20])
    // A gap of one page shows that page rather than an ellipsis standing for it.
    expect(pagerNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20])
    expect(pagerNumbers(20, 20)).toEqual([1, null, 19, 20])
  })
})

const summary = (id: number, publishedAt: string | null, extra: Partial<PostSummary> = {}) =>
  ({
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: `Summary of post ${id}`,
    publishedAt,
    image: null,
    topics: [],
    ...extra,
  }) satisfies PostSummary

const feedXml = (
  posts: PostSummary[],
  kind: FeedKind,
  locale: 'en' | 'ar' = 'en',
  listPath = '/blog',
) =>
  blogFeedXml(
    {
      locale,
      listPath,
      origin: 'https://nakhla.example',
      title: locale === 'en' ? 'Insights · Nakhla' : 'أفكار · نخلة',
      description: locale === 'en' ? 'Notes' : 'ملاحظات',
      company: locale === 'en' ? 'Nakhla' : 'نخلة',
      posts,
      now: new Date('2026-11-29T00:00:00Z'),
    },
    kind,
  )

describe('blog feeds', () => {
  const posts = [
    summary(7, '2026-11-20T09:00:00.000Z', {
      title: 'ERP & payroll <in Kuwait>',
      image: { url: '/api/blog-images/file/cover.webp', width: 1200, height: 630, alt: '' },
    }),
    summary(3, '2026-10-01T09:00:00.000Z'),
  ]

  for (const kind of ['rss', 'atom'] as const) {
    it(`writes well-formed ${kind} a feed parser reads back, every address absolute`, () => {
      const xml = feedXml(posts, kind)
      expect(XMLValidator.validate(xml)).toBe(true)
      const feed = parseFeed(xml)
      expect(feed.title).toBe('Insights · Nakhla')
      expect(feed.language).toBe('en')
      expect(feed.url).toBe('https://nakhla.example/blog')
      expect(feed.items.map((item) => item.url)).toEqual([
        'https://nakhla.example/blog/7',
        'https://nakhla.example/blog/3',
      ])
      // Markup in a title is text, not elements.
      expect(feed.items[0].title).toBe('ERP & payroll <in Kuwait>')
      expect(feed.items[1].description).toBe('Summary of post 3')
      expect(feed.items[0].published?.toISOString()).toBe('2026-11-20T09:00:00.000Z')
      expect(feed.updated?.toISOString()).toBe('2026-11-20T09:00:00.000Z')
      const cover = feed.items[0].media.find((media) => media.url.includes('cover.webp'))
      expect(cover?.url).toBe('https://nakhla.example/api/blog-images/file/cover.webp')
      expect(cover?.mimeType).toBe('image/webp')
      expect(feed.items[1].media).toEqual([])
      expect(xml).not.toMatch(/(?:href|url)="\//)
    })
  }

  it('states the Arabic language in both formats', () => {
    expect(parseFeed(feedXml(posts, 'atom', 'ar')).language).toBe('ar')
    expect(feedXml(posts, 'atom', 'ar')).toContain('xml:lang="ar"')
  })

  it('writes the Arabic feed at the Arabic addresses', () => {
    const feed = parseFeed(feedXml(posts, 'rss', 'ar'))
    expect(feed.language).toBe('ar')
    expect(feed.title).toBe('أفكار · نخلة')
    expect(feed.url).toBe('https://nakhla.example/ar/blog')
    expect(feed.self).toBe('https://nakhla.example/ar/blog/feed.xml')
    expect(feed.items[0].url).toBe('https://nakhla.example/ar/blog/7')
  })

  it(`sends the newest ${FEED_LENGTH} posts; an empty blog is a valid empty feed`, () => {
    const many = Array.from({ length: FEED_LENGTH + 5 }, (_, index) =>
      summary(100 - index, new Date(Date.UTC(2026, 0, 100 - index)).toISOString()),
    )
    expect(parseFeed(feedXml(many, 'atom')).items).toHaveLength(FEED_LENGTH)
    const empty = feedXml([], 'rss')
    expect(XMLValidator.validate(empty)).toBe(true)
    expect(parseFeed(empty).items).toEqual([])
  })

  it('dates an undated post as the feed, not 1970', () => {
    const feed = parseFeed(feedXml([summary(1, '2026-05-01T00:00:00Z'), summary(2, null)], 'rss'))
    expect(feed.items[1].published?.toISOString()).toBe('2026-05-01T00:00:00.000Z')
  })

  it('follows a topic beside its page, each entry naming its topics', () => {
    const topic = { id: 4, slug: 'business-systems', name: 'Business systems' }
    const tagged = [summary(9, '2026-09-01T00:00:00Z', { topics: [topic] })]
    for (const kind of ['rss', 'atom'] as const) {
      const feed = parseFeed(feedXml(tagged, kind, 'ar', '/blog/topics/business-systems'))
      expect(feed.url).toBe('https://nakhla.example/ar/blog/topics/business-systems')
      expect(feed.self).toBe(
        `https://nakhla.example/ar/blog/topics/business-systems/${kind === 'rss' ? 'feed' : 'atom'}.xml`,
      )
      expect(feed.items[0].categories.map((category) => category.label ?? category.term)).toEqual([
        'Business systems',
      ])
    }
  })
})
