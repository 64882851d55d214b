import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { pageContent } from '../data/page-content'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_art" AS ENUM('about', 'services', 'work', 'blog', 'privacy', 'notFound');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_size" AS ENUM('regular', 'compact');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_art" AS ENUM('about', 'services', 'work', 'blog', 'privacy', 'notFound');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_size" AS ENUM('regular', 'compact');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_cta_band_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_cta_band_more_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TABLE "page_keywords_blocks_page_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_page" "enum_page_keywords_blocks_page_hero_button_page" DEFAULT 'contact',
  	"art" "enum_page_keywords_blocks_page_hero_art" DEFAULT 'about',
  	"size" "enum_page_keywords_blocks_page_hero_size" DEFAULT 'regular',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_page_hero_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_cta_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_page" "enum_page_keywords_blocks_cta_band_button_page" DEFAULT 'contact',
  	"more_button_page" "enum_page_keywords_blocks_cta_band_more_button_page" DEFAULT 'contact',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_cta_band_locales" (
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"more_title" varchar,
  	"more_text" varchar,
  	"more_button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_page_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_page" "enum__page_keywords_v_blocks_page_hero_button_page" DEFAULT 'contact',
  	"art" "enum__page_keywords_v_blocks_page_hero_art" DEFAULT 'about',
  	"size" "enum__page_keywords_v_blocks_page_hero_size" DEFAULT 'regular',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_page_hero_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_cta_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_page" "enum__page_keywords_v_blocks_cta_band_button_page" DEFAULT 'contact',
  	"more_button_page" "enum__page_keywords_v_blocks_cta_band_more_button_page" DEFAULT 'contact',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_cta_band_locales" (
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"more_title" varchar,
  	"more_text" varchar,
  	"more_button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "page_keywords" ALTER COLUMN "page_slug" SET DATA TYPE varchar;
  ALTER TABLE "_page_keywords_v" ALTER COLUMN "version_page_slug" SET DATA TYPE varchar;
  ALTER TABLE "page_keywords_locales" ADD COLUMN "title" varchar;
  ALTER TABLE "_page_keywords_v_locales" ADD COLUMN "version_title" varchar;
  ALTER TABLE "page_keywords_blocks_page_hero" ADD CONSTRAINT "page_keywords_blocks_page_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_page_hero_locales" ADD CONSTRAINT "page_keywords_blocks_page_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_page_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_cta_band" ADD CONSTRAINT "page_keywords_blocks_cta_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_cta_band_locales" ADD CONSTRAINT "page_keywords_blocks_cta_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_cta_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD CONSTRAINT "_page_keywords_v_blocks_page_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_page_hero_locales" ADD CONSTRAINT "_page_keywords_v_blocks_page_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_page_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD CONSTRAINT "_page_keywords_v_blocks_cta_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_cta_band_locales" ADD CONSTRAINT "_page_keywords_v_blocks_cta_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_cta_band"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_page_hero_order_idx" ON "page_keywords_blocks_page_hero" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_page_hero_parent_id_idx" ON "page_keywords_blocks_page_hero" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_page_hero_path_idx" ON "page_keywords_blocks_page_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_page_hero_locales_locale_parent_id_uniq" ON "page_keywords_blocks_page_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_cta_band_order_idx" ON "page_keywords_blocks_cta_band" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_cta_band_parent_id_idx" ON "page_keywords_blocks_cta_band" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_cta_band_path_idx" ON "page_keywords_blocks_cta_band" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_cta_band_locales_locale_parent_id_uniqu" ON "page_keywords_blocks_cta_band_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_page_hero_order_idx" ON "_page_keywords_v_blocks_page_hero" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_page_hero_parent_id_idx" ON "_page_keywords_v_blocks_page_hero" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_page_hero_path_idx" ON "_page_keywords_v_blocks_page_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_page_hero_locales_locale_parent_id_u" ON "_page_keywords_v_blocks_page_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_cta_band_order_idx" ON "_page_keywords_v_blocks_cta_band" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_cta_band_parent_id_idx" ON "_page_keywords_v_blocks_cta_band" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_cta_band_path_idx" ON "_page_keywords_v_blocks_cta_band" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_cta_band_locales_locale_parent_id_un" ON "_page_keywords_v_blocks_cta_band_locales" USING btree ("_locale","_parent_id");
  DROP TYPE "public"."enum_page_keywords_page_slug";
  DROP TYPE "public"."enum__page_keywords_v_version_page_slug";`)
  await pageContent({ payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_page_slug" AS ENUM('home', 'about', 'contact', 'what-we-do', 'what-we-do/web-development', 'what-we-do/mobile-app', 'what-we-do/erp-solution', 'what-we-do/ecommerce-application', 'what-we-do/property-management', 'what-we-do/fandb-solution', 'our-work', 'blog', 'privacy-policy');
  CREATE TYPE "public"."enum__page_keywords_v_version_page_slug" AS ENUM('home', 'about', 'contact', 'what-we-do', 'what-we-do/web-development', 'what-we-do/mobile-app', 'what-we-do/erp-solution', 'what-we-do/ecommerce-application', 'what-we-do/property-management', 'what-we-do/fandb-solution', 'our-work', 'blog', 'privacy-policy');
  ALTER TABLE "page_keywords_blocks_page_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_page_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_cta_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_cta_band_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_page_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_cta_band_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_keywords_blocks_page_hero" CASCADE;
  DROP TABLE "page_keywords_blocks_page_hero_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_cta_band" CASCADE;
  DROP TABLE "page_keywords_blocks_cta_band_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_page_hero" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_page_hero_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_cta_band" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_cta_band_locales" CASCADE;
  ALTER TABLE "page_keywords" ALTER COLUMN "page_slug" SET DATA TYPE "public"."enum_page_keywords_page_slug" USING "page_slug"::"public"."enum_page_keywords_page_slug";
  ALTER TABLE "_page_keywords_v" ALTER COLUMN "version_page_slug" SET DATA TYPE "public"."enum__page_keywords_v_version_page_slug" USING "version_page_slug"::"public"."enum__page_keywords_v_version_page_slug";
  ALTER TABLE "page_keywords_locales" DROP COLUMN "title";
  ALTER TABLE "_page_keywords_v_locales" DROP COLUMN "version_title";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_art";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_size";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_art";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_size";
  DROP TYPE "public"."enum__page_keywords_v_blocks_cta_band_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_cta_band_more_button_page";`)
}
