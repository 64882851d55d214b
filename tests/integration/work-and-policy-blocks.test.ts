import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAGE_LAYOUTS } from '@/content/pages/index'
import { POLICY_UPDATED } from '@/content/pages/privacy-policy/index'
import { startTestPayload } from '../support/payload'
import { pageIdsByAddress, pageImageIds, seedAsStored } from '../support/seed-layout'

/**
 * Our Work and the privacy policy as page documents: a seeded database holds
 * their blocks with the seed's words in both languages, and the blocks refuse
 * what would break the page (a missing title, an oversized text, a bad key,
 * link or picture) with a message staff can act on.
 */
let payload: Payload
let stop: () => Promise<void>

const pageOf = async (key: 'our-work' | 'privacy-policy', locale: 'en' | 'ar') => {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_slug: { equals: key } },
    locale,
    fallbackLocale: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

type Item = Record<string, unknown> & { image?: unknown }
type Block = { blockType: string; items?: Item[] } & Record<string, unknown>
/** The seeded uploads' ids by file name (the seed's pictures as a read at depth 0 gives them). */
let uploadIds = new Map<string, number>()
/** …and the page documents' ids by address (what the seed's buttons open). */
let pageIds: (address: string) => unknown = () => undefined
const blocksOf = (key: 'our-work' | 'privacy-policy', locale: 'en' | 'ar') =>
  seedAsStored(PAGE_LAYOUTS[key], locale, (filename) => uploadIds.get(filename), pageIds) as Block[]

/** Saves a layout on Our Work (English); the error when refused. */
const saveLayout = async (layout: Block[]) => {
  const page = await pageOf('our-work', 'en')
  return payload
    .update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { layout } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    .then(
      () => null,
      (error: Error & { data?: { errors?: Array<{ message: string; path: string }> } }) => error,
    )
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload({ seeded: true }))
  uploadIds = await pageImageIds(payload)
  pageIds = await pageIdsByAddress(payload)
}, 180_000)
afterAll(async () => stop?.())

describe('Our Work and privacy policy blocks', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`a seeded database has Our Work's blocks with the seed's ${locale} words`, async () => {
      const page = await pageOf('our-work', locale)
      expect(page.layout?.map((block) => block.blockType)).toEqual([
        'page-hero',
        'work-figures',
        'work-services',
        'case-studies',
        'featured-projects',
        'cta-band',
      ])
      expect(page.layout).toMatchObject(blocksOf('our-work', locale))
      const figures = page.layout?.[1] as { items: Array<{ value: string; label: string }> }
      expect(figures.items.map((item) => item.value)).toEqual(['150+', '2,000+', '800+', '20+'])
      const featured = page.layout?.[4] as { items: Array<{ key: string; name: string }> }
      expect(featured.items.map((item) => item.key)).toEqual([
        'souq-online-store',
        'qr-dine-in',
        'rentals-portal',
        'fleet-dashboard',
        'clinic-booking',
        'holding-website',
      ])
    })

    it(`a seeded database has the policy's 16 sections, date and closing band in ${locale}`, async () => {
      const page = await pageOf('privacy-policy', locale)
      expect(page.layout?.map((block) => block.blockType)).toEqual([
        'page-hero',
        'policy-sections',
        'cta-band',
      ])
      expect(page.layout).toMatchObject(blocksOf('privacy-policy', locale))
      const policy = page.layout?.[1] as {
        updated: string
        sections: Array<{ title: string; parts: Array<{ kind: string }> }>
      }
      expect(policy.updated).toBe(POLICY_UPDATED)
      expect(policy.sections).toHaveLength(16)
      expect(policy.sections[0].title).toBe(locale === 'en' ? 'Agreement' : 'الاتفاق')
      expect(policy.sections.flatMap((s) => s.parts.map((p) => p.kind))).toContain('list')
    })
  }

  it('refuses a case study without its title, naming the field', async () => {
    const layout = blocksOf('our-work', 'en')
    const studies = layout[3] as Required<Block>
    studies.items[0] = { ...studies.items[0], title: '' }
    const error = await saveLayout(layout)
    expect(error?.message).toMatch(/title/i)
  })

  it('refuses an oversized figure label and a figures card without figures', async () => {
    const layout = blocksOf('our-work', 'en')
    const figures = layout[1] as Required<Block>
    figures.items[0] = { ...figures.items[0], label: 'x'.repeat(401) }
    expect((await saveLayout(layout))?.message).toMatch(
      /\(Figures over the hero\) > Items 1 > What it counts/,
    )
    expect((await saveLayout([{ ...layout[1], items: [] }]))?.message).toMatch(/Items/)
  })

  it('refuses a project key with spaces, a project without its picture and a bad address bar', async () => {
    const layout = blocksOf('our-work', 'en')
    const featured = layout[4] as Required<Block>
    featured.items[0] = { ...featured.items[0], key: 'Souq Store' }
    expect((await saveLayout(layout))?.message).toMatch(/key/i)

    const pictures = blocksOf('our-work', 'en')
    const grid = pictures[4] as Required<Block>
    grid.items[0].image = undefined
    expect(await saveLayout(pictures)).toMatchObject({
      data: { errors: [{ message: 'Choose the picture English pages show.' }] },
    })

    const frames = blocksOf('our-work', 'en')
    const studies = frames[3] as Required<Block>
    studies.items[1] = { ...studies.items[1], address: 'https://coach.vitalo.example/' }
    expect((await saveLayout(frames))?.message).toMatch(/address/i)
  })

  it('refuses a policy without its date or with an unsafe map-privacy link', async () => {
    const policy = blocksOf('privacy-policy', 'en')[1]
    const noDate = await saveLayout([{ ...policy, updated: null } as unknown as Block])
    expect(noDate?.message).toMatch(/updated/i)
    const badLink = await saveLayout([{ ...policy, mapsPrivacyUrl: 'javascript:alert(1)' }])
    expect(badLink?.message).toMatch(/mapsPrivacyUrl|link|address/i)
  })

  it('keeps a valid change staff make, in one language only', async () => {
    // The stored blocks, with their ids: the Arabic words belong to those blocks.
    const layout = (await pageOf('our-work', 'en')).layout as unknown as Block[]
    layout[0] = { ...layout[0], title: 'Software that runs Gulf businesses' }
    expect(await saveLayout(layout)).toBeNull()
    const english = await pageOf('our-work', 'en')
    const arabic = await pageOf('our-work', 'ar')
    expect((english.layout?.[0] as { title: string }).title).toBe(
      'Software that runs Gulf businesses',
    )
    expect((arabic.layout?.[0] as { title: string }).title).toBe(
      'برمجيات تدير أعمال الشركات في أنحاء الخليج',
    )
  })
})
