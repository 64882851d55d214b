import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAGE_KEYS } from '@/lib/routes'
import { seed } from '@/seed'
import { startTestPayload } from '../support/payload'

let payload: Payload
let stop: () => Promise<void>

// The seeded site: a copy of what `npm run seed` made of the run's migrated template
// (tests/support/integration-setup.ts), so seeding an empty database is proven by the command
// itself, and it is seeded again here (SQLite only: tests/support/sqlite-only.ts says why).
beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload({ seeded: true }))
})
afterAll(async () => stop?.())

const count = async (collection: string, where?: Record<string, unknown>) =>
  (
    await payload.count({
      collection: collection as 'services',
      where: where as never,
      overrideAccess: true,
    })
  ).totalDocs

describe('seed', () => {
  it('fills every collection with bilingual content, and another run adds nothing', async () => {
    const snapshot = async () => ({
      services: await count('services'),
      stories: await count('success-stories'),
      team: await count('team-members'),
      ceo: await count('team-members', { is_ceo: { equals: true } }),
      testimonials: await count('testimonials'),
      inactiveTestimonials: await count('testimonials', { is_active: { equals: false } }),
      slides: await count('hero-slides'),
      inactiveSlides: await count('hero-slides', { is_active: { equals: false } }),
      features: await count('features'),
      posts: await count('blog-posts'),
      published: await count('blog-posts', { status: { equals: 'published' } }),
      drafts: await count('blog-posts', { status: { equals: 'draft' } }),
      keyedPages: await count('pages', { page_slug: { exists: true } }),
      staffPages: await count('pages', { page_slug: { exists: false } }),
      serviceImages: await count('service-images'),
      teamImages: await count('team-images'),
      videos: await count('hero-videos'),
    })
    const before = await snapshot()
    expect(before).toMatchObject({
      services: 6,
      stories: 4,
      ceo: 1,
      testimonials: 6,
      inactiveTestimonials: 1,
      slides: 3,
      inactiveSlides: 1,
      features: 6,
      drafts: 1,
      keyedPages: PAGE_KEYS.length,
      staffPages: 3,
    })
    expect(before.team).toBeGreaterThanOrEqual(5)
    expect(before.published).toBeGreaterThanOrEqual(6)
    expect(before.serviceImages).toBeGreaterThanOrEqual(6)
    expect(before.videos).toBeGreaterThanOrEqual(1)

    const again = await seed(payload)
    expect(again.created).toBe(0)
    expect(await snapshot()).toEqual(before)
    // A whole seed's checks of every document and picture: beside another test file on a busy
    // machine it may pass the default minute.
  }, 180_000)

  it('seeds the example pages staff make: Careers, a sub-page and a webinar page, in both languages', async () => {
    const pages = await payload.find({
      collection: 'pages',
      where: { page_slug: { exists: false } },
      locale: 'ar',
      sort: 'path',
      depth: 0,
    })
    expect(pages.docs.map((page) => [page.path, page.title, page._status])).toEqual([
      ['/careers', 'الوظائف', 'published'],
      ['/careers/engineering', 'وظائف الهندسة', 'published'],
      ['/erp-webinar', 'ندوة ERP الإلكترونية', 'published'],
    ])
    expect(pages.docs[1].parent).toBe(pages.docs[0].id)
    expect(pages.docs.every((page) => (page.layout ?? []).length >= 3)).toBe(true)
    // Each form block holds its seeded form: the application on Careers, the sign-up on the webinar page.
    const formOn = (index: number) =>
      (pages.docs[index].layout ?? []).flatMap((block) =>
        block.blockType === 'form' ? [block.form] : [],
      )
    const forms = await payload.find({ collection: 'forms', locale: 'en', depth: 0, limit: 10 })
    const formId = (title: string) => forms.docs.find((form) => form.title === title)?.id
    expect(formOn(0)).toEqual([formId('Job application')])
    expect(formOn(2)).toEqual([formId('Webinar sign-up')])
    expect(formId('Webinar sign-up')).toBeDefined()
  })

  it('writes Arabic for every service and story, and the site settings', async () => {
    const arabic = /[\u0600-\u06FF]/
    const services = await payload.find({ collection: 'services', locale: 'ar', limit: 10 })
    for (const service of services.docs) {
      expect(service.title).toMatch(arabic)
      expect(service.description ?? '').toMatch(arabic)
    }
    const stories = await payload.find({ collection: 'success-stories', locale: 'ar', limit: 10 })
    for (const story of stories.docs) {
      // Product names stay in Latin script in Arabic (docs/PRODUCT.md, Languages, numbers and dates); the copy around them is Arabic.
      expect(story.description ?? '').toMatch(arabic)
      expect(story.hero_description ?? '').toMatch(arabic)
      expect(story.features?.length).toBeGreaterThan(0)
      for (const feature of story.features ?? []) expect(feature.title).toMatch(arabic)
      expect(story.additional_sections?.some((section) => section.type === 'who_we_serve')).toBe(
        true,
      )
    }
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'ar' })
    expect(settings.company_name).toMatch(arabic)
    expect(settings.kuwait_office).toMatchObject({
      latitude: 29.3375,
      longitude: 48.0758,
      hours: '8:00-16:00',
    })
    expect(settings.abu_dhabi_office?.hours).toBe('9:00-17:00')
  })

  it('gives published posts distinct dates', async () => {
    const posts = await payload.find({
      collection: 'blog-posts',
      where: { status: { equals: 'published' } },
      limit: 100,
    })
    const dates = posts.docs.map((post) => post.published_at)
    expect(new Set(dates).size).toBe(dates.length)
  })
})
