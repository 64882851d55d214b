import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_PAGE_KEYS, PAGE_KEYS } from '@/lib/routes'
import { PAGE_TITLES } from '@/seed/pages'
import { PAGE_LAYOUTS } from '@/content/pages/index'
import { runSql, startTestPayload } from '../support/payload'
import { pageIdsByAddress, pageImageIds, seedAsStored } from '../support/seed-layout'

/**
 * A database made while pages held only their search settings: one page
 * document (About) with keywords staff wrote, the others missing. The
 * migration gives every page its name and sections as the seed does, and
 * keeps what staff wrote.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

const find = async (key: string, locale: 'en' | 'ar') =>
  (
    await payload.find({
      collection: 'pages',
      where: { page_slug: { equals: key } },
      locale,
      fallbackLocale: false,
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.up.toString().includes('pageContent'),
  }))
  // No explicit id: PostgreSQL's id sequence must stay in step for the pages created next.
  await run(`INSERT INTO page_keywords (page_slug, _status) VALUES ('about', 'published')`)
  for (const [words, locale] of [
    ['our own words', 'en'],
    ['كلماتنا', 'ar'],
  ])
    await run(
      `INSERT INTO page_keywords_locales (keywords, _locale, _parent_id) SELECT '${words}', '${locale}', id FROM page_keywords WHERE page_slug = 'about'`,
    )
  await migrateRest()
}, 120_000)
afterAll(async () => stop?.())

describe('the page content migration', () => {
  it('keeps the page staff had, with its keywords, and gives it its name and sections', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const found = await find('about', locale)
      expect(found).toHaveLength(1)
      const [about] = found
      expect(about.keywords).toBe(locale === 'en' ? 'our own words' : 'كلماتنا')
      expect(about.title).toBe(PAGE_TITLES.about[locale === 'en' ? 0 : 1])
      expect(about.layout ?? []).toMatchObject(
        (PAGE_LAYOUTS.about
          ? seedAsStored(
              PAGE_LAYOUTS.about,
              locale,
              () => undefined,
              await pageIdsByAddress(payload),
            )
          : []) as object[],
      )
    }
  })

  it('creates every other page, published, with the seed’s sections in both languages', async () => {
    // Its pictures are uploads (read here as ids): the Arabic twins of the mock-ups.
    const uploads = await pageImageIds(payload)
    const idOf = (filename: string) => uploads.get(filename)
    const pageOf = await pageIdsByAddress(payload)
    for (const key of PAGE_KEYS) {
      const [en] = await find(key, 'en')
      const [ar] = await find(key, 'ar')
      expect(en, key).toBeDefined()
      expect(en._status).toBe('published')
      expect(ar.title).toBe(PAGE_TITLES[key][1])
      const layout = (CONTENT_PAGE_KEYS as readonly string[]).includes(key)
        ? PAGE_LAYOUTS[key as (typeof CONTENT_PAGE_KEYS)[number]]
        : undefined
      expect(ar.layout ?? []).toMatchObject(
        (layout ? seedAsStored(layout, 'ar', idOf, pageOf) : []) as object[],
      )
    }
  })

  it('refuses a page key the site does not have', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { page_slug: 'careers', title: 'Careers' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/page key/i)
  })
})
