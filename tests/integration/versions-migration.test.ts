import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runSql, startTestPayload } from '../support/payload'

/**
 * Rows written before drafts existed stay on the site after the migration that
 * adds drafts: they become published (a blog draft stays a draft), and each
 * gets a first version so the admin, which lists documents from their latest
 * version, still shows them.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.up.toString().includes('publishExistingRows'),
  }))
  await run(`INSERT INTO hero_slides (id, display_order, is_active) VALUES (1, 1, true)`)
  await run(
    `INSERT INTO hero_slides_locales (title, _locale, _parent_id) VALUES ('Old slide', 'en', 1)`,
  )
  await run(
    `INSERT INTO blog_posts (id, slug, status, published_at) VALUES (1, 'old-post', 'published', '2026-02-01T08:00:00.000Z'), (2, 'old-draft', 'draft', NULL)`,
  )
  await run(
    `INSERT INTO blog_posts_locales (title, _locale, _parent_id) VALUES ('Old post', 'en', 1), ('Old draft', 'en', 2), ('مقال قديم', 'ar', 1)`,
  )
  // A story with an array row and its translations: three levels that the
  // rebuild of a table must not lose.
  await run(
    `INSERT INTO success_stories (id, slug, display_order, is_active) VALUES (1, 'old-story', 1, true)`,
  )
  await run(
    `INSERT INTO success_stories_locales (title, _locale, _parent_id) VALUES ('Old story', 'en', 1)`,
  )
  await run(
    `INSERT INTO success_stories_features (_order, _parent_id, id, icon) VALUES (1, 1, 'feature-1', 'Package')`,
  )
  await run(
    `INSERT INTO success_stories_features_locales (title, _locale, _parent_id) VALUES ('Fast', 'en', 'feature-1'), ('سريع', 'ar', 'feature-1')`,
  )
  await migrateRest()
})
afterAll(async () => stop?.())

describe('the drafts migration keeps existing content', () => {
  it('existing rows are published and visible to anonymous readers, a blog draft stays hidden', async () => {
    const slides = await payload.find({ collection: 'hero-slides', overrideAccess: false })
    expect(slides.docs.map((doc) => doc.title)).toEqual(['Old slide'])
    const posts = await payload.find({ collection: 'blog-posts', overrideAccess: false })
    expect(posts.docs.map((doc) => doc.title)).toEqual(['Old post'])
    const arabic = await payload.findByID({
      collection: 'blog-posts',
      id: 1,
      locale: 'ar',
      overrideAccess: false,
    })
    expect(arabic.title).toBe('مقال قديم')
    const draft = await payload.findByID({ collection: 'blog-posts', id: 2, overrideAccess: true })
    expect(draft._status).toBe('draft')
    expect(draft.status).toBe('draft')
  })

  it('a story keeps its translations, array rows and their translations', async () => {
    const story = await payload.findByID({
      collection: 'success-stories',
      id: 1,
      locale: 'all',
      overrideAccess: false,
    })
    expect(story.title).toEqual({ en: 'Old story' })
    const features = (story as unknown as { features: Array<{ icon: string; title: unknown }> })
      .features
    expect(features).toEqual([
      expect.objectContaining({ icon: 'Package', title: { en: 'Fast', ar: 'سريع' } }),
    ])
  })

  it('each existing row has a first version, so the admin lists it (latest version, both languages)', async () => {
    const listed = await payload.find({
      collection: 'blog-posts',
      draft: true,
      overrideAccess: true,
      locale: 'all',
    })
    expect(listed.totalDocs).toBe(2)
    const versions = await payload.findVersions({
      collection: 'blog-posts',
      where: { parent: { equals: 1 } },
      locale: 'all',
      overrideAccess: true,
    })
    expect(versions.totalDocs).toBe(1)
    expect(versions.docs[0].version._status).toBe('published')
    expect(versions.docs[0].version.title).toEqual({ en: 'Old post', ar: 'مقال قديم' })
    const slides = await payload.find({
      collection: 'hero-slides',
      draft: true,
      overrideAccess: true,
    })
    expect(slides.docs.map((doc) => doc.title)).toEqual(['Old slide'])
  })
})
