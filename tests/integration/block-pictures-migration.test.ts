import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isPostgres, runSql, startTestPayload } from '../support/payload'

/**
 * A database from before block pictures were uploads: a service page whose
 * hero and screenshots name seeded mock-ups by their old paths under
 * public/images (published and in a version), a hero showing a file staff
 * placed under public/, one naming a file that is gone, and an Our Work
 * project and a logo strip. The migrations make each an upload of Page
 * images with its alt text in both languages: English shows the mock-up,
 * Arabic its twin; a partner's key becomes its wordmark.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

type Upload = { id: number; filename: string; alt?: string | null }
type Doc = Record<string, unknown> & { layout?: Array<Record<string, unknown>> }

const ALT = {
  hero: { en: 'The suite’s home screen', ar: 'الشاشة الرئيسية للمنظومة' },
  shot: { en: 'Sales by hour', ar: 'المبيعات حسب الساعة' },
  placed: { en: 'Our share card', ar: 'بطاقة المشاركة' },
  project: { en: 'A café menu', ar: 'قائمة مقهى' },
}

const TOO_WIDE = path.resolve('public', `too-wide-${process.pid}.png`)
const LONG_ALT = 'A dashboard of the fleet '.repeat(15).trim()

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.includes('block_pictures_uploads'),
  }))
  const yes = isPostgres() ? 'true' : '1'
  await run(
    `INSERT INTO services (id, slug, display_order, _status) VALUES (1, 'erp-solution', 1, 'published'), (2, 'consulting', 2, 'published'), (3, 'hosting', 3, 'published'), (4, 'printing', 4, 'published')`,
  )
  // A picture placed under public/ that Page images refuse: wider than 10,000 pixels.
  await sharp({ create: { width: 10_001, height: 4, channels: 3, background: '#0f766e' } })
    .png()
    .toFile(TOO_WIDE)
  await run(
    `INSERT INTO services_locales (title, _locale, _parent_id) VALUES ('ERP solution', 'en', 1), ('نظام ERP', 'ar', 1), ('Consulting', 'en', 2), ('Hosting', 'en', 3)`,
  )
  // ERP: a hero and a screenshot naming mock-ups, both languages' alt texts.
  await run(
    `INSERT INTO services_blocks_hero (_order, _parent_id, _path, id, image_src, image_width, image_height, frame) VALUES (1, 1, 'layout', 'hero-erp', '/images/services/erp-solution/hero-modules.webp', 1200, 750, 'browser'), (1, 2, 'layout', 'hero-placed', '/og-image.png', 1200, 630, 'browser'), (1, 3, 'layout', 'hero-gone', '/images/services/hosting/gone.webp', 1200, 750, 'browser'), (1, 4, 'layout', 'hero-wide', '/${path.basename(TOO_WIDE)}', 10001, 4, 'browser')`,
  )
  await run(
    `INSERT INTO services_blocks_hero_locales (title, image_alt, _locale, _parent_id) VALUES ('ERP', '${ALT.hero.en}', 'en', 'hero-erp'), ('نظام ERP', '${ALT.hero.ar}', 'ar', 'hero-erp'), ('Consulting', '${ALT.placed.en}', 'en', 'hero-placed'), ('الاستشارات', '${ALT.placed.ar}', 'ar', 'hero-placed'), ('Hosting', 'Gone', 'en', 'hero-gone'), ('Printing', 'A banner', 'en', 'hero-wide')`,
  )
  await run(
    `INSERT INTO services_blocks_screenshots (_order, _parent_id, _path, id, columns) VALUES (2, 1, 'layout', 'shots-erp', '2')`,
  )
  await run(
    `INSERT INTO services_blocks_screenshots_items (_order, _parent_id, id, image_src, image_width, image_height, frame) VALUES (1, 'shots-erp', 'shot-sales', '/images/services/erp-solution/sales.webp', 1200, 750, 'browser')`,
  )
  // The Arabic row has the alt text only: its title was never translated.
  await run(
    `INSERT INTO services_blocks_screenshots_items_locales (title, image_alt, _locale, _parent_id) VALUES ('Sales', '${ALT.shot.en}', 'en', 'shot-sales'), (NULL, '${ALT.shot.ar}', 'ar', 'shot-sales')`,
  )
  // The page's one version holds the same hero.
  await run(
    `INSERT INTO _services_v (id, parent_id, version_slug, version__status, latest) VALUES (1, 1, 'erp-solution', 'published', ${yes})`,
  )
  await run(
    `INSERT INTO _services_v_blocks_hero (_order, _parent_id, _path, id, _uuid, image_src, image_width, image_height, frame) VALUES (1, 1, 'version.layout', 1, 'hero-erp', '/images/services/erp-solution/hero-modules.webp', 1200, 750, 'browser')`,
  )
  await run(
    `INSERT INTO _services_v_blocks_hero_locales (title, image_alt, _locale, _parent_id) VALUES ('ERP', '${ALT.hero.en}', 'en', 1), ('نظام ERP', '${ALT.hero.ar}', 'ar', 1)`,
  )
  // Our Work: a featured project.
  await run(
    `INSERT INTO page_keywords (id, page_slug, _status) VALUES (1, 'our-work', 'published')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_featured_projects (_order, _parent_id, _path, id, anchor) VALUES (1, 1, 'layout', 'projects', 'projects')`,
  )
  // Two more projects: one typed without an alt text, one with a longer one than uploads keep.
  await run(
    `INSERT INTO page_keywords_blocks_featured_projects_items (_order, _parent_id, id, key, name, image_src, image_width, image_height) VALUES (1, 'projects', 'qr', 'qr-dine-in', 'Bait Al Qahwa', '/images/our-work/qr-dine-in.webp', 800, 500), (2, 'projects', 'souq', 'souq', 'Souq', '/images/our-work/souq-online-store.webp', 800, 500), (3, 'projects', 'fleet', 'fleet', 'Fleet', '/images/our-work/fleet-dashboard.webp', 800, 500)`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_featured_projects_items_locales (category, image_alt, _locale, _parent_id) VALUES ('Store', NULL, 'en', 'souq'), ('Fleet', '${LONG_ALT}', 'en', 'fleet')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_featured_projects_items_locales (category, image_alt, _locale, _parent_id) VALUES ('Café', '${ALT.project.en}', 'en', 'qr'), ('مقهى', '${ALT.project.ar}', 'ar', 'qr')`,
  )
  // A logo strip on the same page (logos were keys of bundled wordmarks), and its version.
  await run(
    `INSERT INTO page_keywords_blocks_home_partners (_order, _parent_id, _path, id) VALUES (2, 1, 'layout', 'partners')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_home_partners_logos (_order, _parent_id, id, logo, name) VALUES (1, 'partners', 'p1', 'gulf-retail', 'Gulf Retail'), (2, 'partners', 'p2', 'khaleej-air', 'Khaleej Air'), (3, 'partners', 'p3', 'gulf-retail', 'Gulf Retail again')`,
  )
  await run(
    `INSERT INTO _page_keywords_v (id, parent_id, version_page_slug, version__status, latest) VALUES (1, 1, 'our-work', 'published', ${yes})`,
  )
  await run(
    `INSERT INTO _page_keywords_v_blocks_home_partners (_order, _parent_id, _path, id, _uuid) VALUES (1, 1, 'version.layout', 1, 'partners')`,
  )
  await run(
    `INSERT INTO _page_keywords_v_blocks_home_partners_logos (_order, _parent_id, id, _uuid, logo, name) VALUES (1, 1, 1, 'p1', 'gulf-retail', 'Gulf Retail')`,
  )
  await migrateRest()
}, 180_000)
afterAll(async () => {
  rmSync(TOO_WIDE, { force: true })
  await stop?.()
})

const read = (collection: 'services' | 'pages', id: number, locale: 'en' | 'ar') =>
  payload.findByID({
    collection,
    id,
    locale,
    depth: 1,
    overrideAccess: true,
  }) as unknown as Promise<Doc>

const imageOf = (block: Record<string, unknown> | undefined) => block?.image as Upload | null

describe('block pictures become uploads', () => {
  it('shows the mock-up in English and its Arabic twin in Arabic, each with both alt texts', async () => {
    const [english, arabic] = [await read('services', 1, 'en'), await read('services', 1, 'ar')]
    expect(imageOf(english.layout?.[0])).toMatchObject({
      filename: 'erp-solution-hero-modules.webp',
      alt: ALT.hero.en,
      width: 1200,
      height: 750,
    })
    expect(imageOf(arabic.layout?.[0])).toMatchObject({
      filename: 'erp-solution-hero-modules.ar.webp',
      alt: ALT.hero.ar,
    })
    const shots = (block: Record<string, unknown> | undefined) =>
      (block?.items as Array<Record<string, unknown>>).map(imageOf)
    expect(shots(english.layout?.[1])).toMatchObject([
      { filename: 'erp-solution-sales.webp', alt: ALT.shot.en },
    ])
    expect(shots(arabic.layout?.[1])).toMatchObject([
      { filename: 'erp-solution-sales.ar.webp', alt: ALT.shot.ar },
    ])
  })

  it('keeps every other word of the blocks', async () => {
    const [english, arabic] = [await read('services', 1, 'en'), await read('services', 1, 'ar')]
    expect(english.layout?.[0]).toMatchObject({ blockType: 'hero', title: 'ERP', frame: 'browser' })
    expect(arabic.layout?.[0]).toMatchObject({ title: 'نظام ERP' })
    expect(english.layout?.[1]).toMatchObject({ blockType: 'screenshots', columns: '2' })
    expect((english.layout?.[1].items as Doc[])[0]).toMatchObject({ title: 'Sales' })
  })

  it('gives the version the same upload as the published page', async () => {
    const published = imageOf((await read('services', 1, 'en')).layout?.[0])
    const versions = await payload.findVersions({
      collection: 'services',
      where: { parent: { equals: 1 } },
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    const layout = versions.docs[0].version.layout as unknown as Array<Record<string, unknown>>
    expect(layout[0].image).toBe(published?.id)
  })

  it('uploads a file staff placed under public/, the same picture in both languages', async () => {
    const [english, arabic] = [await read('services', 2, 'en'), await read('services', 2, 'ar')]
    expect(imageOf(english.layout?.[0])).toMatchObject({
      filename: 'og-image.png',
      alt: ALT.placed.en,
    })
    expect(imageOf(arabic.layout?.[0])?.id).toBe(imageOf(english.layout?.[0])?.id)
    expect(imageOf(arabic.layout?.[0])?.alt).toBe(ALT.placed.ar)
  })

  it('leaves out a picture whose file is gone or refused, keeping its block and the file', async () => {
    const hosting = await read('services', 3, 'en')
    expect(hosting.layout?.[0]).toMatchObject({ blockType: 'hero', title: 'Hosting' })
    expect(imageOf(hosting.layout?.[0]) ?? null).toBeNull()
    const printing = await read('services', 4, 'en')
    expect(printing.layout?.[0]).toMatchObject({ blockType: 'hero', title: 'Printing' })
    expect(imageOf(printing.layout?.[0]) ?? null).toBeNull()
    expect(existsSync(TOO_WIDE)).toBe(true)
  })

  it('converts the Our Work projects too', async () => {
    const [english, arabic] = [await read('pages', 1, 'en'), await read('pages', 1, 'ar')]
    const project = (doc: Doc) => (doc.layout?.[0].items as Doc[])[0]
    expect(imageOf(project(english))).toMatchObject({
      filename: 'our-work-qr-dine-in.webp',
      alt: ALT.project.en,
    })
    expect(imageOf(project(arabic))).toMatchObject({ filename: 'our-work-qr-dine-in.ar.webp' })
    expect(project(arabic)).toMatchObject({ category: 'مقهى', name: 'Bait Al Qahwa' })
  })

  it('refuses to delete a picture that a page shows in Arabic only', async () => {
    const twin = imageOf((await read('services', 1, 'ar')).layout?.[0])
    const refusal = await payload
      .delete({ collection: 'page-images', id: twin!.id, overrideAccess: true })
      .then(
        () => null,
        (error: Error) => error.message,
      )
    // Named as the language it is used in names it.
    expect(refusal).toMatch(/^This file is still used by Service “.*نظام ERP.*”/)
    expect(imageOf((await read('services', 1, 'ar')).layout?.[0])?.id).toBe(twin!.id)
  })

  it('names a picture typed without alt text after its file, and cuts a long one at a word', async () => {
    const items = (await read('pages', 1, 'en')).layout?.[0].items as Doc[]
    expect(imageOf(items[1])?.alt).toBe('our work souq online store')
    const long = imageOf(items[2])?.alt ?? ''
    expect(long.length).toBeLessThanOrEqual(300)
    // A whole-word prefix of the typed text, marked as cut.
    expect(long.endsWith('…')).toBe(true)
    expect(LONG_ALT.startsWith(long.slice(0, -1))).toBe(true)
    expect(LONG_ALT[long.length - 1]).toBe(' ')
  })

  it('makes each partner key one upload of its wordmark, named in both languages', async () => {
    const logos = (doc: Doc) =>
      (doc.layout?.[1].logos as Array<{ name: string; image: Upload }>).map((logo) => ({
        name: logo.name,
        filename: logo.image.filename,
        alt: logo.image.alt,
      }))
    expect(logos(await read('pages', 1, 'en'))).toEqual([
      { name: 'Gulf Retail', filename: 'partner-gulf-retail.webp', alt: 'Gulf Retail' },
      { name: 'Khaleej Air', filename: 'partner-khaleej-air.webp', alt: 'Khaleej Air' },
      { name: 'Gulf Retail again', filename: 'partner-gulf-retail.webp', alt: 'Gulf Retail' },
    ])
    expect(logos(await read('pages', 1, 'ar')).map((logo) => logo.alt)).toEqual([
      'الخليج للتجزئة',
      'خليج إير',
      'الخليج للتجزئة',
    ])
    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: 1 } },
      depth: 1,
      overrideAccess: true,
    })
    const version = versions.docs[0].version.layout as unknown as Array<Record<string, unknown>>
    expect((version[0].logos as Array<{ image: Upload }>)[0].image.filename).toBe(
      'partner-gulf-retail.webp',
    )
  })

  it('uploads each picture once', async () => {
    const { docs } = await payload.find({
      collection: 'page-images',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    const names = docs.map((doc) => doc.filename).sort()
    expect(names).toEqual([
      'erp-solution-hero-modules.ar.webp',
      'erp-solution-hero-modules.webp',
      'erp-solution-sales.ar.webp',
      'erp-solution-sales.webp',
      'og-image.png',
      'our-work-fleet-dashboard.ar.webp',
      'our-work-fleet-dashboard.webp',
      'our-work-qr-dine-in.ar.webp',
      'our-work-qr-dine-in.webp',
      'our-work-souq-online-store.ar.webp',
      'our-work-souq-online-store.webp',
      'partner-gulf-retail.webp',
      'partner-khaleej-air.webp',
    ])
  })
})
