import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richTextFromPlainText } from '@/lib/rich-text'
import { startTestPayload } from '../support/payload'
import { valuesOf } from '../support/read-values'

/**
 * The site search on a real database: what it finds is what visitors may
 * read (drafts never, a post from the moment it is published until it is
 * unpublished or deleted), Arabic written any way finds its variants, and
 * a post's rich text is searched (the seeded site's blocks and sections:
 * search-seeded.test.ts).
 */

let payload: Payload
let stop: () => Promise<void>
let readers: ReturnType<typeof valuesOf<typeof import('@/lib/data')>>
const ctx = { disableRevalidate: true }

const find = async (locale: 'en' | 'ar', query: string) =>
  (await readers.getSearchIndex(locale)).search(query).map((result) => result.title)

async function post(slug: string, en: string, ar: string, status: 'draft' | 'published') {
  const doc = await payload.create({
    collection: 'blog-posts',
    locale: 'en',
    data: {
      slug,
      title: en,
      excerpt: `Notes on ${slug}.`,
      content: richTextFromPlainText(`The body mentions zanzibarian ledgers for ${slug}.`, 'ltr'),
      _status: status,
      status,
      published_at: '2026-01-01T00:00:00.000Z',
    },
    context: ctx,
  })
  await payload.update({
    collection: 'blog-posts',
    id: doc.id,
    locale: 'ar',
    data: { title: ar },
    context: ctx,
  })
  return doc.id
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  readers = valuesOf(await import('@/lib/data'))
}, 120_000)
afterAll(async () => stop?.())

describe('site search', () => {
  let published: number
  let draft: number

  beforeAll(async () => {
    published = await post(
      'admin-guide',
      'Smart administration',
      'الإدارة الذكية للمؤسسة في ١٠ أيام',
      'published',
    )
    draft = await post('secret-plan', 'Secret roadmap', 'خطة سرية', 'draft')
  })

  it('finds published posts by title and body, never drafts', async () => {
    expect(await find('en', 'administration')).toContain('Smart administration')
    expect(await find('en', 'zanzibarian')).toEqual(['Smart administration'])
    expect(await find('en', 'roadmap')).toEqual([])
    expect(await find('en', 'secret')).toEqual([])
  })

  it('finds Arabic written with or without hamza, ta marbuta or Arabic digits', async () => {
    const title = 'الإدارة الذكية للمؤسسة في ١٠ أيام'
    expect(await find('ar', 'الادارة')).toContain(title)
    expect(await find('ar', 'مؤسسه')).toContain(title)
    expect(await find('ar', '10')).toContain(title)
    expect(await find('ar', 'ادارة ذكية')).toContain(title)
  })

  it('falls back to English text in Arabic, as the pages do, and says which results are English', async () => {
    const [hit] = (await readers.getSearchIndex('ar')).search('zanzibarian')
    expect(hit?.title).toBe('الإدارة الذكية للمؤسسة في ١٠ أيام')
    // The body and excerpt have no Arabic: the page draws the snippet as English; the title is Arabic.
    expect(hit?.english).toEqual({ title: false, text: true })
    expect(hit?.snippet.map((part) => part.text).join('')).not.toMatch(/[\u2066\u2069]/)

    const englishOnly = await payload.create({
      collection: 'blog-posts',
      locale: 'en',
      data: {
        slug: 'quokka-notes',
        title: 'Quokka notes',
        excerpt: 'Only in English.',
        content: richTextFromPlainText('Quokka field notes.', 'ltr'),
        _status: 'published',
        status: 'published',
        published_at: '2026-01-02T00:00:00.000Z',
      },
      context: ctx,
    })
    const [english] = (await readers.getSearchIndex('ar')).search('quokka')
    expect(english).toMatchObject({ title: 'Quokka notes', english: { title: true, text: true } })
    const [inEnglish] = (await readers.getSearchIndex('en')).search('quokka')
    expect(inEnglish?.english).toEqual({ title: false, text: false })
    await payload.delete({ collection: 'blog-posts', id: englishOnly.id, context: ctx })
  })

  it('follows publishing, unpublishing and deleting', async () => {
    await payload.update({
      collection: 'blog-posts',
      id: draft,
      data: { _status: 'published', status: 'published' },
      context: ctx,
    })
    expect(await find('en', 'roadmap')).toEqual(['Secret roadmap'])
    await payload.update({
      collection: 'blog-posts',
      id: draft,
      data: { _status: 'draft', status: 'draft' },
      context: ctx,
    })
    expect(await find('en', 'roadmap')).toEqual([])
    await payload.delete({ collection: 'blog-posts', id: published, context: ctx })
    expect(await find('en', 'zanzibarian')).toEqual([])
  })
})
