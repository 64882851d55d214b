/**
 * `npm run bench:search [-- --duration 10] [--clients 10] [--port 3200]`
 *
 * Starts the production server (fresh seeded temporary database, .next-bench
 * build; BENCH_DATABASE_URL measures on PostgreSQL) and asks a set of English
 * and Arabic queries from 10 concurrent clients on loopback for `duration`
 * seconds each, after a warm-up, twice: the search itself (GET /api/search,
 * JSON) and the whole server-rendered /search page (header, footer and all).
 * Writes p50, p95 and p99 per query to bench/results/search.{json,md} and
 * exits 1 when a search's p95 is 100 ms or more, or any request fails. The
 * page's figures are reported beside them: on two cores they are the cost of
 * rendering a page, not of searching.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'

import { argValue, describeCheckout, numberArg, startBenchServer } from './lib/server'

const RESULTS_DIR = path.resolve('bench/results')
// One machine sends every search: the per-address limit (server/search-guard.ts) would refuse them.
process.env.SEARCH_RATE_LIMIT ??= '100000000'
process.env.API_RATE_LIMIT_POINTS ??= '100000000'
const P95_BUDGET_MS = 100
const WARMUP_S = 2

const QUERIES: { locale: 'en' | 'ar'; q: string }[] = [
  { locale: 'en', q: 'erp' },
  { locale: 'en', q: 'mobile app' },
  { locale: 'en', q: 'restaurant ordering' },
  { locale: 'en', q: 'kuwait' },
  { locale: 'ar', q: 'الموارد' },
  { locale: 'ar', q: 'تطبيقات الجوال' },
  { locale: 'ar', q: 'الادارة' },
]

const KINDS = {
  search: ({ locale, q }: (typeof QUERIES)[number]) =>
    `/api/search?locale=${locale}&q=${encodeURIComponent(q)}`,
  page: ({ locale, q }: (typeof QUERIES)[number]) =>
    `${locale === 'ar' ? '/ar' : ''}/search?q=${encodeURIComponent(q)}`,
}

type Measured = {
  kind: keyof typeof KINDS
  target: string
  requests: number
  p50: number
  p95: number
  p99: number
  errors: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN

async function load(url: string, clients: number, seconds: number) {
  const times: number[] = []
  let errors = 0
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const started = performance.now()
        try {
          const answer = await fetch(url, {
            headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
          })
          await answer.arrayBuffer()
          if (answer.status !== 200) errors++
        } catch {
          errors++
        }
        times.push(performance.now() - started)
      }
    }),
  )
  return { times: times.sort((a, b) => a - b), errors }
}

async function main() {
  const seconds = numberArg('duration', 10)
  const clients = numberArg('clients', 10)
  const port = argValue('port') ? numberArg('port', 3200) : undefined
  const server = await startBenchServer({ port, label: 'search' })
  const results: Measured[] = []
  try {
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      for (const query of QUERIES) {
        const target = KINDS[kind](query)
        const url = server.origin + target
        await load(url, 2, WARMUP_S)
        const { times, errors } = await load(url, clients, seconds)
        const row = {
          kind,
          target: decodeURIComponent(target),
          requests: times.length,
          p50: Math.round(percentile(times, 50)),
          p95: Math.round(percentile(times, 95)),
          p99: Math.round(percentile(times, 99)),
          errors,
        }
        results.push(row)
        console.log(
          `  ${kind} ${row.target}: ${row.requests} requests · p50 ${row.p50} ms · p95 ${row.p95} ms · p99 ${row.p99} ms · ${errors} errors`,
        )
      }
    }
  } finally {
    await server.stop()
  }
  const misses = results.filter(
    (row) => (row.kind === 'search' && row.p95 >= P95_BUDGET_MS) || row.errors > 0,
  )
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`
  const summary = {
    generatedAt: new Date().toISOString(),
    checkout: describeCheckout(),
    machine,
    node: process.version,
    database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'sqlite',
    clients,
    durationS: seconds,
    budget: { p95Ms: P95_BUDGET_MS },
    results,
  }
  mkdirSync(RESULTS_DIR, { recursive: true })
  writeFileSync(path.join(RESULTS_DIR, 'search.json'), JSON.stringify(summary, null, 2) + '\n')
  const table = [
    '| what | address | requests | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (row) =>
        `| ${row.kind === 'search' ? 'search (JSON)' : 'whole page'} | \`${row.target}\` | ${row.requests} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} |`,
    ),
  ].join('\n')
  writeFileSync(
    path.join(RESULTS_DIR, 'search.md'),
    [
      '# Site search (loopback) — latest run',
      '',
      `${summary.generatedAt} · commit ${summary.checkout} · ${machine} · Node ${process.version} · ${summary.database} · ${clients} concurrent clients × ${seconds} s per query after a ${WARMUP_S} s warm-up · client and server share the machine`,
      '',
      table,
      '',
      `Budget: the search's p95 under ${P95_BUDGET_MS} ms, and no errors anywhere. The whole page adds the server rendering of a page (header, menus, footer) with 10 requests in flight on two cores.`,
      '',
    ].join('\n'),
  )
  if (misses.length) {
    console.error(`✗ Over budget: ${misses.map((row) => row.target).join(', ')}`)
    process.exit(1)
  }
  console.log('✔ Search within budget')
}

await main()
