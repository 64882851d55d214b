import { quote as quoted, type Run } from './block-pictures'

/**
 * Until 2026-12-06 a service page's search keywords were a document of the
 * pages collection of their own, keyed `what-we-do/<slug>`: a "page" in the
 * admin's page list with nothing but keywords and search fields, and a
 * service added later had none. The keywords move onto the service (its
 * `keywords` field, published and in every version; run again, it
 * overwrites nothing), and those documents go with their
 * versions, translation states and links, leaving the pages list to pages.
 */
const SERVICE_ROWS = `SELECT "id" FROM "page_keywords" WHERE "page_slug" LIKE 'what-we-do/%'`
const SERVICE_VERSIONS = `SELECT "id" FROM "_page_keywords_v"
  WHERE "version_page_slug" LIKE 'what-we-do/%' OR "parent_id" IN (${SERVICE_ROWS})`

/** The keywords of the service with this slug (an SQL expression), in a language, from its old row. */
const oldKeywords = (slug: string, locale: string) => `(SELECT NULLIF(TRIM(pl."keywords"), '')
  FROM "page_keywords_locales" pl JOIN "page_keywords" p ON p."id" = pl."_parent_id"
  WHERE p."page_slug" = 'what-we-do/' || ${slug} AND pl."_locale" = ${locale} LIMIT 1)`

/** A service's rows and their slug: published, and every version. */
const TARGETS = [
  {
    locales: 'services_locales',
    column: 'keywords',
    parents: 'services',
    slug: (parent: string) => `(SELECT "slug" FROM "services" WHERE "id" = ${parent})`,
  },
  {
    locales: '_services_v_locales',
    column: 'version_keywords',
    parents: '_services_v',
    slug: (parent: string) => `(SELECT "version_slug" FROM "_services_v" WHERE "id" = ${parent})`,
  },
] as const

export async function moveServiceKeywords(run: Run): Promise<void> {
  for (const { locales, column, parents, slug } of TARGETS)
    for (const locale of ['en', 'ar'].map(quoted)) {
      // A service with no row in the language yet gets one, holding only its keywords.
      await run(
        `INSERT INTO "${locales}" ("_locale", "_parent_id", "${column}")
          SELECT ${locale}, s."id", ${oldKeywords(slug('s."id"'), locale)} FROM "${parents}" s
          WHERE ${oldKeywords(slug('s."id"'), locale)} IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "${locales}" l WHERE l."_parent_id" = s."id" AND l."_locale" = ${locale})`,
      )
      await run(
        `UPDATE "${locales}" SET "${column}" = ${oldKeywords(slug(`"${locales}"."_parent_id"`), locale)}
          WHERE "_locale" = ${locale} AND ("${column}" IS NULL OR TRIM("${column}") = '')
          AND ${oldKeywords(slug(`"${locales}"."_parent_id"`), locale)} IS NOT NULL`,
      )
    }
  for (const statement of [
    `DELETE FROM "_page_keywords_v_locales" WHERE "_parent_id" IN (${SERVICE_VERSIONS})`,
    `DELETE FROM "_page_keywords_v_rels" WHERE "parent_id" IN (${SERVICE_VERSIONS})`,
    `DELETE FROM "_page_keywords_v" WHERE "id" IN (${SERVICE_VERSIONS})`,
    `DELETE FROM "translation_states" WHERE "doc_collection" = 'pages'
      AND "doc_id" IN (SELECT CAST("id" AS VARCHAR(20)) FROM "page_keywords" WHERE "page_slug" LIKE 'what-we-do/%')`,
    ...['redirects_rels', 'navigation_rels', '_navigation_v_rels', 'payload_locked_documents_rels'].map(
      (table) => `DELETE FROM "${table}" WHERE "page_keywords_id" IN (${SERVICE_ROWS})`,
    ),
    `UPDATE "forms_fields" SET "link_page_id" = NULL WHERE "link_page_id" IN (${SERVICE_ROWS})`,
    `UPDATE "forms" SET "redirect_page_id" = NULL WHERE "redirect_page_id" IN (${SERVICE_ROWS})`,
    `UPDATE "page_keywords" SET "parent_id" = NULL WHERE "parent_id" IN (${SERVICE_ROWS})`,
    `UPDATE "_page_keywords_v" SET "version_parent_id" = NULL WHERE "version_parent_id" IN (${SERVICE_ROWS})`,
    `DELETE FROM "page_keywords_locales" WHERE "_parent_id" IN (${SERVICE_ROWS})`,
    `DELETE FROM "page_keywords_rels" WHERE "parent_id" IN (${SERVICE_ROWS})`,
    `DELETE FROM "page_keywords" WHERE "page_slug" LIKE 'what-we-do/%'`,
  ])
    await run(statement)
}
