import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_second_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_background" AS ENUM('gradient', 'image', 'video');
  CREATE TYPE "public"."enum_page_keywords_blocks_steps_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_timeline_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_screenshots_items_frame" AS ENUM('browser', 'phone', 'tablet', 'none');
  CREATE TYPE "public"."enum_page_keywords_blocks_screenshots_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_screenshots_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_second_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_background" AS ENUM('gradient', 'image', 'video');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_steps_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_timeline_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_screenshots_items_frame" AS ENUM('browser', 'phone', 'tablet', 'none');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_screenshots_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_screenshots_columns" AS ENUM('2', '3');
  CREATE TABLE "page_keywords_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_steps_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_steps_tone" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_steps_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_week" numeric,
  	"to_week" numeric
  );
  
  CREATE TABLE "page_keywords_blocks_timeline_items_locales" (
  	"period" varchar,
  	"task" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_timeline_tone" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_timeline_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"timeline_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_screenshots_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"frame" "enum_page_keywords_blocks_screenshots_items_frame" DEFAULT 'browser'
  );
  
  CREATE TABLE "page_keywords_blocks_screenshots_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_screenshots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_screenshots_tone" DEFAULT 'white',
  	"columns" "enum_page_keywords_blocks_screenshots_columns" DEFAULT '2',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_screenshots_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_steps_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_steps_tone" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_steps_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from_week" numeric,
  	"to_week" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_timeline_items_locales" (
  	"period" varchar,
  	"task" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_timeline_tone" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_timeline_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"timeline_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_screenshots_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"frame" "enum__page_keywords_v_blocks_screenshots_items_frame" DEFAULT 'browser',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_screenshots_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_screenshots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_screenshots_tone" DEFAULT 'white',
  	"columns" "enum__page_keywords_v_blocks_screenshots_columns" DEFAULT '2',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_screenshots_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "second_button_page" "enum_page_keywords_blocks_page_hero_second_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "background" "enum_page_keywords_blocks_page_hero_background" DEFAULT 'gradient';
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "gradient_from" varchar;
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "gradient_to" varchar;
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "background_image_id" integer;
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "background_video_id" integer;
  ALTER TABLE "page_keywords_blocks_page_hero_locales" ADD COLUMN "second_button_label" varchar;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "second_button_page" "enum__page_keywords_v_blocks_page_hero_second_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "background" "enum__page_keywords_v_blocks_page_hero_background" DEFAULT 'gradient';
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "gradient_from" varchar;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "gradient_to" varchar;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "background_image_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "background_video_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_page_hero_locales" ADD COLUMN "second_button_label" varchar;
  ALTER TABLE "page_keywords_blocks_steps_items" ADD CONSTRAINT "page_keywords_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_steps_items_locales" ADD CONSTRAINT "page_keywords_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_steps" ADD CONSTRAINT "page_keywords_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_steps_locales" ADD CONSTRAINT "page_keywords_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_timeline_items" ADD CONSTRAINT "page_keywords_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_timeline_items_locales" ADD CONSTRAINT "page_keywords_blocks_timeline_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_timeline_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_timeline" ADD CONSTRAINT "page_keywords_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_timeline_locales" ADD CONSTRAINT "page_keywords_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_screenshots_items" ADD CONSTRAINT "page_keywords_blocks_screenshots_items_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_screenshots_items" ADD CONSTRAINT "page_keywords_blocks_screenshots_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_screenshots_items_locales" ADD CONSTRAINT "page_keywords_blocks_screenshots_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_screenshots_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_screenshots" ADD CONSTRAINT "page_keywords_blocks_screenshots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_screenshots_locales" ADD CONSTRAINT "page_keywords_blocks_screenshots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_steps_items" ADD CONSTRAINT "_page_keywords_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_steps_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_steps" ADD CONSTRAINT "_page_keywords_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_steps_locales" ADD CONSTRAINT "_page_keywords_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_timeline_items" ADD CONSTRAINT "_page_keywords_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_timeline_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_timeline_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_timeline_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_timeline" ADD CONSTRAINT "_page_keywords_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_timeline_locales" ADD CONSTRAINT "_page_keywords_v_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items" ADD CONSTRAINT "_page_keywords_v_blocks_screenshots_items_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items" ADD CONSTRAINT "_page_keywords_v_blocks_screenshots_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_screenshots_items_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_screenshots_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_screenshots" ADD CONSTRAINT "_page_keywords_v_blocks_screenshots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_locales" ADD CONSTRAINT "_page_keywords_v_blocks_screenshots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_steps_items_order_idx" ON "page_keywords_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_steps_items_parent_id_idx" ON "page_keywords_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_steps_items_locales_locale_parent_id_un" ON "page_keywords_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_steps_order_idx" ON "page_keywords_blocks_steps" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_steps_parent_id_idx" ON "page_keywords_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_steps_path_idx" ON "page_keywords_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_steps_locales_locale_parent_id_unique" ON "page_keywords_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_timeline_items_order_idx" ON "page_keywords_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_timeline_items_parent_id_idx" ON "page_keywords_blocks_timeline_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_timeline_items_locales_locale_parent_id" ON "page_keywords_blocks_timeline_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_timeline_order_idx" ON "page_keywords_blocks_timeline" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_timeline_parent_id_idx" ON "page_keywords_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_timeline_path_idx" ON "page_keywords_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_timeline_locales_locale_parent_id_uniqu" ON "page_keywords_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_screenshots_items_order_idx" ON "page_keywords_blocks_screenshots_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_screenshots_items_parent_id_idx" ON "page_keywords_blocks_screenshots_items" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_screenshots_items_image_idx" ON "page_keywords_blocks_screenshots_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_screenshots_items_locales_locale_parent" ON "page_keywords_blocks_screenshots_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_screenshots_order_idx" ON "page_keywords_blocks_screenshots" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_screenshots_parent_id_idx" ON "page_keywords_blocks_screenshots" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_screenshots_path_idx" ON "page_keywords_blocks_screenshots" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_screenshots_locales_locale_parent_id_un" ON "page_keywords_blocks_screenshots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_steps_items_order_idx" ON "_page_keywords_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_steps_items_parent_id_idx" ON "_page_keywords_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_steps_items_locales_locale_parent_id" ON "_page_keywords_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_steps_order_idx" ON "_page_keywords_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_steps_parent_id_idx" ON "_page_keywords_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_steps_path_idx" ON "_page_keywords_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_steps_locales_locale_parent_id_uniqu" ON "_page_keywords_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_timeline_items_order_idx" ON "_page_keywords_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_timeline_items_parent_id_idx" ON "_page_keywords_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_timeline_items_locales_locale_parent" ON "_page_keywords_v_blocks_timeline_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_timeline_order_idx" ON "_page_keywords_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_timeline_parent_id_idx" ON "_page_keywords_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_timeline_path_idx" ON "_page_keywords_v_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_timeline_locales_locale_parent_id_un" ON "_page_keywords_v_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_screenshots_items_order_idx" ON "_page_keywords_v_blocks_screenshots_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_screenshots_items_parent_id_idx" ON "_page_keywords_v_blocks_screenshots_items" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_screenshots_items_image_idx" ON "_page_keywords_v_blocks_screenshots_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_screenshots_items_locales_locale_par" ON "_page_keywords_v_blocks_screenshots_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_screenshots_order_idx" ON "_page_keywords_v_blocks_screenshots" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_screenshots_parent_id_idx" ON "_page_keywords_v_blocks_screenshots" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_screenshots_path_idx" ON "_page_keywords_v_blocks_screenshots" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_screenshots_locales_locale_parent_id" ON "_page_keywords_v_blocks_screenshots_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "page_keywords_blocks_page_hero" ADD CONSTRAINT "page_keywords_blocks_page_hero_background_image_id_page_images_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_page_hero" ADD CONSTRAINT "page_keywords_blocks_page_hero_background_video_id_page_videos_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."page_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD CONSTRAINT "_page_keywords_v_blocks_page_hero_background_image_id_page_images_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD CONSTRAINT "_page_keywords_v_blocks_page_hero_background_video_id_page_videos_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."page_videos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_page_hero_background_image_idx" ON "page_keywords_blocks_page_hero" USING btree ("background_image_id");
  CREATE INDEX "page_keywords_blocks_page_hero_background_video_idx" ON "page_keywords_blocks_page_hero" USING btree ("background_video_id");
  CREATE INDEX "_page_keywords_v_blocks_page_hero_background_image_idx" ON "_page_keywords_v_blocks_page_hero" USING btree ("background_image_id");
  CREATE INDEX "_page_keywords_v_blocks_page_hero_background_video_idx" ON "_page_keywords_v_blocks_page_hero" USING btree ("background_video_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_timeline_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_timeline_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_screenshots_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_screenshots_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_screenshots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_screenshots_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_timeline_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_timeline_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_screenshots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_keywords_blocks_steps_items" CASCADE;
  DROP TABLE "page_keywords_blocks_steps_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_steps" CASCADE;
  DROP TABLE "page_keywords_blocks_steps_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_timeline_items" CASCADE;
  DROP TABLE "page_keywords_blocks_timeline_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_timeline" CASCADE;
  DROP TABLE "page_keywords_blocks_timeline_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_screenshots_items" CASCADE;
  DROP TABLE "page_keywords_blocks_screenshots_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_screenshots" CASCADE;
  DROP TABLE "page_keywords_blocks_screenshots_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_steps_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_steps" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_timeline_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_timeline" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_timeline_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_screenshots_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_screenshots_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_screenshots" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_screenshots_locales" CASCADE;
  ALTER TABLE "page_keywords_blocks_page_hero" DROP CONSTRAINT "page_keywords_blocks_page_hero_background_image_id_page_images_id_fk";
  
  ALTER TABLE "page_keywords_blocks_page_hero" DROP CONSTRAINT "page_keywords_blocks_page_hero_background_video_id_page_videos_id_fk";
  
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP CONSTRAINT "_page_keywords_v_blocks_page_hero_background_image_id_page_images_id_fk";
  
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP CONSTRAINT "_page_keywords_v_blocks_page_hero_background_video_id_page_videos_id_fk";
  
  DROP INDEX "page_keywords_blocks_page_hero_background_image_idx";
  DROP INDEX "page_keywords_blocks_page_hero_background_video_idx";
  DROP INDEX "_page_keywords_v_blocks_page_hero_background_image_idx";
  DROP INDEX "_page_keywords_v_blocks_page_hero_background_video_idx";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "second_button_page";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "background";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "gradient_from";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "gradient_to";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "background_image_id";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "background_video_id";
  ALTER TABLE "page_keywords_blocks_page_hero_locales" DROP COLUMN "second_button_label";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "second_button_page";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "background";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "gradient_from";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "gradient_to";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "background_image_id";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "background_video_id";
  ALTER TABLE "_page_keywords_v_blocks_page_hero_locales" DROP COLUMN "second_button_label";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_second_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_background";
  DROP TYPE "public"."enum_page_keywords_blocks_steps_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_timeline_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_screenshots_items_frame";
  DROP TYPE "public"."enum_page_keywords_blocks_screenshots_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_screenshots_columns";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_second_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_background";
  DROP TYPE "public"."enum__page_keywords_v_blocks_steps_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_timeline_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_screenshots_items_frame";
  DROP TYPE "public"."enum__page_keywords_v_blocks_screenshots_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_screenshots_columns";`)
}
