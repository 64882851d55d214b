import type { DatabaseAdapterObj } from 'payload'

import { aroundConnect, type Connectable } from './around-connect'

type Pool = NonNullable<Connectable['pool']>

/** Pools already listened to: Payload connects again on a hot reload, with the same pool. */
const heard = new WeakSet<Pool>()

/**
 * PostgreSQL ends idle connections of its own accord: a restart, a managed
 * server's failover, `idle_session_timeout`, an operator's
 * `pg_terminate_backend`. node-postgres reports each as an `error` event on
 * the pool, and Payload's adapter listens for none, so Node threw it as an
 * uncaught exception and the whole site process died with every request in
 * flight. pg-pool has already dropped the dead connection by then and opens a
 * new one for the next query: a line in the log is all it needs.
 */
export const surviveDroppedConnections = (adapter: DatabaseAdapterObj): DatabaseAdapterObj =>
  aroundConnect(adapter, (connect, instance) => async (options) => {
    await connect(options)
    const pool = instance.pool
    if (!pool || heard.has(pool)) return
    heard.add(pool)
    pool.on('error', (error) =>
      console.warn(
        `[database] PostgreSQL closed an idle connection (${error.code ?? error.message}); the next query opens a new one.`,
      ),
    )
  })
