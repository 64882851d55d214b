import { MigrateUpArgs } from '@payloadcms/db-sqlite'

import { addMissingActions } from '../data/sqlite-foreign-key-actions'

/**
 * SQLite only, no change of schema (its snapshot is the one before it): the
 * references earlier migrations added without their ON DELETE action get it.
 * PostgreSQL's have theirs.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const rebuilt = await addMissingActions(db)
  if (rebuilt.length > 0)
    payload.logger.info(`References given their delete actions in ${rebuilt.length} tables.`)
}

/** The actions stay: the older code expects them too (its schema has them). */
export async function down(): Promise<void> {}
