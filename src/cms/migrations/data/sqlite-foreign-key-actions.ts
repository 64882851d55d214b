import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

import { copyOnlyExistingColumns } from './sqlite-copy-existing-columns'

type SqliteDb = MigrateUpArgs['db']

/**
 * References that SQLite databases made by the earlier migrations hold with
 * no ON DELETE action, where the schema (and PostgreSQL) has one: a column
 * added to an existing table (`ALTER TABLE … ADD … REFERENCES t(id)`) lost
 * the action the generator meant. Deleting what they point to then failed
 * with "FOREIGN KEY constraint failed" (a 500 to staff): a page a redirect or
 * an old version points to, a form or topic someone had open, a picture an old
 * version showed. Frozen as of 2026-12-05: table, column, table referred to,
 * the action it should have. tests/integration/foreign-keys.test.ts holds
 * every database to its schema from here on.
 */
export const MISSING_ACTIONS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['_blog_posts_v_locales', 'version_meta_image_id', 'share_images', 'set null'],
  ['_page_keywords_v', 'version_parent_id', 'page_keywords', 'set null'],
  ['_page_keywords_v_blocks_case_studies_items_locales', 'image_id', 'page_images', 'set null'],
  [
    '_page_keywords_v_blocks_featured_projects_items_locales',
    'image_id',
    'page_images',
    'set null',
  ],
  ['_page_keywords_v_blocks_home_partners_logos', 'image_id', 'page_images', 'set null'],
  ['_page_keywords_v_blocks_page_hero', 'background_image_id', 'page_images', 'set null'],
  ['_page_keywords_v_blocks_page_hero', 'background_video_id', 'page_videos', 'set null'],
  ['_page_keywords_v_blocks_screenshots_items_locales', 'image_id', 'page_images', 'set null'],
  ['_page_keywords_v_blocks_value_cards_items', 'image_id', 'page_images', 'set null'],
  ['_page_keywords_v_locales', 'version_meta_image_id', 'share_images', 'set null'],
  ['_services_v_blocks_app_portfolio_items_locales', 'image_id', 'page_images', 'set null'],
  ['_services_v_blocks_hero_locales', 'image_id', 'page_images', 'set null'],
  ['_services_v_blocks_screenshots_items_locales', 'image_id', 'page_images', 'set null'],
  ['_services_v_blocks_web_portfolio_items_locales', 'image_id', 'page_images', 'set null'],
  ['_services_v_locales', 'version_meta_image_id', 'share_images', 'set null'],
  ['_site_settings_v_locales', 'version_meta_image_id', 'share_images', 'set null'],
  ['_success_stories_v_locales', 'version_meta_image_id', 'share_images', 'set null'],
  ['blog_posts_locales', 'meta_image_id', 'share_images', 'set null'],
  ['page_keywords_blocks_case_studies_items_locales', 'image_id', 'page_images', 'set null'],
  ['page_keywords_blocks_featured_projects_items_locales', 'image_id', 'page_images', 'set null'],
  ['page_keywords_blocks_home_partners_logos', 'image_id', 'page_images', 'set null'],
  ['page_keywords_blocks_page_hero', 'background_image_id', 'page_images', 'set null'],
  ['page_keywords_blocks_page_hero', 'background_video_id', 'page_videos', 'set null'],
  ['page_keywords_blocks_screenshots_items_locales', 'image_id', 'page_images', 'set null'],
  ['page_keywords_blocks_value_cards_items', 'image_id', 'page_images', 'set null'],
  ['page_keywords_locales', 'meta_image_id', 'share_images', 'set null'],
  ['payload_locked_documents_rels', 'audit_log_id', 'audit_log', 'cascade'],
  ['payload_locked_documents_rels', 'blog_topics_id', 'blog_topics', 'cascade'],
  ['payload_locked_documents_rels', 'form_files_id', 'form_files', 'cascade'],
  ['payload_locked_documents_rels', 'forms_id', 'forms', 'cascade'],
  ['payload_locked_documents_rels', 'page_images_id', 'page_images', 'cascade'],
  ['payload_locked_documents_rels', 'page_videos_id', 'page_videos', 'cascade'],
  ['payload_locked_documents_rels', 'site_visits_id', 'site_visits', 'cascade'],
  ['payload_locked_documents_rels', 'translation_states_id', 'translation_states', 'cascade'],
  ['redirects_rels', 'page_keywords_id', 'page_keywords', 'cascade'],
  ['services_blocks_app_portfolio_items_locales', 'image_id', 'page_images', 'set null'],
  ['services_blocks_hero_locales', 'image_id', 'page_images', 'set null'],
  ['services_blocks_screenshots_items_locales', 'image_id', 'page_images', 'set null'],
  ['services_blocks_web_portfolio_items_locales', 'image_id', 'page_images', 'set null'],
  ['services_locales', 'meta_image_id', 'share_images', 'set null'],
  ['site_settings_locales', 'meta_image_id', 'share_images', 'set null'],
  ['success_stories_locales', 'meta_image_id', 'share_images', 'set null'],
  ['team_members', 'updated_by_id', 'users', 'set null'],
  ['page_keywords', 'parent_id', 'page_keywords', 'set null'],
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The table's CREATE statement with the column's reference given `action`, or null if not found. */
function withAction(create: string, column: string, target: string, action: string) {
  const name = `[\`"]?${escape(column)}[\`"]?`
  const refers = `REFERENCES\\s+[\`"]?${escape(target)}[\`"]?\\s*\\(\\s*[\`"]?id[\`"]?\\s*\\)`
  // A column added later: "`parent_id` integer REFERENCES page_keywords(id)", no action written.
  const inline = new RegExp(`(${name}\\s+\\w+\\s+${refers})(?!\\s+ON\\b)`, 'i')
  if (inline.test(create)) return create.replace(inline, `$1 ON DELETE ${action}`)
  // A table-level key written with "no action".
  const tableLevel = new RegExp(
    `(FOREIGN KEY\\s*\\(\\s*${name}\\s*\\)\\s*${refers}(?:\\s+ON UPDATE [a-z ]+?)?\\s+ON DELETE\\s+)no action`,
    'i',
  )
  if (tableLevel.test(create)) return create.replace(tableLevel, `$1${action}`)
  return null
}

/**
 * Rebuilds each table whose references lack their action (SQLite cannot
 * change a key in place): the generated steps' create, copy, drop and
 * rename, through copyOnlyExistingColumns, which keeps the rows that refer
 * to the table across the drop, then the table's indexes again (and its
 * references to itself). The pages table is last in MISSING_ACTIONS: a
 * version or a redirect that refers to a page with no action would stop its
 * drop.
 */
export async function addMissingActions(db: SqliteDb): Promise<string[]> {
  const rebuild = copyOnlyExistingColumns(db)
  const all = <T>(statement: string) => db.all<T>(sql.raw(statement))
  const tables = [...new Set(MISSING_ACTIONS.map(([table]) => table))]
  const rebuilt: string[] = []
  for (const table of tables) {
    const [created] = await all<{ sql: string }>(
      `SELECT sql FROM sqlite_master WHERE type = 'table' AND name = '${table}'`,
    )
    if (!created) continue
    const keys = await all<{ from: string; table: string; on_delete: string }>(
      `PRAGMA foreign_key_list(\`${table}\`)`,
    )
    let create = created.sql
    for (const [, column, target, action] of MISSING_ACTIONS.filter(([name]) => name === table)) {
      const key = keys.find((candidate) => candidate.from === column && candidate.table === target)
      if (!key || key.on_delete.toLowerCase() === action) continue
      const fixed = withAction(create, column, target, action)
      if (!fixed)
        throw new Error(`No reference of ${table}.${column} to ${target} to give ${action}`)
      create = fixed
    }
    if (create === created.sql) continue
    const indexes = await all<{ sql: string }>(
      `SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = '${table}' AND sql IS NOT NULL`,
    )
    const columns = (await all<{ name: string }>(`PRAGMA table_info(\`${table}\`)`))
      .map((column) => `"${column.name}"`)
      .join(', ')
    await rebuild.run(
      sql.raw(create.replace(/^CREATE TABLE\s+[`"]?\w+[`"]?/i, `CREATE TABLE \`__new_${table}\``)),
    )
    await rebuild.run(
      sql.raw(`INSERT INTO \`__new_${table}\`(${columns}) SELECT ${columns} FROM \`${table}\`;`),
    )
    // The new table's references to this one (a page's parent) name the old table until the
    // rename: dropping it would empty them. Kept here and written back.
    const own = keys.filter((key) => key.table === table).map((key) => key.from)
    const links = []
    for (const column of own)
      links.push({
        column,
        rows: await all<{ id: number | string; value: number | string }>(
          `SELECT "id", "${column}" AS "value" FROM \`${table}\` WHERE "${column}" IS NOT NULL`,
        ),
      })
    await rebuild.run(sql.raw(`DROP TABLE \`${table}\`;`))
    await rebuild.run(sql.raw(`ALTER TABLE \`__new_${table}\` RENAME TO \`${table}\`;`))
    for (const { column, rows } of links)
      for (const row of rows)
        await db.run(
          sql.raw(
            `UPDATE \`${table}\` SET "${column}" = ${Number(row.value)} WHERE "id" = ${Number(row.id)}`,
          ),
        )
    for (const index of indexes) await db.run(sql.raw(index.sql))
    rebuilt.push(table)
  }
  return rebuilt
}
