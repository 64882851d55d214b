import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { isRichText, plainTextOf, richTextFromPlainText } from '@/lib/rich-text'

/**
 * Blog bodies were plain text (paragraphs at blank lines); they are now
 * Lexical rich text. This turns every stored body, in English and Arabic, into
 * the rich text of the same paragraphs (single line breaks kept, nothing read
 * as markup). On PostgreSQL the column also becomes jsonb here, because the
 * schema change alone cannot cast text to JSON; on SQLite both are text.
 *
 * Call it first in the migration's `up`, before the generated statements.
 * Running it twice changes nothing: bodies already in rich text are left alone.
 */

type Db = {
  all?: (query: unknown) => Promise<unknown[]>
  run?: (query: unknown) => Promise<unknown>
  execute?: (query: unknown) => Promise<{ rows: unknown[] }>
}
type Args = { db: unknown; payload: Payload }

/** Where bodies live: the posts, and their saved versions once posts have versions. */
const BODY_COLUMNS = [
  { table: 'blog_posts_locales', column: 'content' },
  { table: '_blog_posts_v_locales', column: 'version_content' },
] as const

type Row = { id: number | string; locale: string; body: unknown }

const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

async function rows(db: Db, payload: Payload, query: ReturnType<typeof sql>): Promise<unknown[]> {
  if (isPostgres(payload)) return (await db.execute!(query)).rows
  return db.all!(query)
}

async function run(db: Db, payload: Payload, query: ReturnType<typeof sql>) {
  if (isPostgres(payload)) await db.execute!(query)
  else await db.run!(query)
}

/** The column's type, or null when the table or column does not exist (yet). */
async function columnType(db: Db, payload: Payload, table: string, column: string) {
  if (isPostgres(payload)) {
    const found = await rows(
      db,
      payload,
      sql`SELECT data_type AS type FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`,
    )
    return (found[0] as { type?: string } | undefined)?.type ?? null
  }
  const found = (await rows(
    db,
    payload,
    sql`SELECT type FROM pragma_table_info(${table}) WHERE name = ${column}`,
  )) as Array<{ type: string }>
  return found[0]?.type ?? null
}

function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}

/** The stored body as rich text (JSON text), or null for a body without words; undefined when already rich text. */
export function richBodyOf(body: unknown, locale: string): string | null | undefined {
  if (body === null || body === undefined) return undefined
  if (isRichText(parsed(body))) return undefined
  const text = typeof body === 'string' ? body : String(body)
  const rich = richTextFromPlainText(text, locale === 'ar' ? 'rtl' : 'ltr')
  return rich ? JSON.stringify(rich) : null
}

export async function convertBlogBodiesToRichText({ db: anyDb, payload }: Args): Promise<void> {
  const db = anyDb as Db
  for (const { table, column } of BODY_COLUMNS) {
    const type = await columnType(db, payload, table, column)
    if (!type || type === 'jsonb') continue
    const stored = (await rows(
      db,
      payload,
      sql`SELECT id, _locale AS locale, ${sql.identifier(column)} AS body FROM ${sql.identifier(table)}
          WHERE ${sql.identifier(column)} IS NOT NULL`,
    )) as Row[]
    for (const row of stored) {
      const rich = richBodyOf(row.body, row.locale)
      if (rich === undefined) continue
      await run(
        db,
        payload,
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${rich} WHERE id = ${row.id}`,
      )
    }
    if (isPostgres(payload))
      await run(
        db,
        payload,
        sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)}
            SET DATA TYPE jsonb USING ${sql.identifier(column)}::jsonb`,
      )
  }
}

/**
 * The way back (the migration's `down`, before the generated statements):
 * bodies become plain text again, blocks separated by blank lines. Formatting,
 * links and images are lost, their words are kept.
 */
export async function convertBlogBodiesToPlainText({ db: anyDb, payload }: Args): Promise<void> {
  const db = anyDb as Db
  for (const { table, column } of BODY_COLUMNS) {
    const type = await columnType(db, payload, table, column)
    if (!type) continue
    if (isPostgres(payload) && type === 'jsonb')
      await run(
        db,
        payload,
        sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)}
            SET DATA TYPE varchar USING ${sql.identifier(column)}::text`,
      )
    const stored = (await rows(
      db,
      payload,
      sql`SELECT id, _locale AS locale, ${sql.identifier(column)} AS body FROM ${sql.identifier(table)}
          WHERE ${sql.identifier(column)} IS NOT NULL`,
    )) as Row[]
    for (const row of stored) {
      const body = parsed(row.body)
      if (!isRichText(body)) continue
      await run(
        db,
        payload,
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${plainTextOf(body) || null} WHERE id = ${row.id}`,
      )
    }
  }
}
