import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" ADD COLUMN "delivery_key" varchar;
  -- Stored enquiries keep the key their copies were sent with so far (the id);
  -- new ones get a random UUID, which no id string can equal.
  UPDATE "contact_submissions" SET "delivery_key" = "id"::text;
  CREATE UNIQUE INDEX "contact_submissions_delivery_key_idx" ON "contact_submissions" USING btree ("delivery_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_submissions_delivery_key_idx";
  ALTER TABLE "contact_submissions" DROP COLUMN "delivery_key";`)
}
