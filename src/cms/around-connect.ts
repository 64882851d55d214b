import type { DatabaseAdapterObj } from 'payload'

/** A database adapter instance as the site's wrappers see it once connected. */
export type Connectable = {
  connect?: (options?: unknown) => Promise<void>
  /** The `pg` pool of Payload's PostgreSQL adapter, made by its first connect. */
  pool?: Pool
}

type Listener<T> = (event: T) => void
type DatabaseError = Error & { code?: string }
type Connection = { on: (event: 'error', listener: Listener<DatabaseError>) => void }
type Pool = {
  on(event: 'error', listener: Listener<DatabaseError>): void
  on(event: 'acquire', listener: Listener<Connection>): void
}

/**
 * The adapter with its instance's `connect` replaced by `around(connect,
 * instance)`: how the site adds to connecting (taking turns to migrate,
 * listening to the pool) without Payload offering a hook for it.
 */
export function aroundConnect(
  adapter: DatabaseAdapterObj,
  around: (
    connect: NonNullable<Connectable['connect']>,
    instance: Connectable,
  ) => NonNullable<Connectable['connect']>,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const connectable = instance as Connectable
      const connect = connectable.connect
      if (connect) connectable.connect = around(connect.bind(instance), connectable)
      return instance
    },
  }
}
