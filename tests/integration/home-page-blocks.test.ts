import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { home } from '@/content/pages/home'
import { PAGE_LAYOUTS } from '@/content/pages/index'
import { startTestPayload } from '../support/payload'
import { pageIdsByAddress, pageImageIds, seedAsStored } from '../support/seed-layout'

/**
 * The home page's sections as blocks of its page document: a fresh seeded
 * database has them in both languages with the seed's words, and the schema
 * refuses a section missing its title, an oversized text, a fourth solution
 * tab and a partner logo the site does not have.
 */
let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload({ seeded: true }))
  uploadIds = await pageImageIds(payload)
  pageIds = await pageIdsByAddress(payload)
}, 300_000)

/** The seeded uploads' ids by file name (the seed's pictures as a read at depth 0 gives them). */
let uploadIds = new Map<string, number>()
/** …and the page documents' ids by address (what the seed's buttons open). */
let pageIds: (address: string) => unknown = () => undefined
const seeded = (locale: 'en' | 'ar') =>
  seedAsStored(home, locale, (filename) => uploadIds.get(filename), pageIds) as Layout
afterAll(async () => stop?.())

type Layout = Array<Record<string, unknown> & { blockType: string }>

const homeDoc = async (locale: 'en' | 'ar') => {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_slug: { equals: 'home' } },
    locale,
    fallbackLocale: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0] as unknown as { id: number; layout: Layout }
}

/** Saving the home page with `layout` in English, as staff would. */
const saveLayout = async (layout: Layout) => {
  const { id } = await homeDoc('en')
  return payload.update({
    collection: 'pages',
    id,
    locale: 'en',
    data: { layout } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** What staff read when a save is refused: the messages of the invalid fields. */
const refusal = async (saving: Promise<unknown>): Promise<string> => {
  try {
    await saving
  } catch (error) {
    const { data } = error as { data?: { errors?: Array<{ message: string }> } }
    return (data?.errors ?? []).map((item) => item.message).join(' | ')
  }
  return 'saved'
}

const english = () => seeded('en')

describe('the home page sections', () => {
  it('are registered as the home page’s seeded layout', () => {
    expect(PAGE_LAYOUTS.home).toBe(home)
  })

  it('come seeded in page order, with the seed’s words in English and in Arabic', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const { layout } = await homeDoc(locale)
      expect(layout.map((block) => block.blockType)).toEqual([
        'home-hero',
        'home-solutions',
        'home-intro',
        'home-partners',
        'home-features',
        'home-support',
        'home-team',
        'home-testimonials',
      ])
      expect(layout).toMatchObject(seeded(locale))
    }
    const ar = (await homeDoc('ar')).layout
    const support = ar.find((block) => block.blockType === 'home-support') as unknown as {
      figures: Array<{ value: string; label: string }>
    }
    expect(support.figures.map((figure) => figure.value)).toEqual(['24/7', '98%', '5 دقائق'])
    const solutions = ar.find((block) => block.blockType === 'home-solutions') as unknown as {
      solutions: Array<{ tab: string; points: Array<{ text: string }> }>
    }
    expect(solutions.solutions.map((solution) => solution.tab)).toEqual([
      'المواقع',
      'التطبيقات',
      'المتاجر',
    ])
    expect(solutions.solutions[2].points[0].text).toBe('KNET والبطاقات وApple Pay')
  })

  it('refuses a section without its title, with a clear message', async () => {
    const layout = english().map((block) =>
      block.blockType === 'home-team' ? { ...block, title: '' } : block,
    )
    expect(await refusal(saveLayout(layout))).toMatch(/required in English/)
  })

  it('refuses an oversized text', async () => {
    const layout = english().map((block) =>
      block.blockType === 'home-intro' ? { ...block, title: 'x'.repeat(401) } : block,
    )
    expect(await refusal(saveLayout(layout))).toMatch(/at most 400 characters/)
  })

  it('refuses a fourth solution tab (three fit one line on a phone)', async () => {
    const layout = english().map((block) =>
      block.blockType === 'home-solutions'
        ? {
            ...block,
            solutions: [...(block.solutions as object[]), (block.solutions as object[])[0]],
          }
        : block,
    )
    expect(await refusal(saveLayout(layout))).not.toBe('saved')
  })

  it('refuses a partner without its logo, or with a file that is not there', async () => {
    const withLogos = (logos: object[]) =>
      english().map((block) => (block.blockType === 'home-partners' ? { ...block, logos } : block))
    expect(await refusal(saveLayout(withLogos([{ name: 'Unknown' }])))).toBe('Choose the logo.')
    expect(await refusal(saveLayout(withLogos([{ image: 999_999, name: 'Unknown' }])))).not.toBe(
      'saved',
    )
  })

  it('keeps the seeded sections after the refused saves', async () => {
    expect((await homeDoc('en')).layout).toMatchObject(english() as object[])
  })
})
