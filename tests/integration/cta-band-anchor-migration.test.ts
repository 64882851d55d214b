import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isPostgres, rowsOf, runSql, startTestPayload } from '../support/payload'

/**
 * A database from before closing bands had a link target of their own: the
 * privacy policy's route gave its band `#policy-questions`. After the
 * migration the policy's first band holds that target (published and in its
 * version), its second band and another page's band have none, and a band
 * that already had a target keeps it.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.includes('cta_band_anchor'),
  }))
  const yes = isPostgres() ? 'true' : '1'
  await run(
    `INSERT INTO page_keywords (id, page_slug, _status) VALUES (1, 'privacy-policy', 'published'), (2, 'about', 'published')`,
  )
  await run(
    `INSERT INTO page_keywords_blocks_cta_band (_order, _parent_id, _path, id) VALUES (1, 1, 'layout', 'questions'), (2, 1, 'layout', 'second'), (1, 2, 'layout', 'about-band')`,
  )
  await run(
    `INSERT INTO _page_keywords_v (id, parent_id, version_page_slug, version__status, latest) VALUES (901, 1, 'privacy-policy', 'published', ${yes}), (902, 2, 'about', 'published', ${yes})`,
  )
  await run(
    `INSERT INTO _page_keywords_v_blocks_cta_band (_order, _parent_id, _path, id, _uuid) VALUES (1, 901, 'version.layout', 901, 'questions'), (2, 901, 'version.layout', 902, 'second'), (1, 902, 'version.layout', 903, 'about-band')`,
  )
  await migrateRest()
}, 180_000)

afterAll(async () => {
  await stop?.()
})

const anchors = async (table: string, key: string) =>
  Object.fromEntries(
    rowsOf(await run(`SELECT "${key}" AS "key", "anchor" FROM "${table}" ORDER BY "${key}"`)).map(
      (row) => [String(row.key), row.anchor ?? null],
    ),
  )

describe('the closing band anchor migration', () => {
  it("gives the policy's first band #policy-questions, published and in its version, and no other band", async () => {
    expect(await anchors('page_keywords_blocks_cta_band', 'id')).toEqual({
      'about-band': null,
      questions: 'policy-questions',
      second: null,
    })
    expect(await anchors('_page_keywords_v_blocks_cta_band', '_uuid')).toEqual({
      'about-band': null,
      questions: 'policy-questions',
      second: null,
    })
  })

  it('reads through Payload as the band’s own anchor, and a later run leaves a chosen one', async () => {
    const page = (await payload.findByID({
      collection: 'pages',
      id: 1,
      depth: 0,
      overrideAccess: true,
    })) as unknown as { layout: Array<{ blockType: string; anchor?: string | null }> }
    expect(page.layout.map((block) => [block.blockType, block.anchor ?? null])).toEqual([
      ['cta-band', 'policy-questions'],
      ['cta-band', null],
    ])
    await run(`UPDATE page_keywords_blocks_cta_band SET anchor = 'ask-us' WHERE id = 'questions'`)
    const { policyQuestionsAnchor } = await import('@/cms/migrations/data/policy-questions-anchor')
    await policyQuestionsAnchor(run)
    expect((await anchors('page_keywords_blocks_cta_band', 'id')).questions).toBe('ask-us')
  })
})
