import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Page } from '@/payload-types'
import { PAGE_LAYOUTS } from '@/content/pages/index'
import { startTestPayload } from '../support/payload'
import { pageIdsByAddress, seedAsStored } from '../support/seed-layout'

/**
 * About, What We Do, contact and not found as page documents: a fresh seeded
 * database has their sections in both languages exactly as the seed wrote
 * them, the blocks refuse bad values with a message naming the field, and the
 * 404 read keeps its words when staff leave the page without them.
 */

// As Next does outside a request: no preview, a visitor's read.
vi.mock('next/headers', () => ({
  draftMode: () => Promise.resolve({ isEnabled: false }),
  headers: async () => new Headers(),
}))

const KEYS = ['about', 'what-we-do', 'contact', 'not-found'] as const
type Layout = NonNullable<Page['layout']>

let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload({ seeded: true }))
}, 120_000)
afterAll(async () => stop?.())

const pageOf = async (key: string, locale: 'en' | 'ar') =>
  (
    await payload.find({
      collection: 'pages',
      where: { page_slug: { equals: key } },
      locale,
      fallbackLocale: false,
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]

/** Saves `layout` on a page in English and returns the error message, or '' when saved. */
async function refusal(key: string, layout: unknown[]): Promise<string> {
  const page = await pageOf(key, 'en')
  try {
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { layout } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return ''
  } catch (error) {
    const data = (error as { data?: { errors?: Array<{ message: string; path: string }> } }).data
    return [
      (error as Error).message,
      ...(data?.errors ?? []).map((e) => `${e.path}: ${e.message}`),
    ].join(' | ')
  }
}

describe('the About, What We Do, contact and not-found pages in the CMS', () => {
  it('have the seed’s sections in both languages on a fresh database', async () => {
    const pageIds = await pageIdsByAddress(payload)
    for (const key of KEYS) {
      const seeded = PAGE_LAYOUTS[key]
      expect(seeded, key).toBeDefined()
      for (const locale of ['en', 'ar'] as const) {
        const page = await pageOf(key, locale)
        expect(page.layout?.map((block) => block.blockType)).toEqual(
          seeded!.map((block) => block.blockType),
        )
        // No pictures here: only buttons change from the seed's form (an address) to a link.
        expect(page.layout).toMatchObject(
          seedAsStored(seeded, locale, () => undefined, pageIds) as object[],
        )
      }
    }
  })

  it('keep About’s figures, topics and values, with their icons, as the page shows them', async () => {
    const en = (await pageOf('about', 'en')).layout as Layout
    const ar = (await pageOf('about', 'ar')).layout as Layout
    const figures = en.find((block) => block.blockType === 'mission-figures')
    expect(
      figures?.blockType === 'mission-figures' && figures.figures?.map((f) => f.value),
    ).toEqual(['2007', '2', '6'])
    const topics = en.find((block) => block.blockType === 'topic-panel')
    expect(
      topics?.blockType === 'topic-panel' &&
        topics.topics?.map((t) => [t.anchor, t.icon, t.title, t.paragraphs?.length]),
    ).toEqual([
      ['story', 'History', 'Our story', 2],
      ['build', 'Blocks', 'What we build', 2],
      ['work', 'Workflow', 'How we work', 2],
      ['people', 'UsersRound', 'Our people', 2],
    ])
    const values = ar.find((block) => block.blockType === 'value-cards')
    expect(
      values?.blockType === 'value-cards' && values.items?.map((v) => [v.icon, v.title]),
    ).toEqual([
      ['BadgeCheck', 'الجودة في كل تفصيل'],
      ['Handshake', 'الشراكة'],
      ['Lightbulb', 'ابتكار له غاية'],
    ])
  })

  it('refuse a section without its required title, naming the field', async () => {
    expect(await refusal('about', [{ blockType: 'statement-band', eyebrow: 'Vision' }])).toMatch(
      /layout\.0\.title/,
    )
    expect(await refusal('contact', [{ blockType: 'enquiry-form', lead: 'Hello' }])).toMatch(
      /layout\.0\.title/,
    )
    expect(await refusal('not-found', [{ blockType: 'not-found', title: '404' }])).toMatch(
      /layout\.0\.home/,
    )
  })

  it('keep the home page’s sections and the other pages’ apart', async () => {
    const homeHero = (await pageOf('home', 'en')).layout!.find(
      (block) => block.blockType === 'home-hero',
    )
    expect(homeHero).toBeDefined()
    // A home section on About, and an inner-page section on home, would never show: refused.
    expect(await refusal('about', [homeHero])).toMatch(/layout/)
    expect(await refusal('home', [{ blockType: 'statement-band', title: 'Vision' }])).toMatch(
      /layout/,
    )
    // Each keeps its own kinds (saved as they are).
    for (const key of ['about', 'home'])
      expect(await refusal(key, (await pageOf(key, 'en')).layout!)).toBe('')
    const { blocksForPage } = await import('@/blocks')
    expect(blocksForPage('home')).toContain('home-testimonials')
    expect(blocksForPage('home')).not.toContain('page-hero')
    expect(blocksForPage('about')).toContain('page-hero')
    expect(blocksForPage('about')).not.toContain('home-hero')
    // Sections with client code stay on their own page (only it downloads their scripts).
    const form = (await pageOf('contact', 'en')).layout!.find(
      (block) => block.blockType === 'enquiry-form',
    )
    const panel = (await pageOf('about', 'en')).layout!.find(
      (block) => block.blockType === 'topic-panel',
    )
    expect(await refusal('about', [form])).toMatch(/layout/)
    expect(await refusal('our-work', [panel])).toMatch(/layout/)
    expect(blocksForPage('contact')).toContain('enquiry-form')
    expect(blocksForPage('about')).toContain('topic-panel')
    expect(blocksForPage('our-work')).not.toContain('enquiry-form')
  })

  it('refuse oversized texts, unknown icons, bad anchors and too few figures', async () => {
    const topic = {
      icon: 'History',
      anchor: 'story',
      title: 'Our story',
      paragraphs: [{ text: 'Since 2007.' }],
    }
    const panel = (changes: object) => [
      { blockType: 'topic-panel', title: 'Who we are', topics: [{ ...topic, ...changes }] },
    ]
    expect(await refusal('about', panel({ title: 'x'.repeat(401) }))).toMatch(
      /layout\.0\.topics\.0\.title/,
    )
    expect(await refusal('about', panel({ icon: 'NoSuchIcon' }))).toMatch(
      /layout\.0\.topics\.0\.icon/,
    )
    expect(await refusal('about', panel({ anchor: 'Our Story!' }))).toMatch(
      /lower-case letters, digits and single hyphens/,
    )
    expect(
      await refusal('about', [
        {
          blockType: 'mission-figures',
          title: 'Our mission',
          figures: [{ value: '2007', label: 'Founded' }],
        },
      ]),
    ).toMatch(/layout\.0\.figures/)
    // The page kept its sections.
    expect((await pageOf('about', 'en')).layout?.length).toBe(PAGE_LAYOUTS.about!.length)
  })

  it('keeps the 404’s words when staff leave the page without its not-found section', async () => {
    const { notFoundCopy, notFoundLayout } = await import('@/lib/data')
    expect(await notFoundCopy('ar')).toEqual({
      title: '404 - الصفحة غير موجودة',
      message: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    })
    const page = await pageOf('not-found', 'en')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: [] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const { getPageLayout } = await import('@/lib/data')
    expect(await getPageLayout('en', 'not-found')).toEqual({ ok: true, value: [] })
    const layout = await notFoundLayout('en')
    expect(layout.map((block) => block.blockType)).toEqual(['not-found'])
    expect(await notFoundCopy('en')).toMatchObject({ title: '404 - Page Not Found' })
  })
})
