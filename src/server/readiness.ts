import type { ServerResponse } from 'node:http'

import { resolveDatabase } from '../lib/env'
import { sharedRedis } from './redis'

/**
 * What the load balancer asks before it sends a replica traffic:
 *
 * - `GET /api/health`: the process is alive and serving (no dependency is
 *   asked, so a database outage never makes every replica look dead at once);
 * - `GET /api/ready`: the replica can do its work: it has started (Payload
 *   up and its busiest pages loaded once: warm-start.ts), the database
 *   answers a query, Redis answers when configured, and the replica is not
 *   shutting down. 503 otherwise, with which check failed.
 *
 * Both are answered by the production server before Next, in a few
 * milliseconds, and never cached.
 */
export const HEALTH_PATH = '/api/health'
export const READY_PATH = '/api/ready'

const CHECK_TIMEOUT_MS = 2_000

type Check = () => Promise<void>

function withTimeout(check: Check, name: string): Promise<void> {
  return Promise.race([
    check(),
    new Promise<void>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${name} did not answer within 2 s`)),
        CHECK_TIMEOUT_MS,
      ).unref(),
    ),
  ])
}

let databaseCheck: Check | undefined

/** One small connection of its own, so a full Payload pool still lets the check through. */
function databaseProbe(): Check {
  const database = resolveDatabase()
  if (database.kind === 'postgres') {
    let pool: import('pg').Pool | undefined
    return async () => {
      if (!pool) {
        const { Pool } = await import('pg')
        pool = new Pool({
          connectionString: database.url,
          max: 1,
          idleTimeoutMillis: 30_000,
          connectionTimeoutMillis: CHECK_TIMEOUT_MS,
        })
        // A dropped idle connection is reported here instead of crashing the process.
        pool.on('error', () => {})
      }
      await pool.query('SELECT 1')
    }
  }
  let client: import('@libsql/client').Client | undefined
  return async () => {
    if (!client) {
      const { createClient } = await import('@libsql/client')
      client = createClient({ url: database.url })
    }
    await client.execute('SELECT 1')
  }
}

export async function readiness(
  draining: boolean,
  starting = false,
): Promise<{
  ready: boolean
  checks: Record<string, string>
}> {
  const checks: Record<string, string> = {}
  if (draining) checks.shutdown = 'draining'
  if (starting) checks.start = 'warming up'
  databaseCheck ??= databaseProbe()
  const probes: Array<[string, Check]> = [['database', databaseCheck]]
  const redis = sharedRedis()
  if (redis) probes.push(['redis', async () => void (await (await redis).ping())])
  await Promise.all(
    probes.map(async ([name, check]) => {
      try {
        await withTimeout(check, name)
        checks[name] = 'ok'
      } catch (error) {
        checks[name] = error instanceof Error ? error.message : String(error)
      }
    }),
  )
  const ready = !draining && Object.values(checks).every((value) => value === 'ok')
  return { ready, checks }
}

export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  response.end(text)
}
