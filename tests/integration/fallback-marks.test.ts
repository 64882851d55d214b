import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findInLocale } from '@/lib/data/in-locale'
import { isFallbackRichText, markEnglish } from '@/lib/fallback/marks'
import { richTextFromBlocks } from '@/lib/rich-text'

import { startTestPayload } from '../support/payload'

/**
 * The site's reads mark each English text shown on an Arabic page in place
 * of missing Arabic (lib/data/in-locale), field by field, inside blocks and
 * list rows too, on SQLite and PostgreSQL; the site's JSX runtime then draws
 * it inside lang="en" dir="ltr" (tests/unit/fallback-markup).
 */
let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
}, 120_000)
afterAll(async () => stop?.())

const QUIET = { overrideAccess: true, context: { disableRevalidate: true } } as const
const MARKS = /[\u2066\u2069]/

type Row = Record<string, unknown> & { id: string }
type Service = {
  id: number
  title: string
  description: string
  layout: Array<Row & { title: string; items: Array<Row & { title: string; description: string }> }>
}

const readService = (id: number, locale: 'en' | 'ar') =>
  findInLocale(payload, 'services', locale, (fallbackLocale) =>
    payload.find({
      collection: 'services',
      locale,
      fallbackLocale,
      where: { id: { equals: id } },
      depth: 1,
      ...QUIET,
    }),
  ).then((found) => found.docs[0] as unknown as Service)

describe('English shown in place of missing Arabic', () => {
  let serviceId: number

  beforeAll(async () => {
    const service = await payload.create({
      collection: 'services',
      data: {
        slug: 'fallback-marked-service',
        title: 'Cloud hosting',
        description: 'Servers we run for you.',
        subtitle: '24/7',
        layout: [
          {
            blockType: 'steps',
            title: 'How we work',
            items: [
              { title: 'Plan', description: 'Plan with you.' },
              { title: 'Build', description: 'Build with you.' },
            ],
          },
        ],
        _status: 'published',
      } as never,
      ...QUIET,
    })
    serviceId = service.id as number
    const english = await readService(serviceId, 'en')
    const block = english.layout[0]!
    // The Arabic has the title, the block's title and the first step's title: nothing else.
    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'ar',
      data: {
        title: 'الاستضافة السحابية',
        layout: [
          {
            id: block.id,
            blockType: 'steps',
            title: 'كيف نعمل',
            items: [{ id: block.items[0]!.id, title: 'التخطيط' }, { id: block.items[1]!.id }],
          },
        ],
        _status: 'published',
      } as never,
      ...QUIET,
    })
  })

  it('marks each field whose Arabic is missing, nested ones each on their own', async () => {
    const arabic = await readService(serviceId, 'ar')
    expect(arabic.title).toBe('الاستضافة السحابية')
    expect(arabic.description).toBe(markEnglish('Servers we run for you.'))
    const [block] = arabic.layout
    expect(block!.title).toBe('كيف نعمل')
    expect(block!.items[0]!.title).toBe('التخطيط')
    expect(block!.items[0]!.description).toBe(markEnglish('Plan with you.'))
    expect(block!.items[1]!.title).toBe(markEnglish('Build'))
    // Text that is not words to translate is shown as it is.
    expect((arabic as unknown as { subtitle: string }).subtitle).toBe('24/7')
  })

  it('leaves English pages, and Arabic once written, unmarked', async () => {
    expect(JSON.stringify(await readService(serviceId, 'en'))).not.toMatch(MARKS)
    await payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'ar',
      data: { description: 'خوادم نديرها لك.' } as never,
      ...QUIET,
    })
    expect((await readService(serviceId, 'ar')).description).toBe('خوادم نديرها لك.')
  })

  it('says a whole post body is English when its Arabic is missing', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Shipping safely',
        slug: 'fallback-shipping-safely',
        published_at: '2026-01-01T08:00:00.000Z',
        _status: 'published',
        content: richTextFromBlocks(['Small changes, reviewed.'], 'ltr'),
      } as never,
      ...QUIET,
    })
    const read = () =>
      findInLocale(payload, 'blog-posts', 'ar', (fallbackLocale) =>
        payload.find({
          collection: 'blog-posts',
          locale: 'ar',
          fallbackLocale,
          where: { id: { equals: post.id } },
          ...QUIET,
        }),
      ).then((found) => found.docs[0]!)
    let arabic = await read()
    expect(isFallbackRichText(arabic.content)).toBe(true)
    expect(arabic.title).toBe(markEnglish('Shipping safely'))

    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'ar',
      data: {
        title: 'النشر بأمان',
        content: richTextFromBlocks(['تغييرات صغيرة تمت مراجعتها.'], 'rtl'),
      } as never,
      ...QUIET,
    })
    arabic = await read()
    expect(isFallbackRichText(arabic.content)).toBe(false)
    expect(JSON.stringify(arabic)).not.toMatch(MARKS)
  })
})
