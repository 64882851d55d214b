import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richTextFromPlainText } from '@/lib/rich-text'
import { postsOfTopic, relatedPosts, topicsInUse } from '@/sections/blog/topics'
import { rest, signIn } from '../support/rest'
import { startTestPayload } from '../support/payload'
import { valuesOf } from '../support/read-values'
import { markEnglish } from '@/lib/fallback/marks'

/**
 * Blog topics on a real Payload database: named in both languages with one
 * address each, read by the post list in the page's language, counted only
 * for published posts, refused when malformed or taken (in the admin's
 * language), renamed without losing the old address, deleted without
 * breaking the posts that named them, and kept while a page's latest-posts
 * block shows them.
 */

let payload: Payload
let stop: () => Promise<void>
let readers: ReturnType<typeof valuesOf<typeof import('@/lib/data')>>
let token: string
const ctx = { disableRevalidate: true }
const topicIds: Record<string, number> = {}

async function topic(slug: string, en: string, ar?: string) {
  const doc = await payload.create({
    collection: 'blog-topics',
    locale: 'en',
    data: { slug, name: en, description: `About ${en}.` },
    context: ctx,
  })
  if (ar)
    await payload.update({
      collection: 'blog-topics',
      id: doc.id,
      locale: 'ar',
      data: { name: ar },
      context: ctx,
    })
  topicIds[slug] = doc.id
  return doc.id
}

async function post(slug: string, topics: string[], status: 'draft' | 'published', day: number) {
  const doc = await payload.create({
    collection: 'blog-posts',
    locale: 'en',
    data: {
      slug,
      title: `Title ${slug}`,
      excerpt: `Excerpt ${slug}`,
      content: richTextFromPlainText(`Body ${slug}.`, 'ltr'),
      _status: status,
      status,
      published_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
      topics: topics.map((name) => topicIds[name]),
    },
    context: ctx,
  })
  return doc.id
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  readers = valuesOf(await import('@/lib/data'))
  await payload.create({
    collection: 'users',
    data: { email: 'topics@example.com', password: 'topics-password-2026', role: 'admin' },
    context: ctx,
  })
  token = await signIn(payload, 'topics@example.com', 'topics-password-2026')
  await topic('erp', 'ERP', 'تخطيط الموارد')
  await topic('web', 'Web')
  await topic('unused', 'Unused', 'غير مستخدم')
  await post('a', ['erp'], 'published', 1)
  await post('b', ['erp', 'web'], 'published', 2)
  await post('c', ['web'], 'published', 3)
  await post('hidden', ['unused'], 'draft', 4)
}, 120_000)
afterAll(async () => stop?.())

describe('blog topics', () => {
  it('reach the post list with their names in the page language, English as the fallback', async () => {
    const ar = await readers.getPublishedPosts('ar')
    const b = ar.find((item) => item.slug === 'b')
    expect(b?.topics.map((item) => [item.slug, item.name])).toEqual([
      ['erp', 'تخطيط الموارد'],
      ['web', 'Web'],
    ])
    const en = await readers.getPublishedPosts('en')
    expect(en.find((item) => item.slug === 'b')?.topics.map((item) => item.name)).toEqual([
      'ERP',
      'Web',
    ])
  })

  it('count published posts only: a topic only drafts name is not in use', async () => {
    const posts = await readers.getPublishedPosts('en')
    expect(topicsInUse(posts, 'en').map((item) => item.slug)).toEqual(['erp', 'web'])
    expect(postsOfTopic(posts, topicIds.erp).map((item) => item.slug)).toEqual(['b', 'a'])
    expect(postsOfTopic(posts, topicIds.unused)).toEqual([])
    const a = posts.find((item) => item.slug === 'a')!
    expect(relatedPosts(posts, a).map((item) => item.slug)).toEqual(['b'])
  })

  it('are read one by one at their address, in both languages', async () => {
    expect(await readers.getTopic('ar', 'erp')).toMatchObject({
      slug: 'erp',
      name: 'تخطيط الموارد',
      // No Arabic description: the English, marked so the page draws it as English (lib/fallback).
      description: markEnglish('About ERP.'),
    })
    expect(await readers.getTopic('en', 'missing')).toBeNull()
  })

  it('refuse a malformed or taken slug and an empty name, in the admin language', async () => {
    const bad = await rest(payload, 'POST', '/blog-topics', {
      token,
      language: 'ar',
      body: { slug: 'Not A Slug', name: 'X' },
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('استخدم أحرفًا إنجليزية صغيرة')
    const taken = await rest(payload, 'POST', '/blog-topics', {
      token,
      body: { slug: 'erp', name: 'Another ERP' },
    })
    expect(taken.status).toBe(400)
    expect(taken.text).toMatch(/slug/i)
    const unnamed = await rest(payload, 'POST', '/blog-topics', { token, body: { slug: 'empty' } })
    expect(unnamed.status).toBe(400)
    const anonymous = await rest(payload, 'POST', '/blog-topics', {
      body: { slug: 'x', name: 'X' },
    })
    expect(anonymous.status).toBe(403)
    const { totalDocs } = await payload.count({ collection: 'blog-topics' })
    expect(totalDocs).toBe(3)
  })

  it('keep the old address of a renamed topic as a redirect', async () => {
    await payload.update({
      collection: 'blog-topics',
      id: topicIds.web,
      data: { slug: 'websites' },
      context: ctx,
    })
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: '/blog/topics/web' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(await readers.getTopic('en', 'websites')).toMatchObject({ name: 'Web' })
  })

  it('are not deleted while a page shows them, with the page named in the admin’s language', async () => {
    const news = await topic('news', 'News', 'الأخبار')
    const page = await payload.create({
      collection: 'pages',
      data: {
        _status: 'published',
        title: 'Web news',
        layout: [{ blockType: 'latest-posts', count: '3', topic: news }],
      } as never,
      context: ctx,
    })
    for (const [language, message] of [
      [
        'en',
        'This topic is still chosen in Page “\u2068Web news\u2069”. Choose another topic there',
      ],
      ['ar', 'هذا الموضوع ما زال مختارًا في الصفحة «\u2068Web news\u2069»'],
    ] as const) {
      const refused = await rest(payload, 'DELETE', `/blog-topics/${news}`, {
        token,
        language,
      })
      expect(refused.status).toBe(409)
      expect(refused.text).toContain(message)
    }
    expect(await payload.findByID({ collection: 'blog-topics', id: news })).toMatchObject({
      slug: 'news',
    })
    // Once the block shows every topic again, the topic may go.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: [{ blockType: 'latest-posts', count: '3', topic: null }] } as never,
      context: ctx,
    })
    const deleted = await rest(payload, 'DELETE', `/blog-topics/${news}`, { token })
    expect(deleted.status).toBe(200)
    await payload.delete({ collection: 'pages', id: page.id, context: ctx })
  })

  it('leave the posts whole when a topic is deleted', async () => {
    await payload.delete({ collection: 'blog-topics', id: topicIds.erp, context: ctx })
    const posts = await readers.getPublishedPosts('en')
    expect(posts.map((item) => item.slug)).toEqual(['c', 'b', 'a'])
    expect(posts.find((item) => item.slug === 'b')?.topics.map((item) => item.slug)).toEqual([
      'websites',
    ])
    expect(posts.find((item) => item.slug === 'a')?.topics).toEqual([])
  })
})
