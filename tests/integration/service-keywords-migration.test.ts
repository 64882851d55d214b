import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isPostgres, rowsOf, runSql, startTestPayload } from '../support/payload'

/**
 * A database from before the service pages' keywords moved onto the services
 * (migration service_keywords): each was a document of the pages collection
 * keyed `what-we-do/<slug>`. After it every service holds its keywords in
 * both languages, published and in its versions (a service with no Arabic row
 * gets one), and those page documents
 * are gone with their versions, translation states and menu links, while the
 * other pages stay as they were.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)
const count = async (statement: string) =>
  Number(Object.values(rowsOf(await run(statement))[0] ?? {})[0] ?? 0)

const WEB = {
  en: 'web development Kuwait, bilingual websites',
  ar: 'تطوير مواقع الكويت, مواقع ثنائية اللغة',
}

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.includes('service_keywords'),
  }))
  const yes = isPostgres() ? 'true' : '1'
  await run(
    `INSERT INTO services (id, slug, _status) VALUES (1, 'web-development', 'published'), (2, 'erp-solution', 'published'), (3, 'new-service', 'published')`,
  )
  // The new service has no Arabic row yet. Row ids as Payload gives them (the migration adds rows).
  await run(
    `INSERT INTO services_locales (_locale, _parent_id, title) VALUES
      ('en', 1, 'Web development'), ('ar', 1, 'تطوير المواقع'),
      ('en', 2, 'ERP'), ('ar', 2, 'نظام ERP'), ('en', 3, 'New service')`,
  )
  await run(
    `INSERT INTO _services_v (id, parent_id, version_slug, version__status, latest) VALUES (801, 1, 'web-development', 'published', ${yes})`,
  )
  await run(
    `INSERT INTO _services_v_locales (_locale, _parent_id, version_title) VALUES ('en', 801, 'Web development')`,
  )
  await run(
    `INSERT INTO page_keywords (id, page_slug, path, _status) VALUES
      (1, 'what-we-do/web-development', '/what-we-do/web-development', 'published'),
      (2, 'what-we-do/erp-solution', '/what-we-do/erp-solution', 'published'),
      (3, 'what-we-do/new-service', '/what-we-do/new-service', 'published'),
      (4, 'about', '/about', 'published')`,
  )
  await run(
    `INSERT INTO page_keywords_locales (id, _locale, _parent_id, title, keywords) VALUES
      (1, 'en', 1, 'Web development service', '${WEB.en}'), (2, 'ar', 1, 'خدمة تطوير المواقع', '${WEB.ar}'),
      (3, 'en', 2, 'ERP service', 'ERP Kuwait'), (4, 'ar', 2, 'خدمة نظام ERP', '  '),
      (5, 'ar', 3, 'خدمة جديدة', 'خدمة جديدة'),
      (6, 'en', 4, 'About us', 'about us')`,
  )
  await run(
    `INSERT INTO _page_keywords_v (id, parent_id, version_page_slug, version__status, latest) VALUES
      (901, 1, 'what-we-do/web-development', 'published', ${yes}), (902, 4, 'about', 'published', ${yes})`,
  )
  await run(
    `INSERT INTO _page_keywords_v_locales (id, _locale, _parent_id, version_title) VALUES (1, 'en', 901, 'Web development service'), (2, 'en', 902, 'About us')`,
  )
  await run(
    `INSERT INTO translation_states (id, doc_collection, doc_id) VALUES (1, 'pages', '1'), (2, 'pages', '4')`,
  )
  await run(`INSERT INTO navigation (id) VALUES (1)`)
  await run(
    `INSERT INTO navigation_rels (id, parent_id, path, page_keywords_id) VALUES (1, 1, 'header.0.page', 1), (2, 1, 'header.1.page', 4)`,
  )
  await migrateRest()
}, 180_000)

afterAll(async () => {
  await stop?.()
})

const keywordsOf = async (table: string, column: string, parent: number) =>
  Object.fromEntries(
    rowsOf(
      await run(
        `SELECT "_locale" AS "locale", "${column}" AS "keywords" FROM "${table}" WHERE "_parent_id" = ${parent} ORDER BY "_locale"`,
      ),
    ).map((row) => [String(row.locale), row.keywords ?? null]),
  )

describe('the service keywords migration', () => {
  it('gives each service its keywords in both languages, published and in its versions', async () => {
    expect(await keywordsOf('services_locales', 'keywords', 1)).toEqual(WEB)
    // A blank Arabic row moves nothing: the Arabic stays empty (the default keywords show).
    expect(await keywordsOf('services_locales', 'keywords', 2)).toEqual({
      en: 'ERP Kuwait',
      ar: null,
    })
    // The service without an Arabic row gets one holding its keywords; its English stays empty.
    expect(await keywordsOf('services_locales', 'keywords', 3)).toEqual({
      en: null,
      ar: 'خدمة جديدة',
    })
    expect(await keywordsOf('_services_v_locales', 'version_keywords', 801)).toEqual(WEB)
  })

  it('removes the keyword documents with their versions, states and menu links, and nothing else', async () => {
    expect(await count(`SELECT COUNT(*) FROM page_keywords`)).toBe(1)
    expect(await count(`SELECT COUNT(*) FROM page_keywords WHERE page_slug = 'about'`)).toBe(1)
    expect(await count(`SELECT COUNT(*) FROM page_keywords_locales`)).toBe(1)
    expect(await count(`SELECT COUNT(*) FROM _page_keywords_v`)).toBe(1)
    expect(await count(`SELECT COUNT(*) FROM _page_keywords_v_locales`)).toBe(1)
    expect(await count(`SELECT COUNT(*) FROM translation_states WHERE doc_id = '4'`)).toBe(1)
    expect(await count(`SELECT COUNT(*) FROM translation_states`)).toBe(1)
    expect(await count(`SELECT COUNT(*) FROM navigation_rels WHERE page_keywords_id = 4`)).toBe(1)
    expect(await count(`SELECT COUNT(*) FROM navigation_rels`)).toBe(1)
  })

  it('reads through Payload as the service’s own keywords', async () => {
    const service = await payload.findByID({
      collection: 'services',
      id: 1,
      locale: 'ar',
      depth: 0,
      overrideAccess: true,
    })
    expect(service.keywords).toBe(WEB.ar)
  })

  it('refuses keywords over 500 characters on a service, keeping what it holds', async () => {
    await expect(
      payload.update({
        collection: 'services',
        id: 1,
        locale: 'en',
        data: { keywords: 'k'.repeat(501) },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow(/Keywords/)
    expect(await keywordsOf('services_locales', 'keywords', 1)).toEqual(WEB)
  })
})
