/**
 * `npm run test:cluster`: the site as several replicas, the way docs/DEPLOY.md
 * runs it, all on loopback: PostgreSQL (the machine's own), Redis
 * (redis-server), an S3-compatible server (npm s3rver), two replicas started
 * with `npm run serve` from one `npm run build`, and nginx with
 * deploy/nginx/site.conf in front. Each step asserts one promise of the
 * multi-replica setup and prints what it measured.
 *
 * CLUSTER_DATABASE_URL (default postgres://site_ci:site_ci@localhost:5432/site_cluster)
 * is emptied and used; CLUSTER_REUSE_BUILD=1 skips the build when
 * .next-cluster exists (a build from the same sources is always reused).
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { needsBuild } from '../../scripts/lib/next'
import { PAGE_VIEW_PATH } from '../../src/lib/analytics/fields'
import { kuwaitDay, visitorHash } from '../../src/lib/analytics/page-view'
import { richTextFromPlainText } from '../../src/lib/rich-text'
import { contactFormFields } from '../support/raw-http'
import { webhookReceiver } from '../support/receivers'
import { backupAndRestoreUnderLoad } from './backup'
import { nextAddress, postEnquiry, startLoad, type LoadStats } from './load'
import { sleep, stopAll, tail, waitFor } from './processes'
import { startReplica, stopGracefully, waitReady, type Replica } from './replicas'
import { emptyDatabase, query, startNginx, startRedis, startS3 } from './services'

const PORTS = { nginx: 3210, redis: 3211, s3: 3212, webhook: 3213, a: 3214, b: 3215 }
const DATABASE_URL =
  process.env.CLUSTER_DATABASE_URL || 'postgres://site_ci:site_ci@localhost:5432/site_cluster'
const DIST_DIR = '.next-cluster'
const BUCKET = 'site-media'
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-admin-password-7' }
const NGINX = `http://127.0.0.1:${PORTS.nginx}`
const METRICS_TOKEN = 'cluster-metrics-token-0123456789'
const PAGES = ['/', '/about', '/what-we-do', '/contact', '/ar', '/ar/about', '/privacy-policy']

process.env.NEXT_DIST_DIR = DIST_DIR
const dir = mkdtempSync(path.join(tmpdir(), 'site-cluster-'))
const figures: Record<string, unknown> = {}
const webhook = webhookReceiver()

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST_DIR,
  DATABASE_URL,
  PAYLOAD_SECRET: 'cluster-test-secret-not-for-production',
  SERVER_URL: `http://localhost:${PORTS.nginx}`,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  // As behind a CDN and nginx: the visitor's address is the second entry from the right.
  TRUST_PROXY_HOPS: '2',
  CONTACT_RATE_LIMIT_POINTS: '5',
  CONTACT_RATE_LIMIT_WINDOW_S: '600',
  CONTACT_SITE_LIMIT_PER_MINUTE: '100000',
  // The load steps post from rotating addresses of one documentation block.
  CONTACT_NETWORK_LIMIT_POINTS: '100000',
  // Anonymous API reads per address, counted in Redis by both replicas.
  API_RATE_LIMIT_POINTS: '6',
  CONTACT_WEBHOOK_URL: `http://127.0.0.1:${PORTS.webhook}/hook`,
  JOB_RUN_INTERVAL_MS: '1000',
  // Page views reach the database within 2 s instead of 15 (the step below waits for them).
  VISIT_WRITE_INTERVAL_MS: '2000',
  // A killed replica's jobs are taken over this long after their last touch: at least four
  // copy timeouts (delivery-runner.ts), so a try waits 3 s at most (the webhook here answers at once).
  ENQUIRY_JOB_LEASE_S: '15',
  ENQUIRY_COPY_TIMEOUT_S: '3',
  METRICS_TOKEN,
  PAGE_CACHE: 'off',
  COMPRESSION: 'off',
  SHUTDOWN_TIMEOUT_S: '30',
  LOG_FORMAT: 'json',
}

const replicas: Record<'a' | 'b', Replica | undefined> = { a: undefined, b: undefined }
const start = (name: 'a' | 'b') => (replicas[name] = startReplica(name, PORTS[name], env, dir))

async function step(title: string, run: () => Promise<void>) {
  const started = Date.now()
  process.stdout.write(`▶ ${title}\n`)
  await run()
  console.log(`  ✔ ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function text(url: string, init: RequestInit = {}) {
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
  return { status: answer.status, body: await answer.text(), headers: answer.headers }
}

async function signIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = (await answer.json()) as { token?: string }
  assert.equal(answer.status, 200, `staff sign-in through ${origin}`)
  assert.ok(body.token)
  return body.token
}

const storedSubjects = async (subjects: string[]) =>
  new Set(
    (
      await query<{ subject: string }>(
        DATABASE_URL,
        'SELECT subject FROM contact_submissions WHERE subject = ANY($1)',
        [subjects],
      )
    ).map((row) => row.subject),
  )

/** Webhook deliveries per stored enquiry (by its delivery key), for the enquiries with these subjects. */
async function deliveries(subjects: string[]) {
  const rows = await query<{ delivery_key: string }>(
    DATABASE_URL,
    'SELECT delivery_key FROM contact_submissions WHERE subject = ANY($1)',
    [subjects],
  )
  const counts = new Map<string, number>(rows.map((row) => [String(row.delivery_key), 0]))
  for (const call of webhook.calls) {
    const key = String(call.headers['idempotency-key'])
    if (counts.has(key)) counts.set(key, counts.get(key)! + 1)
  }
  return counts
}

/**
 * Each copy's deliveries, by its key. Fails unless every copy reached the webhook
 * exactly once, saying for each one that did not when the webhook got it and what
 * both replicas' logs (across their restarts) say of its enquiry: enough to tell a
 * second runner from a retry.
 */
async function assertDeliveredOnce(subjects: string[]): Promise<Map<string, number>> {
  const counts = await deliveries(subjects)
  const wrong = [...counts].filter(([, count]) => count !== 1)
  if (wrong.length === 0) return counts
  const rows = await query<{ id: string; delivery_key: string }>(
    DATABASE_URL,
    'SELECT id, delivery_key FROM contact_submissions WHERE delivery_key = ANY($1)',
    [wrong.map(([key]) => key)],
  )
  const logs = (['a', 'b'] as const).map((name) => [name, replicas[name]?.log() ?? ''] as const)
  const details = rows.map(({ id, delivery_key: key }) => {
    const calls = webhook.calls
      .filter((call) => String(call.headers['idempotency-key']) === key)
      .map((call) => new Date(call.at).toISOString())
    const lines = logs.flatMap(([name, log]) =>
      log
        .split('\n')
        .filter((line) => line.includes(`"submissionId":${id},`) || line.includes('released'))
        .map((line) => `  ${name}: ${line.slice(0, 300)}`),
    )
    return `enquiry ${id}: ${counts.get(key)} deliveries at ${calls.join(', ')}\n${lines.join('\n')}`
  })
  return assert.fail(`every copy delivered exactly once, not so for:\n${details.join('\n')}`)
}

async function waitDelivered(subjects: string[], timeoutMs: number) {
  return waitFor(
    `every one of ${subjects.length} enquiries reaches the webhook`,
    async () => [...(await deliveries(subjects)).values()].every((count) => count >= 1),
    timeoutMs,
    500,
  )
}

function summarise(stats: LoadStats) {
  const pages = stats.pages.ok + stats.pages.failed
  return {
    pageRequests: pages,
    failedPages: stats.pages.failed,
    failedPageShare: pages ? `${((100 * stats.pages.failed) / pages).toFixed(2)} %` : 'n/a',
    enquiriesAccepted: stats.enquiries.accepted.length,
    enquiriesFailed: stats.enquiries.failed.length,
    enquiriesRefused: stats.enquiries.refused.length,
  }
}

let hidden: [string, string][] = []

// Interrupted (Ctrl-C, a CI timeout): nothing this test started may outlive it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().then(() => process.exit(130)))

try {
  await step('Services: Redis, the S3 server, the webhook receiver', async () => {
    await startRedis(PORTS.redis, dir)
    await startS3(PORTS.s3, dir, BUCKET)
    await webhook.start(PORTS.webhook)
  })

  await step('Build once (npm run build against PostgreSQL: it must finish and exit)', async () => {
    const reuse =
      (process.env.CLUSTER_REUSE_BUILD === '1' && existsSync(path.join(DIST_DIR, 'BUILD_ID'))) ||
      !needsBuild()
    if (reuse) {
      console.log(`  ${DIST_DIR} was built from these sources: reused`)
      return
    }
    // The build seeds the database it is given, media into the bucket included.
    await emptyDatabase(DATABASE_URL)
    const started = Date.now()
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...env, DATA_DIR: path.join(dir, 'build') },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 30 * 60_000,
    })
    assert.equal(
      build.status,
      0,
      `npm run build failed or hung:\n${tail(build.stdout + build.stderr)}`,
    )
    figures.buildSeconds = Math.round((Date.now() - started) / 1000)
  })

  await step(
    'Two replicas started at the same moment on an empty database both come up',
    async () => {
      await emptyDatabase(DATABASE_URL)
      const [a, b] = [start('a'), start('b')]
      const [readyA, readyB] = await Promise.all([waitReady(a), waitReady(b)])
      figures.coldStartSeconds = { a: readyA / 1000, b: readyB / 1000 }
      const seeded = [a, b].filter((replica) => /Seeded an empty database/.test(replica.log()))
      assert.equal(seeded.length, 1, 'exactly one replica migrates and seeds')
      const waited = [a, b].filter((replica) => /waiting for it to finish/.test(replica.log()))
      figures.replicasThatWaitedForMigrations = waited.length
      for (const replica of [a, b])
        assert.doesNotMatch(replica.log(), /duplicate key|Could not prepare/, replica.name)
    },
  )

  await step('nginx (deploy/nginx/site.conf) in front of both', async () => {
    await startNginx(PORTS.nginx, [PORTS.a, PORTS.b], dir)
    const health = await text(`${NGINX}/api/health`)
    assert.equal(health.status, 200)
    const ready = await text(`${NGINX}/api/ready`)
    assert.equal(ready.status, 200, ready.body)
    assert.match(ready.body, /"database":"ok"/)
    assert.match(ready.body, /"redis":"ok"/)
    const page = await text(`${NGINX}/`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    })
    assert.equal(page.status, 200)
    assert.equal(page.headers.get('content-encoding'), 'gzip', 'nginx compresses pages')
    ;({ hidden } = await contactFormFields(NGINX))
    assert.ok(hidden.length > 0, 'the contact form carries its action fields')
  })

  await step('An edit saved through A is served by B within 5 s', async () => {
    const { a, b } = replicas as Record<'a' | 'b', Replica>
    const before = await text(`${b.origin}/privacy-policy`, { headers: { accept: 'text/html' } })
    assert.equal(before.status, 200)
    // Rendered once more so B certainly answers from the shared cache.
    await text(`${b.origin}/privacy-policy`, { headers: { accept: 'text/html' } })
    const value = `CR-${Date.now()}`
    assert.ok(!before.body.includes(value))
    const token = await signIn(a.origin)
    const saved = await fetch(`${a.origin}/api/globals/site-settings?locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ commercial_registration: value, _status: 'published' }),
    })
    assert.equal(saved.status, 200, await saved.text())
    const seenAfter = await waitFor(
      'B serves the edited page',
      async () =>
        (
          await text(`${b.origin}/privacy-policy`, { headers: { accept: 'text/html' } })
        ).body.includes(value),
      5_000,
      100,
    )
    figures.editVisibleOnBAfterMs = seenAfter
    for (const origin of [a.origin, b.origin, b.origin, a.origin]) {
      const page = await text(`${origin}/privacy-policy`, { headers: { accept: 'text/html' } })
      assert.ok(page.body.includes(value), `${origin} still served the old page`)
    }
    await sleep(1_100) // nginx's micro-cache holds a page for one second
    const throughNginx = await text(`${NGINX}/privacy-policy`, { headers: { accept: 'text/html' } })
    assert.ok(throughNginx.body.includes(value), 'nginx serves the edited page')
  })

  await step(
    'A post published through A is found by B’s search within 5 s, and gone once unpublished',
    async () => {
      const { a, b } = replicas as Record<'a' | 'b', Replica>
      // One made-up word of letters only: found by nothing else on the site.
      const word = `quorvex${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
      const found = async (origin: string) => {
        // A new address for each search: the anonymous API limit is not what this step measures.
        const answer = await fetch(`${origin}/api/search?locale=en&q=${word}`, {
          headers: { 'X-Forwarded-For': `${nextAddress()}, 127.0.0.1` },
        })
        assert.equal(answer.status, 200, `search through ${origin}`)
        const { results } = (await answer.json()) as { results: { url: string }[] }
        return results.map((result) => result.url)
      }
      assert.deepEqual(await found(b.origin), [])
      const headers = {
        'content-type': 'application/json',
        authorization: `JWT ${await signIn(a.origin)}`,
      }
      const created = await fetch(`${a.origin}/api/blog-posts?locale=en`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Cluster search ${word}`,
          excerpt: 'A post the cluster run publishes and takes back.',
          content: richTextFromPlainText(`Found on every replica: ${word}.`, 'ltr'),
          published_at: '2026-01-01T00:00:00.000Z',
          _status: 'published',
        }),
      })
      assert.equal(created.status, 201, await created.clone().text())
      const { doc } = (await created.json()) as { doc: { id: number } }
      const address = `/blog/${doc.id}`
      figures.publishedPostFoundOnBAfterMs = await waitFor(
        'B’s search finds the post published through A',
        async () => (await found(b.origin)).includes(address),
        5_000,
        100,
      )
      assert.deepEqual(await found(a.origin), [address])
      const unpublished = await fetch(`${a.origin}/api/blog-posts/${doc.id}?locale=en`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ _status: 'draft' }),
      })
      assert.equal(unpublished.status, 200, await unpublished.text())
      figures.unpublishedPostGoneOnBAfterMs = await waitFor(
        'B’s search no longer finds the post unpublished through A',
        async () => (await found(b.origin)).length === 0,
        5_000,
        100,
      )
      assert.deepEqual(await found(a.origin), [])
      const removed = await fetch(`${a.origin}/api/blog-posts/${doc.id}`, {
        method: 'DELETE',
        headers,
      })
      assert.equal(removed.status, 200, await removed.text())
    },
  )

  await step('An upload through A is served by B and by nginx, from the bucket', async () => {
    const { a, b } = replicas as Record<'a' | 'b', Replica>
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster-test.png')
    form.append('_payload', JSON.stringify({ alt: 'Cluster test picture' }))
    const token = await signIn(a.origin)
    const created = await fetch(`${a.origin}/api/service-images`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    const body = (await created.json()) as { doc?: { filename: string } }
    assert.equal(created.status, 201, JSON.stringify(body))
    const filename = body.doc!.filename
    for (const origin of [b.origin, NGINX, a.origin]) {
      const file = await fetch(`${origin}/api/service-images/file/${filename}`)
      assert.equal(file.status, 200, `${origin} serves the upload`)
      assert.deepEqual(
        Buffer.from(await file.arrayBuffer()),
        png,
        `${origin} serves the same bytes`,
      )
    }
    const inBucket = (function find(folder: string): boolean {
      return readdirSync(folder).some((entry) => {
        const full = path.join(folder, entry)
        return statSync(full).isDirectory() ? find(full) : entry.startsWith(filename)
      })
    })(path.join(dir, 's3', BUCKET))
    assert.ok(inBucket, 'the file is in the S3 bucket')
    for (const name of ['a', 'b'])
      assert.ok(
        !existsSync(path.join(dir, `replica-${name}`, 'media', 'service-images', filename)),
        'not on a replica’s disk',
      )
  })

  await step('The per-address rate limit holds across replicas (5, then refused)', async () => {
    const { a, b } = replicas as Record<'a' | 'b', Replica>
    const visitor = `${nextAddress()}, 127.0.0.1`
    const outcomes: string[] = []
    for (let i = 1; i <= 7; i++) {
      const origin = i % 2 ? a.origin : b.origin
      outcomes.push((await postEnquiry(origin, hidden, `limit-${i}`, visitor)).outcome)
    }
    assert.deepEqual(outcomes, [
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'refused',
      'refused',
    ])
    const stored = await storedSubjects(Array.from({ length: 7 }, (_, i) => `limit-${i + 1}`))
    assert.equal(stored.size, 5)
  })

  await step('The anonymous API limit holds across replicas (6, then 429)', async () => {
    const { a, b } = replicas as Record<'a' | 'b', Replica>
    const visitor = `${nextAddress()}, 127.0.0.1`
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const origin = i % 2 ? b.origin : a.origin
      const answer = await fetch(`${origin}/api/services?limit=1&depth=0`, {
        headers: { 'X-Forwarded-For': visitor },
      })
      await answer.arrayBuffer()
      statuses.push(answer.status)
      if (answer.status === 429) assert.ok(Number(answer.headers.get('retry-after')) >= 1)
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429, 429])
    // Another visitor is not refused for the first one's count.
    const other = await fetch(`${b.origin}/api/services?limit=1&depth=0`, {
      headers: { 'X-Forwarded-For': `${nextAddress()}, 127.0.0.1` },
    })
    assert.equal(other.status, 200)
  })

  await step('100 enquiries, two job runners: each copy delivered exactly once', async () => {
    const subjects = Array.from({ length: 100 }, (_, i) => `once-${i + 1}`)
    const started = Date.now()
    let next = 0
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const mine: string[] = []
        while (next < subjects.length) {
          const subject = subjects[next++]
          mine.push((await postEnquiry(NGINX, hidden, subject, nextAddress())).outcome)
        }
        return mine
      }),
    )
    const accepted = outcomes.flat().filter((outcome) => outcome === 'accepted').length
    assert.equal(accepted, 100, 'all 100 accepted')
    figures.hundredEnquiriesPostedSeconds = (Date.now() - started) / 1000
    await waitDelivered(subjects, 120_000)
    figures.hundredEnquiriesDeliveredSeconds = (Date.now() - started) / 1000
    await sleep(3_000) // a second copy would arrive within the runners' next rounds
    assert.equal((await assertDeliveredOnce(subjects)).size, 100)
    // Each replica logs one JSON line per job it ran: both must have run some.
    const runners = (['a', 'b'] as const).filter((name) =>
      replicas[name]!.log()
        .split('\n')
        .some((line) => line.includes('"msg":"job run"') && line.includes('"status":"success"')),
    )
    figures.replicasThatRanJobs = runners.length
    assert.equal(runners.length, 2, 'both replicas ran copies')
  })

  await step(
    'Each replica serves its own /metrics, counted in both module graphs; nginx none',
    async () => {
      const { a, b } = replicas as Record<'a' | 'b', Replica>
      const sample = (body: string, series: string) =>
        Number(
          body
            .split('\n')
            .find((line) => line.startsWith(`${series} `))
            ?.slice(series.length + 1) ?? 0,
        )
      const scrapes = await Promise.all(
        [a, b].map((replica) =>
          text(`${replica.origin}/metrics`, {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          }),
        ),
      )
      for (const scrape of scrapes) {
        assert.equal(scrape.status, 200, scrape.body)
        assert.equal(sample(scrape.body, 'site_metrics_database_up'), 1)
        assert.ok(sample(scrape.body, 'site_database_pool_connections{state="total"}') > 0)
        // The database gauges are the same on both: every copy of the 100 was delivered.
        assert.ok(
          sample(scrape.body, 'site_enquiry_copies{channel="webhook",state="delivered"}') >= 100,
        )
        assert.ok(
          sample(scrape.body, 'site_http_requests_total{group="page",method="GET",status="200"}') >
            0,
        )
      }
      // Counted by the contact action and the copy jobs, in Next's module graph,
      // into the registry the server answers from: both replicas' together.
      const total = (series: string) =>
        scrapes.reduce((sum, scrape) => sum + sample(scrape.body, series), 0)
      const accepted = total('site_enquiries_total{outcome="accepted"}')
      const sent = total('site_enquiry_copy_attempts_total{channel="webhook",result="sent"}')
      figures.metrics = { enquiriesAccepted: accepted, webhookCopiesSent: sent }
      assert.ok(accepted >= 100, `enquiries counted accepted: ${accepted}`)
      assert.ok(sent >= 100, `webhook copies counted sent: ${sent}`)
      assert.equal((await text(`${a.origin}/metrics`)).status, 401)
      assert.equal(
        (await text(`${NGINX}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
          .status,
        404,
      )
    },
  )

  await step(
    'npm run backup under load from both replicas restores into a fresh database and bucket',
    async () => {
      const load = startLoad(NGINX, hidden, {
        label: 'backup',
        pageWorkers: 2,
        enquiryEveryMs: 250,
        paths: PAGES,
      })
      await sleep(1_000)
      try {
        figures.backup = await backupAndRestoreUnderLoad(env, dir)
      } finally {
        const stats = await load.stop()
        assert.deepEqual(stats.enquiries.failed, [], 'no enquiry post failed during the backup')
      }
    },
  )

  await step(
    'Page views counted by both replicas add up in PostgreSQL, one visitor one row',
    async () => {
      const { a, b } = replicas as Record<'a' | 'b', Replica>
      const address = `/cluster-count-${Date.now()}`
      const agent =
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
      const view = (origin: string) =>
        fetch(`${origin}${PAGE_VIEW_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': agent,
            origin,
            // The visitor as nginx and a CDN before it would pass them on (TRUST_PROXY_HOPS=2).
            'x-forwarded-for': '198.51.100.77, 10.0.0.1',
          },
          body: JSON.stringify({ p: address, d: 'desktop' }),
        })
      const answers = await Promise.all([
        ...Array.from({ length: 30 }, () => view(a.origin)),
        ...Array.from({ length: 20 }, () => view(b.origin)),
      ])
      assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [204])
      const day = kuwaitDay()
      const visitor = visitorHash(env.PAYLOAD_SECRET!, day, '198.51.100.77', agent)
      // Each replica writes its tally every VISIT_WRITE_INTERVAL_MS.
      figures.pageViewsWrittenAfterMs = await waitFor(
        'both replicas wrote their views',
        async () => {
          const [row] = await query<{ count: string }>(
            DATABASE_URL,
            `SELECT SUM(count) AS count FROM site_visits WHERE day = $1 AND dimension = 'page' AND key = $2`,
            [day, address],
          )
          return Number(row?.count) === 50
        },
        40_000,
        500,
      )
      const rows = await query<{ count: string }>(
        DATABASE_URL,
        `SELECT count FROM site_visits WHERE day = $1 AND dimension = 'visitor' AND key = $2`,
        [day, visitor],
      )
      // One row for the visitor both replicas saw (each added its first sighting), no address stored.
      assert.equal(rows.length, 1, 'the same visitor hash on both replicas')
      assert.equal(Number(rows[0].count), 2)
      const stored = await query<{ n: string }>(
        DATABASE_URL,
        `SELECT COUNT(*) AS n FROM site_visits WHERE key LIKE '%198.51.100.77%'`,
      )
      assert.equal(Number(stored[0].n), 0, 'no address is stored')
    },
  )

  await step(
    'Rolling restart under load through nginx: nothing fails, nothing is lost',
    async () => {
      const load = startLoad(NGINX, hidden, {
        label: 'rolling',
        pageWorkers: 4,
        enquiryEveryMs: 250,
        paths: PAGES,
      })
      await sleep(2_000)
      const timings: Record<string, number> = {}
      for (const name of ['a', 'b'] as const) {
        const stopped = Date.now()
        const code = await stopGracefully(replicas[name]!)
        timings[`${name}StopSeconds`] = (Date.now() - stopped) / 1000
        assert.equal(code, 0, `${name} finished its requests and jobs and exited 0`)
        const started = Date.now()
        await waitReady(start(name))
        timings[`${name}RestartSeconds`] = (Date.now() - started) / 1000
        // As docs/DEPLOY.md says: nginx takes the replica back only after its
        // fail_timeout (5 s) since the last refused connection.
        await sleep(6_000)
      }
      await sleep(2_000)
      const stats = await load.stop()
      figures.rollingRestart = { ...summarise(stats), ...timings }
      assert.deepEqual(stats.pages.failures.slice(0, 10), [], 'no page request failed')
      assert.deepEqual(stats.enquiries.failed, [], 'no enquiry post failed')
      const stored = await storedSubjects(stats.enquiries.accepted)
      assert.equal(stored.size, stats.enquiries.accepted.length, 'every accepted enquiry is stored')
      await waitDelivered(stats.enquiries.accepted, 90_000)
      await assertDeliveredOnce(stats.enquiries.accepted)
    },
  )

  await step(
    'SIGKILL of A under load: nginx fails over (≤ 1 % failed pages, 0 lost enquiries)',
    async () => {
      const load = startLoad(NGINX, hidden, {
        label: 'killed',
        pageWorkers: 4,
        enquiryEveryMs: 250,
        paths: PAGES,
      })
      await sleep(3_000)
      replicas.a!.signal('SIGKILL')
      await replicas.a!.exited
      await sleep(10_000)
      const stats = await load.stop()
      const summary = summarise(stats)
      figures.sigkill = summary
      const pages = stats.pages.ok + stats.pages.failed
      assert.ok(pages > 50, 'the load ran')
      assert.ok(
        stats.pages.failed <= pages * 0.01,
        `failed pages ${stats.pages.failed}/${pages}: ${stats.pages.failures.slice(0, 5).join('; ')}`,
      )
      const stored = await storedSubjects(stats.enquiries.accepted)
      assert.equal(stored.size, stats.enquiries.accepted.length, 'every accepted enquiry is stored')
      // Copies A held when it died are taken over once their lease (15 s here) runs out.
      await waitDelivered(stats.enquiries.accepted, 120_000)
    },
  )

  console.log('\n✔ Cluster test passed')
  console.log(JSON.stringify(figures, null, 2))
} catch (error) {
  console.error('\n✖ Cluster test failed:', error instanceof Error ? error.message : error)
  console.error(JSON.stringify(figures, null, 2))
  for (const name of ['a', 'b'] as const) {
    const replica = replicas[name]
    if (replica)
      console.error(`--- ${replica.name} (${replica.logFile}) ---\n${tail(replica.log(), 30)}`)
  }
  // nginx says why it answered 502 (which upstream, connect or read, "no live upstreams").
  const nginxErrors = path.join(dir, 'nginx', 'error.log')
  if (existsSync(nginxErrors))
    console.error(`--- nginx (${nginxErrors}) ---\n${tail(readFileSync(nginxErrors, 'utf8'), 30)}`)
  process.exitCode = 1
} finally {
  await stopAll()
  await webhook.stop()
  if (process.exitCode !== 1 || process.env.CI) rmSync(dir, { recursive: true, force: true })
  else console.error(`Logs kept in ${dir}`)
}
process.exit(process.exitCode ?? 0)
