import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_states" ADD COLUMN "counted" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "confirm_missing_arabic" boolean DEFAULT false;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_confirm_missing_arabic" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_states" DROP COLUMN "counted";
  ALTER TABLE "site_settings" DROP COLUMN "confirm_missing_arabic";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_confirm_missing_arabic";`)
}
