import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_blocks_rich_text_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_image_text_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_image_text_side" AS ENUM('start', 'end');
  CREATE TYPE "public"."enum_page_keywords_blocks_image_text_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_faq_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_video_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_latest_posts_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_latest_posts_count" AS ENUM('3', '6');
  CREATE TYPE "public"."enum_page_keywords_blocks_stories_list_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_spacer_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_rich_text_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_image_text_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_image_text_side" AS ENUM('start', 'end');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_image_text_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_faq_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_video_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_latest_posts_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_latest_posts_count" AS ENUM('3', '6');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_stories_list_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_spacer_size" AS ENUM('small', 'medium', 'large');
  CREATE TABLE "page_keywords_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_rich_text_tone" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_rich_text_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_image_text_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_image_text_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_image_text_tone" DEFAULT 'white',
  	"image_id" integer,
  	"side" "enum_page_keywords_blocks_image_text_side" DEFAULT 'start',
  	"button_page" "enum_page_keywords_blocks_image_text_button_page" DEFAULT 'contact',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_image_text_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_faq_tone" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_faq_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_video_tone" DEFAULT 'white',
  	"video_id" integer,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_video_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"caption" varchar,
  	"transcript" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_latest_posts_tone" DEFAULT 'surface',
  	"count" "enum_page_keywords_blocks_latest_posts_count" DEFAULT '3',
  	"topic_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_latest_posts_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_stories_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_page_keywords_blocks_stories_list_tone" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_stories_list_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_page_keywords_blocks_spacer_size" DEFAULT 'medium',
  	"line" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_rich_text_tone" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_rich_text_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_image_text_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_image_text_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_image_text_tone" DEFAULT 'white',
  	"image_id" integer,
  	"side" "enum__page_keywords_v_blocks_image_text_side" DEFAULT 'start',
  	"button_page" "enum__page_keywords_v_blocks_image_text_button_page" DEFAULT 'contact',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_image_text_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_faq_tone" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_faq_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_video_tone" DEFAULT 'white',
  	"video_id" integer,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_video_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"caption" varchar,
  	"transcript" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_latest_posts_tone" DEFAULT 'surface',
  	"count" "enum__page_keywords_v_blocks_latest_posts_count" DEFAULT '3',
  	"topic_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_latest_posts_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_stories_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__page_keywords_v_blocks_stories_list_tone" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_stories_list_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__page_keywords_v_blocks_spacer_size" DEFAULT 'medium',
  	"line" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"prefix" varchar DEFAULT 'page-images',
  	"_objectkey" varchar,
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
  
  CREATE TABLE "page_images_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"prefix" varchar DEFAULT 'page-videos',
  	"_objectkey" varchar,
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
  
  CREATE TABLE "page_videos_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_videos_id" integer;
  ALTER TABLE "page_keywords_blocks_rich_text" ADD CONSTRAINT "page_keywords_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_rich_text_locales" ADD CONSTRAINT "page_keywords_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_image_text_points" ADD CONSTRAINT "page_keywords_blocks_image_text_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_image_text_points_locales" ADD CONSTRAINT "page_keywords_blocks_image_text_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_image_text_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_image_text" ADD CONSTRAINT "page_keywords_blocks_image_text_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_image_text" ADD CONSTRAINT "page_keywords_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_image_text_locales" ADD CONSTRAINT "page_keywords_blocks_image_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_faq_items" ADD CONSTRAINT "page_keywords_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_faq_items_locales" ADD CONSTRAINT "page_keywords_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_faq" ADD CONSTRAINT "page_keywords_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_faq_locales" ADD CONSTRAINT "page_keywords_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_video" ADD CONSTRAINT "page_keywords_blocks_video_video_id_page_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."page_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_video" ADD CONSTRAINT "page_keywords_blocks_video_poster_id_page_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_video" ADD CONSTRAINT "page_keywords_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_video_locales" ADD CONSTRAINT "page_keywords_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_latest_posts" ADD CONSTRAINT "page_keywords_blocks_latest_posts_topic_id_blog_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."blog_topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_latest_posts" ADD CONSTRAINT "page_keywords_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_latest_posts_locales" ADD CONSTRAINT "page_keywords_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_stories_list" ADD CONSTRAINT "page_keywords_blocks_stories_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_stories_list_locales" ADD CONSTRAINT "page_keywords_blocks_stories_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_stories_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_spacer" ADD CONSTRAINT "page_keywords_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_rich_text" ADD CONSTRAINT "_page_keywords_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_rich_text_locales" ADD CONSTRAINT "_page_keywords_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_image_text_points" ADD CONSTRAINT "_page_keywords_v_blocks_image_text_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_image_text_points_locales" ADD CONSTRAINT "_page_keywords_v_blocks_image_text_points_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_image_text_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_image_text" ADD CONSTRAINT "_page_keywords_v_blocks_image_text_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_image_text" ADD CONSTRAINT "_page_keywords_v_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_image_text_locales" ADD CONSTRAINT "_page_keywords_v_blocks_image_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_faq_items" ADD CONSTRAINT "_page_keywords_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_faq_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_faq" ADD CONSTRAINT "_page_keywords_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_faq_locales" ADD CONSTRAINT "_page_keywords_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_video" ADD CONSTRAINT "_page_keywords_v_blocks_video_video_id_page_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."page_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_video" ADD CONSTRAINT "_page_keywords_v_blocks_video_poster_id_page_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_video" ADD CONSTRAINT "_page_keywords_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_video_locales" ADD CONSTRAINT "_page_keywords_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_latest_posts" ADD CONSTRAINT "_page_keywords_v_blocks_latest_posts_topic_id_blog_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."blog_topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_latest_posts" ADD CONSTRAINT "_page_keywords_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_latest_posts_locales" ADD CONSTRAINT "_page_keywords_v_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_stories_list" ADD CONSTRAINT "_page_keywords_v_blocks_stories_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_stories_list_locales" ADD CONSTRAINT "_page_keywords_v_blocks_stories_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_stories_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_spacer" ADD CONSTRAINT "_page_keywords_v_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_images_locales" ADD CONSTRAINT "page_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_videos_locales" ADD CONSTRAINT "page_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_rich_text_order_idx" ON "page_keywords_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_rich_text_parent_id_idx" ON "page_keywords_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_rich_text_path_idx" ON "page_keywords_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_rich_text_locales_locale_parent_id_uniq" ON "page_keywords_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_image_text_points_order_idx" ON "page_keywords_blocks_image_text_points" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_image_text_points_parent_id_idx" ON "page_keywords_blocks_image_text_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_image_text_points_locales_locale_parent" ON "page_keywords_blocks_image_text_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_image_text_order_idx" ON "page_keywords_blocks_image_text" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_image_text_parent_id_idx" ON "page_keywords_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_image_text_path_idx" ON "page_keywords_blocks_image_text" USING btree ("_path");
  CREATE INDEX "page_keywords_blocks_image_text_image_idx" ON "page_keywords_blocks_image_text" USING btree ("image_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_image_text_locales_locale_parent_id_uni" ON "page_keywords_blocks_image_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_faq_items_order_idx" ON "page_keywords_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_faq_items_parent_id_idx" ON "page_keywords_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_faq_items_locales_locale_parent_id_uniq" ON "page_keywords_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_faq_order_idx" ON "page_keywords_blocks_faq" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_faq_parent_id_idx" ON "page_keywords_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_faq_path_idx" ON "page_keywords_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_faq_locales_locale_parent_id_unique" ON "page_keywords_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_video_order_idx" ON "page_keywords_blocks_video" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_video_parent_id_idx" ON "page_keywords_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_video_path_idx" ON "page_keywords_blocks_video" USING btree ("_path");
  CREATE INDEX "page_keywords_blocks_video_video_idx" ON "page_keywords_blocks_video" USING btree ("video_id");
  CREATE INDEX "page_keywords_blocks_video_poster_idx" ON "page_keywords_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_video_locales_locale_parent_id_unique" ON "page_keywords_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_latest_posts_order_idx" ON "page_keywords_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_latest_posts_parent_id_idx" ON "page_keywords_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_latest_posts_path_idx" ON "page_keywords_blocks_latest_posts" USING btree ("_path");
  CREATE INDEX "page_keywords_blocks_latest_posts_topic_idx" ON "page_keywords_blocks_latest_posts" USING btree ("topic_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_latest_posts_locales_locale_parent_id_u" ON "page_keywords_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_stories_list_order_idx" ON "page_keywords_blocks_stories_list" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_stories_list_parent_id_idx" ON "page_keywords_blocks_stories_list" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_stories_list_path_idx" ON "page_keywords_blocks_stories_list" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_stories_list_locales_locale_parent_id_u" ON "page_keywords_blocks_stories_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_spacer_order_idx" ON "page_keywords_blocks_spacer" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_spacer_parent_id_idx" ON "page_keywords_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_spacer_path_idx" ON "page_keywords_blocks_spacer" USING btree ("_path");
  CREATE INDEX "_page_keywords_v_blocks_rich_text_order_idx" ON "_page_keywords_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_rich_text_parent_id_idx" ON "_page_keywords_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_rich_text_path_idx" ON "_page_keywords_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_rich_text_locales_locale_parent_id_u" ON "_page_keywords_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_image_text_points_order_idx" ON "_page_keywords_v_blocks_image_text_points" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_image_text_points_parent_id_idx" ON "_page_keywords_v_blocks_image_text_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_image_text_points_locales_locale_par" ON "_page_keywords_v_blocks_image_text_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_image_text_order_idx" ON "_page_keywords_v_blocks_image_text" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_image_text_parent_id_idx" ON "_page_keywords_v_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_image_text_path_idx" ON "_page_keywords_v_blocks_image_text" USING btree ("_path");
  CREATE INDEX "_page_keywords_v_blocks_image_text_image_idx" ON "_page_keywords_v_blocks_image_text" USING btree ("image_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_image_text_locales_locale_parent_id_" ON "_page_keywords_v_blocks_image_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_faq_items_order_idx" ON "_page_keywords_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_faq_items_parent_id_idx" ON "_page_keywords_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_faq_items_locales_locale_parent_id_u" ON "_page_keywords_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_faq_order_idx" ON "_page_keywords_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_faq_parent_id_idx" ON "_page_keywords_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_faq_path_idx" ON "_page_keywords_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_faq_locales_locale_parent_id_unique" ON "_page_keywords_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_video_order_idx" ON "_page_keywords_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_video_parent_id_idx" ON "_page_keywords_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_video_path_idx" ON "_page_keywords_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_page_keywords_v_blocks_video_video_idx" ON "_page_keywords_v_blocks_video" USING btree ("video_id");
  CREATE INDEX "_page_keywords_v_blocks_video_poster_idx" ON "_page_keywords_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_video_locales_locale_parent_id_uniqu" ON "_page_keywords_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_latest_posts_order_idx" ON "_page_keywords_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_latest_posts_parent_id_idx" ON "_page_keywords_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_latest_posts_path_idx" ON "_page_keywords_v_blocks_latest_posts" USING btree ("_path");
  CREATE INDEX "_page_keywords_v_blocks_latest_posts_topic_idx" ON "_page_keywords_v_blocks_latest_posts" USING btree ("topic_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_latest_posts_locales_locale_parent_i" ON "_page_keywords_v_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_stories_list_order_idx" ON "_page_keywords_v_blocks_stories_list" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_stories_list_parent_id_idx" ON "_page_keywords_v_blocks_stories_list" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_stories_list_path_idx" ON "_page_keywords_v_blocks_stories_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_stories_list_locales_locale_parent_i" ON "_page_keywords_v_blocks_stories_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_spacer_order_idx" ON "_page_keywords_v_blocks_spacer" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_spacer_parent_id_idx" ON "_page_keywords_v_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_spacer_path_idx" ON "_page_keywords_v_blocks_spacer" USING btree ("_path");
  CREATE INDEX "page_images_updated_at_idx" ON "page_images" USING btree ("updated_at");
  CREATE INDEX "page_images_created_at_idx" ON "page_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "page_images_filename_idx" ON "page_images" USING btree ("filename");
  CREATE UNIQUE INDEX "page_images_locales_locale_parent_id_unique" ON "page_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_videos_updated_at_idx" ON "page_videos" USING btree ("updated_at");
  CREATE INDEX "page_videos_created_at_idx" ON "page_videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "page_videos_filename_idx" ON "page_videos" USING btree ("filename");
  CREATE UNIQUE INDEX "page_videos_locales_locale_parent_id_unique" ON "page_videos_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_images_fk" FOREIGN KEY ("page_images_id") REFERENCES "public"."page_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_videos_fk" FOREIGN KEY ("page_videos_id") REFERENCES "public"."page_videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_images_id_idx" ON "payload_locked_documents_rels" USING btree ("page_images_id");
  CREATE INDEX "payload_locked_documents_rels_page_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("page_videos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_image_text_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_image_text_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_image_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_image_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_latest_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_stories_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_stories_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_spacer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_image_text_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_image_text_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_image_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_image_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_latest_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_stories_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_stories_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_spacer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_videos_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_keywords_blocks_rich_text" CASCADE;
  DROP TABLE "page_keywords_blocks_rich_text_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_image_text_points" CASCADE;
  DROP TABLE "page_keywords_blocks_image_text_points_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_image_text" CASCADE;
  DROP TABLE "page_keywords_blocks_image_text_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_faq_items" CASCADE;
  DROP TABLE "page_keywords_blocks_faq_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_faq" CASCADE;
  DROP TABLE "page_keywords_blocks_faq_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_video" CASCADE;
  DROP TABLE "page_keywords_blocks_video_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_latest_posts" CASCADE;
  DROP TABLE "page_keywords_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_stories_list" CASCADE;
  DROP TABLE "page_keywords_blocks_stories_list_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_spacer" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_rich_text" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_image_text_points" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_image_text_points_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_image_text" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_image_text_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_faq_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_faq" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_video" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_video_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_stories_list" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_stories_list_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_spacer" CASCADE;
  DROP TABLE "page_images" CASCADE;
  DROP TABLE "page_images_locales" CASCADE;
  DROP TABLE "page_videos" CASCADE;
  DROP TABLE "page_videos_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_videos_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_page_videos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_videos_id";
  DROP TYPE "public"."enum_page_keywords_blocks_rich_text_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_image_text_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_image_text_side";
  DROP TYPE "public"."enum_page_keywords_blocks_image_text_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_faq_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_video_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_latest_posts_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_latest_posts_count";
  DROP TYPE "public"."enum_page_keywords_blocks_stories_list_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_spacer_size";
  DROP TYPE "public"."enum__page_keywords_v_blocks_rich_text_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_image_text_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_image_text_side";
  DROP TYPE "public"."enum__page_keywords_v_blocks_image_text_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_faq_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_video_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_latest_posts_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_latest_posts_count";
  DROP TYPE "public"."enum__page_keywords_v_blocks_stories_list_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_spacer_size";`)
}
