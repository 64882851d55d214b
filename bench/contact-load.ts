/**
 * `npm run bench:contact`: 50 concurrent clients post valid enquiries for 30 s
 * against the production build, then checks the database: every
 * answered post stored exactly once, nothing lost, nothing duplicated, no 5xx.
 * Both paths of the form are measured: the plain multipart post sent without
 * JavaScript (answered with a redirect once stored) and the server-action call
 * the page's JavaScript makes (captured once from Chromium, then replayed with
 * a fresh subject and token per request).
 * SQLite in a temporary folder by default; `--database postgres://…` (or
 * BENCH_DATABASE_URL) measures PostgreSQL instead (its enquiries are kept,
 * told apart by a run id). Appends to bench/results/contact-load.md.
 * Loopback only; bounded in time.
 *   --duration <s> (30)  --connections <n> (50)  --database <url>
 */
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { bootPayload } from '../scripts/lib/boot'
import { contactFormFields, multipartBody } from '../tests/support/raw-http'
import { captureContactAction } from './lib/capture-action'
import { startBenchServer } from './lib/server'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    database: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? '' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const paths = ['nojs', 'js'] as const
if (values.database) process.env.BENCH_DATABASE_URL = values.database
const databaseName = values.database.startsWith('postgres') ? 'PostgreSQL' : 'SQLite (WAL)'

// The limits would (correctly) stop one machine posting thousands of enquiries.
process.env.CONTACT_RATE_LIMIT_POINTS = '100000000'
process.env.CONTACT_SITE_LIMIT_PER_MINUTE = '100000000'
process.env.CONTACT_NETWORK_LIMIT_POINTS = '100000000'

const BOUNDARY = '----contact-load-boundary'
const run = randomBytes(4).toString('hex')
const enquiry = (n: number, path: string): [string, string][] => [
  ['name', `Load Tester ${n}`],
  ['mobile__country', 'KW'],
  ['mobile', String(50000000 + n)],
  ['email', `load${n}@example.com`],
  ['company', 'Load Test Co'],
  ['employees', '11-50'],
  ['subject', `load-${run}-${path}-${n}`],
  ['message', 'Posted by bench/contact-load.ts'],
  ['website', ''],
]

const server = await startBenchServer({ label: 'contact' })
let failed = false
const rows: string[] = []
try {
  const { hidden } = await contactFormFields(server.origin)
  if (!hidden.length) throw new Error('No server-action fields in the /contact form.')
  const action = await captureContactAction(server.origin)

  // A fresh server compiles and caches on its first requests: warm both paths
  // up for a few seconds (their enquiries carry another subject and are not counted).
  console.log('▶ Warming up (5 s per path)')
  for (const path of paths) {
    let warm = 0
    await autocannon({
      url: `${server.origin}/contact`,
      connections: 10,
      duration: 5,
      method: 'POST',
      headers:
        path === 'nojs'
          ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
          : action.headers,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body:
              path === 'nojs'
                ? multipartBody([...hidden, ...enquiry(++warm, `warm-${path}`)], BOUNDARY)
                : action.body
                    .replace(action.subject, `warm-${run}-${++warm}`)
                    .replace(action.token, `${run}-warm-${String(warm).padStart(10, '0')}`),
          }),
        },
      ],
    })
  }

  for (const path of paths) {
    let sequence = 0
    const nojsHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
    const bodyFor = (n: number) =>
      path === 'nojs'
        ? multipartBody([...hidden, ...enquiry(n, path)], BOUNDARY)
        : action.body
            .replace(action.subject, `load-${run}-${path}-${n}`)
            .replace(action.token, `${run}-${path}-${String(n).padStart(10, '0')}`)
    const headers = path === 'nojs' ? nojsHeaders : action.headers
    // Stored: the plain post is redirected to the success copy; the JS call answers 200.
    const storedStatus = path === 'nojs' ? 303 : 200
    const statuses = new Map<number, number>()
    console.log(`▶ ${connections} clients posting enquiries for ${duration} s (${path})`)
    const result = await autocannon({
      url: `${server.origin}/contact`,
      connections,
      duration,
      method: 'POST',
      // A browser waits far longer than autocannon's default 10 s for a form to answer.
      timeout: 30,
      headers,
      requests: [
        {
          setupRequest: (request) => ({ ...request, body: bodyFor(++sequence) }),
          onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    })
    // Let posts still in flight when the clock stopped finish.
    await new Promise((resolve) => setTimeout(resolve, 2_000))

    const payload = await bootPayload()
    const stored = await payload.find({
      collection: 'contact-submissions',
      where: { subject: { like: `load-${run}-${path}-` } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    await payload.destroy()
    const subjects = stored.docs.map((doc) => doc.subject)
    const distinct = new Set(subjects).size
    const ok = statuses.get(storedStatus) ?? 0
    const fiveXx = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0)
    const errors = result.errors - result.timeouts
    // Every post answered 200 must be stored; a post in flight at the end may be stored unanswered.
    const lost = Math.max(ok - stored.docs.length, 0)
    const duplicated = subjects.length - distinct
    const runFailed =
      fiveXx > 0 || duplicated > 0 || lost > 0 || errors > 0 || stored.docs.length > sequence
    failed ||= runFailed
    rows.push(
      `| ${new Date().toISOString().slice(0, 10)} | ${databaseName} | ${path === 'nojs' ? 'no-JS' : 'JS'} | ${connections} | ${duration} s | ${sequence} | ${ok} | ${fiveXx} | ${errors} | ${result.timeouts} | ${stored.docs.length} | ${lost} | ${duplicated} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms |${runFailed ? ' **FAILED**' : ''}`,
    )
    console.log(rows.at(-1))
    console.log(
      `Status counts: ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ') || 'none'}.`,
    )
  }

  const file = 'bench/results/contact-load.md'
  mkdirSync('bench/results', { recursive: true })
  if (!existsSync(file))
    writeFileSync(
      file,
      [
        '# Contact form load check',
        '',
        '`npm run bench:contact` (add `-- --database postgres://…` for PostgreSQL): concurrent clients posting valid enquiries through the form for the given time, production build, loopback. Every answered post must be stored exactly once.',
        '',
        '| date | database | path | clients | time | sent | answered stored | 5xx | connection errors | timeouts (30 s) | rows stored | lost | duplicated | requests/s | p50 | p99 |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
        '',
      ].join('\n'),
    )
  appendFileSync(file, rows.join('\n') + '\n')
} catch (error) {
  failed = true
  console.error(error, '\n', server.logTail())
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
