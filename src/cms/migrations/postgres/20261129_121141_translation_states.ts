import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "translation_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"doc_collection" varchar NOT NULL,
  	"doc_id" varchar NOT NULL,
  	"global" boolean DEFAULT false,
  	"title" varchar,
  	"pending" numeric DEFAULT 0 NOT NULL,
  	"missing" jsonb,
  	"outdated" jsonb,
  	"fields" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_states_id" integer;
  CREATE INDEX "translation_states_pending_idx" ON "translation_states" USING btree ("pending");
  CREATE INDEX "translation_states_updated_at_idx" ON "translation_states" USING btree ("updated_at");
  CREATE INDEX "translation_states_created_at_idx" ON "translation_states" USING btree ("created_at");
  CREATE UNIQUE INDEX "doc_collection_doc_id_idx" ON "translation_states" USING btree ("doc_collection","doc_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_states_fk" FOREIGN KEY ("translation_states_id") REFERENCES "public"."translation_states"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_translation_states_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_states_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_states" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_states" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_states_fk";
  
  DROP INDEX "payload_locked_documents_rels_translation_states_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_states_id";`)
}
