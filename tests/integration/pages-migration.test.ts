import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runSql, startTestPayload } from '../support/payload'
import { rest } from '../support/rest'

/**
 * A database from before pages staff make (the collection was
 * `page-keywords`): page documents with what staff wrote in both languages
 * (name, keywords, search title and description) and a version each. The
 * migration that adds slugs, parents and addresses keeps every field and
 * gives each page its fixed address; the pages read through `/api/pages`.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

const SAVED = {
  about: { en: ['About us', 'our own words', 'About, by staff'], ar: ['من نحن', 'كلماتنا', 'عنّا'] },
  home: {
    en: ['Home page', 'software, Kuwait', 'Home, by staff'],
    ar: ['الرئيسية', 'برمجيات', 'الرئيسية'],
  },
  'not-found': { en: ['Page not found', '', ''], ar: ['الصفحة غير موجودة', '', ''] },
} as const

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.endsWith('_staff_pages'),
  }))
  for (const [key, locales] of Object.entries(SAVED)) {
    await run(`INSERT INTO page_keywords (page_slug, _status) VALUES ('${key}', 'published')`)
    await run(
      `INSERT INTO _page_keywords_v (parent_id, version_page_slug, version__status, latest) SELECT id, '${key}', 'published', true FROM page_keywords WHERE page_slug = '${key}'`,
    )
    for (const [locale, [title, keywords, metaTitle]] of Object.entries(locales))
      await run(
        `INSERT INTO page_keywords_locales (title, keywords, meta_title, _locale, _parent_id) SELECT '${title}', '${keywords}', '${metaTitle}', '${locale}', id FROM page_keywords WHERE page_slug = '${key}'`,
      )
  }
  await migrateRest()
}, 120_000)
afterAll(async () => stop?.())

describe('the migration to pages staff make', () => {
  it('keeps every saved field, in both languages, and gives each page its fixed address', async () => {
    for (const [key, locales] of Object.entries(SAVED)) {
      for (const [locale, [title, keywords, metaTitle]] of Object.entries(locales)) {
        const { docs } = await payload.find({
          collection: 'pages',
          where: { page_slug: { equals: key } },
          locale: locale as 'en' | 'ar',
          fallbackLocale: false,
          depth: 0,
          overrideAccess: true,
        })
        expect(docs, `${key} ${locale}`).toHaveLength(1)
        expect(docs[0]).toMatchObject({
          title,
          keywords,
          meta: { title: metaTitle },
          _status: 'published',
          path: key === 'home' ? '/' : key === 'not-found' ? null : `/${key}`,
          slug: null,
          parent: null,
        })
      }
    }
  })

  it('gives the versions their address too, so the admin’s history shows it', async () => {
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { 'version.page_slug': { equals: 'about' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]?.version).toMatchObject({ page_slug: 'about', path: '/about' })
  })

  it('serves the pages at /api/pages to visitors, published only', async () => {
    const answer = await rest(payload, 'GET', '/pages?where[page_slug][equals]=about&locale=ar')
    expect(answer.status).toBe(200)
    expect((answer.body.docs as Array<{ title: string }>)[0].title).toBe('من نحن')
  })
})
