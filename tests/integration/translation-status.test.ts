import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richTextFromBlocks } from '@/lib/rich-text'

import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * Where each document's Arabic stands, field by field, on SQLite and
 * PostgreSQL: kept by the save hooks (cms/translations), read at
 * GET /api/translation-status, confirmed at POST /api/translation-status/confirm.
 */
let payload: Payload
let stop: () => Promise<void>
const tokens: Record<string, string> = {}
const PASSWORD = 'translated-by-the-sea-2026'

type Status = {
  collection: string
  id: string
  title: string
  missing: string[]
  outdated: string[]
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  for (const role of ['editor', 'sales'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}-tr@example.com`, password: PASSWORD, role, name: role },
      overrideAccess: true,
    })
    tokens[role] = await signIn(payload, `${role}-tr@example.com`, PASSWORD)
  }
}, 120_000)
afterAll(async () => stop?.())

const QUIET = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function statusOf(collection: string, id: number | string): Promise<Status> {
  const answer = await rest(
    payload,
    'GET',
    `/translation-status?collection=${collection}&id=${id}`,
    { token: tokens.editor },
  )
  expect(answer.status).toBe(200)
  const [found] = answer.body as unknown as Status[]
  expect(found, `${collection} ${id} has a state`).toBeTruthy()
  return found!
}

type ServiceLayout = {
  layout: Array<
    Record<string, unknown> & { id: string; items: Array<Record<string, unknown> & { id: string }> }
  >
}

/** The service's newest English draft, its sections and their items with ids. */
const englishDraftOf = async (id: number | string) =>
  (await payload.findByID({
    collection: 'services',
    id,
    locale: 'en',
    depth: 0,
    draft: true,
    overrideAccess: true,
  })) as unknown as ServiceLayout

const stepsBlock = (title: string, items: string[]) => ({
  blockType: 'steps',
  title,
  items: items.map((item) => ({ title: item, description: `${item} with you.` })),
})

describe('translation state per field', () => {
  let serviceId: number | string

  it('marks every English field without Arabic as missing, nested ones included', async () => {
    const service = await payload.create({
      collection: 'services',
      data: {
        slug: 'translated-service',
        title: 'Cloud hosting',
        description: 'Servers we run for you.',
        layout: [stepsBlock('How we work', ['Plan', 'Build'])],
      } as never,
      ...QUIET,
    })
    serviceId = service.id
    const status = await statusOf('services', serviceId)
    expect(status.title).toBe('Cloud hosting')
    expect(status.missing).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'layout.0.title',
        'layout.0.items.0.title',
        'layout.0.items.1.title',
      ]),
    )
    expect(status.outdated).toEqual([])
  })

  it('counts the Arabic as done once written, and one English edit outdates only that field', async () => {
    const saved = await englishDraftOf(serviceId)
    const block = saved.layout[0]!
    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'ar',
      data: {
        title: 'الاستضافة السحابية',
        description: 'خوادم نديرها لك.',
        layout: [
          {
            ...block,
            blockType: 'steps',
            title: 'كيف نعمل',
            items: [
              { id: block.items[0]!.id, title: 'التخطيط', description: 'نخطط معك.' },
              { id: block.items[1]!.id, title: 'البناء', description: 'نبني معك.' },
            ],
          },
        ],
      } as never,
      ...QUIET,
    })
    let status = await statusOf('services', serviceId)
    expect(status.missing).toEqual([])
    expect(status.outdated).toEqual([])

    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'en',
      data: { description: 'Servers we run for you, day and night.' } as never,
      ...QUIET,
    })
    status = await statusOf('services', serviceId)
    expect(status.outdated).toEqual(['description'])
    expect(status.missing).toEqual([])

    // A nested English edit outdates only that item's field.
    const english = await englishDraftOf(serviceId)
    const row = english.layout[0]!
    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'en',
      data: {
        layout: [{ ...row, items: [row.items[0], { ...row.items[1], title: 'Build and ship' }] }],
      } as never,
      ...QUIET,
    })
    status = await statusOf('services', serviceId)
    expect(status.outdated.sort()).toEqual(['description', 'layout.0.items.1.title'])
  })

  it('lets an editor confirm an outdated field as still correct, and the confirmation lasts', async () => {
    const answer = await rest(payload, 'POST', '/translation-status/confirm', {
      token: tokens.editor,
      body: { collection: 'services', id: serviceId, paths: ['layout.0.items.1.title'] },
    })
    expect(answer.status).toBe(200)
    expect((answer.body as unknown as Status).outdated).toEqual(['description'])
    // Another save (an unrelated field) keeps the confirmation.
    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'en',
      data: { subtitle: 'Managed' } as never,
      ...QUIET,
    })
    const status = await statusOf('services', serviceId)
    expect(status.outdated).toEqual(['description'])
    expect(status.missing).toEqual(['subtitle'])
  })

  it('counts an Arabic edit of an outdated field as translated', async () => {
    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'ar',
      data: { description: 'خوادم نديرها لك ليلًا ونهارًا.', subtitle: 'مُدارة' } as never,
      ...QUIET,
    })
    const status = await statusOf('services', serviceId)
    expect(status.outdated).toEqual([])
    expect(status.missing).toEqual([])
    const pending = await rest(payload, 'GET', '/translation-status', { token: tokens.editor })
    expect(
      (pending.body as unknown as Status[]).some(
        (each) => each.collection === 'services' && each.id === String(serviceId),
      ),
    ).toBe(false)
  })

  it('follows rich text as one field and recomputes on a version restore', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Shipping on Fridays',
        slug: 'shipping-on-fridays',
        content: richTextFromBlocks(
          ['Why we ship.', { h2: 'Rules' }, { ul: ['Small', 'Safe'] }],
          'ltr',
        ),
        published_at: '2026-01-01T08:00:00.000Z',
        _status: 'published',
      } as never,
      ...QUIET,
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'ar',
      data: {
        title: 'النشر أيام الجمعة',
        content: richTextFromBlocks(
          ['لماذا ننشر.', { h2: 'القواعد' }, { ul: ['صغير', 'آمن'] }],
          'rtl',
        ),
        _status: 'published',
      } as never,
      ...QUIET,
    })
    expect((await statusOf('blog-posts', post.id)).outdated).toEqual([])
    const before = await payload.findVersions({
      collection: 'blog-posts',
      where: { parent: { equals: post.id } },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    // The English body changes (bold added): the rich text is out of date.
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'en',
      data: {
        content: richTextFromBlocks([[{ b: 'Why' }, ' we ship.'], { h2: 'Rules' }], 'ltr'),
        _status: 'published',
      } as never,
      ...QUIET,
    })
    expect((await statusOf('blog-posts', post.id)).outdated).toEqual(['content'])
    // Restoring the version from before the edit brings back the English the Arabic was written for.
    await payload.restoreVersion({
      collection: 'blog-posts',
      id: before.docs[0]!.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await statusOf('blog-posts', post.id)).outdated).toEqual([])
  })

  it('follows a draft saved without a staff member (a script), not only the published row', async () => {
    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'en',
      draft: true,
      data: { service_name: 'Hosting (draft)' } as never,
      ...QUIET,
    })
    expect((await statusOf('services', serviceId)).missing).toContain('service_name')
    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'ar',
      draft: true,
      data: { service_name: 'الاستضافة (مسودة)' } as never,
      ...QUIET,
    })
    expect((await statusOf('services', serviceId)).missing).toEqual([])
  })

  it('follows globals and forgets deleted documents', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: { company_name: 'Nakhla Software and IT Services' } as never,
      draft: true,
      ...QUIET,
    })
    const settings = await statusOf('site-settings', 'site-settings')
    expect(settings.missing.length + settings.outdated.length).toBeGreaterThan(0)

    const slide = await payload.create({
      collection: 'testimonials',
      data: { quote: 'They ship.', author_name: 'A', is_active: true, display_order: 9 } as never,
      ...QUIET,
    })
    expect((await statusOf('testimonials', slide.id)).missing).toContain('quote')
    await payload.delete({ collection: 'testimonials', id: slide.id, ...QUIET })
    const answer = await rest(
      payload,
      'GET',
      `/translation-status?collection=testimonials&id=${slide.id}`,
      { token: tokens.editor },
    )
    expect(answer.body).toEqual([])
  })

  it('records documents saved before states were followed, as translated where both languages exist', async () => {
    const { recordUnfollowedDocuments } = await import('@/cms/translations/plugin')
    await payload.delete({
      collection: 'translation-states' as never,
      where: { doc_collection: { equals: 'services' } },
      overrideAccess: true,
    })
    expect(await recordUnfollowedDocuments(payload)).toBeGreaterThanOrEqual(1)
    const status = await statusOf('services', serviceId)
    expect(status).toMatchObject({ missing: [], outdated: [] })
    // A second run finds nothing left to record.
    expect(await recordUnfollowedDocuments(payload)).toBe(0)
  })
})

describe('GET /api/translation-status and the confirmation', () => {
  it('answers editors, refuses sales staff and visitors in their language', async () => {
    const anonymous = await rest(payload, 'GET', '/translation-status', { language: 'ar' })
    expect(anonymous.status).toBe(401)
    expect(anonymous.text).toContain('سجّل الدخول')
    const sales = await rest(payload, 'GET', '/translation-status', { token: tokens.sales })
    expect(sales.status).toBe(403)
    const editor = await rest(payload, 'GET', '/translation-status', { token: tokens.editor })
    expect(editor.status).toBe(200)
    const rows = editor.body as unknown as Status[]
    expect(Array.isArray(rows)).toBe(true)
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['collection', 'counted', 'global', 'id', 'missing', 'outdated', 'title'].sort(),
      )
      expect(row.missing.length + row.outdated.length).toBeGreaterThan(0)
    }
    const missingOnly = await rest(payload, 'GET', '/translation-status?state=missing', {
      token: tokens.editor,
    })
    for (const row of missingOnly.body as unknown as Status[])
      expect(row.missing.length).toBeGreaterThan(0)
  })

  it('refuses a bad state, a malformed confirmation and an unknown document with a 4xx', async () => {
    const badState = await rest(payload, 'GET', '/translation-status?state=everything', {
      token: tokens.editor,
    })
    expect(badState.status).toBe(400)
    for (const body of [
      {},
      { collection: 'services' },
      { collection: 'services', id: 1, paths: [] },
      'text',
    ]) {
      const answer = await rest(payload, 'POST', '/translation-status/confirm', {
        token: tokens.editor,
        body,
      })
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const unknown = await rest(payload, 'POST', '/translation-status/confirm', {
      token: tokens.editor,
      body: { collection: 'services', id: 999999, paths: ['title'] },
    })
    expect(unknown.status).toBe(404)
    const sales = await rest(payload, 'POST', '/translation-status/confirm', {
      token: tokens.sales,
      body: { collection: 'services', id: 1, paths: ['title'] },
    })
    expect(sales.status).toBe(403)
  })
})
