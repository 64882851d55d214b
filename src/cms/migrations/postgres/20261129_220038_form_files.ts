import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_fields_file_types" AS ENUM('pdf', 'docx', 'png', 'jpeg');
  ALTER TYPE "public"."enum_forms_fields_kind" ADD VALUE 'file';
  CREATE TABLE "form_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"submission_token" varchar NOT NULL,
  	"field" varchar NOT NULL,
  	"original_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"prefix" varchar DEFAULT 'form-files',
  	"_objectkey" varchar,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "forms_fields_file_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_forms_fields_file_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "forms_fields" ADD COLUMN "max_megabytes" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_files_id" integer;
  ALTER TABLE "forms_fields_file_types" ADD CONSTRAINT "forms_fields_file_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "form_files_submission_token_idx" ON "form_files" USING btree ("submission_token");
  CREATE INDEX "form_files_updated_at_idx" ON "form_files" USING btree ("updated_at");
  CREATE INDEX "form_files_created_at_idx" ON "form_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_files_filename_idx" ON "form_files" USING btree ("filename");
  CREATE INDEX "forms_fields_file_types_order_idx" ON "forms_fields_file_types" USING btree ("order");
  CREATE INDEX "forms_fields_file_types_parent_idx" ON "forms_fields_file_types" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_files_fk" FOREIGN KEY ("form_files_id") REFERENCES "public"."form_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_files_id_idx" ON "payload_locked_documents_rels" USING btree ("form_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields_file_types" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "form_files" CASCADE;
  DROP TABLE "forms_fields_file_types" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_files_fk";
  
  ALTER TABLE "forms_fields" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "forms_fields" ALTER COLUMN "kind" SET DEFAULT 'text'::text;
  DROP TYPE "public"."enum_forms_fields_kind";
  CREATE TYPE "public"."enum_forms_fields_kind" AS ENUM('text', 'textarea', 'email', 'phone', 'number', 'date', 'choice', 'checkboxes', 'consent');
  ALTER TABLE "forms_fields" ALTER COLUMN "kind" SET DEFAULT 'text'::"public"."enum_forms_fields_kind";
  ALTER TABLE "forms_fields" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_forms_fields_kind" USING "kind"::"public"."enum_forms_fields_kind";
  DROP INDEX "payload_locked_documents_rels_form_files_id_idx";
  ALTER TABLE "forms_fields" DROP COLUMN "max_megabytes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_files_id";
  DROP TYPE "public"."enum_forms_fields_file_types";`)
}
