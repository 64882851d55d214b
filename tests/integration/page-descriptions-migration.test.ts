import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ABOUT_DESCRIPTION,
  CONTACT_DESCRIPTION,
  HOME_SEARCH,
  PAGE_DESCRIPTIONS,
} from '@/cms/migrations/data/page-descriptions'
import { isPostgres, rowsOf, runSql, startTestPayload } from '../support/payload'

/**
 * A database from before What We Do, Our Work and the privacy policy were
 * drawn by the route of the pages staff make: their routes took the search
 * descriptions from the site's messages and added a back-to-top link. After
 * the migration each page holds its description in both languages (published
 * and in its version), a description staff wrote is kept, Our Work and the
 * policy have the back-to-top link, and other pages are untouched. About,
 * moved a day later (migration about_page_by_address, run here after it), gets
 * its description the same way, and Contact after it (contact_page_by_address).
 * The home page's route went last (home_page_by_address): its "company ·
 * tagline" title becomes its search title, with the company's name as the
 * site settings give it in that language, else the seed's.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)
const STAFF_WORDS = 'Our own words about our work.'
const STAFF_WORDS_AR = 'راسلنا في أي وقت، ونرد خلال يوم عمل.'
const STAFF_TITLE_AR = 'نخلة · برمجيات الكويت'

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.includes('page_back_to_top'),
  }))
  const yes = isPostgres() ? 'true' : '1'
  await run(
    `INSERT INTO page_keywords (id, page_slug, _status) VALUES (1, 'what-we-do', 'published'), (2, 'our-work', 'published'), (3, 'privacy-policy', 'published'), (4, 'about', 'published'), (5, 'contact', 'published'), (6, 'home', 'published')`,
  )
  await run(
    `INSERT INTO page_keywords_locales (id, _locale, _parent_id, title, meta_description) VALUES
      (1, 'en', 1, 'What we do', NULL), (2, 'ar', 1, 'خدماتنا', ''),
      (3, 'en', 2, 'Our work', '${STAFF_WORDS}'), (4, 'ar', 2, 'أعمالنا', NULL),
      (5, 'en', 3, 'Privacy policy', '  '), (6, 'ar', 3, 'سياسة الخصوصية', NULL),
      (7, 'en', 4, 'About us', NULL), (8, 'ar', 4, 'من نحن', NULL),
      (9, 'en', 5, 'Contact us', NULL), (10, 'ar', 5, 'اتصل بنا', '${STAFF_WORDS_AR}'),
      (11, 'en', 6, 'Home page', NULL), (12, 'ar', 6, 'الصفحة الرئيسية', NULL)`,
  )
  await run(`UPDATE page_keywords_locales SET meta_title = '${STAFF_TITLE_AR}' WHERE id = 12`)
  await run(`INSERT INTO site_settings (id) VALUES (1)`)
  await run(
    `INSERT INTO site_settings_locales (id, _locale, _parent_id, company_name) VALUES (1, 'en', 1, 'Acme Gulf'), (2, 'ar', 1, '  ')`,
  )
  await run(
    `INSERT INTO _page_keywords_v (id, parent_id, version_page_slug, version__status, latest) VALUES (901, 2, 'our-work', 'published', ${yes}), (902, 4, 'about', 'published', ${yes}), (903, 5, 'contact', 'published', ${yes}), (904, 6, 'home', 'published', ${yes})`,
  )
  await run(
    `INSERT INTO _page_keywords_v_locales (id, _locale, _parent_id, version_title) VALUES (1, 'en', 901, 'Our work'), (2, 'ar', 901, 'أعمالنا'), (3, 'en', 902, 'About us'), (4, 'en', 903, 'Contact us'), (5, 'en', 904, 'Home page'), (6, 'ar', 904, 'الصفحة الرئيسية')`,
  )
  await migrateRest()
}, 180_000)

afterAll(async () => {
  await stop?.()
})

const described = async (table: string, column: string, parent: number) =>
  Object.fromEntries(
    rowsOf(
      await run(
        `SELECT "_locale" AS "locale", "${column}" AS "description" FROM "${table}" WHERE "_parent_id" = ${parent}`,
      ),
    ).map((row) => [String(row.locale), row.description ?? null]),
  )

const backToTop = async (table: string, column: string) =>
  Object.fromEntries(
    rowsOf(await run(`SELECT "id", "${column}" AS "on" FROM "${table}" ORDER BY "id"`)).map(
      (row) => [Number(row.id), Boolean(row.on)],
    ),
  )

describe('the page descriptions and back-to-top migration', () => {
  it('gives each page its description where it had none, in both languages, and keeps what staff wrote', async () => {
    expect(await described('page_keywords_locales', 'meta_description', 1)).toEqual(
      PAGE_DESCRIPTIONS['what-we-do'],
    )
    expect(await described('page_keywords_locales', 'meta_description', 2)).toEqual({
      en: STAFF_WORDS,
      ar: PAGE_DESCRIPTIONS['our-work'].ar,
    })
    expect(await described('page_keywords_locales', 'meta_description', 3)).toEqual(
      PAGE_DESCRIPTIONS['privacy-policy'],
    )
    expect(await described('page_keywords_locales', 'meta_description', 4)).toEqual(
      ABOUT_DESCRIPTION.about,
    )
    expect(await described('page_keywords_locales', 'meta_description', 5)).toEqual({
      en: CONTACT_DESCRIPTION.contact.en,
      ar: STAFF_WORDS_AR,
    })
    expect(await described('_page_keywords_v_locales', 'version_meta_description', 901)).toEqual(
      PAGE_DESCRIPTIONS['our-work'],
    )
    expect(await described('_page_keywords_v_locales', 'version_meta_description', 902)).toEqual({
      en: ABOUT_DESCRIPTION.about.en,
    })
    expect(await described('_page_keywords_v_locales', 'version_meta_description', 903)).toEqual({
      en: CONTACT_DESCRIPTION.contact.en,
    })
  })

  it('turns the back-to-top link on for Our Work, the policy and the home page only, published and in versions', async () => {
    expect(await backToTop('page_keywords', 'back_to_top')).toEqual({
      1: false,
      2: true,
      3: true,
      4: false,
      5: false,
      6: true,
    })
    expect(await backToTop('_page_keywords_v', 'version_back_to_top')).toEqual({
      901: true,
      902: false,
      903: false,
      904: true,
    })
  })

  it('gives the home page the title and description its route gave it, keeping a title staff set', async () => {
    expect(await described('page_keywords_locales', 'meta_title', 6)).toEqual({
      en: `Acme Gulf · ${HOME_SEARCH.tagline.en}`,
      ar: STAFF_TITLE_AR,
    })
    expect(await described('page_keywords_locales', 'meta_description', 6)).toEqual(
      HOME_SEARCH.description.home,
    )
    // No Arabic name in the settings: the seed's stands in.
    expect(await described('_page_keywords_v_locales', 'version_meta_title', 904)).toEqual({
      en: 'Acme Gulf · Software and IT services in Kuwait',
      ar: 'نخلة للتقنية · البرمجيات وخدمات تقنية المعلومات في الكويت',
    })
    expect(await described('_page_keywords_v_locales', 'version_meta_description', 904)).toEqual(
      HOME_SEARCH.description.home,
    )
    // The other pages' search titles are untouched.
    expect(await described('page_keywords_locales', 'meta_title', 4)).toEqual({
      en: null,
      ar: null,
    })
  })

  it('reads through Payload as the page’s own search description and setting', async () => {
    const page = (await payload.findByID({
      collection: 'pages',
      id: 3,
      locale: 'ar',
      depth: 0,
      overrideAccess: true,
    })) as unknown as { backToTop?: boolean; meta?: { description?: string } }
    expect(page.backToTop).toBe(true)
    expect(page.meta?.description).toBe(PAGE_DESCRIPTIONS['privacy-policy'].ar)
  })
})
