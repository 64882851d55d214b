import { MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { homeSearchFields } from '../data/page-descriptions'

/**
 * No change of schema (its snapshot is the one before it): the home page
 * loses its own route's title, description and back-to-top link, which
 * become its document's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await homeSearchFields((statement) => db.execute(sql.raw(statement)))
}

/** The fields stay: the older code's route ignores them, and staff may have edited them. */
export async function down(): Promise<void> {}
