import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { pageContent } from '../data/page-content'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_art" AS ENUM('about', 'services', 'work', 'blog', 'privacy', 'notFound');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_size" AS ENUM('regular', 'compact');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_intro_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_solutions_solutions_picture" AS ENUM('website', 'mobile', 'ecommerce');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_solutions_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_partners_logos_logo" AS ENUM('gulf-retail', 'marina-foods', 'al-noor', 'bayan-care', 'sadu-style', 'wafra-auto', 'khaleej-air');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_support_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_art" AS ENUM('about', 'services', 'work', 'blog', 'privacy', 'notFound');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_size" AS ENUM('regular', 'compact');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_cta_band_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_cta_band_more_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_intro_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_solutions_solutions_picture" AS ENUM('website', 'mobile', 'ecommerce');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_solutions_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_partners_logos_logo" AS ENUM('gulf-retail', 'marina-foods', 'al-noor', 'bayan-care', 'sadu-style', 'wafra-auto', 'khaleej-air');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_support_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
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
  
  CREATE TABLE "page_keywords_blocks_home_hero_dashboard_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_hero_dashboard_figures_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_hero_locales" (
  	"eyebrow" varchar,
  	"contact_label" varchar,
  	"dashboard_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_intro_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_intro_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_page" "enum_page_keywords_blocks_home_intro_button_page" DEFAULT 'contact',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_intro_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_solutions_solutions_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_solutions_solutions_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_solutions_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"picture" "enum_page_keywords_blocks_home_solutions_solutions_picture" DEFAULT 'website'
  );
  
  CREATE TABLE "page_keywords_blocks_home_solutions_solutions_locales" (
  	"tab" varchar,
  	"title" varchar,
  	"text" varchar,
  	"picture_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_page" "enum_page_keywords_blocks_home_solutions_button_page" DEFAULT 'contact',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_solutions_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_partners_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo" "enum_page_keywords_blocks_home_partners_logos_logo",
  	"name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_partners_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_features_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_support_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_support_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_page" "enum_page_keywords_blocks_home_support_button_page" DEFAULT 'contact',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_support_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_team_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"ceo_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_home_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_home_testimonials_locales" (
  	"title" varchar,
  	"lead" varchar,
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
  
  CREATE TABLE "_page_keywords_v_blocks_home_hero_dashboard_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_hero_dashboard_figures_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_hero_locales" (
  	"eyebrow" varchar,
  	"contact_label" varchar,
  	"dashboard_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_intro_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_intro_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_page" "enum__page_keywords_v_blocks_home_intro_button_page" DEFAULT 'contact',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_intro_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_solutions_solutions_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_solutions_solutions_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_solutions_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"picture" "enum__page_keywords_v_blocks_home_solutions_solutions_picture" DEFAULT 'website',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_solutions_solutions_locales" (
  	"tab" varchar,
  	"title" varchar,
  	"text" varchar,
  	"picture_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_page" "enum__page_keywords_v_blocks_home_solutions_button_page" DEFAULT 'contact',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_solutions_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_partners_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo" "enum__page_keywords_v_blocks_home_partners_logos_logo",
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_partners_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_features_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_support_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_support_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_page" "enum__page_keywords_v_blocks_home_support_button_page" DEFAULT 'contact',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_support_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_team_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"ceo_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_home_testimonials_locales" (
  	"title" varchar,
  	"lead" varchar,
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
  ALTER TABLE "page_keywords_blocks_home_hero_dashboard_figures" ADD CONSTRAINT "page_keywords_blocks_home_hero_dashboard_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_hero_dashboard_figures_locales" ADD CONSTRAINT "page_keywords_blocks_home_hero_dashboard_figures_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_hero_dashboard_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_hero" ADD CONSTRAINT "page_keywords_blocks_home_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_hero_locales" ADD CONSTRAINT "page_keywords_blocks_home_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_intro_figures" ADD CONSTRAINT "page_keywords_blocks_home_intro_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_intro"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_intro_figures_locales" ADD CONSTRAINT "page_keywords_blocks_home_intro_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_intro_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_intro" ADD CONSTRAINT "page_keywords_blocks_home_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_intro_locales" ADD CONSTRAINT "page_keywords_blocks_home_intro_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_intro"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_solutions_solutions_points" ADD CONSTRAINT "page_keywords_blocks_home_solutions_solutions_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_solutions_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_solutions_solutions_points_locales" ADD CONSTRAINT "page_keywords_blocks_home_solutions_solutions_points_loca_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_solutions_solutions_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_solutions_solutions" ADD CONSTRAINT "page_keywords_blocks_home_solutions_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_solutions_solutions_locales" ADD CONSTRAINT "page_keywords_blocks_home_solutions_solutions_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_solutions_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_solutions" ADD CONSTRAINT "page_keywords_blocks_home_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_solutions_locales" ADD CONSTRAINT "page_keywords_blocks_home_solutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_partners_logos" ADD CONSTRAINT "page_keywords_blocks_home_partners_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_partners" ADD CONSTRAINT "page_keywords_blocks_home_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_partners_locales" ADD CONSTRAINT "page_keywords_blocks_home_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_features" ADD CONSTRAINT "page_keywords_blocks_home_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_features_locales" ADD CONSTRAINT "page_keywords_blocks_home_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_support_figures" ADD CONSTRAINT "page_keywords_blocks_home_support_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_support"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_support_figures_locales" ADD CONSTRAINT "page_keywords_blocks_home_support_figures_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_support_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_support" ADD CONSTRAINT "page_keywords_blocks_home_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_support_locales" ADD CONSTRAINT "page_keywords_blocks_home_support_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_support"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_team" ADD CONSTRAINT "page_keywords_blocks_home_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_team_locales" ADD CONSTRAINT "page_keywords_blocks_home_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_testimonials" ADD CONSTRAINT "page_keywords_blocks_home_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_home_testimonials_locales" ADD CONSTRAINT "page_keywords_blocks_home_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_home_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD CONSTRAINT "_page_keywords_v_blocks_page_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_page_hero_locales" ADD CONSTRAINT "_page_keywords_v_blocks_page_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_page_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD CONSTRAINT "_page_keywords_v_blocks_cta_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_cta_band_locales" ADD CONSTRAINT "_page_keywords_v_blocks_cta_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_cta_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_hero_dashboard_figures" ADD CONSTRAINT "_page_keywords_v_blocks_home_hero_dashboard_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_hero_dashboard_figures_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_hero_dashboard_figures_local_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_hero_dashboard_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_hero" ADD CONSTRAINT "_page_keywords_v_blocks_home_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_hero_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_intro_figures" ADD CONSTRAINT "_page_keywords_v_blocks_home_intro_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_intro"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_intro_figures_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_intro_figures_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_intro_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_intro" ADD CONSTRAINT "_page_keywords_v_blocks_home_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_intro_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_intro_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_intro"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_solutions_points" ADD CONSTRAINT "_page_keywords_v_blocks_home_solutions_solutions_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_solutions_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_solutions_points_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_solutions_solutions_points_l_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_solutions_solutions_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_solutions" ADD CONSTRAINT "_page_keywords_v_blocks_home_solutions_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_solutions_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_solutions_solutions_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_solutions_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions" ADD CONSTRAINT "_page_keywords_v_blocks_home_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_solutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_partners_logos" ADD CONSTRAINT "_page_keywords_v_blocks_home_partners_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_partners" ADD CONSTRAINT "_page_keywords_v_blocks_home_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_partners_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_features" ADD CONSTRAINT "_page_keywords_v_blocks_home_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_features_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_support_figures" ADD CONSTRAINT "_page_keywords_v_blocks_home_support_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_support"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_support_figures_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_support_figures_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_support_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_support" ADD CONSTRAINT "_page_keywords_v_blocks_home_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_support_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_support_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_support"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_team" ADD CONSTRAINT "_page_keywords_v_blocks_home_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_team_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_testimonials" ADD CONSTRAINT "_page_keywords_v_blocks_home_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_testimonials_locales" ADD CONSTRAINT "_page_keywords_v_blocks_home_testimonials_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_home_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_page_hero_order_idx" ON "page_keywords_blocks_page_hero" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_page_hero_parent_id_idx" ON "page_keywords_blocks_page_hero" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_page_hero_path_idx" ON "page_keywords_blocks_page_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_page_hero_locales_locale_parent_id_uniq" ON "page_keywords_blocks_page_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_cta_band_order_idx" ON "page_keywords_blocks_cta_band" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_cta_band_parent_id_idx" ON "page_keywords_blocks_cta_band" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_cta_band_path_idx" ON "page_keywords_blocks_cta_band" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_cta_band_locales_locale_parent_id_uniqu" ON "page_keywords_blocks_cta_band_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_hero_dashboard_figures_order_idx" ON "page_keywords_blocks_home_hero_dashboard_figures" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_hero_dashboard_figures_parent_id_idx" ON "page_keywords_blocks_home_hero_dashboard_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_hero_dashboard_figures_locales_loc" ON "page_keywords_blocks_home_hero_dashboard_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_hero_order_idx" ON "page_keywords_blocks_home_hero" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_hero_parent_id_idx" ON "page_keywords_blocks_home_hero" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_hero_path_idx" ON "page_keywords_blocks_home_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_hero_locales_locale_parent_id_uniq" ON "page_keywords_blocks_home_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_intro_figures_order_idx" ON "page_keywords_blocks_home_intro_figures" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_intro_figures_parent_id_idx" ON "page_keywords_blocks_home_intro_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_intro_figures_locales_locale_paren" ON "page_keywords_blocks_home_intro_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_intro_order_idx" ON "page_keywords_blocks_home_intro" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_intro_parent_id_idx" ON "page_keywords_blocks_home_intro" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_intro_path_idx" ON "page_keywords_blocks_home_intro" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_intro_locales_locale_parent_id_uni" ON "page_keywords_blocks_home_intro_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_solutions_solutions_points_order_idx" ON "page_keywords_blocks_home_solutions_solutions_points" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_solutions_solutions_points_parent_id_idx" ON "page_keywords_blocks_home_solutions_solutions_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_solutions_solutions_points_local_1" ON "page_keywords_blocks_home_solutions_solutions_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_solutions_solutions_order_idx" ON "page_keywords_blocks_home_solutions_solutions" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_solutions_solutions_parent_id_idx" ON "page_keywords_blocks_home_solutions_solutions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_solutions_solutions_locales_locale" ON "page_keywords_blocks_home_solutions_solutions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_solutions_order_idx" ON "page_keywords_blocks_home_solutions" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_solutions_parent_id_idx" ON "page_keywords_blocks_home_solutions" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_solutions_path_idx" ON "page_keywords_blocks_home_solutions" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_solutions_locales_locale_parent_id" ON "page_keywords_blocks_home_solutions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_partners_logos_order_idx" ON "page_keywords_blocks_home_partners_logos" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_partners_logos_parent_id_idx" ON "page_keywords_blocks_home_partners_logos" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_partners_order_idx" ON "page_keywords_blocks_home_partners" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_partners_parent_id_idx" ON "page_keywords_blocks_home_partners" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_partners_path_idx" ON "page_keywords_blocks_home_partners" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_partners_locales_locale_parent_id_" ON "page_keywords_blocks_home_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_features_order_idx" ON "page_keywords_blocks_home_features" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_features_parent_id_idx" ON "page_keywords_blocks_home_features" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_features_path_idx" ON "page_keywords_blocks_home_features" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_features_locales_locale_parent_id_" ON "page_keywords_blocks_home_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_support_figures_order_idx" ON "page_keywords_blocks_home_support_figures" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_support_figures_parent_id_idx" ON "page_keywords_blocks_home_support_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_support_figures_locales_locale_par" ON "page_keywords_blocks_home_support_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_support_order_idx" ON "page_keywords_blocks_home_support" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_support_parent_id_idx" ON "page_keywords_blocks_home_support" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_support_path_idx" ON "page_keywords_blocks_home_support" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_support_locales_locale_parent_id_u" ON "page_keywords_blocks_home_support_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_team_order_idx" ON "page_keywords_blocks_home_team" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_team_parent_id_idx" ON "page_keywords_blocks_home_team" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_team_path_idx" ON "page_keywords_blocks_home_team" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_team_locales_locale_parent_id_uniq" ON "page_keywords_blocks_home_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_home_testimonials_order_idx" ON "page_keywords_blocks_home_testimonials" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_home_testimonials_parent_id_idx" ON "page_keywords_blocks_home_testimonials" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_home_testimonials_path_idx" ON "page_keywords_blocks_home_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_home_testimonials_locales_locale_parent" ON "page_keywords_blocks_home_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_page_hero_order_idx" ON "_page_keywords_v_blocks_page_hero" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_page_hero_parent_id_idx" ON "_page_keywords_v_blocks_page_hero" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_page_hero_path_idx" ON "_page_keywords_v_blocks_page_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_page_hero_locales_locale_parent_id_u" ON "_page_keywords_v_blocks_page_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_cta_band_order_idx" ON "_page_keywords_v_blocks_cta_band" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_cta_band_parent_id_idx" ON "_page_keywords_v_blocks_cta_band" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_cta_band_path_idx" ON "_page_keywords_v_blocks_cta_band" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_cta_band_locales_locale_parent_id_un" ON "_page_keywords_v_blocks_cta_band_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_hero_dashboard_figures_order_idx" ON "_page_keywords_v_blocks_home_hero_dashboard_figures" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_hero_dashboard_figures_parent_id_idx" ON "_page_keywords_v_blocks_home_hero_dashboard_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_hero_dashboard_figures_locales_" ON "_page_keywords_v_blocks_home_hero_dashboard_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_hero_order_idx" ON "_page_keywords_v_blocks_home_hero" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_hero_parent_id_idx" ON "_page_keywords_v_blocks_home_hero" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_hero_path_idx" ON "_page_keywords_v_blocks_home_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_hero_locales_locale_parent_id_u" ON "_page_keywords_v_blocks_home_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_intro_figures_order_idx" ON "_page_keywords_v_blocks_home_intro_figures" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_intro_figures_parent_id_idx" ON "_page_keywords_v_blocks_home_intro_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_intro_figures_locales_locale_pa" ON "_page_keywords_v_blocks_home_intro_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_intro_order_idx" ON "_page_keywords_v_blocks_home_intro" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_intro_parent_id_idx" ON "_page_keywords_v_blocks_home_intro" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_intro_path_idx" ON "_page_keywords_v_blocks_home_intro" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_intro_locales_locale_parent_id_" ON "_page_keywords_v_blocks_home_intro_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_solutions_solutions_points_order_idx" ON "_page_keywords_v_blocks_home_solutions_solutions_points" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_solutions_solutions_points_parent_id_idx" ON "_page_keywords_v_blocks_home_solutions_solutions_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_solutions_solutions_points_loca" ON "_page_keywords_v_blocks_home_solutions_solutions_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_solutions_solutions_order_idx" ON "_page_keywords_v_blocks_home_solutions_solutions" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_solutions_solutions_parent_id_idx" ON "_page_keywords_v_blocks_home_solutions_solutions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_solutions_solutions_locales_loc" ON "_page_keywords_v_blocks_home_solutions_solutions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_solutions_order_idx" ON "_page_keywords_v_blocks_home_solutions" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_solutions_parent_id_idx" ON "_page_keywords_v_blocks_home_solutions" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_solutions_path_idx" ON "_page_keywords_v_blocks_home_solutions" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_solutions_locales_locale_parent" ON "_page_keywords_v_blocks_home_solutions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_partners_logos_order_idx" ON "_page_keywords_v_blocks_home_partners_logos" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_partners_logos_parent_id_idx" ON "_page_keywords_v_blocks_home_partners_logos" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_partners_order_idx" ON "_page_keywords_v_blocks_home_partners" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_partners_parent_id_idx" ON "_page_keywords_v_blocks_home_partners" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_partners_path_idx" ON "_page_keywords_v_blocks_home_partners" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_partners_locales_locale_parent_" ON "_page_keywords_v_blocks_home_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_features_order_idx" ON "_page_keywords_v_blocks_home_features" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_features_parent_id_idx" ON "_page_keywords_v_blocks_home_features" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_features_path_idx" ON "_page_keywords_v_blocks_home_features" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_features_locales_locale_parent_" ON "_page_keywords_v_blocks_home_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_support_figures_order_idx" ON "_page_keywords_v_blocks_home_support_figures" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_support_figures_parent_id_idx" ON "_page_keywords_v_blocks_home_support_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_support_figures_locales_locale_" ON "_page_keywords_v_blocks_home_support_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_support_order_idx" ON "_page_keywords_v_blocks_home_support" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_support_parent_id_idx" ON "_page_keywords_v_blocks_home_support" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_support_path_idx" ON "_page_keywords_v_blocks_home_support" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_support_locales_locale_parent_i" ON "_page_keywords_v_blocks_home_support_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_team_order_idx" ON "_page_keywords_v_blocks_home_team" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_team_parent_id_idx" ON "_page_keywords_v_blocks_home_team" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_team_path_idx" ON "_page_keywords_v_blocks_home_team" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_team_locales_locale_parent_id_u" ON "_page_keywords_v_blocks_home_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_testimonials_order_idx" ON "_page_keywords_v_blocks_home_testimonials" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_home_testimonials_parent_id_idx" ON "_page_keywords_v_blocks_home_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_home_testimonials_path_idx" ON "_page_keywords_v_blocks_home_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_home_testimonials_locales_locale_par" ON "_page_keywords_v_blocks_home_testimonials_locales" USING btree ("_locale","_parent_id");
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
  ALTER TABLE "page_keywords_blocks_home_hero_dashboard_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_hero_dashboard_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_intro_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_intro_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_intro" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_intro_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_solutions_solutions_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_solutions_solutions_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_solutions_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_solutions_solutions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_solutions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_partners_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_support_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_support_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_support" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_support_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_home_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_page_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_cta_band_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_hero_dashboard_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_hero_dashboard_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_intro_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_intro_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_intro" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_intro_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_solutions_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_solutions_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_solutions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_partners_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_support_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_support_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_support" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_support_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_home_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_keywords_blocks_page_hero" CASCADE;
  DROP TABLE "page_keywords_blocks_page_hero_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_cta_band" CASCADE;
  DROP TABLE "page_keywords_blocks_cta_band_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_hero_dashboard_figures" CASCADE;
  DROP TABLE "page_keywords_blocks_home_hero_dashboard_figures_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_hero" CASCADE;
  DROP TABLE "page_keywords_blocks_home_hero_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_intro_figures" CASCADE;
  DROP TABLE "page_keywords_blocks_home_intro_figures_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_intro" CASCADE;
  DROP TABLE "page_keywords_blocks_home_intro_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_solutions_solutions_points" CASCADE;
  DROP TABLE "page_keywords_blocks_home_solutions_solutions_points_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_solutions_solutions" CASCADE;
  DROP TABLE "page_keywords_blocks_home_solutions_solutions_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_solutions" CASCADE;
  DROP TABLE "page_keywords_blocks_home_solutions_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_partners_logos" CASCADE;
  DROP TABLE "page_keywords_blocks_home_partners" CASCADE;
  DROP TABLE "page_keywords_blocks_home_partners_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_features" CASCADE;
  DROP TABLE "page_keywords_blocks_home_features_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_support_figures" CASCADE;
  DROP TABLE "page_keywords_blocks_home_support_figures_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_support" CASCADE;
  DROP TABLE "page_keywords_blocks_home_support_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_team" CASCADE;
  DROP TABLE "page_keywords_blocks_home_team_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_home_testimonials" CASCADE;
  DROP TABLE "page_keywords_blocks_home_testimonials_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_page_hero" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_page_hero_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_cta_band" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_cta_band_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_hero_dashboard_figures" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_hero_dashboard_figures_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_hero" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_hero_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_intro_figures" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_intro_figures_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_intro" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_intro_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_solutions_solutions_points" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_solutions_solutions_points_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_solutions_solutions" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_solutions_solutions_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_solutions" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_solutions_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_partners_logos" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_partners" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_partners_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_features" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_features_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_support_figures" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_support_figures_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_support" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_support_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_team" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_team_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_testimonials" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_home_testimonials_locales" CASCADE;
  ALTER TABLE "page_keywords" ALTER COLUMN "page_slug" SET DATA TYPE "public"."enum_page_keywords_page_slug" USING "page_slug"::"public"."enum_page_keywords_page_slug";
  ALTER TABLE "_page_keywords_v" ALTER COLUMN "version_page_slug" SET DATA TYPE "public"."enum__page_keywords_v_version_page_slug" USING "version_page_slug"::"public"."enum__page_keywords_v_version_page_slug";
  ALTER TABLE "page_keywords_locales" DROP COLUMN "title";
  ALTER TABLE "_page_keywords_v_locales" DROP COLUMN "version_title";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_art";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_size";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_home_intro_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_home_solutions_solutions_picture";
  DROP TYPE "public"."enum_page_keywords_blocks_home_solutions_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_home_partners_logos_logo";
  DROP TYPE "public"."enum_page_keywords_blocks_home_support_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_art";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_size";
  DROP TYPE "public"."enum__page_keywords_v_blocks_cta_band_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_cta_band_more_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_intro_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_solutions_solutions_picture";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_solutions_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_partners_logos_logo";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_support_button_page";`)
}
