import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

// The audit log's new action (a password reset link asked for). A select is text on SQLite:
// the table needs no change; this migration carries the schema snapshot forward.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
