import type { DatabaseAdapterObj } from 'payload'

import { aroundConnect } from './around-connect'

/** Pools and connections already listened to: Payload connects again on a hot reload, with the same pool. */
const heard = new WeakSet<object>()

/**
 * PostgreSQL ends connections of its own accord: a restart, a managed
 * server's failover, `idle_session_timeout`, an operator's
 * `pg_terminate_backend`. node-postgres reports each as an `error` event:
 * on the pool for an idle connection, on the connection itself for one a
 * save holds through its transaction. Payload's adapter listens to neither,
 * so Node threw it as an uncaught exception and the whole site process died
 * with every request in flight. pg-pool drops the dead connection and opens a
 * new one for the next query, and the save that held one fails with its
 * query's own error: a line in the log is all it needs.
 */
export const surviveDroppedConnections = (adapter: DatabaseAdapterObj): DatabaseAdapterObj =>
  aroundConnect(adapter, (connect, instance) => async (options) => {
    await connect(options)
    const pool = instance.pool
    if (!pool || heard.has(pool)) return
    heard.add(pool)
    pool.on('error', (error) => warn('an idle connection', error))
    // Every hand-out, not only new connections: the adapter's first connect opened some already.
    pool.on('acquire', (client) => {
      if (heard.has(client)) return
      heard.add(client)
      client.on('error', (error) => warn('a connection in use', error))
    })
  })

const warn = (which: string, error: Error & { code?: string }) =>
  console.warn(
    `[database] PostgreSQL closed ${which} (${error.code ?? error.message}); the next query opens a new one.`,
  )
