import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The webhook a form's copies go to, by the name the operator gave it. As on
 * SQLite, the columns' unused `display_order` default of 0 is left in place.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "forms" ADD COLUMN "webhook" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "forms" DROP COLUMN "webhook";`)
}
