import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runSql, startTestPayload } from '../support/payload'
import { rest } from '../support/rest'

/**
 * A database from before pages staff make (the collection was
 * `page-keywords`): page documents with what staff wrote in both languages
 * (name, keywords, search title, description and share picture) and a
 * version each with its own words. The
 * migration that adds slugs, parents and addresses keeps every field and
 * gives each page its fixed address; the pages read through `/api/pages`.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

/** Per page and language: title, keywords, search title, search description. */
const SAVED = {
  about: {
    en: ['About us', 'our own words', 'About, by staff', 'Who we are, in our own words.'],
    ar: ['من نحن', 'كلماتنا', 'عنّا', 'من نحن، بكلماتنا.'],
  },
  home: {
    en: ['Home page', 'software, Kuwait', 'Home, by staff', 'Software made in Kuwait.'],
    ar: ['الرئيسية', 'برمجيات', 'الرئيسية', 'برمجيات صُنعت في الكويت.'],
  },
  'not-found': { en: ['Page not found', '', '', ''], ar: ['الصفحة غير موجودة', '', '', ''] },
} as const

/** The share picture each page had in each language (none for the 404). */
const SHARE = { about: 'share-about.png', home: 'share-home.png' } as Record<string, string>
const shareId = async (file: string) =>
  (
    await payload.find({
      collection: 'share-images',
      where: { filename: { equals: file } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]?.id

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.endsWith('_staff_pages'),
  }))
  for (const file of Object.values(SHARE))
    await run(
      `INSERT INTO share_images (filename, mime_type, width, height) VALUES ('${file}', 'image/png', 1200, 630)`,
    )
  const image = (key: string) =>
    SHARE[key] ? `(SELECT id FROM share_images WHERE filename = '${SHARE[key]}')` : 'NULL'
  for (const [key, locales] of Object.entries(SAVED)) {
    await run(`INSERT INTO page_keywords (page_slug, _status) VALUES ('${key}', 'published')`)
    await run(
      `INSERT INTO _page_keywords_v (parent_id, version_page_slug, version__status, latest) SELECT id, '${key}', 'published', true FROM page_keywords WHERE page_slug = '${key}'`,
    )
    for (const [locale, [title, keywords, metaTitle, description]] of Object.entries(locales)) {
      await run(
        `INSERT INTO page_keywords_locales (title, keywords, meta_title, meta_description, meta_image_id, _locale, _parent_id) SELECT '${title}', '${keywords}', '${metaTitle}', '${description}', ${image(key)}, '${locale}', id FROM page_keywords WHERE page_slug = '${key}'`,
      )
      await run(
        `INSERT INTO _page_keywords_v_locales (version_title, version_keywords, version_meta_title, version_meta_description, version_meta_image_id, _locale, _parent_id) SELECT '${title}', '${keywords}', '${metaTitle}', '${description}', ${image(key)}, '${locale}', id FROM _page_keywords_v WHERE version_page_slug = '${key}'`,
      )
    }
  }
  await migrateRest()
}, 120_000)
afterAll(async () => stop?.())

describe('the migration to pages staff make', () => {
  it('keeps every saved field, in both languages, and gives each page its fixed address', async () => {
    for (const [key, locales] of Object.entries(SAVED)) {
      for (const [locale, [title, keywords, metaTitle, description]] of Object.entries(locales)) {
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
          meta: {
            title: metaTitle,
            description,
            image: SHARE[key] ? await shareId(SHARE[key]) : null,
          },
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
    // Each language's words stay with the version, as staff saved them.
    for (const locale of ['en', 'ar'] as const) {
      const [version] = (
        await payload.findVersions({
          collection: 'pages',
          where: { 'version.page_slug': { equals: 'about' } },
          locale,
          fallbackLocale: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
      const [title, keywords, metaTitle, description] = SAVED.about[locale]
      expect(version?.version).toMatchObject({
        title,
        keywords,
        meta: { title: metaTitle, description, image: await shareId(SHARE.about) },
      })
    }
  })

  it('serves the pages at /api/pages to visitors, published only', async () => {
    const answer = await rest(payload, 'GET', '/pages?where[page_slug][equals]=about&locale=ar')
    expect(answer.status).toBe(200)
    expect((answer.body.docs as Array<{ title: string }>)[0].title).toBe('من نحن')
  })
})
