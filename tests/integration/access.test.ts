import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'

let payload: Payload
let stop: () => Promise<void>
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  const make = (collection: string, data: Record<string, unknown>) =>
    payload.create({ collection: collection as 'services', data: data as never, context: ctx })
  await make('success-stories', {
    slug: 'shown',
    title: 'Shown',
    is_active: true,
    display_order: 1,
  })
  await make('success-stories', {
    slug: 'hidden',
    title: 'Hidden',
    is_active: false,
    display_order: 2,
  })
  await make('testimonials', {
    quote: 'Great',
    author_name: 'A',
    is_active: true,
    display_order: 1,
  })
  await make('testimonials', {
    quote: 'Hidden',
    author_name: 'B',
    is_active: false,
    display_order: 2,
  })
  await make('hero-slides', { title: 'Shown', is_active: true, display_order: 1 })
  await make('hero-slides', { title: 'Hidden', is_active: false, display_order: 2 })
  await make('features', { title: 'Shown', status: true, display_order: 1 })
  await make('features', { title: 'Hidden', status: false, display_order: 2 })
  await make('blog-posts', {
    title: 'Shown',
    slug: 'shown',
    status: 'published',
    published_at: '2026-01-01',
  })
  await make('blog-posts', { title: 'Hidden', slug: 'hidden', status: 'draft' })
  await make('contact-submissions', {
    name: 'N',
    mobile: '5555',
    email: 'n@example.com',
    company: 'C',
    subject: 'S',
    full_mobile: '+965 5555',
    country_code: '+965',
    submitted_at: new Date().toISOString(),
    status: 'new',
  })
})
afterAll(async () => stop?.())

/** Reads as an anonymous visitor: no user, access rules enforced. */
const anonymousFind = (collection: string) =>
  payload.find({ collection: collection as 'services', overrideAccess: false, limit: 100 })

describe('anonymous visitors see only what the spec shows', () => {
  it.each([
    ['success-stories', 'slug', 'shown'],
    ['testimonials', 'quote', 'Great'],
    ['hero-slides', 'title', 'Shown'],
    ['features', 'title', 'Shown'],
    ['blog-posts', 'title', 'Shown'],
  ])(
    '%s: hidden rows are invisible to lists and by-id reads',
    async (collection, field, visible) => {
      const { docs, totalDocs } = await anonymousFind(collection)
      expect(totalDocs).toBe(1)
      expect((docs[0] as unknown as Record<string, unknown>)[field]).toBe(visible)

      const all = await payload.find({ collection: collection as 'services', overrideAccess: true })
      expect(all.totalDocs).toBe(2)
      const hidden = all.docs.find((doc) => doc.id !== docs[0].id)!
      await expect(
        payload.findByID({
          collection: collection as 'services',
          id: hidden.id,
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 404 })
    },
  )

  it.each(['contact-submissions', 'users'])(
    '%s is never readable anonymously (403)',
    async (collection) => {
      await expect(anonymousFind(collection)).rejects.toMatchObject({ status: 403 })
    },
  )

  it.each([
    'services',
    'success-stories',
    'team-members',
    'testimonials',
    'hero-slides',
    'features',
    'blog-posts',
    'blog-topics',
    'contact-submissions',
    'pages',
    'users',
  ])('%s refuses anonymous create, update and delete', async (collection) => {
    const slug = collection as 'services'
    await expect(
      payload.create({ collection: slug, data: {} as never, overrideAccess: false, context: ctx }),
    ).rejects.toMatchObject({ status: 403 })
    const existing = await payload.find({ collection: slug, limit: 1, overrideAccess: true })
    if (existing.docs[0]) {
      const id = existing.docs[0].id
      await expect(
        payload.update({
          collection: slug,
          id,
          data: {} as never,
          overrideAccess: false,
          context: ctx,
        }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.delete({ collection: slug, id, overrideAccess: false, context: ctx }),
      ).rejects.toMatchObject({ status: 403 })
    }
  })

  it('refuses anonymous updates of site settings', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { email: 'x@example.com' } as never,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('staff see every row', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'staff@example.com', password: 'correct-horse-battery', role: 'editor' },
    })
    const { totalDocs } = await payload.find({
      collection: 'blog-posts',
      user: { ...user, collection: 'users' },
      overrideAccess: false,
    })
    expect(totalDocs).toBe(2)
  })
})
