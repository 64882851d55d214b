import { resolveDatabase } from '../../src/lib/env'

/**
 * Several replicas starting at once against one PostgreSQL must not all run
 * the migrations (the second fails half-way on `duplicate key … pg_type`) or
 * all seed an empty database. Whoever prepares the database first holds a
 * session advisory lock; the others wait on it, then find the work done.
 * The lock lives on a connection of its own, so PostgreSQL releases it by
 * itself if the holder dies. SQLite is one box: nothing to coordinate.
 */
const LOCK_ID = 7_114_829_301 // any fixed number; only this site's preparation takes it

export async function withMigrationLock<T>(work: () => Promise<T>): Promise<T> {
  const database = resolveDatabase()
  if (database.kind !== 'postgres') return work()
  const { Client } = await import('pg')
  const client = new Client({ connectionString: database.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [LOCK_ID],
    )
    if (!rows[0]?.locked) {
      console.log('… Another process is preparing the database; waiting for it to finish')
      await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID])
    }
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {})
    await client.end().catch(() => {})
  }
}
