import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { SITE_SETTINGS_EN } from '@/seed/site-settings'
import { startTestPayload } from '../support/payload'
import { valuesOf } from '../support/read-values'
import { markEnglish } from '@/lib/fallback/marks'

/**
 * The site's reads in and out of a staff preview (src/lib/draft-reads.ts), on
 * real Payload with drafts: Next's draft mode and the request headers are the
 * only things stood in for. Out of draft mode the reads are a visitor's
 * (published rows only); in draft mode with a live staff session they are the
 * newest drafts; a draft cookie without a valid session reads as a visitor.
 */

const request = vi.hoisted(() => ({ draft: false, outside: false, headers: new Headers() }))
vi.mock('next/headers', () => ({
  // As Next does when there is no request (scripts, tests, build-time lists).
  draftMode: () => {
    if (request.outside) throw new Error('`draftMode` was called outside a request scope.')
    return Promise.resolve({ isEnabled: request.draft })
  },
  headers: async () => request.headers,
}))

const STAFF = { email: 'preview-staff@example.com', password: 'date-palms-at-dawn-42' }

let payload: Payload
let stop: () => Promise<void>
let token: string
let data: ReturnType<typeof valuesOf<typeof import('@/lib/data')>>
let publishedPostId: number
let draftPostId: number

const asVisitor = () => {
  request.draft = false
  request.headers = new Headers()
}
const asPreviewingStaff = () => {
  request.draft = true
  request.headers = new Headers({ authorization: `JWT ${token}` })
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  data = valuesOf(await import('@/lib/data'))
  const staff = await payload.create({ collection: 'users', data: STAFF })
  token = (await payload.login({ collection: 'users', data: STAFF })).token!
  const as = { user: staff, overrideAccess: false, context: { disableRevalidate: true } }

  const service = await payload.create({
    collection: 'services',
    data: { slug: 'web-development', title: 'Published service', display_order: 1 },
    ...as,
  })
  await payload.update({
    collection: 'services',
    id: service.id,
    data: { title: 'Typed in the admin' },
    draft: true,
    ...as,
  })
  await payload.update({
    collection: 'services',
    id: service.id,
    locale: 'ar',
    data: { title: 'مسودة عربية' },
    draft: true,
    ...as,
  })

  const post = await payload.create({
    collection: 'blog-posts',
    data: {
      title: 'Published post',
      slug: 'published-post',
      published_at: '2026-01-01T08:00:00.000Z',
      _status: 'published',
    },
    ...as,
  })
  publishedPostId = post.id
  await payload.update({
    collection: 'blog-posts',
    id: post.id,
    data: { title: 'Post draft' },
    draft: true,
    ...as,
  })
  draftPostId = (
    await payload.create({
      collection: 'blog-posts',
      data: { title: 'Never published', slug: 'never-published' },
      draft: true,
      ...as,
    })
  ).id

  await payload.create({
    collection: 'success-stories',
    data: {
      slug: 'kitchen',
      title: 'Inactive story',
      is_active: false,
      display_order: 1,
      _status: 'published',
    },
    ...as,
  })
  await payload.create({
    collection: 'hero-slides',
    data: { title: 'Draft slide', is_active: true, display_order: 1 },
    draft: true,
    ...as,
  })

  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...SITE_SETTINGS_EN, company_name: 'Published Company', _status: 'published' },
    ...as,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { company_name: 'Draft Company' },
    draft: true,
    ...as,
  })
})
afterAll(async () => stop?.())

describe('visitors (no draft mode): exactly the published content', () => {
  it('services, settings, blog, stories and home read the published rows', async () => {
    asVisitor()
    expect((await data.getServices('en')).map((s) => s.title)).toEqual(['Published service'])
    expect((await data.getServices('ar')).map((s) => s.title)).toEqual([
      markEnglish('Published service'),
    ])
    expect((await data.getSiteSettings('en')).companyName).toBe('Published Company')
    expect((await data.getPublishedPosts('en')).map((p) => p.title)).toEqual(['Published post'])
    expect((await data.getPublishedPost('en', publishedPostId))?.title).toBe('Published post')
    expect(await data.getPublishedPost('en', draftPostId)).toBeNull()
    expect(await data.getStory('en', 'kitchen')).toBeNull()
    expect(await data.getHeroSlides('en')).toEqual([])
  })

  it('outside any request (scripts, tests, build-time lists) the reads are a visitor’s too', async () => {
    asVisitor()
    request.outside = true
    try {
      expect((await data.getServices('en')).map((s) => s.title)).toEqual(['Published service'])
      expect(await data.getPublishedPostIds()).toEqual([publishedPostId])
      expect(await data.getPublishedPost('en', draftPostId)).toBeNull()
    } finally {
      request.outside = false
    }
  })
})

describe('a staff preview (draft mode and a live staff session): the newest drafts', () => {
  it('shows what staff typed, in the content language edited', async () => {
    asPreviewingStaff()
    expect((await data.getServices('en')).map((s) => s.title)).toEqual(['Typed in the admin'])
    expect((await data.getServices('ar')).map((s) => s.title)).toEqual(['مسودة عربية'])
    expect((await data.getSiteSettings('en')).companyName).toBe('Draft Company')
  })

  it('opens the post and the story being written, and lists drafts as if published', async () => {
    asPreviewingStaff()
    expect((await data.getPublishedPost('en', publishedPostId))?.title).toBe('Post draft')
    expect((await data.getPublishedPost('en', draftPostId))?.title).toBe('Never published')
    expect((await data.getPublishedPosts('en')).map((p) => p.title).sort()).toEqual([
      'Never published',
      'Post draft',
    ])
    expect(await data.findPublishedPostId('never-published')).toBe(draftPostId)
    expect((await data.getStory('en', 'kitchen'))?.title).toBe('Inactive story')
    expect((await data.getHeroSlides('en')).map((slide) => slide.title)).toEqual(['Draft slide'])
  })
})

describe('a draft cookie without a valid staff session reads as a visitor', () => {
  for (const [what, headers] of [
    ['no session', new Headers()],
    ['a forged token', new Headers({ authorization: 'JWT forged.token.value' })],
    ['a forged cookie', new Headers({ cookie: 'payload-token=forged; __prerender_bypass=x' })],
  ] as const) {
    it(what, async () => {
      request.draft = true
      request.headers = headers
      expect((await data.getServices('en')).map((s) => s.title)).toEqual(['Published service'])
      expect((await data.getSiteSettings('en')).companyName).toBe('Published Company')
      expect(await data.getPublishedPost('en', draftPostId)).toBeNull()
    })
  }
})
