/**
 * `npm run bench:load [-- --duration 20] [--connections 50] [--encoding gzip|identity] [--port 3200]`
 *
 * Starts the production server (fresh seeded temporary database, .next-bench
 * build) and loads a few public pages and one REST read with autocannon on
 * loopback: 50 connections for 20 s per target, after a short warm-up. Writes
 * requests/s, p50, p99 and errors (socket errors, timeouts and non-2xx answers)
 * to bench/results/load.{json,md} and exits 1 on a budget miss
 * (bench/budgets.json: pages ≥ 1,500 requests/s, zero errors). A page that
 * answers 404 is reported as "not built".
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { checkLoad, formatMiss, parseBudgets, type LoadResult } from './lib/budgets'
import { loadTable } from './lib/report'
import {
  argValue,
  describeCheckout,
  numberArg,
  startBenchServer,
  type BenchServer,
} from './lib/server'

const RESULTS_DIR = path.resolve('bench/results')
// One machine sends every request: the API's per-address limit (server/api-guard.ts)
// would refuse most of them. This measures throughput; bench/api-flood.ts measures the limit.
process.env.API_RATE_LIMIT_POINTS ??= '100000000'
const WARMUP_S = 3

const LOAD_TARGETS: readonly { target: string; kind: LoadResult['kind'] }[] = [
  { target: '/', kind: 'page' },
  { target: '/ar/about', kind: 'page' },
  { target: '/blog', kind: 'page' },
  { target: '/success-stories/business-suite', kind: 'page' },
  { target: '/api/services?locale=ar', kind: 'api' },
]

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

async function main() {
  const duration = numberArg('duration', 20)
  const connections = numberArg('connections', 50)
  const encoding = argValue('encoding') ?? 'gzip'
  if (!['gzip', 'identity'].includes(encoding)) throw new Error('--encoding is gzip or identity')
  const port = argValue('port') ? numberArg('port', 3200) : undefined
  const budgets = parseBudgets(JSON.parse(readFileSync('bench/budgets.json', 'utf8')))
  // What a browser sends: HTML, compressed (Next compresses each response itself).
  const headers = {
    accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
    'accept-encoding': encoding === 'gzip' ? 'gzip, deflate, br' : 'identity',
    'user-agent': 'autocannon (bench/load.ts)',
  }

  let server: BenchServer | undefined
  const results: LoadResult[] = []
  try {
    server = await startBenchServer({ port, label: 'load' })
    for (const { target, kind } of LOAD_TARGETS) {
      const url = server.origin + target
      const probe = await fetch(url, { redirect: 'manual', headers }).catch((error: Error) => error)
      if (probe instanceof Error) {
        results.push({ target, kind, status: 'failed', note: probe.message })
        continue
      }
      await probe.arrayBuffer()
      if (probe.status === 404) {
        console.log(`  GET ${target}: not built yet (404), skipped`)
        results.push({ target, kind, status: 'not-built' })
        continue
      }
      if (probe.status !== 200) {
        console.log(`  GET ${target}: ✗ answers HTTP ${probe.status}`)
        results.push({ target, kind, status: 'failed', note: `answers HTTP ${probe.status}` })
        continue
      }
      console.log(
        `▶ GET ${target}: warm-up ${WARMUP_S} s, then ${connections} connections × ${duration} s`,
      )
      await cannon({ url, headers, connections: 10, duration: WARMUP_S })
      const result = await cannon({ url, headers, connections, duration, timeout: 10 })
      const errors = result.errors + result.non2xx
      const measured: LoadResult = {
        target,
        kind,
        status: 'measured',
        connections,
        durationS: result.duration,
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors,
        throughputKBps: Math.round(result.throughput.average / 1024),
      }
      results.push(measured)
      console.log(
        `  ${Math.round(result.requests.average)} requests/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${errors} errors (${result.non2xx} non-2xx, ${result.timeouts} timeouts)`,
      )
    }
  } finally {
    await server?.stop()
  }

  const misses = checkLoad(results, budgets.load)
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`
  mkdirSync(RESULTS_DIR, { recursive: true })
  const summary = {
    generatedAt: new Date().toISOString(),
    checkout: describeCheckout(),
    machine,
    node: process.version,
    tool: 'autocannon 8 (same machine, loopback)',
    connections,
    durationS: duration,
    warmupS: WARMUP_S,
    acceptEncoding: headers['accept-encoding'],
    budgets: budgets.load,
    results,
    misses,
  }
  writeFileSync(path.join(RESULTS_DIR, 'load.json'), JSON.stringify(summary, null, 2) + '\n')
  const table = loadTable(results, budgets.load)
  const markdown = [
    '# Load (autocannon, loopback) — latest run',
    '',
    `${summary.generatedAt} · commit ${summary.checkout} · ${machine} · Node ${process.version} · ${connections} connections × ${duration} s per target after a ${WARMUP_S} s warm-up · Accept-Encoding: ${headers['accept-encoding']} · client and server share the machine`,
    '',
    table,
    '',
    'Errors = socket errors + timeouts + non-2xx answers. Pages are held to ≥ 1,500 requests/s; every target to zero errors.',
    '',
    misses.length === 0
      ? '**All budgets met.**'
      : `**${misses.length} budget miss(es):**\n\n${misses.map((miss) => `- ${formatMiss(miss)}`).join('\n')}`,
    '',
  ].join('\n')
  writeFileSync(path.join(RESULTS_DIR, 'load.md'), markdown)
  console.log(`\n${table}\n\n✔ Wrote bench/results/load.json and load.md`)
  if (misses.length > 0) {
    console.error(`\n✖ ${misses.length} budget miss(es):`)
    for (const miss of misses) console.error(`  - ${formatMiss(miss)}`)
    process.exit(1)
  }
  console.log('✔ All load budgets met')
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
