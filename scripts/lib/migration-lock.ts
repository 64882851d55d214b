import { LOCKS, withAdvisoryLock } from '../../src/cms/migration-lock'
import { resolveDatabase } from '../../src/lib/env'

/**
 * Several replicas starting at once against one PostgreSQL must not all seed
 * an empty database or create the first staff account twice: whoever prepares
 * the database first holds the preparation lock, the others wait on it, then
 * find the work done (src/cms/migration-lock.ts; Payload's own migrations on
 * connect take a lock of their own). SQLite is one box: nothing to coordinate.
 */
export async function withMigrationLock<T>(work: () => Promise<T>): Promise<T> {
  const database = resolveDatabase()
  if (database.kind !== 'postgres') return work()
  return withAdvisoryLock(database.url, LOCKS.preparation, work, () =>
    console.log('… Another process is preparing the database; waiting for it to finish'),
  )
}
