import type { DatabaseAdapterObj } from 'payload'

import { aroundConnect } from './around-connect'

/**
 * Replicas sharing one PostgreSQL take turns where only one may act at a
 * time, through session advisory locks on a connection of their own:
 * PostgreSQL releases such a lock by itself when its holder dies.
 */
export const LOCKS = {
  /** Applying migrations (Payload does it while connecting, in production). */
  migrations: 7_114_829_301,
  /** Preparing a database: migrations, the seed of an empty one, the first staff account. */
  preparation: 7_114_829_303,
} as const

export async function withAdvisoryLock<T>(
  url: string,
  lock: number,
  work: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const { Client } = await import('pg')
  const client = new Client({ connectionString: url })
  // A connection dropped while waiting surfaces as the query's error below.
  client.on('error', () => {})
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [lock],
    )
    if (!rows[0]?.locked) {
      onWait?.()
      await client.query('SELECT pg_advisory_lock($1)', [lock])
    }
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => {})
    await client.end().catch(() => {})
  }
}

/**
 * In production Payload's PostgreSQL adapter applies pending migrations
 * every time it connects: two replicas started together on an empty
 * database would both run them, and the second would fail half-way
 * (`duplicate key … pg_type_typname_nsp_index`). Connecting under the
 * migrations lock makes one migrate while the others wait and then find
 * nothing left to do.
 */
export const migrateOneAtATime = (adapter: DatabaseAdapterObj, url: string): DatabaseAdapterObj =>
  aroundConnect(
    adapter,
    (connect) => (options) =>
      withAdvisoryLock(
        url,
        LOCKS.migrations,
        () => connect(options),
        () => console.log('… Another replica is applying migrations; waiting for it to finish'),
      ),
  )
