/**
 * `npm run bench:cluster [-- --duration 10] [--connections 50]`
 *
 * The multi-replica setup of docs/DEPLOY.md on loopback (PostgreSQL from
 * CLUSTER_DATABASE_URL, emptied; Redis; the S3 server; replicas from the
 * .next-cluster build; nginx with deploy/nginx/site.conf), measured with
 * autocannon:
 *
 * - cached public pages straight from one replica, with the app's own page
 *   cache and compression (the one-box default) and without them;
 * - the same through nginx in front of one replica, app cache on and off;
 * - through nginx in front of two replicas (the cluster's settings);
 * - enquiry posts through nginx on PostgreSQL: p50 and p99.
 *
 * Prints a Markdown table for docs/PERFORMANCE.md. Needs redis-server and nginx.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { needsBuild } from '../scripts/lib/next'
import { nextAddress, postEnquiry } from '../tests/cluster/load'
import { stopAll } from '../tests/cluster/processes'
import { startReplica, waitReady } from '../tests/cluster/replicas'
import { emptyDatabase, startNginx, startRedis, startS3 } from '../tests/cluster/services'
import { contactFormFields } from '../tests/support/raw-http'
import { markdownTable } from './lib/report'
import { numberArg } from './lib/server'

const PORTS = { redis: 3221, s3: 3222, cached: 3223, plain: 3224, plain2: 3225 }
const NGINX = { oneCached: 3226, onePlain: 3227, two: 3228 }
const DATABASE_URL =
  process.env.CLUSTER_DATABASE_URL || 'postgres://site_ci:site_ci@localhost:5432/site_cluster'
process.env.NEXT_DIST_DIR = '.next-cluster'
const duration = numberArg('duration', 10)
const connections = numberArg('connections', 50)
const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-cluster-'))

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next-cluster',
  DATABASE_URL,
  PAYLOAD_SECRET: 'bench-cluster-secret-not-for-production',
  SERVER_URL: `http://localhost:${NGINX.two}`,
  ADMIN_EMAIL: 'bench-admin@example.com',
  ADMIN_PASSWORD: 'bench-admin-password-7',
  REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
  S3_BUCKET: 'bench-media',
  S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  TRUST_PROXY_HOPS: '2',
  CONTACT_RATE_LIMIT_POINTS: '100000',
  CONTACT_SITE_LIMIT_PER_MINUTE: '100000',
  CONTACT_NETWORK_LIMIT_POINTS: '100000',
  LOG_REQUESTS: '0',
}

const HEADERS = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
}
const TARGETS = ['/', '/ar/about']

async function cannon(url: string) {
  // Warm: the page is rendered into the shared cache and nginx's micro-cache first.
  await (await fetch(url, { headers: HEADERS })).arrayBuffer()
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections, duration, headers: HEADERS }, (error, done) =>
      error ? reject(error) : resolve(done),
    ),
  )
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

const rows: string[][] = []
try {
  await startRedis(PORTS.redis, dir)
  await startS3(PORTS.s3, dir, 'bench-media')
  const reuse =
    process.env.CLUSTER_REUSE_BUILD === '1' && existsSync(path.join('.next-cluster', 'BUILD_ID'))
  if (!reuse && needsBuild()) {
    console.log('▶ Building .next-cluster (npm run build)')
    await emptyDatabase(DATABASE_URL)
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...env, DATA_DIR: path.join(dir, 'build') },
      stdio: 'inherit',
    })
    if (build.status !== 0) throw new Error('npm run build failed')
  }
  await emptyDatabase(DATABASE_URL)
  console.log('▶ Starting three replicas (one with the app cache and compression, two without)')
  const cached = startReplica('cached', PORTS.cached, env, dir)
  await waitReady(cached)
  const plainEnv = { ...env, PAGE_CACHE: 'off', COMPRESSION: 'off' }
  const plain = startReplica('plain', PORTS.plain, plainEnv, dir)
  const plain2 = startReplica('plain2', PORTS.plain2, plainEnv, dir)
  await Promise.all([waitReady(plain), waitReady(plain2)])
  await startNginx(NGINX.oneCached, [PORTS.cached], dir, 'nginx-one-cached')
  await startNginx(NGINX.onePlain, [PORTS.plain], dir, 'nginx-one-plain')
  await startNginx(NGINX.two, [PORTS.plain, PORTS.plain2], dir, 'nginx-two')

  const setups: [string, string][] = [
    ['1 replica, no proxy, app page cache + gzip (one-box default)', cached.origin],
    ['1 replica, no proxy, neither', plain.origin],
    ['nginx → 1 replica with app page cache + gzip', `http://127.0.0.1:${NGINX.oneCached}`],
    ['nginx → 1 replica without (nginx micro-cache + gzip)', `http://127.0.0.1:${NGINX.onePlain}`],
    ['nginx → 2 replicas without (cluster settings)', `http://127.0.0.1:${NGINX.two}`],
  ]
  for (const [label, origin] of setups) {
    for (const target of TARGETS) {
      console.log(`▶ ${label}: GET ${target}`)
      const r = await cannon(origin + target)
      rows.push([
        label,
        `GET ${target}`,
        r.rps.toLocaleString('en-US'),
        `${r.p50} ms`,
        `${r.p99} ms`,
        String(r.errors),
      ])
    }
  }

  console.log('▶ Enquiries through nginx → 2 replicas on PostgreSQL (200 posts, 10 at a time)')
  const { hidden } = await contactFormFields(`http://127.0.0.1:${NGINX.two}`, '/contact')
  const latencies: number[] = []
  let failed = 0
  let next = 0
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < 200) {
        const n = ++next
        const started = performance.now()
        const { outcome } = await postEnquiry(
          `http://127.0.0.1:${NGINX.two}`,
          hidden,
          `bench-${n}`,
          nextAddress(),
        )
        if (outcome === 'accepted') latencies.push(performance.now() - started)
        else failed++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))])
  rows.push([
    'nginx → 2 replicas, PostgreSQL',
    'POST /contact (enquiry)',
    '',
    `${pct(0.5)} ms`,
    `${pct(0.99)} ms`,
    String(failed),
  ])

  console.log(
    `\n${duration} s per row, ${connections} connections, ${cpus().length} CPUs, load average before: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  )
  console.log(markdownTable(['Setup', 'Request', 'Requests/s', 'p50', 'p99', 'Errors'], rows))
} catch (error) {
  console.error('✖ bench:cluster failed:', error)
  process.exitCode = 1
} finally {
  await stopAll()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(process.exitCode ?? 0)
