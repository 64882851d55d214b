import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302', '307', '308');
  CREATE TABLE "share_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'share-images',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "share_images_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"blog_posts_id" integer,
  	"success_stories_id" integer
  );
  
  ALTER TABLE "services_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "services_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "services_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "success_stories_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "success_stories_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "success_stories_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_success_stories_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_success_stories_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_success_stories_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_blog_posts_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_blog_posts_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "page_keywords_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "page_keywords_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "page_keywords_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_page_keywords_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_page_keywords_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_page_keywords_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "service_images" ADD COLUMN "prefix" varchar DEFAULT 'service-images';
  ALTER TABLE "service_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "team_images" ADD COLUMN "prefix" varchar DEFAULT 'team-images';
  ALTER TABLE "team_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "logo_testimonials" ADD COLUMN "prefix" varchar DEFAULT 'logo-testimonials';
  ALTER TABLE "logo_testimonials" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "hero_videos" ADD COLUMN "prefix" varchar DEFAULT 'hero-videos';
  ALTER TABLE "hero_videos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "blog_images" ADD COLUMN "prefix" varchar DEFAULT 'blog-images';
  ALTER TABLE "blog_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "share_images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "site_settings_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "share_images_locales" ADD CONSTRAINT "share_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."share_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "share_images_updated_at_idx" ON "share_images" USING btree ("updated_at");
  CREATE INDEX "share_images_created_at_idx" ON "share_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "share_images_filename_idx" ON "share_images" USING btree ("filename");
  CREATE UNIQUE INDEX "share_images_locales_locale_parent_id_unique" ON "share_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_services_id_idx" ON "redirects_rels" USING btree ("services_id");
  CREATE INDEX "redirects_rels_blog_posts_id_idx" ON "redirects_rels" USING btree ("blog_posts_id");
  CREATE INDEX "redirects_rels_success_stories_id_idx" ON "redirects_rels" USING btree ("success_stories_id");
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_meta_image_id_share_images_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_locales" ADD CONSTRAINT "_services_v_locales_version_meta_image_id_share_images_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "success_stories_locales" ADD CONSTRAINT "success_stories_locales_meta_image_id_share_images_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v_locales" ADD CONSTRAINT "_success_stories_v_locales_version_meta_image_id_share_images_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_meta_image_id_share_images_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_version_meta_image_id_share_images_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_locales" ADD CONSTRAINT "page_keywords_locales_meta_image_id_share_images_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_locales" ADD CONSTRAINT "_page_keywords_v_locales_version_meta_image_id_share_images_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_share_images_fk" FOREIGN KEY ("share_images_id") REFERENCES "public"."share_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_meta_image_id_share_images_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_version_meta_image_id_share_images_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."share_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_meta_meta_image_idx" ON "services_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_services_v_version_meta_version_meta_image_idx" ON "_services_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "success_stories_meta_meta_image_idx" ON "success_stories_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_success_stories_v_version_meta_version_meta_image_idx" ON "_success_stories_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "blog_posts_meta_meta_image_idx" ON "blog_posts_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_blog_posts_v_version_meta_version_meta_image_idx" ON "_blog_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "page_keywords_meta_meta_image_idx" ON "page_keywords_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_page_keywords_v_version_meta_version_meta_image_idx" ON "_page_keywords_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "payload_locked_documents_rels_share_images_id_idx" ON "payload_locked_documents_rels" USING btree ("share_images_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "site_settings_meta_meta_image_idx" ON "site_settings_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_site_settings_v_version_meta_version_meta_image_idx" ON "_site_settings_v_locales" USING btree ("version_meta_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "share_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "share_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "share_images" CASCADE;
  DROP TABLE "share_images_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "services_locales" DROP CONSTRAINT "services_locales_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "_services_v_locales" DROP CONSTRAINT "_services_v_locales_version_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "success_stories_locales" DROP CONSTRAINT "success_stories_locales_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "_success_stories_v_locales" DROP CONSTRAINT "_success_stories_v_locales_version_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "blog_posts_locales" DROP CONSTRAINT "blog_posts_locales_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "_blog_posts_v_locales" DROP CONSTRAINT "_blog_posts_v_locales_version_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "page_keywords_locales" DROP CONSTRAINT "page_keywords_locales_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "_page_keywords_v_locales" DROP CONSTRAINT "_page_keywords_v_locales_version_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_share_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "site_settings_locales" DROP CONSTRAINT "site_settings_locales_meta_image_id_share_images_id_fk";
  
  ALTER TABLE "_site_settings_v_locales" DROP CONSTRAINT "_site_settings_v_locales_version_meta_image_id_share_images_id_fk";
  
  DROP INDEX "services_meta_meta_image_idx";
  DROP INDEX "_services_v_version_meta_version_meta_image_idx";
  DROP INDEX "success_stories_meta_meta_image_idx";
  DROP INDEX "_success_stories_v_version_meta_version_meta_image_idx";
  DROP INDEX "blog_posts_meta_meta_image_idx";
  DROP INDEX "_blog_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "page_keywords_meta_meta_image_idx";
  DROP INDEX "_page_keywords_v_version_meta_version_meta_image_idx";
  DROP INDEX "payload_locked_documents_rels_share_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "site_settings_meta_meta_image_idx";
  DROP INDEX "_site_settings_v_version_meta_version_meta_image_idx";
  ALTER TABLE "services_locales" DROP COLUMN "meta_title";
  ALTER TABLE "services_locales" DROP COLUMN "meta_description";
  ALTER TABLE "services_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "success_stories_locales" DROP COLUMN "meta_title";
  ALTER TABLE "success_stories_locales" DROP COLUMN "meta_description";
  ALTER TABLE "success_stories_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_success_stories_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_success_stories_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_success_stories_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_title";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_blog_posts_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_blog_posts_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "page_keywords_locales" DROP COLUMN "meta_title";
  ALTER TABLE "page_keywords_locales" DROP COLUMN "meta_description";
  ALTER TABLE "page_keywords_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_page_keywords_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_page_keywords_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_page_keywords_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "service_images" DROP COLUMN "prefix";
  ALTER TABLE "service_images" DROP COLUMN "_objectkey";
  ALTER TABLE "team_images" DROP COLUMN "prefix";
  ALTER TABLE "team_images" DROP COLUMN "_objectkey";
  ALTER TABLE "logo_testimonials" DROP COLUMN "prefix";
  ALTER TABLE "logo_testimonials" DROP COLUMN "_objectkey";
  ALTER TABLE "hero_videos" DROP COLUMN "prefix";
  ALTER TABLE "hero_videos" DROP COLUMN "_objectkey";
  ALTER TABLE "blog_images" DROP COLUMN "prefix";
  ALTER TABLE "blog_images" DROP COLUMN "_objectkey";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "share_images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "site_settings_locales" DROP COLUMN "meta_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "meta_description";
  ALTER TABLE "site_settings_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_meta_image_id";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
