import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isPostgres, rowsOf, runSql, startTestPayload } from '../support/payload'

/**
 * A database from before a page's screenshots were chosen per language: a
 * staff page whose gallery has three screenshots, each with one picture for
 * both languages (one translated, one in English only, one whose words were
 * never written in either), and a version of it. After the migration English
 * shows each picture and Arabic shows it too (the fallback) until staff choose
 * an Arabic one; going back keeps the English picture.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

type Shot = { id: string; title?: string | null; image?: number | null }
type Gallery = { blockType: string; items?: Shot[] }

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.includes('page_screenshots_per_language'),
  }))
  const yes = isPostgres() ? 'true' : '1'
  const now = `'${new Date().toISOString()}'`
  await run(
    `INSERT INTO page_images (id, filename, mime_type, width, height, updated_at, created_at) VALUES (11, 'orders.webp', 'image/webp', 1200, 750, ${now}, ${now}), (12, 'portal.webp', 'image/webp', 1200, 750, ${now}, ${now}), (13, 'kitchen.webp', 'image/webp', 1200, 750, ${now}, ${now})`,
  )
  await run(
    `INSERT INTO page_images_locales (alt, _locale, _parent_id) VALUES ('Orders', 'en', 11), ('Portal', 'en', 12), ('Kitchen', 'en', 13)`,
  )
  await run(
    `INSERT INTO page_keywords (id, slug, path, _status) VALUES (1, 'careers', '/careers', 'published')`,
  )
  await run(
    `INSERT INTO page_keywords_locales (title, _locale, _parent_id) VALUES ('Careers', 'en', 1), ('الوظائف', 'ar', 1)`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_screenshots (_order, _parent_id, _path, id, columns) VALUES (1, 1, 'layout', 'gallery', '2')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_screenshots_items (_order, _parent_id, id, image_id, frame) VALUES (1, 'gallery', 'orders', 11, 'browser'), (2, 'gallery', 'portal', 12, 'browser'), (3, 'gallery', 'kitchen', 13, 'browser')`,
  )
  // The portal is in English only; the kitchen's words were never written.
  await run(
    `INSERT INTO page_keywords_blocks_screenshots_items_locales (title, _locale, _parent_id) VALUES ('Orders', 'en', 'orders'), ('الطلبات', 'ar', 'orders'), ('Portal', 'en', 'portal')`,
  )
  await run(
    `INSERT INTO _page_keywords_v (id, parent_id, version_slug, version_path, version__status, latest) VALUES (901, 1, 'careers', '/careers', 'published', ${yes})`,
  )
  await run(
    `INSERT INTO _page_keywords_v_blocks_screenshots (_order, _parent_id, _path, id, _uuid, columns) VALUES (1, 901, 'version.layout', 901, 'gallery', '2')`,
  )
  await run(
    `INSERT INTO _page_keywords_v_blocks_screenshots_items (_order, _parent_id, id, _uuid, image_id, frame) VALUES (1, 901, 901, 'orders', 11, 'browser'), (2, 901, 902, 'portal', 12, 'browser'), (3, 901, 903, 'kitchen', 13, 'browser')`,
  )
  await run(
    `INSERT INTO _page_keywords_v_blocks_screenshots_items_locales (title, _locale, _parent_id) VALUES ('Orders', 'en', 901), ('الطلبات', 'ar', 901), ('Portal', 'en', 902)`,
  )
  await migrateRest()
}, 180_000)

afterAll(async () => {
  await stop?.()
})

const galleryOf = async (locale: 'en' | 'ar') => {
  const page = (await payload.findByID({
    collection: 'pages',
    id: 1,
    locale,
    depth: 0,
    overrideAccess: true,
  })) as unknown as { layout: Gallery[] }
  return page.layout.find((block) => block.blockType === 'screenshots')!
}

describe('a page’s screenshots become pictures chosen per language', () => {
  it('English shows each screenshot’s picture, whether or not its words were written', async () => {
    const gallery = await galleryOf('en')
    expect(gallery.items!.map(({ id, title, image }) => ({ id, title, image }))).toEqual([
      { id: 'orders', title: 'Orders', image: 11 },
      { id: 'portal', title: 'Portal', image: 12 },
      { id: 'kitchen', title: null, image: 13 },
    ])
  })

  it('Arabic shows the same pictures until staff choose Arabic ones, its own words kept', async () => {
    const gallery = await galleryOf('ar')
    expect(gallery.items!.map(({ image }) => image)).toEqual([11, 12, 13])
    expect(gallery.items![0].title).toBe('الطلبات')
    // Only the English row holds the picture: the Arabic one falls back to it.
    const arabicRows = rowsOf(
      await run(
        `SELECT "_parent_id", "image_id" FROM page_keywords_blocks_screenshots_items_locales WHERE "_locale" = 'ar'`,
      ),
    )
    expect(arabicRows).toEqual([{ _parent_id: 'orders', image_id: null }])
  })

  // A failing check here was the generated SQLite step dropping the versions' item table with
  // the foreign keys back on: its words in both languages went with it.
  it('the version keeps its words and holds its pictures as English', async () => {
    const rows = rowsOf(
      await run(
        `SELECT "_parent_id", "_locale", "title", "image_id" FROM _page_keywords_v_blocks_screenshots_items_locales`,
      ),
    )
    const shown = rows.map(
      (row) =>
        `${row._parent_id} ${row._locale} ${row.title} ${row.image_id && Number(row.image_id)}`,
    )
    expect(shown.sort()).toEqual([
      '901 ar الطلبات null',
      '901 en Orders 11',
      '902 en Portal 12',
      '903 en null 13',
    ])
  })

  it('an Arabic picture chosen after the migration shows on the Arabic page alone', async () => {
    const ARABIC_TITLES: Record<string, string> = {
      orders: 'الطلبات',
      portal: 'البوابة',
      kitchen: 'المطبخ',
    }
    const page = (await payload.findByID({
      collection: 'pages',
      id: 1,
      locale: 'ar',
      depth: 0,
      fallbackLocale: false,
      overrideAccess: true,
    })) as unknown as { layout: Array<Gallery & { id: string }> }
    const layout = page.layout.map((block) =>
      block.blockType === 'screenshots'
        ? {
            ...block,
            // Every screenshot needs its title in the language saved: the staff member writes them.
            items: block.items!.map((item) => ({
              ...item,
              title: ARABIC_TITLES[item.id],
              image: item.id === 'portal' ? 13 : item.image,
            })),
          }
        : block,
    )
    await payload.update({
      collection: 'pages',
      id: 1,
      locale: 'ar',
      // The whole document, as the admin sends it.
      data: { ...page, layout } as never,
      context: { disableRevalidate: true },
      overrideAccess: true,
    })
    expect((await galleryOf('ar')).items!.map(({ image }) => image)).toEqual([11, 13, 13])
    expect((await galleryOf('en')).items!.map(({ image }) => image)).toEqual([11, 12, 13])
  })

  it('going back makes each English picture the screenshot’s one picture again', async () => {
    const migrations = isPostgres()
      ? (await import('@/cms/migrations/postgres')).migrations
      : (await import('@/cms/migrations/sqlite')).migrations
    const migration = migrations.find((each) =>
      each.name.includes('page_screenshots_per_language'),
    )!
    const db = (payload.db as unknown as { drizzle: unknown }).drizzle
    await migration.down({ db, payload, req: {} } as never)
    const rows = rowsOf(
      await run(
        `SELECT "id", "image_id" FROM page_keywords_blocks_screenshots_items ORDER BY "_order"`,
      ),
    )
    expect(rows.map((row) => [row.id, Number(row.image_id)])).toEqual([
      ['orders', 11],
      ['portal', 12],
      ['kitchen', 13],
    ])
    const version = rowsOf(
      await run(
        `SELECT "image_id" FROM _page_keywords_v_blocks_screenshots_items WHERE "_parent_id" = 901 ORDER BY "id"`,
      ),
    )
    expect(version.map((row) => Number(row.image_id))).toEqual([11, 12, 13])
  })
})
