import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_submissions_webhook_delivery_state" AS ENUM('off', 'queued', 'delivered', 'failing', 'failed');
  CREATE TYPE "public"."enum_contact_submissions_email_delivery_state" AS ENUM('off', 'queued', 'delivered', 'failing', 'failed');
  ALTER TABLE "contact_submissions" ADD COLUMN "submission_token" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "webhook_delivery_state" "enum_contact_submissions_webhook_delivery_state" DEFAULT 'off';
  ALTER TABLE "contact_submissions" ADD COLUMN "webhook_delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_submissions" ADD COLUMN "webhook_delivery_last_error" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "webhook_delivery_last_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "webhook_delivery_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "email_delivery_state" "enum_contact_submissions_email_delivery_state" DEFAULT 'off';
  ALTER TABLE "contact_submissions" ADD COLUMN "email_delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_submissions" ADD COLUMN "email_delivery_last_error" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "email_delivery_last_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "email_delivery_delivered_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "contact_submissions_submission_token_idx" ON "contact_submissions" USING btree ("submission_token");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_submissions_submission_token_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" DROP COLUMN "submission_token";
  ALTER TABLE "contact_submissions" DROP COLUMN "webhook_delivery_state";
  ALTER TABLE "contact_submissions" DROP COLUMN "webhook_delivery_attempts";
  ALTER TABLE "contact_submissions" DROP COLUMN "webhook_delivery_last_error";
  ALTER TABLE "contact_submissions" DROP COLUMN "webhook_delivery_last_attempt_at";
  ALTER TABLE "contact_submissions" DROP COLUMN "webhook_delivery_delivered_at";
  ALTER TABLE "contact_submissions" DROP COLUMN "email_delivery_state";
  ALTER TABLE "contact_submissions" DROP COLUMN "email_delivery_attempts";
  ALTER TABLE "contact_submissions" DROP COLUMN "email_delivery_last_error";
  ALTER TABLE "contact_submissions" DROP COLUMN "email_delivery_last_attempt_at";
  ALTER TABLE "contact_submissions" DROP COLUMN "email_delivery_delivered_at";
  DROP TYPE "public"."enum_contact_submissions_webhook_delivery_state";
  DROP TYPE "public"."enum_contact_submissions_email_delivery_state";`)
}
