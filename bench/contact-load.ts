/**
 * `npm run bench:contact`: 50 concurrent clients post valid enquiries for 30 s
 * against the production build, then checks the database: every
 * answered post stored exactly once, nothing lost, nothing duplicated, no 5xx.
 * The path measured is the form's plain multipart post to the page (React's
 * server-action form, as sent without JavaScript).
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
// The JS path (React's encoded arguments behind a Next-Action header) is not
// measured yet: a hand-made encoding reached the action without its fields.
const paths = ['nojs'] as const
if (values.database) process.env.BENCH_DATABASE_URL = values.database
const databaseName = values.database.startsWith('postgres') ? 'PostgreSQL' : 'SQLite (WAL)'

// The limits would (correctly) stop one machine posting thousands of enquiries.
process.env.CONTACT_RATE_LIMIT_POINTS = '100000000'
process.env.CONTACT_SITE_LIMIT_PER_MINUTE = '100000000'

const BOUNDARY = '----contact-load-boundary'
const run = randomBytes(4).toString('hex')
const enquiry = (n: number, path: string): [string, string][] => [
  ['name', `Load Tester ${n}`],
  ['countryIso', 'KW'],
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

  for (const path of paths) {
    let sequence = 0
    const bodyFor = (n: number) => multipartBody([...hidden, ...enquiry(n, path)], BOUNDARY)
    const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
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
    const ok = statuses.get(200) ?? 0
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
      `| ${new Date().toISOString().slice(0, 10)} | ${databaseName} | no-JS | ${connections} | ${duration} s | ${sequence} | ${ok} | ${fiveXx} | ${errors} | ${result.timeouts} | ${stored.docs.length} | ${lost} | ${duplicated} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms |${runFailed ? ' **FAILED**' : ''}`,
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
        '| date | database | path | clients | time | sent | answered 200 | 5xx | connection errors | timeouts (30 s) | rows stored | lost | duplicated | requests/s | p50 | p99 |',
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
