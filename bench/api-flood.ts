/**
 * `npm run bench:api [-- --duration 20] [--connections 50] [--phases one,many,bust] [--label after]`
 *
 * The public API must not starve the site (docs/SECURITY.md, "Public API
 * limits"). Starts the production server (fresh seeded temporary database, a
 * build in .next-bench or BENCH_DIST_DIR), then floods
 * `GET /api/services?locale=all&limit=100` with autocannon while a separate
 * client (a worker thread with its own event loop, so the flood's bookkeeping
 * does not delay its clock) loads `GET /` the way a visitor does and times
 * every answer. Phases:
 *
 * - quiet: `GET /` alone, the baseline;
 * - one:  the flood from one address (the per-address limit answers it);
 * - many: the same flood, each request from another address (X-Forwarded-For,
 *         the server trusting one proxy): the limit cannot tell the requests
 *         apart, so the shared answer (cache) and the bounded work must hold;
 * - bust: as many, with a different query on every request, so no answer
 *         can be shared: only the bounded work (queue) holds.
 *
 * Prints a table, appends it to bench/results/api-flood.md, and exits 1 when
 * the p99 of `GET /` reaches 250 ms during any flood, or any `GET /` fails.
 * API_GUARD=off measures the server without the API limits (the "before").
 */
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { Worker } from 'node:worker_threads'

import autocannon from 'autocannon'

import { argValue, describeCheckout, numberArg, startBenchServer } from './lib/server'

const P99_BUDGET_MS = 250
const FLOOD_PATH = argValue('path') ?? '/api/services?locale=all&limit=100'
const PHASES = ['one', 'many', 'bust'] as const
type Phase = 'quiet' | (typeof PHASES)[number]

const duration = numberArg('duration', 20)
const connections = numberArg('connections', 50)
const quietS = numberArg('quiet', 5)
const probers = numberArg('probers', 2)
const phases = (argValue('phases') ?? PHASES.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean) as Phase[]
for (const phase of phases) {
  if (!(PHASES as readonly string[]).includes(phase))
    throw new Error(`--phases takes ${PHASES.join(', ')} (got "${phase}")`)
}
const guardOff = process.env.API_GUARD === 'off'
const label = argValue('label') ?? (guardOff ? 'API_GUARD=off' : 'API guard on')

// "many" and "bust" send each request from another address, as a proxy in front would say it.
process.env.TRUST_PROXY_HOPS = '1'
// One line per refused request would measure the log, not the site (errors still print).
process.env.LOG_REQUESTS ??= '0'

/** What a visitor's browser sends for the home page (no cookie: a first visit). */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'bench/api-flood.ts (visitor)',
}
const API_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'bench/api-flood.ts (flood)',
}

/**
 * The visitor: `probers` loops each loading the page, reading the whole body,
 * pausing 20 ms, until told to stop. Plain CommonJS run by a worker thread.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { url, headers, probers, pauseMs, timeoutMs } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: probers })
const samples = []
const statuses = {}
let errors = 0
let stopping = false
parentPort.on('message', (message) => { if (message === 'stop') stopping = true })
const once = () => new Promise((resolve) => {
  const started = process.hrtime.bigint()
  const ms = () => Number(process.hrtime.bigint() - started) / 1e6
  const request = http.get(url, { headers, agent }, (response) => {
    response.on('data', () => {})
    response.on('end', () => {
      samples.push(ms())
      statuses[response.statusCode] = (statuses[response.statusCode] || 0) + 1
      resolve()
    })
    response.on('error', () => { errors++; samples.push(ms()); resolve() })
  })
  request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')))
  request.on('error', () => { errors++; samples.push(ms()); resolve() })
})
const loop = async () => {
  while (!stopping) {
    await once()
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
  }
}
Promise.all(Array.from({ length: probers }, loop)).then(() => {
  agent.destroy()
  parentPort.postMessage({ samples, statuses, errors })
})
`

type ProbeResult = { samples: number[]; statuses: Record<string, number>; errors: number }

function startProbe(url: string): { stop: () => Promise<ProbeResult> } {
  const worker = new Worker(PROBE, {
    eval: true,
    workerData: { url, headers: PAGE_HEADERS, probers, pauseMs: 20, timeoutMs: 30_000 },
  })
  const done = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', (result: ProbeResult) => resolve(result))
    worker.once('error', reject)
  })
  return {
    stop: async () => {
      worker.postMessage('stop')
      const result = await done
      await worker.terminate()
      return result
    },
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

type Row = {
  phase: Phase
  apiRps: number
  apiStatuses: Map<string, number>
  apiP99: number | null
  apiTimeouts: number
  pages: number
  pageP50: number
  pageP99: number
  pageFailures: number
  ok: boolean
}

function flood(url: string, phase: Exclude<Phase, 'quiet'>, statuses: Map<string, number>) {
  let sequence = 0
  return autocannon({
    url,
    connections,
    duration,
    // A visitor's browser waits about this long; autocannon's default is 10 s.
    timeout: 30,
    headers: API_HEADERS,
    requests: [
      {
        setupRequest: (request) => {
          if (phase === 'one') return request
          const headers = { ...request.headers, 'x-forwarded-for': randomAddress() }
          const path = phase === 'bust' ? `${FLOOD_PATH}&nocache=${++sequence}` : FLOOD_PATH
          return { ...request, path, headers }
        },
        onResponse: (status) => {
          const name = String(status)
          statuses.set(name, (statuses.get(name) ?? 0) + 1)
        },
      },
    ],
  })
}

async function measure(origin: string, phase: Phase): Promise<Row> {
  const probe = startProbe(`${origin}/`)
  const statuses = new Map<string, number>()
  let api: autocannon.Result | undefined
  if (phase === 'quiet') await new Promise((resolve) => setTimeout(resolve, quietS * 1000))
  else api = await flood(origin + FLOOD_PATH, phase, statuses)
  const { samples, statuses: pageStatuses, errors } = await probe.stop()
  const sorted = samples.sort((a, b) => a - b)
  const notOk = Object.entries(pageStatuses)
    .filter(([status]) => status !== '200')
    .reduce((sum, [, count]) => sum + count, 0)
  const pageP99 = percentile(sorted, 99)
  const row: Row = {
    phase,
    apiRps: api ? Math.round(api.requests.average) : 0,
    apiStatuses: statuses,
    apiP99: api ? api.latency.p99 : null,
    apiTimeouts: api?.timeouts ?? 0,
    pages: sorted.length,
    pageP50: percentile(sorted, 50),
    pageP99,
    pageFailures: errors + notOk,
    ok: sorted.length > 0 && errors + notOk === 0 && (phase === 'quiet' || pageP99 < P99_BUDGET_MS),
  }
  return row
}

const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? '–' : `${Math.round(value)} ms`
const statusText = (statuses: Map<string, number>) =>
  [...statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ') || '–'

function table(rows: Row[], date: string, checkout: string): string {
  return rows
    .map(
      (row) =>
        `| ${date} | ${checkout} | ${label} | ${row.phase} | ${row.phase === 'quiet' ? '–' : connections} | ${row.apiRps || '–'} | ${statusText(row.apiStatuses)} | ${row.apiTimeouts || 0} | ${ms(row.apiP99)} | ${row.pages} | ${ms(row.pageP50)} | ${ms(row.pageP99)} | ${row.pageFailures} | ${row.ok ? '✔' : '✖'} |`,
    )
    .join('\n')
}

const RESULTS = 'bench/results/api-flood.md'

async function main() {
  const server = await startBenchServer({ label: 'api' })
  const rows: Row[] = []
  try {
    console.log('▶ Warming up (the page and the API read)')
    for (let i = 0; i < 20; i++)
      await (await fetch(`${server.origin}/`, { headers: PAGE_HEADERS })).arrayBuffer()
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(server.origin + FLOOD_PATH, { headers: API_HEADERS })
      await answer.arrayBuffer()
      if (i === 0) console.log(`  GET ${FLOOD_PATH}: HTTP ${answer.status}`)
    }
    for (const phase of ['quiet', ...phases] as Phase[]) {
      console.log(
        phase === 'quiet'
          ? `▶ quiet: GET / alone for ${quietS} s`
          : `▶ ${phase}: ${connections} connections on ${FLOOD_PATH} for ${duration} s, GET / measured meanwhile`,
      )
      const row = await measure(server.origin, phase)
      rows.push(row)
      console.log(
        `  API ${row.apiRps} requests/s (${statusText(row.apiStatuses)}; ${row.apiTimeouts} timeouts) · GET / ×${row.pages} p50 ${ms(row.pageP50)} p99 ${ms(row.pageP99)}, ${row.pageFailures} failed ${row.ok ? '✔' : '✖'}`,
      )
      // Let the counters of one phase not spill into the next (a per-address window).
      if (phase !== 'quiet') await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
  } finally {
    await server.stop()
  }

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ')
  const checkout = describeCheckout()
  const lines = table(rows, date, checkout)
  mkdirSync('bench/results', { recursive: true })
  if (!existsSync(RESULTS))
    writeFileSync(
      RESULTS,
      [
        '# Public API flood',
        '',
        `\`npm run bench:api\`: autocannon floods \`GET ${FLOOD_PATH}\` while a separate client loads \`GET /\` (2 loops, 20 ms apart, no cookie) and times each answer; production build, fresh seeded SQLite, loopback, client and server on the same ${cpus().length}-core machine. Phases: **quiet** (no flood), **one** (flood from one address), **many** (each request from another address via X-Forwarded-For), **bust** (many addresses and a different query each time, so nothing can be shared). A flood phase passes when the p99 of \`GET /\` stays under ${P99_BUDGET_MS} ms and every \`GET /\` answers 200. API timeouts are autocannon's (30 s).`,
        '',
        '| date (UTC) | checkout | setting | phase | connections | API requests/s | API answers | API timeouts | API p99 | GET / answers | GET / p50 | GET / p99 | GET / failed | passed |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
        '',
      ].join('\n'),
    )
  appendFileSync(RESULTS, lines + '\n')
  console.log(`\n${lines}\n\n✔ Appended to ${RESULTS}`)
  const failed = rows.filter((row) => !row.ok)
  if (failed.length) {
    console.error(
      `✖ GET / p99 reached ${P99_BUDGET_MS} ms or failed during: ${failed.map((row) => row.phase).join(', ')}`,
    )
    process.exit(1)
  }
  console.log(`✔ GET / p99 stayed under ${P99_BUDGET_MS} ms in every flood`)
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exit(1)
})
