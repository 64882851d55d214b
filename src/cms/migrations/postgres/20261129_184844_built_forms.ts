import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_fields_kind" AS ENUM('text', 'textarea', 'email', 'phone', 'number', 'date', 'choice', 'checkboxes', 'consent');
  CREATE TYPE "public"."enum_forms_fields_display" AS ENUM('select', 'radios');
  CREATE TYPE "public"."enum_forms_confirmation_type" AS ENUM('message', 'redirect');
  CREATE TABLE "form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "form_block_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_form_block_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_form_block_v_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "forms_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "forms_fields_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_forms_fields_kind" DEFAULT 'text' NOT NULL,
  	"name" varchar NOT NULL,
  	"required" boolean DEFAULT false,
  	"min_length" numeric,
  	"max_length" numeric,
  	"min" numeric,
  	"max" numeric,
  	"pattern" varchar,
  	"display" "enum_forms_fields_display" DEFAULT 'select',
  	"link_page_id" integer
  );
  
  CREATE TABLE "forms_fields_locales" (
  	"label" varchar,
  	"help" varchar,
  	"placeholder" varchar,
  	"pattern_message" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_notify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"open" boolean DEFAULT true,
  	"confirmation_type" "enum_forms_confirmation_type" DEFAULT 'message' NOT NULL,
  	"redirect_page_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"title" varchar,
  	"submit_label" varchar,
  	"confirmation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "contact_submissions" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "mobile" DROP NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "company" DROP NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "subject" DROP NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "full_mobile" DROP NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "country_code" DROP NOT NULL;
  ALTER TABLE "contact_submissions" ADD COLUMN "form_id" integer;
  ALTER TABLE "contact_submissions" ADD COLUMN "answers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "form_block" ADD CONSTRAINT "form_block_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_block" ADD CONSTRAINT "form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_block_locales" ADD CONSTRAINT "form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_form_block_v" ADD CONSTRAINT "_form_block_v_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_form_block_v" ADD CONSTRAINT "_form_block_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_form_block_v_locales" ADD CONSTRAINT "_form_block_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_form_block_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_options" ADD CONSTRAINT "forms_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_options_locales" ADD CONSTRAINT "forms_fields_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_link_page_id_page_keywords_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."page_keywords"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_locales" ADD CONSTRAINT "forms_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_notify" ADD CONSTRAINT "forms_notify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_redirect_page_id_page_keywords_id_fk" FOREIGN KEY ("redirect_page_id") REFERENCES "public"."page_keywords"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "form_block_order_idx" ON "form_block" USING btree ("_order");
  CREATE INDEX "form_block_parent_id_idx" ON "form_block" USING btree ("_parent_id");
  CREATE INDEX "form_block_path_idx" ON "form_block" USING btree ("_path");
  CREATE INDEX "form_block_form_idx" ON "form_block" USING btree ("form_id");
  CREATE UNIQUE INDEX "form_block_locales_locale_parent_id_unique" ON "form_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_form_block_v_order_idx" ON "_form_block_v" USING btree ("_order");
  CREATE INDEX "_form_block_v_parent_id_idx" ON "_form_block_v" USING btree ("_parent_id");
  CREATE INDEX "_form_block_v_path_idx" ON "_form_block_v" USING btree ("_path");
  CREATE INDEX "_form_block_v_form_idx" ON "_form_block_v" USING btree ("form_id");
  CREATE UNIQUE INDEX "_form_block_v_locales_locale_parent_id_unique" ON "_form_block_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_options_order_idx" ON "forms_fields_options" USING btree ("_order");
  CREATE INDEX "forms_fields_options_parent_id_idx" ON "forms_fields_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_options_locales_locale_parent_id_unique" ON "forms_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_order_idx" ON "forms_fields" USING btree ("_order");
  CREATE INDEX "forms_fields_parent_id_idx" ON "forms_fields" USING btree ("_parent_id");
  CREATE INDEX "forms_fields_link_page_idx" ON "forms_fields" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "forms_fields_locales_locale_parent_id_unique" ON "forms_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_notify_order_idx" ON "forms_notify" USING btree ("_order");
  CREATE INDEX "forms_notify_parent_id_idx" ON "forms_notify" USING btree ("_parent_id");
  CREATE INDEX "forms_redirect_page_idx" ON "forms" USING btree ("redirect_page_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_submissions_form_idx" ON "contact_submissions" USING btree ("form_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_form_block_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_form_block_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_notify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "form_block" CASCADE;
  DROP TABLE "form_block_locales" CASCADE;
  DROP TABLE "_form_block_v" CASCADE;
  DROP TABLE "_form_block_v_locales" CASCADE;
  DROP TABLE "forms_fields_options" CASCADE;
  DROP TABLE "forms_fields_options_locales" CASCADE;
  DROP TABLE "forms_fields" CASCADE;
  DROP TABLE "forms_fields_locales" CASCADE;
  DROP TABLE "forms_notify" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_form_id_forms_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  DROP INDEX "contact_submissions_form_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  ALTER TABLE "contact_submissions" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "mobile" SET NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "company" SET NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "subject" SET NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "full_mobile" SET NOT NULL;
  ALTER TABLE "contact_submissions" ALTER COLUMN "country_code" SET NOT NULL;
  ALTER TABLE "contact_submissions" DROP COLUMN "form_id";
  ALTER TABLE "contact_submissions" DROP COLUMN "answers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  DROP TYPE "public"."enum_forms_fields_kind";
  DROP TYPE "public"."enum_forms_fields_display";
  DROP TYPE "public"."enum_forms_confirmation_type";`)
}
