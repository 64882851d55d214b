import { saveVersion, type Payload, type PayloadRequest } from 'payload'

/**
 * Turning drafts on adds `_status` to every content table with the default
 * "draft", and public reads now require "published": without this, every row
 * written before drafts existed would disappear from the site. Each existing
 * row is marked published (a blog post keeps what its own `status` said), and
 * gets a first version, because the admin lists documents from their latest
 * version and would otherwise show none of them.
 *
 * Adapter-neutral: `run` executes one SQL statement on the migration's
 * connection (SQLite `db.run(sql.raw(s))`, PostgreSQL `db.execute(sql.raw(s))`).
 */
export const EXISTING_ROW_COLLECTIONS = [
  'services',
  'success-stories',
  'team-members',
  'testimonials',
  'hero-slides',
  'features',
  'blog-posts',
  'pages',
] as const

// Pages keep the table they had as `page-keywords` (collections/Pages.ts dbName).
const tableOf = (slug: string) => (slug === 'pages' ? 'page_keywords' : slug.replace(/-/g, '_'))

/**
 * Fields later migrations add. This step reads through the Local API, which
 * speaks the current schema; at this point of the migration history their
 * tables do not exist yet, so the read leaves them out (a version saved here
 * describes the document as it was, without them).
 */
const ADDED_LATER: Partial<Record<(typeof EXISTING_ROW_COLLECTIONS)[number], string[]>> = {
  services: ['layout'],
  'pages': ['layout'],
  'blog-posts': ['topics'],
}

type Rows = { rows?: Array<Record<string, unknown>> }
const COLUMNS = Symbol.for('drizzle:Columns')

/**
 * The Local API reads and writes with today's config: on a database this
 * step reaches before later migrations have added their columns and tables,
 * every insert would name columns that do not exist yet, and every read of a
 * document would join tables that do not (a relationship's `_rels`). Those
 * columns (empty) and tables (empty, with today's columns) are added
 * for the duration of the step and dropped again after it, so the later
 * migrations find the database exactly as they expect.
 */
async function withTodaysColumns(
  payload: Payload,
  run: (statement: string) => Promise<unknown>,
  step: () => Promise<void>,
): Promise<void> {
  const sqlite = payload.db.name === 'sqlite'
  const tables = (payload.db as unknown as { tables: Record<string, Record<symbol, unknown>> })
    .tables
  const added: string[] = []
  const created: string[] = []
  try {
    for (const [table, definition] of Object.entries(tables)) {
      const columns = definition[COLUMNS] as Record<string, TableColumn> | undefined
      if (!columns) continue
      const answer = (await run(
        sqlite
          ? `PRAGMA table_info("${table}")`
          : `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '${table}'`,
      )) as Rows
      const existing = new Set((answer.rows ?? []).map((row) => String(row.name)))
      if (existing.size === 0) {
        // A table a later migration creates: empty while the step reads through it.
        const list = Object.values(columns)
          .map((column) => `"${column.name}" ${columnType(column, sqlite)}`)
          .join(', ')
        await run(`CREATE TABLE "${table}" (${list})`)
        created.unshift(`DROP TABLE "${table}"`)
        continue
      }
      for (const column of Object.values(columns)) {
        const { name } = column
        if (existing.has(name)) continue
        // Typed as the schema types it: a checkbox's false stored as text reads back as 'false'.
        await run(`ALTER TABLE "${table}" ADD COLUMN "${name}" ${columnType(column, sqlite)}`)
        added.push(`ALTER TABLE "${table}" DROP COLUMN "${name}"`)
      }
    }
    await step()
  } finally {
    for (const statement of [...added, ...created]) await run(statement)
  }
}

type TableColumn = { name: string; getSQLType?: () => string }

/** Plain SQL types as the schema names them; anything else (an enum not created yet) is text. */
function columnType(column: TableColumn, sqlite: boolean): string {
  const type = column.getSQLType?.() ?? 'text'
  if (sqlite) return /^(integer|text|numeric|real|blob)$/i.test(type) ? type : 'text'
  return /^(integer|serial|bigint|bigserial|numeric(\(.*\))?|varchar(\(\d+\))?|text|boolean|jsonb?|double precision|real|date|timestamp.*)$/i.test(
    type,
  )
    ? type
    : 'text'
}

export { withTodaysColumns }

/**
 * Whether any of these tables holds a row. A data step that reads only them
 * has nothing to do on a database migrated from nothing (every new site, the
 * test suite's templates, a restore's move between adapters), and is left out
 * there: its stand-in columns alone cost 1–2 s of the 10 s such a run took.
 */
export async function anyRows(
  run: (statement: string) => Promise<unknown>,
  tables: readonly string[],
): Promise<boolean> {
  for (const table of tables) {
    const answer = (await run(`SELECT 1 AS found FROM "${table}" LIMIT 1`)) as Rows
    if ((answer.rows ?? []).length > 0) return true
  }
  return false
}

export async function publishExistingRows({
  payload,
  req,
  run,
}: {
  payload: Payload
  req: PayloadRequest
  run: (statement: string) => Promise<unknown>
}): Promise<void> {
  const tables = [...EXISTING_ROW_COLLECTIONS.map(tableOf), 'site_settings']
  if (!(await anyRows(run, tables))) return
  await withTodaysColumns(payload, run, () => publishAndVersion({ payload, req, run }))
}

async function publishAndVersion({
  payload,
  req,
  run,
}: {
  payload: Payload
  req: PayloadRequest
  run: (statement: string) => Promise<unknown>
}): Promise<void> {
  for (const slug of EXISTING_ROW_COLLECTIONS) {
    const table = tableOf(slug)
    // Plain literals, not a CASE: PostgreSQL types a CASE as text, which its
    // `_status` enum column refuses; a literal takes the column's type.
    if (slug === 'blog-posts') {
      await run(`UPDATE ${table} SET _status = 'draft'`)
      await run(`UPDATE ${table} SET _status = 'published' WHERE status = 'published'`)
    } else await run(`UPDATE ${table} SET _status = 'published'`)
    const collection = payload.collections[slug].config
    const later = ADDED_LATER[slug]
    const { docs } = await payload.find({
      collection: slug,
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
      draft: false,
      ...(later ? { select: Object.fromEntries(later.map((field) => [field, false])) } : {}),
      req,
    })
    for (const doc of docs) {
      await saveVersion({
        id: doc.id,
        collection,
        docWithLocales: doc as never,
        operation: 'update',
        payload,
        req,
      })
    }
  }

  await run(`UPDATE site_settings SET _status = 'published'`)
  const global = payload.globals.config.find((entry) => entry.slug === 'site-settings')
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    draft: false,
    req,
  })
  // A database that was never seeded has no settings row yet: nothing to keep.
  if (global && (settings as { updatedAt?: unknown } | null)?.updatedAt)
    await saveVersion({
      global,
      docWithLocales: settings as never,
      operation: 'update',
      payload,
      req,
    })
}
