import { LOCKS, withAdvisoryLock } from '../../src/cms/migration-lock'

/**
 * Several replicas starting at once against one PostgreSQL must not all seed
 * an empty database or create the first staff account twice: whoever prepares
 * the database first holds the preparation lock, the others wait on it, then
 * find the work done (src/cms/migration-lock.ts; Payload's own migrations on
 * connect take a lock of their own). SQLite is one box: nothing to coordinate.
 */
export async function withMigrationLock<T>(work: () => Promise<T>): Promise<T> {
  // Imported here, not at the top: src/lib/env fixes DATA_DIR when it loads,
  // and the scripts that import this file (the e2e runner, the benchmarks)
  // set DATA_DIR after their imports have run.
  const { resolveDatabase } = await import('../../src/lib/env')
  const database = resolveDatabase()
  if (database.kind !== 'postgres') return work()
  return withAdvisoryLock(database.url, LOCKS.preparation, work, () =>
    console.log('… Another process is preparing the database; waiting for it to finish'),
  )
}
