import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_submissions_site_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_contact_submissions_device" AS ENUM('phone', 'tablet', 'desktop');
  ALTER TABLE "contact_submissions" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "form_page" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "referrer_host" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "site_language" "enum_contact_submissions_site_language";
  ALTER TABLE "contact_submissions" ADD COLUMN "device" "enum_contact_submissions_device";
  CREATE INDEX "contact_submissions_referrer_host_idx" ON "contact_submissions" USING btree ("referrer_host");
  CREATE INDEX "contact_submissions_utm_source_idx" ON "contact_submissions" USING btree ("utm_source");
  CREATE INDEX "contact_submissions_utm_campaign_idx" ON "contact_submissions" USING btree ("utm_campaign");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_submissions_referrer_host_idx";
  DROP INDEX "contact_submissions_utm_source_idx";
  DROP INDEX "contact_submissions_utm_campaign_idx";
  ALTER TABLE "contact_submissions" DROP COLUMN "landing_page";
  ALTER TABLE "contact_submissions" DROP COLUMN "form_page";
  ALTER TABLE "contact_submissions" DROP COLUMN "referrer_host";
  ALTER TABLE "contact_submissions" DROP COLUMN "utm_source";
  ALTER TABLE "contact_submissions" DROP COLUMN "utm_medium";
  ALTER TABLE "contact_submissions" DROP COLUMN "utm_campaign";
  ALTER TABLE "contact_submissions" DROP COLUMN "utm_term";
  ALTER TABLE "contact_submissions" DROP COLUMN "utm_content";
  ALTER TABLE "contact_submissions" DROP COLUMN "site_language";
  ALTER TABLE "contact_submissions" DROP COLUMN "device";
  DROP TYPE "public"."enum_contact_submissions_site_language";
  DROP TYPE "public"."enum_contact_submissions_device";`)
}
