/**
 * The production server: `tsx scripts/serve.ts [--port 3000] [--prepare]`.
 * It is `next start` plus one rewrite of public page documents, explained in
 * src/server/hydrate-after-paint.ts (with STOCK=1, `next start` itself:
 * src/lib/stock-mode.ts). It never builds: it serves the build
 * `npm run build` made (build once, start as many replicas as needed).
 *
 * `npm run serve` passes --prepare: the database is migrated (and seeded when
 * empty) first, one replica at a time (scripts/lib/migration-lock.ts), so a
 * replica can be started on its own. `npm start` and the tests prepare the
 * database themselves and start it without.
 *
 * On SIGTERM (a rolling restart, `systemctl stop`) it stops accepting
 * connections, answers the requests in flight, lets the job runner finish the
 * jobs in hand, then exits; SHUTDOWN_TIMEOUT_S (default 30) bounds the wait.
 */
// First: before Next loads a chunk (source-maps.ts).
import './lib/source-maps'

import { existsSync } from 'node:fs'
import path from 'node:path'

import { positiveIntegerFromEnv, readOrCreateLocalSecret } from '../src/lib/env'
import { isStockMode } from '../src/lib/stock-mode'
import { serverLog } from '../src/server/log'
import { startSiteServer } from '../src/server/site-server'
import { clearDataCache, distDir, runNext } from './lib/next'
import { shutDown } from './lib/shutdown'

const operatorProduction = process.env.NODE_ENV === 'production'
const env = process.env as Record<string, string>
env.NODE_ENV = 'production'
env.NEXT_TELEMETRY_DISABLED = '1'

const flag = process.argv.findIndex((arg) => arg === '--port' || arg === '-p')
const port = Number(flag >= 0 ? process.argv[flag + 1] : env.PORT || 3000)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`✖ Not a port: ${process.argv[flag + 1] ?? env.PORT}`)
  process.exit(1)
}

if (process.argv.includes('--prepare')) {
  if (!existsSync(path.join(distDir(), 'BUILD_ID'))) {
    console.error(`✖ No build in ${distDir()}: run \`npm run build\` first (replicas never build).`)
    process.exit(1)
  }
  if (!env.PAYLOAD_SECRET) {
    if (operatorProduction) {
      console.error('✖ PAYLOAD_SECRET is not set; a production server refuses to start without it.')
      process.exit(1)
    }
    env.PAYLOAD_SECRET = readOrCreateLocalSecret()
  }
  const { bootPayload } = await import('./lib/boot')
  const { prepareDatabase } = await import('./lib/prepare')
  try {
    const payload = await bootPayload()
    const { login } = await prepareDatabase(payload, { migrate: true, operatorProduction })
    await payload.destroy()
    console.log(`  ${login}`)
  } catch (error) {
    console.error('✖ Could not prepare the database.', error)
    process.exit(1)
  }
}

/** The job runner lives in Next's module graph; it registers itself here (cms/jobs/delivery-runner.ts). */
const stopJobRunner = async () =>
  (
    (globalThis as Record<symbol, { stop?: () => Promise<void> } | undefined>)[
      Symbol.for('site.enquiryRunner')
    ]?.stop ?? (async () => {})
  )()

/** The page-view writer lives in Next's module graph too (lib/analytics/writer.ts). */
const stopVisitWriter = async () =>
  (
    (globalThis as Record<symbol, { stop?: () => Promise<void> } | undefined>)[
      Symbol.for('site.visitWriter')
    ]?.stop ?? (async () => {})
  )().catch((error: unknown) =>
    serverLog.warn({ err: error }, 'visit counts not written at shutdown'),
  )

if (isStockMode()) {
  // Stock mode (src/lib/stock-mode.ts): Next's own server, as `next start` runs it.
  clearDataCache()
  runNext(['start', '--port', String(port)], env)
} else {
  await serveSite()
}

async function serveSite() {
  try {
    clearDataCache()
    const { drain } = await startSiteServer({ port })
    // HOSTNAME, when set, is the only address it listens on (site-server.ts).
    const host = env.HOSTNAME?.trim() || 'localhost'
    console.log(`✔ Ready on http://${host.includes(':') ? `[${host}]` : host}:${port}`)
    let stopping = false
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, async () => {
        if (stopping) return
        stopping = true
        const timeoutMs = positiveIntegerFromEnv('SHUTDOWN_TIMEOUT_S', 30) * 1000
        serverLog.info({ signal }, 'shutting down: no new connections, finishing requests and jobs')
        const started = Date.now()
        const code = await shutDown(
          { drain, stopJobs: stopJobRunner, stopVisits: stopVisitWriter },
          timeoutMs,
        )
        serverLog.info({ ms: Date.now() - started, code }, 'stopped')
        process.exit(code)
      })
    }
  } catch (error) {
    console.error('✖ The server could not start.', error)
    process.exit(1)
  }
}
