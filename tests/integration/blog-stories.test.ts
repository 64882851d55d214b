import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PostSummary } from '@/lib/data'
import { neighboursOf } from '@/lib/data/post-order'
import { richTextFromPlainText } from '@/lib/rich-text'
import { startTestPayload } from '../support/payload'
import { valuesOf } from '../support/read-values'
import { markEnglish, RICH_TEXT_FALLBACK } from '@/lib/fallback/marks'

// The readers import the Payload config, which reads the database address when
// first imported: they are loaded only after startTestPayload has pointed it
// at the temporary database.
type Readers = ReturnType<typeof valuesOf<typeof import('@/lib/data')>> & {
  getPostNeighbours: (
    locale: 'en' | 'ar',
    id: number,
  ) => Promise<ReturnType<typeof neighboursOf<PostSummary>>>
}
let readers: Readers

/**
 * The public readers of the blog and story pages on a real Payload database:
 * drafts and inactive stories are unreachable through them, Arabic falls back
 * to English, and publishing a draft puts it in the list and the neighbour chain.
 */

let payload: Payload
let stop: () => Promise<void>
const ctx = { disableRevalidate: true }
const ids: Record<string, number> = {}

async function post(
  slug: string,
  data: { status: 'draft' | 'published'; published_at: string | null; ar?: string },
) {
  const doc = await payload.create({
    collection: 'blog-posts',
    locale: 'en',
    data: {
      slug,
      title: `Title ${slug}`,
      excerpt: `Excerpt ${slug}`,
      content: richTextFromPlainText(`First ${slug}.\r\n\r\nSecond ${slug}.`, 'ltr'),
      status: data.status,
      published_at: data.published_at,
    },
    context: ctx,
  })
  if (data.ar) {
    await payload.update({
      collection: 'blog-posts',
      id: doc.id,
      locale: 'ar',
      data: { title: data.ar },
      context: ctx,
    })
  }
  ids[slug] = doc.id
  return doc.id
}

async function story(slug: string, isActive: boolean, order: number) {
  const doc = await payload.create({
    collection: 'success-stories',
    locale: 'en',
    data: {
      slug,
      title: `Story ${slug}`,
      is_active: isActive,
      display_order: order,
      hero_title: `Hero ${slug}`,
      logo_url: `/src/assets/${slug}.png`,
      features: [{ icon: 'Users', color: '#0F766E', title: 'Feature', description: 'D' }],
      results_stats: [{ icon: 'Users', color: '#5EEAD4', value: '50+', label: 'Clients' }],
    },
    context: ctx,
  })
  return doc.id
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  const values = valuesOf(await import('@/lib/data'))
  readers = {
    ...values,
    // The post page's neighbours: the published list, ordered by the one rule.
    getPostNeighbours: async (locale, id) =>
      neighboursOf(await values.getPublishedPosts(locale), id),
  }
  await post('oldest', { status: 'published', published_at: '2026-01-01T08:00:00.000Z' })
  await post('middle', {
    status: 'published',
    published_at: '2026-02-01T08:00:00.000Z',
    ar: 'العنوان الأوسط',
  })
  await post('newest', { status: 'published', published_at: '2026-03-01T08:00:00.000Z' })
  await post('draft', { status: 'draft', published_at: null })
  await story('kitchen', true, 2)
  await story('dining', true, 1)
  await story('rentals', false, 3)
})
afterAll(async () => stop?.())

describe('blog readers show only published posts', () => {
  it('lists published posts newest first, never the draft', async () => {
    const posts = await readers.getPublishedPosts('en')
    expect(posts.map((p) => p.slug)).toEqual(['newest', 'middle', 'oldest'])
    expect(await readers.getPublishedPostIds()).not.toContain(ids.draft)
  })

  it('does not give the draft by id or by slug', async () => {
    expect(await readers.getPublishedPost('en', ids.draft)).toBeNull()
    expect(await readers.getPublishedPost('ar', ids.draft)).toBeNull()
    expect(await readers.findPublishedPostId('draft')).toBeNull()
    expect(await readers.getPublishedPost('en', 999_999)).toBeNull()
  })

  it('gives a published post with its body as stored, Arabic falling back to English', async () => {
    const middle = await readers.getPublishedPost('ar', ids.middle)
    expect(middle?.title).toBe('العنوان الأوسط')
    // English shown in place of Arabic is marked so the page draws it as English (lib/fallback).
    expect(middle?.excerpt).toBe(markEnglish('Excerpt middle'))
    expect(middle?.content).toEqual({
      ...richTextFromPlainText('First middle.\n\nSecond middle.', 'ltr'),
      [RICH_TEXT_FALLBACK]: 'en',
    })
    expect(middle?.contentText).toBe('First middle.\n\nSecond middle.')
    expect(await readers.findPublishedPostId('middle')).toBe(ids.middle)
  })

  it('chains neighbours newest → oldest', async () => {
    expect((await readers.getPostNeighbours('en', ids.newest)).previous).toBeNull()
    expect((await readers.getPostNeighbours('en', ids.newest)).next?.slug).toBe('middle')
    expect((await readers.getPostNeighbours('en', ids.oldest)).next).toBeNull()
    expect(await readers.getPostNeighbours('en', ids.draft)).toEqual({ previous: null, next: null })
  })

  it('publishing the draft makes it appear in the list and the neighbour chain', async () => {
    await payload.update({
      collection: 'blog-posts',
      id: ids.draft,
      data: { status: 'published', published_at: '2026-01-15T08:00:00.000Z' },
      context: ctx,
    })
    const posts = await readers.getPublishedPosts('en')
    expect(posts.map((p) => p.slug)).toEqual(['newest', 'middle', 'draft', 'oldest'])
    const around = await readers.getPostNeighbours('en', ids.draft)
    expect(around.previous?.slug).toBe('middle')
    expect(around.next?.slug).toBe('oldest')
    expect((await readers.getPostNeighbours('en', ids.oldest)).previous?.slug).toBe('draft')
    expect(await readers.getPublishedPost('en', ids.draft)).not.toBeNull()
    expect(await readers.findPublishedPostId('draft')).toBe(ids.draft)

    // Unpublishing takes it out again.
    await payload.update({
      collection: 'blog-posts',
      id: ids.draft,
      data: { status: 'draft' },
      context: ctx,
    })
    expect((await readers.getPublishedPosts('en')).map((p) => p.slug)).toEqual([
      'newest',
      'middle',
      'oldest',
    ])
    expect((await readers.getPostNeighbours('en', ids.oldest)).previous?.slug).toBe('middle')
  })

  it('a post published without a date gets one and becomes the newest', async () => {
    const id = await post('dated-on-publish', { status: 'published', published_at: null })
    const [first] = await readers.getPublishedPosts('en')
    expect(first.id).toBe(id)
    expect(first.publishedAt).toBeTruthy()
  })
})

describe('story readers show only active stories', () => {
  it('gives active stories by slug and hides inactive ones', async () => {
    expect((await readers.getStory('en', 'kitchen'))?.hero.title).toBe('Hero kitchen')
    expect(await readers.getStory('en', 'rentals')).toBeNull()
    expect(await readers.getStory('ar', 'rentals')).toBeNull()
    expect(await readers.getStory('en', 'unknown')).toBeNull()
    expect(await readers.getActiveStorySlugs()).toEqual(['dining', 'kitchen'])
  })

  it('maps a known local logo path to the bundled logo', async () => {
    expect((await readers.getStory('en', 'kitchen'))?.logoUrl).toBe('/logos/kitchen.svg')
  })

  it('the header lists exactly the active stories, in display order', async () => {
    expect((await readers.getActiveStories('en')).map((s) => s.slug)).toEqual(['dining', 'kitchen'])
    await payload.update({
      collection: 'success-stories',
      where: { slug: { equals: 'rentals' } },
      data: { is_active: true },
      context: ctx,
    })
    expect((await readers.getActiveStories('ar')).map((s) => s.slug)).toEqual([
      'dining',
      'kitchen',
      'rentals',
    ])
    expect(await readers.getStory('en', 'rentals')).not.toBeNull()
    await payload.update({
      collection: 'success-stories',
      where: { slug: { equals: 'kitchen' } },
      data: { is_active: false },
      context: ctx,
    })
    expect((await readers.getActiveStories('en')).map((s) => s.slug)).toEqual(['dining', 'rentals'])
    expect(await readers.getStory('en', 'kitchen')).toBeNull()
  })
})
