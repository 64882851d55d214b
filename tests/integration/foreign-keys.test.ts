import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withTodaysColumns } from '@/cms/migrations/data/publish-existing-rows'
import { isPostgres, rowsOf, runSql, startTestPayload } from '../support/payload'

/**
 * Every reference in the database has the ON DELETE action the schema gives
 * it (the latest migration snapshot), on SQLite as on PostgreSQL. SQLite
 * databases made by the migrations up to 2026-12-05 lacked 44 of them (a
 * column added to an existing table lost its action), and deleting a page a
 * redirect pointed to answered 500. The migration sqlite_foreign_key_actions
 * gives them back, keeping every row: tried here on a database from before it.
 */
let payload: Payload
let stop: () => Promise<void>
let migrateRest: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)
const ctx = { disableRevalidate: true }

type Snapshot = {
  tables: Record<
    string,
    { foreignKeys: Record<string, { tableTo: string; columnsFrom: string[]; onDelete?: string }> }
  >
}

function latestSnapshot(): Snapshot {
  const folder = path.resolve('src/cms/migrations', isPostgres() ? 'postgres' : 'sqlite')
  const file = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .at(-1)!
  return JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Snapshot
}

const PG_ACTIONS: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
}

/** `table.column → target` and its action, for every reference the database holds. */
async function actualActions(): Promise<Map<string, string>> {
  const actions = new Map<string, string>()
  if (isPostgres()) {
    for (const row of rowsOf(
      await run(`SELECT c.conrelid::regclass::text AS "table", a.attname AS "column",
        c.confrelid::regclass::text AS "target", c.confdeltype AS "action"
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f'`),
    ))
      actions.set(
        `${String(row.table).replace(/"/g, '')}.${row.column} → ${String(row.target).replace(/"/g, '')}`,
        PG_ACTIONS[String(row.action)],
      )
    return actions
  }
  const tables = rowsOf(
    await run(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`),
  )
  for (const { name } of tables)
    for (const key of rowsOf(await run(`PRAGMA foreign_key_list("${name}")`)))
      actions.set(`${name}.${key.from} → ${key.table}`, String(key.on_delete).toLowerCase())
  return actions
}

/** The references whose action differs from the schema's. */
async function drift(): Promise<string[]> {
  const actual = await actualActions()
  const wrong: string[] = []
  for (const [table, { foreignKeys }] of Object.entries(latestSnapshot().tables))
    for (const key of Object.values(foreignKeys)) {
      // PostgreSQL's snapshot names its tables with their schema.
      const name = `${table.replace(/^public\./, '')}.${key.columnsFrom[0]} → ${key.tableTo}`
      const want = (key.onDelete ?? 'no action').toLowerCase()
      const have = actual.get(name)
      if (have !== want) wrong.push(`${name}: ${have ?? 'missing'}, not ${want}`)
    }
  return wrong.sort()
}

beforeAll(async () => {
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.endsWith('_sqlite_foreign_key_actions'),
  }))
}, 180_000)
afterAll(async () => stop?.())

describe('foreign keys', () => {
  it('take their ON DELETE actions from the schema, keeping every row of a database from before', async () => {
    // Before the migration: what earlier migrations left (SQLite only).
    const before = await drift()
    // A reference a later migration adds (a button's page) is missing until then.
    if (isPostgres()) expect(before.filter((line) => !line.includes(': missing,'))).toEqual([])
    else
      expect(before).toContain(
        'redirects_rels.page_keywords_id → page_keywords: no action, not cascade',
      )

    // Written with today's config: columns later migrations add stand in while it writes.
    let parent = { id: 0 as number | string }
    let child = { id: 0 as number | string }
    await withTodaysColumns(payload, run, async () => {
      parent = await payload.create({
        collection: 'pages',
        data: {
          title: 'Launch',
          slug: 'launch',
          _status: 'published',
          layout: [{ blockType: 'page-hero', title: 'Launch' }],
        } as never,
        context: ctx,
      })
      child = await payload.create({
        collection: 'pages',
        data: {
          title: 'Details',
          slug: 'details',
          parent: parent.id,
          _status: 'published',
        } as never,
        context: ctx,
      })
      // A published rename leaves redirects to both pages.
      await payload.update({
        collection: 'pages',
        id: parent.id,
        data: { slug: 'launch-now' } as never,
        context: ctx,
      })
    })
    const count = async (table: string) =>
      Number(rowsOf(await run(`SELECT count(*) AS n FROM "${table}"`))[0].n)
    const rows = {
      pages: await count('page_keywords'),
      heroes: await count('page_keywords_blocks_page_hero'),
      versions: await count('_page_keywords_v'),
      redirects: await count('redirects_rels'),
    }
    expect(rows.redirects).toBeGreaterThanOrEqual(4)

    await migrateRest()
    expect(await drift()).toEqual([])
    expect({
      pages: await count('page_keywords'),
      heroes: await count('page_keywords_blocks_page_hero'),
      versions: await count('_page_keywords_v'),
      redirects: await count('redirects_rels'),
    }).toEqual(rows)
    const moved = await payload.findByID({
      collection: 'pages',
      id: child.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(moved).toMatchObject({ parent: parent.id, path: '/launch-now/details' })
  })

  it('let staff delete a renamed page and its parent: their redirects go with them', async () => {
    const [child] = (
      await payload.find({
        collection: 'pages',
        where: { path: { equals: '/launch-now/details' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    await payload.delete({ collection: 'pages', id: child.id, context: ctx })
    await payload.delete({ collection: 'pages', id: child.parent as number, context: ctx })
    const left = await payload.find({
      collection: 'redirects',
      where: { from: { like: 'launch' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(left.docs.filter((doc) => JSON.stringify(doc.to).includes('"pages"'))).toEqual([])
  })
})
