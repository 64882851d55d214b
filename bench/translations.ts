/**
 * `npm run bench:translations [-- --rounds 50]`
 *
 * Seeds a temporary SQLite database (BENCH_DATABASE_URL: PostgreSQL), changes
 * the English title of every seeded document that has one so each lists an
 * out-of-date field, then times `GET /api/translation-status` through
 * Payload's REST handlers as an editor, `rounds` times, beside what the same
 * answer would cost by walking every document in both languages on each
 * request (what the stored states avoid). Writes p50/p95 to
 * bench/results/translations.{json,md}; exits 1 when the list's p95 is 500 ms
 * or more.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { handleEndpoints } from 'payload'

import { bootPayload } from '../scripts/lib/boot'
import { describeCheckout, numberArg } from './lib/server'

const BUDGET_MS = 500
const RESULTS_DIR = path.resolve('bench/results')
const rounds = numberArg('--rounds', 50)

const dir = mkdtempSync(path.join(tmpdir(), 'bench-translations-'))
;(process.env as Record<string, string>).NODE_ENV = 'production'
process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL || `file:${path.join(dir, 'site.db')}`
process.env.DATA_DIR = dir
process.env.PAYLOAD_SECRET ||= 'bench-translations-secret'

const payload = await bootPayload()
await payload.db.migrate()
const { seed } = await import('../src/seed/index')
await seed(payload, { log: () => undefined })
const { translatedEntities } = await import('../src/cms/translations/store')
const { localizedLeaves } = await import('../src/cms/translations/leaves')

// Every document with an English title gets a new one: its Arabic title is now out of date.
let outdated = 0
for (const entity of translatedEntities(payload.config)) {
  if (entity.global || entity.titleField !== 'title') continue
  const { docs } = await payload.find({
    collection: entity.slug as never,
    pagination: false,
    depth: 0,
    locale: 'en',
    draft: entity.drafts,
    overrideAccess: true,
  })
  for (const doc of docs as Array<{ id: number; title?: string }>) {
    if (!doc.title) continue
    await payload.update({
      collection: entity.slug as never,
      id: doc.id,
      locale: 'en',
      draft: entity.drafts,
      data: { title: `${doc.title} (new)` } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    outdated += 1
  }
}

const email = 'bench-translator@example.com'
const password = 'bench translator passphrase 2026'
await payload.create({
  collection: 'users',
  data: { email, password, role: 'editor', name: 'Bench' } as never,
  overrideAccess: true,
})
const login = await payload.login({ collection: 'users', data: { email, password } })

async function listOnce(): Promise<number> {
  const response = await handleEndpoints({
    config: payload.config,
    request: new Request('http://localhost:3000/api/translation-status', {
      headers: { authorization: `JWT ${login.token}` },
    }),
  })
  const rows = (await response.json()) as unknown[]
  if (response.status !== 200) throw new Error(`status ${response.status}`)
  return rows.length
}

/** The same answer without stored states: every document read in both languages and walked. */
async function walkOnce(): Promise<number> {
  let pending = 0
  for (const entity of translatedEntities(payload.config)) {
    const docs = entity.global
      ? [
          await payload.findGlobal({
            slug: entity.slug as never,
            locale: 'all',
            draft: true,
            depth: 0,
          }),
        ]
      : (
          await payload.find({
            collection: entity.slug as never,
            pagination: false,
            depth: 0,
            locale: 'all',
            draft: entity.drafts,
            overrideAccess: true,
          })
        ).docs
    for (const doc of docs)
      pending += localizedLeaves(entity.fields, doc as never, payload.config).length
  }
  return pending
}

async function time(run: () => Promise<number>) {
  await run()
  const times: number[] = []
  let size = 0
  for (let round = 0; round < rounds; round++) {
    const start = performance.now()
    size = await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) =>
    Number(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!.toFixed(1))
  return { p50: at(50), p95: at(95), size }
}

const stored = await time(listOnce)
const walked = await time(walkOnce)
const result = {
  checkout: describeCheckout(),
  database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite',
  cores: cpus().length,
  rounds,
  documentsOutdated: outdated,
  listed: stored.size,
  statusP50Ms: stored.p50,
  statusP95Ms: stored.p95,
  walkP50Ms: walked.p50,
  walkP95Ms: walked.p95,
  budgetMs: BUDGET_MS,
}
mkdirSync(RESULTS_DIR, { recursive: true })
writeFileSync(path.join(RESULTS_DIR, 'translations.json'), `${JSON.stringify(result, null, 2)}\n`)
writeFileSync(
  path.join(RESULTS_DIR, 'translations.md'),
  `# GET /api/translation-status\n\n${result.checkout}, ${result.database}, ${result.cores} cores, ${rounds} rounds; the seeded content with ${outdated} documents given a new English title (${stored.size} listed).\n\n| | p50 | p95 |\n| --- | --- | --- |\n| stored states (the endpoint) | ${stored.p50} ms | ${stored.p95} ms |\n| walking every document in both languages | ${walked.p50} ms | ${walked.p95} ms |\n\nBudget: p95 under ${BUDGET_MS} ms.\n`,
)
console.log(JSON.stringify(result, null, 2))
await payload.destroy()
process.exit(stored.p95 < BUDGET_MS && stored.size >= outdated ? 0 : 1)
