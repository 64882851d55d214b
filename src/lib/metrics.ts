import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The replica's Prometheus metrics, served at `GET /metrics` by the
 * production server (server/metrics.ts; docs/DEPLOY.md): what it answered and
 * how fast, its page cache, the enquiries it took and the copies it sent,
 * and, read from the database when scraped, what is still waiting. One
 * registry per process, kept on globalThis: the production server and Next's
 * own module graph (the contact action, the delivery jobs) each load this
 * file, and both must count into the same metrics.
 */

/** What the database says when scraped, given by the CMS once Payload is up (cms/metrics-reads.ts). */
export type DatabaseReadings = {
  copies: { channel: string; state: string; count: number }[]
  oldestWaitingCopySeconds: number
  jobs: { due: number; overdue: number }
  pool?: { total: number; idle: number; waiting: number }
}

/** How long a scrape waits for the database gauges. */
const DATABASE_READ_TIMEOUT_MS = 2_000

function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  const registers = [registry]
  let readDatabase: (() => Promise<DatabaseReadings>) | undefined

  const metrics = {
    registry,
    requests: new Counter({
      name: 'site_http_requests_total',
      help: 'Requests answered, by route group, method and status.',
      labelNames: ['group', 'method', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route group.',
      labelNames: ['group'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: 'site_page_cache_total',
      help: 'Shareable public page requests answered from the one-second page cache (hit) or rendered (miss).',
      labelNames: ['result'] as const,
      registers,
    }),
    pageViews: new Counter({
      name: 'site_page_views_total',
      help: 'Page views posted by the visit script, by result: counted, capped (a visitor past the day’s cap), or why not counted (privacy, bot, prefetch, staff, preview, off).',
      labelNames: ['result'] as const,
      registers,
    }),
    pageViewWrites: new Counter({
      name: 'site_page_view_writes_total',
      help: 'Writes of the page-view tally to the database, by result: written or failed (kept for the next write).',
      labelNames: ['result'] as const,
      registers,
    }),
    enquiries: new Counter({
      name: 'site_enquiries_total',
      help: 'Enquiry form posts by outcome: accepted (stored), invalid, rate_limited, failed (visitor asked to try again).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    copyAttempts: new Counter({
      name: 'site_enquiry_copy_attempts_total',
      help: 'Attempts to send an enquiry copy, by channel and result: sent, retrying, gave_up.',
      labelNames: ['channel', 'result'] as const,
      registers,
    }),
    databaseUp: new Gauge({
      name: 'site_metrics_database_up',
      help: '1 when the database answered this scrape, 0 when it did not (the gauges below are then absent).',
      registers,
    }),
    copies: new Gauge({
      name: 'site_enquiry_copies',
      help: 'Enquiry copies by channel and state (queued, failing, failed, delivered), from the database.',
      labelNames: ['channel', 'state'] as const,
      registers,
    }),
    oldestWaitingCopy: new Gauge({
      name: 'site_enquiry_oldest_waiting_copy_seconds',
      help: 'Age of the oldest enquiry whose copy is still queued or retrying (0 when none waits).',
      registers,
    }),
    jobs: new Gauge({
      name: 'site_jobs',
      help: 'Scheduled jobs not yet run: due (their time has come) and overdue (due for over a minute).',
      labelNames: ['state'] as const,
      registers,
    }),
    pool: new Gauge({
      name: 'site_database_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
    }),
    /** The CMS gives its database reads here once Payload is up. */
    readDatabaseWith(reader: () => Promise<DatabaseReadings>) {
      readDatabase = reader
    },
    /** The whole text of a scrape, its database gauges read once for it. */
    async scrape(): Promise<string> {
      // A held database lock must not hold the scrape: past 2 s the database counts as down.
      const readings = readDatabase
        ? await Promise.race([
            readDatabase().catch(() => undefined),
            new Promise<undefined>((resolve) =>
              setTimeout(resolve, DATABASE_READ_TIMEOUT_MS, undefined).unref(),
            ),
          ])
        : undefined
      for (const gauge of [
        metrics.copies,
        metrics.oldestWaitingCopy,
        metrics.jobs,
        metrics.pool,
      ] as Gauge[])
        gauge.reset()
      metrics.databaseUp.set(readings ? 1 : 0)
      if (readings) {
        for (const row of readings.copies)
          metrics.copies.set({ channel: row.channel, state: row.state }, row.count)
        metrics.oldestWaitingCopy.set(readings.oldestWaitingCopySeconds)
        metrics.jobs.set({ state: 'due' }, readings.jobs.due)
        metrics.jobs.set({ state: 'overdue' }, readings.jobs.overdue)
        if (readings.pool)
          for (const state of ['total', 'idle', 'waiting'] as const)
            metrics.pool.set({ state }, readings.pool[state])
      }
      return registry.metrics()
    },
  }
  return metrics
}

export type SiteMetrics = ReturnType<typeof createMetrics>

const KEY = Symbol.for('site.metrics')

export function siteMetrics(): SiteMetrics {
  const store = globalThis as Record<symbol, SiteMetrics | undefined>
  return (store[KEY] ??= createMetrics())
}

const ENQUIRY_OUTCOMES = {
  success: 'accepted',
  invalid: 'invalid',
  'rate-limited': 'rate_limited',
  error: 'failed',
} as const

/** One enquiry post's outcome (lib/contact/submit.ts), as the metric names it. */
export function countEnquiry(status: keyof typeof ENQUIRY_OUTCOMES): void {
  siteMetrics().enquiries.inc({ outcome: ENQUIRY_OUTCOMES[status] })
}
