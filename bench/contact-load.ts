/**
 * `npm run bench:contact`: 50 concurrent clients post valid enquiries through
 * the contact form's no-JavaScript path (the real server action) for 30 s
 * against the production build on SQLite, then checks the database: every
 * answered post stored exactly once, nothing lost, nothing duplicated, no 5xx.
 * Writes bench/results/contact-load.md. Loopback only; bounded in time.
 *   --duration <s> (default 30)   --connections <n> (default 50)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { bootPayload } from '../scripts/lib/boot'
import { startBenchServer } from './lib/server'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)

// The per-address limit would (correctly) stop one machine posting thousands of enquiries.
process.env.CONTACT_RATE_LIMIT_POINTS = '100000000'

const server = await startBenchServer({ label: 'contact' })
let failed = false
try {
  const page = await fetch(`${server.origin}/contact`)
  const html = await page.text()
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
  // React's hidden inputs identify the server action for a no-JavaScript post.
  const hidden = [
    ...form.matchAll(/<input type="hidden" name="(\$[^"]+)"(?: value="([^"]*)")?/g),
  ].map(([, name, value]): [string, string] => [
    name,
    (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  ])
  if (!hidden.length) throw new Error('No server-action fields found in the /contact form.')

  let sequence = 0
  // The form posts multipart/form-data (React's no-JavaScript server-action
  // path recognises only that); one fixed boundary serves every request.
  const boundary = '----contact-load-boundary'
  const bodyFor = (n: number) =>
    [
      ...hidden,
      ['name', `Load Tester ${n}`],
      ['countryIso', 'KW'],
      ['mobile', String(50000000 + n)],
      ['email', `load${n}@example.com`],
      ['company', 'Load Test Co'],
      ['employees', '11-50'],
      ['subject', `load-${n}`],
      ['message', 'Posted by bench/contact-load.ts'],
      ['website', ''],
    ]
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`

  const statuses = new Map<number, number>()
  console.log(`▶ ${connections} clients posting enquiries for ${duration} s`)
  const result = await autocannon({
    url: `${server.origin}/contact`,
    connections,
    duration,
    method: 'POST',
    // A browser waits far longer than autocannon's default 10 s for a form to answer.
    timeout: 30,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: bodyFor(++sequence) }),
        onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  })

  const payload = await bootPayload()
  const rows = await payload.find({
    collection: 'contact-submissions',
    where: { subject: { like: 'load-' } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  await payload.destroy()
  const subjects = rows.docs.map((doc) => doc.subject)
  const distinct = new Set(subjects).size
  const ok = statuses.get(200) ?? 0
  const fiveXx = [...statuses]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, count]) => sum + count, 0)
  // Timeouts are counted and shown, but a slow answer is not a lost enquiry:
  // every post that reached the server is checked against the stored rows.
  const errors = result.errors - result.timeouts
  // A request still in flight when the clock stops may have been stored without its answer being counted.
  const lost = ok - rows.docs.length
  const duplicated = subjects.length - distinct
  failed = fiveXx > 0 || duplicated > 0 || lost > 0 || errors > 0 || rows.docs.length > sequence

  const report = [
    `# Contact form load check (${new Date().toISOString().slice(0, 10)})`,
    '',
    `${connections} concurrent clients, ${duration} s, POST /contact through the form's server action, production build on SQLite (WAL), loopback.`,
    '',
    '| requests sent | answered 200 | 5xx | connection errors | timeouts (30 s) | rows stored | distinct rows | lost | duplicated | requests/s | p50 | p99 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${sequence} | ${ok} | ${fiveXx} | ${errors} | ${result.timeouts} | ${rows.docs.length} | ${distinct} | ${Math.max(lost, 0)} | ${duplicated} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms |`,
    '',
    `Status counts: ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ') || 'none'}.`,
    failed ? '\n**FAILED**: see the table.' : '\nEvery answered enquiry was stored exactly once.',
    '',
  ].join('\n')
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/contact-load.md', report)
  console.log(report)
} catch (error) {
  failed = true
  console.error(error, '\n', server.logTail())
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
