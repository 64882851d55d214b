import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isPostgres, rowsOf, runSql, startTestPayload } from '../support/payload'

/**
 * A database from before buttons could open any page: each button chose one
 * of seven fixed pages by key (`button_page`). After the migration every
 * button opens that page's document (a reference, published and in its
 * version), in a block, in a block's group and in a list's item; a button to
 * a page staff had deleted keeps its words and opens nothing. Migrating down
 * gives the older code its keys back, and up again the same references.
 */
let payload: Payload
let stop: () => Promise<void>

type Button = { kind?: string; reference?: { relationTo: string; value: unknown } | null }
type Block = { button: Button; more: { button: Button } }
type Step = (args: { db: unknown; payload: Payload; req: unknown }) => Promise<void>
let migration: { up: Step; down: Step }

const run = (statement: string) => runSql(payload, statement)
const MIGRATION = 'block_buttons_any_page'

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (candidate) => candidate.name.includes(MIGRATION),
  }))
  const { migrations } = isPostgres()
    ? await import('@/cms/migrations/postgres')
    : await import('@/cms/migrations/sqlite')
  migration = (migrations as unknown as Array<{ name: string; up: Step; down: Step }>).find(
    (candidate) => candidate.name.includes(MIGRATION),
  )!
  const yes = isPostgres() ? 'true' : '1'
  // No page document for Our Work: staff deleted it.
  await run(
    `INSERT INTO page_keywords (id, page_slug, _status) VALUES (1, 'home', 'published'), (2, 'contact', 'published'), (3, 'about', 'published'), (4, 'not-found', 'published')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_home_intro (_order, _parent_id, _path, id, button_page) VALUES (1, 1, 'layout', 'intro', 'contact')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_cta_band (_order, _parent_id, _path, id, button_page, more_button_page) VALUES (2, 1, 'layout', 'band', 'about', 'ourWork')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_not_found (_order, _parent_id, _path, id) VALUES (1, 4, 'layout', 'lost')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_not_found_suggestions (_order, _parent_id, id, link_page) VALUES (1, 'lost', 's1', 'about'), (2, 'lost', 's2', 'home')`,
  )
  await run(
    `INSERT INTO _page_keywords_v (id, parent_id, version_page_slug, version__status, latest) VALUES (901, 1, 'home', 'published', ${yes})`,
  )
  await run(
    `INSERT INTO _page_keywords_v_blocks_home_intro (_order, _parent_id, _path, id, _uuid, button_page) VALUES (1, 901, 'version.layout', 901, 'intro', 'contact')`,
  )
  await migrateRest()
}, 180_000)

afterAll(async () => {
  await stop?.()
})

/** The buttons' references as `path → page id`, published or in versions. */
const references = async (versions = false) =>
  Object.fromEntries(
    rowsOf(
      await run(
        `SELECT parent_id AS parent, path, page_keywords_id AS page FROM "${versions ? '_page_keywords_v_rels' : 'page_keywords_rels'}" WHERE page_keywords_id IS NOT NULL ORDER BY parent_id, path`,
      ),
    ).map((row) => [`${row.parent}:${row.path}`, Number(row.page)]),
  )

const AFTER = {
  '1:layout.0.button.reference': 2,
  '1:layout.1.button.reference': 3,
  '4:layout.0.suggestions.0.link.reference': 3,
  '4:layout.0.suggestions.1.link.reference': 1,
}

describe('the migration to buttons that open any page', () => {
  it('points every button at its page’s document, in a block, a group and a list, and in versions', async () => {
    expect(await references()).toEqual(AFTER)
    expect(await references(true)).toEqual({ '901:version.layout.0.button.reference': 2 })
  })

  it('reads through Payload as a link to the page, and a button to a deleted page opens nothing', async () => {
    const home = (await payload.findByID({
      collection: 'pages',
      id: 1,
      depth: 0,
      overrideAccess: true,
    })) as unknown as { layout: Block[] }
    expect(home.layout[0].button).toMatchObject({
      kind: 'internal',
      reference: { relationTo: 'pages', value: 2 },
    })
    expect(home.layout[1].button.reference).toEqual({ relationTo: 'pages', value: 3 })
    expect(home.layout[1].more.button).toMatchObject({ kind: 'internal' })
    expect(home.layout[1].more.button.reference ?? null).toBeNull()
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: 1 } },
      depth: 0,
      overrideAccess: true,
    })
    const version = docs[0].version as unknown as { layout: Block[] }
    expect(version.layout[0].button.reference).toEqual({ relationTo: 'pages', value: 2 })
  })

  it('gives the older code its keys back when migrated down, and the same references up again', async () => {
    const db = (payload.db as unknown as { drizzle: unknown }).drizzle
    await migration.down({ db, payload, req: {} })
    const keys = async (table: string, column: string) =>
      Object.fromEntries(
        rowsOf(await run(`SELECT id, "${column}" AS page FROM "${table}" ORDER BY id`)).map(
          (row) => [String(row.id), row.page],
        ),
      )
    expect(await keys('page_keywords_blocks_home_intro', 'button_page')).toEqual({
      intro: 'contact',
    })
    expect(await keys('page_keywords_blocks_cta_band', 'button_page')).toEqual({ band: 'about' })
    expect(await keys('page_keywords_blocks_not_found_suggestions', 'link_page')).toEqual({
      s1: 'about',
      s2: 'home',
    })
    expect(await keys('_page_keywords_v_blocks_home_intro', 'button_page')).toEqual({
      '901': 'contact',
    })
    // No reference rows are left at paths the older code has no field for.
    expect(
      rowsOf(await run(`SELECT path FROM page_keywords_rels WHERE path LIKE '%button%'`)),
    ).toEqual([])

    // The older code's column has no "nothing": the band's second button took its default, Contact.
    expect(await keys('page_keywords_blocks_cta_band', 'more_button_page')).toEqual({
      band: 'contact',
    })
    await migration.up({ db, payload, req: {} })
    expect(await references()).toEqual({ ...AFTER, '1:layout.1.more.button.reference': 2 })
    expect(await references(true)).toEqual({ '901:version.layout.0.button.reference': 2 })
  })
})
