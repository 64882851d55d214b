import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { findRedirect, forgetRedirectTable, redirectTableLoads } from '@/lib/redirects/table'
import { startTestPayload } from '../support/payload'
import { valuesOf } from '../support/read-values'
import { rest, signIn } from '../support/rest'

/**
 * Search and share fields per page and language, the metadata the pages
 * build from them, redirects staff manage, those a slug change adds, and the
 * redirect table the site serves from memory.
 */

// Outside Next: the message files' words stand in as "namespace.key".
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ namespace }: { namespace: string }) =>
    (key: string) =>
      `${namespace}.${key}`,
}))

const STAFF = { email: 'seo-staff@example.com', password: 'frankincense-and-myrrh-19' }

let payload: Payload
let stop: () => Promise<void>
let token: string
let seo: typeof import('@/lib/seo')
let shareImageId: number
let defaultImageId: number

const quiet = { context: { disableRevalidate: true } }

async function shareImage(name: string, alt: string) {
  const data = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#0B1F33' },
  })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'share-images',
    data: { alt },
    file: { data, mimetype: 'image/png', name, size: data.length },
    ...quiet,
  })
  return doc.id
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  seo = await import('@/lib/seo')
  await payload.create({ collection: 'users', data: STAFF })
  token = await signIn(payload, STAFF.email, STAFF.password)
  shareImageId = await shareImage('web-card.png', 'Web development card')
  defaultImageId = await shareImage('site-card.png', 'Company card')
})
afterAll(async () => stop?.())

const table = async () =>
  (await rest(payload, 'GET', '/redirect-table')).body.redirects as Array<{
    from: string
    to: string
    status: number
  }>

describe('search and share fields', () => {
  it('are kept per language, and the pages take them with the share image and hreflang', async () => {
    const service = await payload.create({
      collection: 'services',
      data: {
        slug: 'web-development',
        title: 'Web Development',
        display_order: 1,
        _status: 'published',
        meta: {
          title: 'Bespoke web development in Kuwait',
          description: 'Fast bilingual websites built and run in Kuwait.',
          image: shareImageId,
        },
      },
      ...quiet,
    })
    await payload.update({
      collection: 'services',
      id: service.id,
      locale: 'ar',
      data: {
        title: 'تطوير المواقع',
        _status: 'published',
        meta: { title: 'تطوير مواقع مخصصة في الكويت', description: 'مواقع سريعة بلغتين.' },
      },
      ...quiet,
    })
    const data = valuesOf(await import('@/lib/data'))
    const [english] = await data.getServices('en')
    const [arabic] = await data.getServices('ar')
    expect(english.seo?.title).toBe('Bespoke web development in Kuwait')
    expect(arabic.seo?.title).toBe('تطوير مواقع مخصصة في الكويت')
    expect(arabic.seo?.description).toBe('مواقع سريعة بلغتين.')
    // The image is per language too; Arabic falls back to the English one.
    expect(arabic.seo?.image?.url).toBe('/api/share-images/file/web-card.png')

    // The service page (its dynamic route) reads the same fields with its blocks.
    const englishPage = await data.getServicePage('en', 'web-development')
    const arabicPage = await data.getServicePage('ar', 'web-development')
    expect(englishPage?.seo).toEqual(english.seo)
    expect(arabicPage?.seo).toEqual(arabic.seo)
    const en = await seo.servicePageMetadata('en', englishPage)
    expect(en.title).toEqual({ absolute: 'Bespoke web development in Kuwait' })
    expect(en.description).toBe('Fast bilingual websites built and run in Kuwait.')
    expect(en.openGraph?.images).toEqual([
      {
        url: '/api/share-images/file/web-card.png',
        width: 1200,
        height: 630,
        alt: 'Web development card',
      },
    ])
    expect(en.alternates?.languages).toEqual({
      en: '/what-we-do/web-development',
      ar: '/ar/what-we-do/web-development',
      'x-default': '/what-we-do/web-development',
    })
    const ar = await seo.servicePageMetadata('ar', arabicPage)
    expect(ar.title).toEqual({ absolute: 'تطوير مواقع مخصصة في الكويت' })
    expect(ar.alternates?.canonical).toBe('/ar/what-we-do/web-development')
  })

  it('fall back to the page’s own words, then the site-wide defaults', async () => {
    const bare = await seo.pageMetadata({
      locale: 'en',
      path: '/blog/7',
      keywordsKey: 'blog',
      title: 'A post',
      description: '',
    })
    expect(bare.title).toBe('A post')
    // No page, post or site description written: the site's own words, never an empty one.
    expect(bare.description).toBe('meta.homeDescription')
    expect(bare.openGraph?.images).toEqual([expect.objectContaining({ url: '/og-image.png' })])
    expect(bare.keywords).toBe('meta.defaultKeywords')

    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        _status: 'published',
        company_name: 'Nakhla',
        email: 'info@example.com',
        phone: '+965 2220 4400',
        commercial_registration: '123',
        kuwait_office: {
          title: 'Kuwait',
          address: 'Kuwait City',
          hours: '8:00-16:00',
          latitude: 29.3,
          longitude: 48,
        },
        abu_dhabi_office: { title: 'Abu Dhabi', address: 'Abu Dhabi', hours: '9:00-17:00' },
        products: Object.fromEntries(
          ['business_suite', 'property_management', 'kitchen', 'dining'].map((key) => [
            key,
            { name: key, url: 'https://example.com' },
          ]),
        ),
        meta: { description: 'Software made in Kuwait.', image: defaultImageId },
      } as never,
      ...quiet,
    })
    const withDefaults = await seo.pageMetadata({
      locale: 'en',
      path: '/blog/7',
      keywordsKey: 'blog',
      title: 'A post',
      description: '',
    })
    expect(withDefaults.title).toBe('A post')
    expect(withDefaults.description).toBe('Software made in Kuwait.')
    expect(withDefaults.openGraph?.images).toEqual([
      expect.objectContaining({ url: '/api/share-images/file/site-card.png' }),
    ])
  })

  it('per page (Page SEO): apply on that page only, with its keywords', async () => {
    await payload.create({
      collection: 'pages',
      data: {
        page_slug: 'blog',
        keywords: 'software blog, kuwait',
        _status: 'published',
        meta: {
          title: 'Our blog: notes from Kuwait',
          description: 'What we learn building software.',
        },
      },
      ...quiet,
    })
    const list = await seo.staticPageMetadata('en', 'blog')
    expect(list.title).toEqual({ absolute: 'Our blog: notes from Kuwait' })
    expect(list.description).toBe('What we learn building software.')
    expect(list.keywords).toBe('software blog, kuwait')
    const post = await seo.pageMetadata({
      locale: 'en',
      path: '/blog/7',
      keywordsKey: 'blog',
      title: 'A post',
      description: 'About a post.',
    })
    expect(post.title).toBe('A post')
    expect(post.description).toBe('About a post.')
    expect(post.keywords).toBe('software blog, kuwait')
  })

  it('refuse titles and descriptions longer than search engines show, in the admin’s language', async () => {
    const answer = await rest(payload, 'POST', '/services', {
      token,
      language: 'ar',
      body: {
        slug: 'too-long',
        title: 'Too long',
        display_order: 9,
        meta: { title: 'x'.repeat(121) },
      },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('استخدم 120 حرفًا على الأكثر.')
  })
})

describe('a slug change', () => {
  it('adds a 301 from the old address in both languages, which follows the document', async () => {
    const story = await payload.create({
      collection: 'success-stories',
      data: { slug: 'old-story', title: 'Story', display_order: 1, _status: 'published' },
      ...quiet,
    })
    // A draft changes nothing public: no redirect yet.
    await payload.update({
      collection: 'success-stories',
      id: story.id,
      data: { slug: 'new-story' },
      draft: true,
      ...quiet,
    })
    expect((await payload.count({ collection: 'redirects' })).totalDocs).toBe(0)
    await payload.update({
      collection: 'success-stories',
      id: story.id,
      data: { slug: 'new-story', _status: 'published' },
      ...quiet,
    })
    expect(await table()).toEqual(
      expect.arrayContaining([
        { from: '/success-stories/old-story', to: '/success-stories/new-story', status: 301 },
        { from: '/ar/success-stories/old-story', to: '/ar/success-stories/new-story', status: 301 },
      ]),
    )
    // A second change: the old address follows the document, no chain.
    await payload.update({
      collection: 'success-stories',
      id: story.id,
      data: { slug: 'newest-story', _status: 'published' },
      ...quiet,
    })
    const rows = await table()
    expect(rows).toEqual(
      expect.arrayContaining([
        { from: '/success-stories/old-story', to: '/success-stories/newest-story', status: 301 },
        { from: '/success-stories/new-story', to: '/success-stories/newest-story', status: 301 },
        {
          from: '/ar/success-stories/new-story',
          to: '/ar/success-stories/newest-story',
          status: 301,
        },
      ]),
    )
  })

  it('back to an old slug drops the redirect from it (no loop), and blog posts keep /blog/<slug>', async () => {
    const service = await payload.create({
      collection: 'services',
      data: { slug: 'mobile-app', title: 'Mobile', display_order: 2, _status: 'published' },
      ...quiet,
    })
    const rename = (slug: string) =>
      payload.update({
        collection: 'services',
        id: service.id,
        data: { slug, _status: 'published' },
        ...quiet,
      })
    await rename('mobile-apps')
    await rename('mobile-app')
    const rows = await table()
    expect(rows.filter((row) => row.from.includes('mobile-app'))).toEqual(
      expect.arrayContaining([
        { from: '/what-we-do/mobile-apps', to: '/what-we-do/mobile-app', status: 301 },
        { from: '/ar/what-we-do/mobile-apps', to: '/ar/what-we-do/mobile-app', status: 301 },
      ]),
    )
    expect(rows.some((row) => row.from === '/what-we-do/mobile-app')).toBe(false)

    const post = await payload.create({
      collection: 'blog-posts',
      data: { title: 'Hello', slug: 'hello', _status: 'published' },
      ...quiet,
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { slug: 'hello-kuwait', _status: 'published' },
      ...quiet,
    })
    expect(await table()).toEqual(
      expect.arrayContaining([
        { from: '/blog/hello', to: `/blog/${post.id}`, status: 301 },
        { from: '/ar/blog/hello', to: `/ar/blog/${post.id}`, status: 301 },
      ]),
    )
  })
})

describe('redirects staff write', () => {
  const create = (body: unknown, language: 'en' | 'ar' = 'en') =>
    rest(payload, 'POST', '/redirects', { token, language, body })

  it('are cleaned up (this site’s address → path) and keep away from the admin and API', async () => {
    const made = await create({
      from: 'http://localhost:3000/Old-Page/',
      type: '308',
      to: { type: 'custom', url: '/about' },
    })
    expect(made.status).toBe(201)
    expect((made.body.doc as { from: string }).from).toBe('/old-page')
    expect(await table()).toEqual(
      expect.arrayContaining([{ from: '/old-page', to: '/about', status: 308 }]),
    )
    const admin = await create({ from: '/admin/login', to: { type: 'custom', url: '/' } }, 'ar')
    expect(admin.status).toBe(400)
    expect(JSON.stringify(admin.body)).toContain('لا يمكن تحويل لوحة الإدارة')
  })

  it('may not send visitors in a circle, directly or along other redirects', async () => {
    const self = await create({ from: '/circle-a', to: { type: 'custom', url: '/circle-a' } })
    expect(self.status).toBe(400)
    expect(JSON.stringify(self.body)).toContain('back to the address they came from')
    expect(
      (await create({ from: '/circle-a', to: { type: 'custom', url: '/circle-b' } })).status,
    ).toBe(201)
    expect(
      (await create({ from: '/circle-b', to: { type: 'custom', url: '/circle-c' } })).status,
    ).toBe(201)
    const loop = await create(
      { from: '/circle-c', to: { type: 'custom', url: 'http://localhost:3000/circle-a' } },
      'ar',
    )
    expect(loop.status).toBe(400)
    expect(JSON.stringify(loop.body)).toContain(
      'هذا التحويل سيعيد الزوار إلى العنوان الذي جاؤوا منه.',
    )
  })

  it('are not readable by visitors through the API (the table only lists from, to and status)', async () => {
    expect((await rest(payload, 'GET', '/redirects')).status).toBe(403)
  })
})

describe('the table the site serves', () => {
  it('is read once, then from memory; a change in the admin drops it', async () => {
    forgetRedirectTable()
    let reads = 0
    const loader = async () => {
      reads += 1
      return (await table()) as never
    }
    const loadsBefore = redirectTableLoads()
    for (let i = 0; i < 500; i += 1) await findRedirect(i % 2 ? '/old-page' : '/about', loader)
    expect(reads).toBe(1)
    expect(await findRedirect('/OLD-PAGE/', loader)).toEqual({
      from: '/old-page',
      to: '/about',
      status: 308,
    })
    expect(await findRedirect('/about', loader)).toBeNull()

    const made = await rest(payload, 'POST', '/redirects', {
      token,
      body: { from: '/older-page', to: { type: 'custom', url: '/contact' } },
    })
    expect(made.status).toBe(201)
    expect(await findRedirect('/older-page', loader)).toEqual({
      from: '/older-page',
      to: '/contact',
      status: 301,
    })
    expect(reads).toBe(2)
    expect(redirectTableLoads() - loadsBefore).toBe(2)
  })

  it('serves nothing, without failing the page, while the table cannot be read', async () => {
    forgetRedirectTable()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(
      await findRedirect('/old-page', async () => Promise.reject(new Error('down'))),
    ).toBeNull()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
    forgetRedirectTable()
  })
})
