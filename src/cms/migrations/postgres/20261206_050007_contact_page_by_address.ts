import { MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { CONTACT_DESCRIPTION, describePages } from '../data/page-descriptions'

/**
 * No change of schema (its snapshot is the one before it): the Contact page
 * loses its route, and its search description moves from the messages into
 * its document.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await describePages((statement) => db.execute(sql.raw(statement)), CONTACT_DESCRIPTION)
}

/** The description stays: the older code's route reads the messages, and staff may have edited it. */
export async function down(): Promise<void> {}
