import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITE_MESSAGES } from '@/cms/admin-labels/messages'
import { richTextFromBlocks } from '@/lib/rich-text'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * The admin's Duplicate, as its button calls it (POST /api/<collection>/<id>/duplicate,
 * a draft, the admin's language as a cookie), in both admin languages: the copy
 * is a draft with a slug of its own (`<slug>-copy`, then -copy-2, …) and the
 * original is untouched. Payload's own "<slug> - Copy" was no slug: the copy
 * could not be published with it, and a second Duplicate was refused as taken.
 */

const EDITOR = { email: 'duplicate-editor@example.com', password: 'rosewater-and-pistachio-41' }
const quiet = { context: { disableRevalidate: true }, overrideAccess: true } as const

let payload: Payload
let stop: () => Promise<void>
let token: string

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' } as never })
  token = await signIn(payload, EDITOR.email, EDITOR.password)
})
afterAll(async () => stop?.())

type Doc = { id: number; slug?: string; title?: string; path?: string; _status?: string }

async function duplicate(collection: string, id: number, language: 'en' | 'ar') {
  const answer = await rest(payload, 'POST', `/${collection}/${id}/duplicate?locale=${language}`, {
    token,
    language,
    body: { _status: 'draft' },
  })
  return { ...answer, doc: answer.body.doc as Doc | undefined }
}

const read = async (collection: 'blog-posts' | 'pages' | 'services', id: number, locale = 'en') =>
  (await payload.findByID({ collection, id, locale: locale as 'en', ...quiet })) as unknown as Doc

describe('Duplicate', () => {
  it('copies a published post as a draft with a slug of its own, again and again, in both admin languages', async () => {
    const post = (await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Cloud costs in Kuwait',
        excerpt: 'What moves the bill.',
        content: richTextFromBlocks(['Body.'], 'ltr'),
        published_at: '2026-01-01T08:00:00.000Z',
        _status: 'published',
      } as never,
      ...quiet,
    })) as unknown as Doc
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'ar',
      data: { title: 'تكاليف السحابة في الكويت' } as never,
      ...quiet,
    })

    const english = await duplicate('blog-posts', post.id, 'en')
    expect(english.status, english.text).toBe(200)
    expect(english.doc).toMatchObject({ slug: `${post.slug}-copy`, _status: 'draft' })
    // The Arabic admin's copy (an Arabic title on screen) is not refused for want of English.
    const arabic = await duplicate('blog-posts', post.id, 'ar')
    expect(arabic.status, arabic.text).toBe(200)
    expect(arabic.body.message).toMatch(/بنجاح/)
    const copy = await read('blog-posts', arabic.doc!.id, 'ar')
    expect(copy).toMatchObject({ slug: `${post.slug}-copy-2`, title: 'تكاليف السحابة في الكويت' })
    expect(await read('blog-posts', arabic.doc!.id)).toMatchObject({
      title: 'Cloud costs in Kuwait',
    })
    // A copy of the copy, too.
    const third = await duplicate('blog-posts', english.doc!.id, 'en')
    expect(third.doc?.slug).toBe(`${post.slug}-copy-copy`)

    expect(await read('blog-posts', post.id)).toMatchObject({
      slug: post.slug,
      _status: 'published',
    })
  })

  it('keeps a long slug within the limit', async () => {
    const slug = `${'a'.repeat(40)}-${'b'.repeat(SLUG_MAX_LENGTH - 41)}`
    const service = (await payload.create({
      collection: 'services',
      data: { title: 'Long', slug, _status: 'published' } as never,
      ...quiet,
    })) as unknown as Doc
    expect(service.slug).toHaveLength(SLUG_MAX_LENGTH)
    const answer = await duplicate('services', service.id, 'en')
    expect(answer.status, answer.text).toBe(200)
    const copied = answer.doc!.slug!
    expect(copied.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(copied).toMatch(SLUG_PATTERN)
    expect(copied.endsWith('-copy')).toBe(true)
  })

  it('copies a page under its parent with an address of its own', async () => {
    const parent = (await payload.create({
      collection: 'pages',
      data: { title: 'Careers', slug: 'careers', _status: 'published' } as never,
      ...quiet,
    })) as unknown as Doc
    const child = (await payload.create({
      collection: 'pages',
      data: {
        title: 'Engineering',
        slug: 'engineering',
        parent: parent.id,
        _status: 'published',
      } as never,
      ...quiet,
    })) as unknown as Doc
    // The same slug at the top level does not make the copy under Careers a -copy-2.
    await payload.create({
      collection: 'pages',
      data: { title: 'Engineering copy', slug: 'engineering-copy', _status: 'published' } as never,
      ...quiet,
    })

    const answer = await duplicate('pages', child.id, 'ar')
    expect(answer.status, answer.text).toBe(200)
    expect(await read('pages', answer.doc!.id)).toMatchObject({
      slug: 'engineering-copy',
      path: '/careers/engineering-copy',
      _status: 'draft',
    })
    expect(await read('pages', child.id)).toMatchObject({ path: '/careers/engineering' })
  })

  it('refuses to copy a page the site has by code, saying why in the admin’s language', async () => {
    const about = (await payload.create({
      collection: 'pages',
      data: { page_slug: 'about', title: 'About', _status: 'published' } as never,
      ...quiet,
    })) as unknown as Doc
    const before = (await payload.count({ collection: 'pages', ...quiet })).totalDocs
    for (const language of ['en', 'ar'] as const) {
      const answer = await duplicate('pages', about.id, language)
      expect(answer.status).toBe(400)
      expect(answer.text).toContain(
        JSON.stringify(SITE_MESSAGES[language].site.fixedPageNoCopy).slice(1, -1),
      )
    }
    expect((await payload.count({ collection: 'pages', ...quiet })).totalDocs).toBe(before)
  })
})
