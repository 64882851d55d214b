import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The webhook a form's copies go to, by the name the operator gave it. The
 * generator also proposed dropping the columns' old `display_order` default
 * of 0 by rebuilding five tables; that default is never used (new entries get
 * theirs from the field's own default), so the tables are left alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` ADD \`webhook\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`webhook\`;`)
}
