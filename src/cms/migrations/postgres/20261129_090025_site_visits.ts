import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"dimension" varchar NOT NULL,
  	"key" varchar DEFAULT '',
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_visits_id" integer;
  CREATE INDEX "site_visits_day_idx" ON "site_visits" USING btree ("day");
  CREATE INDEX "site_visits_updated_at_idx" ON "site_visits" USING btree ("updated_at");
  CREATE INDEX "site_visits_created_at_idx" ON "site_visits" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_dimension_key_idx" ON "site_visits" USING btree ("day","dimension","key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_visits_fk" FOREIGN KEY ("site_visits_id") REFERENCES "public"."site_visits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("site_visits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_visits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_visits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_visits_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_visits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_visits_id";`)
}
