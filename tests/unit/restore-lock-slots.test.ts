import { describe, expect, it } from 'vitest'

import { explainRestoreFailure } from '../../scripts/lib/backup/database'

/**
 * A PostgreSQL restore replays the archive with every table it replaces
 * dropped in the same transaction. When the server's lock table runs out (as
 * it did in CI at the default max_locks_per_transaction), the operator is told
 * the setting to raise and that nothing changed; other failures pass through.
 */
describe('a restore PostgreSQL stopped for want of lock slots', () => {
  it('names the setting, its value and that nothing changed', () => {
    const psql = new Error(
      'psql failed (exit 3): psql:<stdin>:12: ERROR:  out of shared memory\nHINT:  You might need to increase max_locks_per_transaction.',
    )
    const explained = explainRestoreFailure(psql)
    expect(explained.message).toBe(
      'PostgreSQL ran out of lock slots while replacing every table in one transaction, so it changed nothing. ' +
        'Set max_locks_per_transaction = 256 in postgresql.conf (docs/DEPLOY.md), restart PostgreSQL, and run the restore again.',
    )
    expect(explained.cause).toBe(psql)
  })

  it('leaves any other failure as it was', () => {
    const other = new Error('pg_restore failed (exit 1): could not read input file')
    expect(explainRestoreFailure(other)).toBe(other)
  })
})
