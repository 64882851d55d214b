import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { policySections } from '@/content/pages/privacy-policy'
import { kuwaitDay } from '@/lib/analytics/page-view'
import {
  OLD_SOURCE_CLAUSE as oldSource,
  policyCountingClause,
} from '@/cms/migrations/data/policy-counting-clause'
import { seedPages } from '@/seed/pages'
import { runSql, startTestPayload, isPostgres } from '../support/payload'

/**
 * A site whose privacy policy was seeded before the site counted its visits
 * gets the counting clause (and the form clause as it now reads) when it
 * upgrades: in the published text and in the version the admin opens, in both
 * languages, with "Last updated" moved to the day of the upgrade. A policy
 * staff have reworded there is left alone.
 */
let payload: Payload
let stop: () => Promise<void>

const MIGRATION = 'policy_counting_clause'
const COUNTING = 'The Website also counts its visits'
const SOURCE = 'When you send the contact form'
const LANGUAGE_ITEMS = 'These items are strictly necessary'

type Row = Record<string, unknown>
const rows = async (statement: string): Promise<Row[]> =>
  ((await runSql(payload, statement)) as { rows?: Row[] }).rows ?? []
const run = (statement: string) => runSql(payload, statement)
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The part ids (published and latest version) whose English text opens with `opening`. */
async function partsOpening(opening: string) {
  const like = quote(`${opening}%`)
  return {
    main: await rows(
      `SELECT _parent_id AS id FROM policy_sections_parts_locales WHERE _locale = 'en' AND text LIKE ${like}`,
    ),
    version: await rows(
      `SELECT _parent_id AS id FROM _policy_v_sections_parts_locales WHERE _locale = 'en' AND text LIKE ${like}`,
    ),
  }
}

/** Takes the clause out of the policy, as a policy written before it had none. */
async function removeClause(opening: string) {
  const { main, version } = await partsOpening(opening)
  for (const [table, found] of [
    ['policy_sections_parts', main],
    ['_policy_v_sections_parts', version],
  ] as const)
    for (const { id } of found) {
      await run(`DELETE FROM ${table}_locales WHERE _parent_id = ${quote(String(id))}`)
      await run(`DELETE FROM ${table} WHERE id = ${quote(String(id))}`)
    }
}

/** Sets the form clause's text in both languages, published and latest version. */
async function setSourceClause(text: { en: string; ar: string }) {
  const { main, version } = await partsOpening(SOURCE)
  for (const [table, found] of [
    ['policy_sections_parts_locales', main],
    ['_policy_v_sections_parts_locales', version],
  ] as const)
    for (const { id } of found)
      for (const locale of ['en', 'ar'] as const)
        await run(
          `UPDATE ${table} SET text = ${quote(text[locale])} WHERE _parent_id = ${quote(String(id))} AND _locale = '${locale}'`,
        )
}

/** The policy block as a visitor (published) or the admin (latest version) reads it. */
async function policy(locale: 'en' | 'ar', draft: boolean) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_slug: { equals: 'privacy-policy' } },
    locale,
    draft,
    depth: 0,
    overrideAccess: true,
  })
  const layout = (docs[0] as unknown as { layout: Array<Record<string, unknown>> }).layout
  const block = layout.find((item) => item.blockType === 'policy-sections') as {
    updated: string
    sections: Array<{ title: string; parts: Array<{ kind: string; text?: string | null }> }>
  }
  return {
    updated: block.updated,
    sections: block.sections.map((section) => ({
      title: section.title,
      clauses: section.parts.map((part) => (part.kind === 'clause' ? part.text : part.kind)),
    })),
  }
}

/** The seed's policy in one language, read the same way. */
const seeded = (locale: 'en' | 'ar') =>
  policySections().map((section) => ({
    title: section.title[locale],
    clauses: section.parts.map((part) => (part.kind === 'clause' ? part.text[locale] : part.kind)),
  }))

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    holdBack: (migration) => migration.name.endsWith(MIGRATION),
  }))
  await seedPages(payload, { created: 0, updated: 0 })
  // A policy as seeded on 2026-11-29, before counting: the old form clause and no counting clause.
  await removeClause(COUNTING)
  await setSourceClause(oldSource)
  await run(`UPDATE policy SET updated = '2026-11-29T00:00:00.000Z'`)
  await run(`UPDATE _policy_v SET updated = '2026-11-29T00:00:00.000Z'`)
  const before = await policy('en', false)
  expect(before.sections.flatMap((section) => section.clauses)).toContain(oldSource.en)
  await migrateRest()
})
afterAll(async () => stop?.())

describe('the policy of a site seeded before visits were counted', () => {
  for (const locale of ['en', 'ar'] as const)
    for (const draft of [false, true])
      it(`says how visits are counted once upgraded (${locale}, ${draft ? 'the version the admin opens' : 'published'})`, async () => {
        const upgraded = await policy(locale, draft)
        expect(upgraded.sections).toEqual(seeded(locale))
        expect(upgraded.updated.slice(0, 10)).toBe(kuwaitDay())
      })

  it('gets both clauses when it predates the form clause too, and nothing twice on a second run', async () => {
    await removeClause(COUNTING)
    await removeClause(SOURCE)
    const older = await policy('en', false)
    expect(
      older.sections.flatMap((section) => section.clauses).some((text) => text?.startsWith(SOURCE)),
    ).toBe(false)
    const first = await policyCountingClause({ run, postgres: isPostgres() })
    expect(first.changed).toBe(2) // the published text and the latest version
    for (const locale of ['en', 'ar'] as const) {
      expect((await policy(locale, false)).sections).toEqual(seeded(locale))
      expect((await policy(locale, true)).sections).toEqual(seeded(locale))
    }
    expect((await policyCountingClause({ run, postgres: isPostgres() })).changed).toBe(0)
    expect((await policy('en', false)).sections).toEqual(seeded('en'))
  })

  it('leaves a form clause staff reworded as they wrote it', async () => {
    await removeClause(COUNTING)
    const reworded = { en: `${oldSource.en} We never sell it.`, ar: oldSource.ar }
    await setSourceClause(reworded)
    await run(`UPDATE policy SET updated = '2026-12-01T00:00:00.000Z'`)
    expect((await policyCountingClause({ run, postgres: isPostgres() })).changed).toBe(0)
    const kept = await policy('en', false)
    const clauses = kept.sections.flatMap((section) => section.clauses)
    expect(clauses).toContain(reworded.en)
    expect(clauses.some((text) => text?.startsWith(COUNTING))).toBe(false)
    expect(kept.updated.slice(0, 10)).toBe('2026-12-01')
    // The language-storage clause is still followed by a form clause: nothing is added there either.
    const licence = kept.sections.find((section) =>
      section.clauses.some((text) => text?.startsWith(LANGUAGE_ITEMS)),
    )!
    const at = licence.clauses.findIndex((text) => text?.startsWith(LANGUAGE_ITEMS))
    expect(licence.clauses[at + 1]).toBe(reworded.en)
  })
})
