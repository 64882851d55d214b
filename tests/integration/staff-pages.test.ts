import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { relayRevalidation } from '@/cms/hooks/revalidate'
import { documentTag } from '@/lib/data/tags'

import { SITE_MESSAGES } from '@/cms/admin-labels/messages'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * Pages staff make: an address from the slug and the parents' slugs, the
 * rules that keep it clear of the site's own addresses and of other pages,
 * sub-pages moving with their parent (with redirects from where they were),
 * and the pages the site cannot run without kept from deletion and unpublish.
 */

const EDITOR = { email: 'page-editor@example.com', password: 'cardamom-and-saffron-27' }

let payload: Payload
let stop: () => Promise<void>
let token: string

const quiet = { context: { disableRevalidate: true }, overrideAccess: true } as const

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' } as never })
  token = await signIn(payload, EDITOR.email, EDITOR.password)
  // The pages code has, as the seed writes them.
  for (const [page_slug, title] of [
    ['home', 'Home'],
    ['about', 'About'],
    ['contact', 'Contact'],
  ])
    await publish({ page_slug, title })
})
afterAll(async () => stop?.())

const publish = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'pages',
    data: { _status: 'published', ...data } as never,
    ...quiet,
  })

/** The field errors of a refused REST write, by field path. */
const fieldErrors = (body: Record<string, unknown>) =>
  Object.fromEntries(
    ((body.errors as Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>) ?? [])
      .flatMap((error) => error.data?.errors ?? [])
      .map((error) => [error.path, error.message]),
  )

/**
 * The cache tags the saves in `work` revalidate, as the web server would be
 * asked for them (the job runner's relay: a plain test process has no Next
 * request to revalidate in).
 */
async function revalidatedDuring(work: () => Promise<void>): Promise<string[]> {
  const tags: string[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      tags.push(...((JSON.parse(body) as { tags: string[] | null }).tags ?? ['(every page)']))
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.INTERNAL_SERVER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  relayRevalidation(true)
  try {
    await work()
  } finally {
    relayRevalidation(false)
    delete process.env.INTERNAL_SERVER_URL
    await new Promise((resolve) => server.close(resolve))
  }
  return tags
}

const redirectsFrom = async (from: string) =>
  (
    await payload.find({
      collection: 'redirects' as 'users',
      where: { from: { equals: from } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs as unknown as Array<{ type: string; to: { reference?: { value: unknown } } }>

describe('the address of a page staff make', () => {
  it('is built from the parents’ slugs and its own, and the slug is written from the English title', async () => {
    const careers = await publish({ title: 'Careers at the company' })
    expect(careers.slug).toBe('careers-at-the-company')
    expect(careers.path).toBe('/careers-at-the-company')
    const child = await publish({ title: 'Engineering', slug: 'engineering', parent: careers.id })
    expect(child.path).toBe('/careers-at-the-company/engineering')
  })

  it('gives an Arabic-only title an English slug', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'ar',
      data: { _status: 'published', title: 'الشراكات' } as never,
      ...quiet,
    })
    expect(page.slug).toMatch(/^page-\d{4}-\d{2}-\d{2}$/)
    expect(page.path).toBe(`/${page.slug}`)
  })

  it('refuses a malformed slug, an address the site already has, and a taken address, in the admin’s language', async () => {
    const cases: Array<[Record<string, unknown>, 'en' | 'ar', string]> = [
      [{ title: 'Bad', slug: 'Bad_Slug' }, 'en', SITE_MESSAGES.en.site.slugForm],
      [{ title: 'Blog', slug: 'blog' }, 'en', '“blog” is already an address of the site (/blog).'],
      [{ title: 'Admin', slug: 'admin' }, 'ar', 'المعرّف «admin» عنوان مستخدم في الموقع (/admin).'],
      [
        { title: 'Arabic prefix', slug: 'ar' },
        'en',
        '“ar” is already an address of the site (/ar).',
      ],
      [{ title: 'Stories', slug: 'success-stories' }, 'en', '“success-stories” is already'],
    ]
    for (const [data, language, message] of cases) {
      const answer = await rest(payload, 'POST', '/pages', {
        token,
        language,
        body: { ...data, _status: 'published' },
      })
      expect(answer.status, JSON.stringify(data)).toBe(400)
      expect(fieldErrors(answer.body).slug).toContain(message)
    }

    await publish({ title: 'Events', slug: 'events' })
    const taken = await rest(payload, 'POST', '/pages', {
      token,
      body: { title: 'Events again', slug: 'events', _status: 'published' },
    })
    expect(taken.status).toBe(400)
    expect(fieldErrors(taken.body).slug).toBe(
      'Another page already has the address /events. Choose another slug.',
    )
    // Reserved words are free below a parent: /events/blog shadows nothing.
    const events = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/events' } },
    })
    const below = await rest(payload, 'POST', '/pages', {
      token,
      body: { title: 'Events blog', slug: 'blog', parent: events.docs[0].id, _status: 'published' },
    })
    expect(below.status).toBe(201)
    expect((below.body.doc as { path: string }).path).toBe('/events/blog')
  })

  it('answers malformed addresses with a 4xx and stores nothing', async () => {
    const before = await payload.count({ collection: 'pages', overrideAccess: true })
    for (const body of [
      { title: 'Long', slug: 'a'.repeat(500) },
      { title: 'List', slug: ['careers', 'jobs'] },
      { title: 'Object', slug: { $ne: null } },
      { title: 'Control', slug: 'line\u0000break' },
      { title: 'Parent word', slug: 'parent-word', parent: 'abc' },
      { title: 'Parent gone', slug: 'parent-gone', parent: 999999 },
      { title: 'Parent list', slug: 'parent-list', parent: [1, 2] },
    ]) {
      const answer = await rest(payload, 'POST', '/pages', {
        token,
        body: { ...body, _status: 'published' },
      })
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
    expect(await payload.count({ collection: 'pages', overrideAccess: true })).toEqual(before)
  })

  it('refuses a parent loop, a fixed page as parent and nesting past four levels', async () => {
    const a = await publish({ title: 'A', slug: 'loop-a' })
    const b = await publish({ title: 'B', slug: 'loop-b', parent: a.id })
    const loop = await rest(payload, 'PATCH', `/pages/${a.id}`, {
      token,
      body: { parent: b.id, _status: 'published' },
    })
    expect(loop.status).toBe(400)
    expect(fieldErrors(loop.body).slug).toBe(SITE_MESSAGES.en.site.pageParentLoop)

    const about = await payload.find({
      collection: 'pages',
      where: { page_slug: { equals: 'about' } },
    })
    const underFixed = await rest(payload, 'POST', '/pages', {
      token,
      body: { title: 'Under About', slug: 'team', parent: about.docs[0].id, _status: 'published' },
    })
    expect(underFixed.status).toBe(400)

    let parent = b.id
    for (const slug of ['loop-c', 'loop-d'])
      parent = (await publish({ title: slug, slug, parent })).id
    const fifth = await rest(payload, 'POST', '/pages', {
      token,
      language: 'ar',
      body: { title: 'E', slug: 'loop-e', parent, _status: 'published' },
    })
    expect(fifth.status).toBe(400)
    expect(fieldErrors(fifth.body).slug).toBe('يمكن أن تتداخل الصفحات حتى 4 مستويات على الأكثر.')
  })
})

describe('the sections of a page staff make', () => {
  it('are the shared ones: not the home page’s, not another page’s own, not the 404 copy', async () => {
    const { blocksForPage } = await import('@/blocks')
    const offered = blocksForPage(undefined)
    expect(offered).toEqual(
      expect.arrayContaining([
        ...['page-hero', 'value-cards', 'cta-band', 'rich-text', 'image-text', 'faq', 'video'],
        ...['latest-posts', 'stories-list', 'spacer', 'form'],
        // The home page's sections that draw without its client code.
        ...['home-team', 'home-testimonials', 'home-partners'],
      ]),
    )
    for (const kind of ['home-hero', 'home-solutions', 'topic-panel', 'enquiry-form', 'not-found'])
      expect(offered).not.toContain(kind)
    // The home page keeps to its own sections.
    expect(blocksForPage('home')).toContain('home-team')
    expect(blocksForPage('home')).not.toContain('rich-text')
    expect(blocksForPage('not-found')).toContain('not-found')
  })
})

describe('moving a page', () => {
  it('moves its sub-pages and leaves 308 redirects from every old address, in both languages', async () => {
    const parent = await publish({ title: 'Industries', slug: 'industries' })
    const child = await publish({ title: 'Banking', slug: 'banking', parent: parent.id })
    const grandchild = await publish({ title: 'Retail banking', slug: 'retail', parent: child.id })

    // As a script would send it: the slug alone, the page staying published.
    const renamed = await rest(payload, 'PATCH', `/pages/${parent.id}`, {
      token,
      body: { slug: 'sectors' },
    })
    expect(renamed.status).toBe(200)

    // What the site serves from: each old address resolved to the page's new one.
    const served = await rest(payload, 'GET', '/redirect-table')
    expect(served.body.redirects).toEqual(
      expect.arrayContaining([
        { from: '/industries', to: '/sectors', status: 308 },
        { from: '/ar/industries/banking', to: '/ar/sectors/banking', status: 308 },
      ]),
    )
    const read = (id: number) => payload.findByID({ collection: 'pages', id, depth: 0 })
    expect((await read(child.id)).path).toBe('/sectors/banking')
    expect((await read(grandchild.id)).path).toBe('/sectors/banking/retail')

    for (const [from, id] of [
      ['/industries', parent.id],
      ['/ar/industries', parent.id],
      ['/industries/banking', child.id],
      ['/ar/industries/banking/retail', grandchild.id],
    ] as const) {
      const [redirect] = await redirectsFrom(from)
      expect(redirect, from).toBeDefined()
      expect(redirect.type).toBe('308')
      expect(redirect.to.reference?.value, JSON.stringify(redirect)).toBe(id)
    }
  })

  it('moves its sub-pages when the rename was autosaved as a draft before Publish', async () => {
    const parent = await publish({ title: 'Launch', slug: 'launch' })
    const child = await publish({ title: 'Details', slug: 'details', parent: parent.id })
    // The admin autosaves the typed slug as a draft, then Publish sends the same form: the
    // newest version already has the new address when the published save runs.
    const autosaved = await rest(payload, 'PATCH', `/pages/${parent.id}?draft=true&autosave=true`, {
      token,
      body: { slug: 'launch-now', _status: 'draft' },
    })
    expect(autosaved.status).toBe(200)
    const published = await rest(payload, 'PATCH', `/pages/${parent.id}`, {
      token,
      body: { slug: 'launch-now', _status: 'published' },
    })
    expect(published.status).toBe(200)

    const read = (id: number) => payload.findByID({ collection: 'pages', id, depth: 0 })
    expect((await read(parent.id)).path).toBe('/launch-now')
    expect((await read(child.id)).path).toBe('/launch-now/details')
    const [redirect] = await redirectsFrom('/launch/details')
    expect(redirect?.to.reference?.value).toBe(child.id)
  })

  it('refreshes the old address when the rename was autosaved as a draft before Publish', async () => {
    const page = await publish({ title: 'Offers', slug: 'offers' })
    const tags = await revalidatedDuring(async () => {
      await rest(payload, 'PATCH', `/pages/${page.id}?draft=true&autosave=true`, {
        token,
        body: { slug: 'offers-2026', _status: 'draft' },
      })
      const published = await rest(payload, 'PATCH', `/pages/${page.id}`, {
        token,
        body: { slug: 'offers-2026', _status: 'published' },
      })
      expect(published.status).toBe(200)
    })
    // What a visitor reached at /offers stays cached until its own tag is refreshed: once the
    // redirect from it is removed, the old address would show the page it no longer holds.
    expect(tags).toContain(documentTag('pages', '/offers'))
    expect(tags).toContain(documentTag('pages', '/offers-2026'))
  })

  it('a draft rename changes no public address', async () => {
    const page = await publish({ title: 'Partners', slug: 'partners' })
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { slug: 'alliances' } as never,
      ...quiet,
    })
    expect((await payload.findByID({ collection: 'pages', id: page.id })).path).toBe('/partners')
    expect(await redirectsFrom('/partners')).toHaveLength(0)
  })
})

describe('the pages the site cannot run without', () => {
  const required = async (key: string) =>
    (await payload.find({ collection: 'pages', where: { page_slug: { equals: key } } })).docs[0]

  it('cannot be deleted, in either admin language', async () => {
    const contact = await required('contact')
    const english = await rest(payload, 'DELETE', `/pages/${contact.id}`, { token })
    expect(english.status).toBe(403)
    expect(english.text).toContain('The Contact page is one the site cannot run without')
    const arabic = await rest(payload, 'DELETE', `/pages/${contact.id}`, { token, language: 'ar' })
    expect(arabic.status).toBe(403)
    expect(arabic.text).toContain('لا يعمل الموقع بدونها')
    expect(await required('contact')).toBeDefined()
  })

  it('cannot be unpublished, but can still be edited and saved as a draft', async () => {
    const home = await required('home')
    const unpublish = await rest(payload, 'PATCH', `/pages/${home.id}`, {
      token,
      body: { _status: 'draft' },
    })
    expect(unpublish.status).toBe(403)
    expect(unpublish.text).toContain('can be edited but not unpublished')
    expect((await required('home'))._status).toBe('published')

    const draft = await rest(payload, 'PATCH', `/pages/${home.id}?draft=true`, {
      token,
      body: { _status: 'draft', keywords: 'software, Kuwait' },
    })
    expect(draft.status).toBe(200)
  })

  it('a page staff made can be deleted', async () => {
    const page = await publish({ title: 'Temporary', slug: 'temporary' })
    const answer = await rest(payload, 'DELETE', `/pages/${page.id}`, { token })
    expect(answer.status).toBe(200)
  })
})
