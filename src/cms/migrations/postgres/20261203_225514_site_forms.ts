import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" ADD COLUMN "site_form" varchar;
  CREATE UNIQUE INDEX "forms_site_form_idx" ON "forms" USING btree ("site_form");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "forms_site_form_idx";
  ALTER TABLE "forms" DROP COLUMN "site_form";`)
}
