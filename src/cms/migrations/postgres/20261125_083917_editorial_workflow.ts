import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  convertBlogBodiesToPlainText,
  convertBlogBodiesToRichText,
} from '../data/blog-body-rich-text'
import { keepBlogPostIdsIncreasing } from '../data/blog-post-ids'
import { existingStaffBecomeAdmins } from '../data/existing-staff-become-admins'
import { publishExistingRows } from '../data/publish-existing-rows'

/**
 * Drafts and versions, scheduled publishing and authors on the site's content;
 * staff roles and the enquiry's history and assignee; the blog body as rich
 * text; the admin language on the account. The generated schema steps run
 * between the data steps (src/cms/migrations/data): plain-text blog bodies are
 * read before the schema changes, existing rows are published and existing
 * staff become administrators once their columns exist, and blog post numbers
 * keep counting up.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Converts the bodies and turns their column into jsonb itself: the generated
  // ALTER below has no conversion for text.
  await convertBlogBodiesToRichText({ db, payload })
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_icon_name" AS ENUM('Monitor', 'Smartphone', 'Users', 'ShoppingCart', 'Building2', 'Utensils', 'Code', 'Laptop', 'Globe', 'Database', 'Server', 'Zap', 'UtensilsCrossed', 'Home', 'BarChart3', 'ShoppingBag');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_success_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__success_stories_v_version_features_icon" AS ENUM('CheckCircle', 'Users', 'TrendingUp', 'Building2', 'Home', 'ExternalLink', 'Package', 'Smartphone', 'FileText', 'BarChart3');
  CREATE TYPE "public"."enum__success_stories_v_version_additional_sections_items_icon" AS ENUM('CheckCircle', 'Users', 'TrendingUp', 'Building2', 'Home', 'ExternalLink', 'Package', 'Smartphone', 'FileText', 'BarChart3');
  CREATE TYPE "public"."enum__success_stories_v_version_additional_sections_type" AS ENUM('who_we_serve');
  CREATE TYPE "public"."enum__success_stories_v_version_results_stats_icon" AS ENUM('CheckCircle', 'Users', 'TrendingUp', 'Building2', 'Home', 'ExternalLink', 'Package', 'Smartphone', 'FileText', 'BarChart3');
  CREATE TYPE "public"."enum__success_stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__success_stories_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_hero_slides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hero_slides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hero_slides_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_features_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__features_v_version_icon_name" AS ENUM('Monitor', 'Smartphone', 'Users', 'ShoppingCart', 'Building2', 'Utensils', 'Code', 'Laptop', 'Globe', 'Database', 'Server', 'Zap', 'UtensilsCrossed', 'Home', 'BarChart3', 'ShoppingBag');
  CREATE TYPE "public"."enum__features_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__features_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_blog_posts_published_at_tz" AS ENUM('Asia/Kuwait', 'Asia/Dubai');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_version_published_at_tz" AS ENUM('Asia/Kuwait', 'Asia/Dubai');
  CREATE TYPE "public"."enum__blog_posts_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_contact_submissions_history_kind" AS ENUM('status', 'assignee', 'note');
  CREATE TYPE "public"."enum_page_keywords_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_keywords_v_version_page_slug" AS ENUM('home', 'about', 'contact', 'what-we-do', 'what-we-do/web-development', 'what-we-do/mobile-app', 'what-we-do/erp-solution', 'what-we-do/ecommerce-application', 'what-we-do/property-management', 'what-we-do/fandb-solution', 'our-work', 'blog', 'privacy-policy');
  CREATE TYPE "public"."enum__page_keywords_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_keywords_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('en', 'ar');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'revalidate-at-publish-date';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'revalidate-at-publish-date';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_icon_name" "enum__services_v_version_icon_name" DEFAULT 'Monitor',
  	"version_icon_bg" varchar DEFAULT '#CCFBF1',
  	"version_icon_color" varchar DEFAULT '#0F766E',
  	"version_image_storage_path_id" integer,
  	"version_image_url" varchar,
  	"version_display_order" numeric DEFAULT 0,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__services_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_services_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_description" varchar,
  	"version_service_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_success_stories_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__success_stories_v_version_features_icon" DEFAULT 'CheckCircle',
  	"color" varchar DEFAULT '#0F766E',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_success_stories_v_version_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_success_stories_v_version_additional_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__success_stories_v_version_additional_sections_items_icon" DEFAULT 'CheckCircle',
  	"color" varchar DEFAULT '#0F766E',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_success_stories_v_version_additional_sections_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_success_stories_v_version_additional_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__success_stories_v_version_additional_sections_type" DEFAULT 'who_we_serve',
  	"background" varchar DEFAULT '#F8FAFC',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_success_stories_v_version_additional_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_success_stories_v_version_results_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__success_stories_v_version_results_stats_icon" DEFAULT 'CheckCircle',
  	"color" varchar DEFAULT '#0F766E',
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_success_stories_v_version_results_stats_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_success_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_external_url" varchar,
  	"version_logo_url" varchar,
  	"version_gradient_from" varchar DEFAULT '#0F766E',
  	"version_gradient_to" varchar DEFAULT '#0B1F33',
  	"version_hero_cta_url" varchar,
  	"version_results_background_color" varchar DEFAULT '#0B1F33',
  	"version_cta_primary_url" varchar,
  	"version_cta_secondary_url" varchar,
  	"version_display_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__success_stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__success_stories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_success_stories_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_external_button_text" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_description" varchar,
  	"version_hero_cta_text" varchar,
  	"version_overview_title" varchar,
  	"version_overview_description" varchar,
  	"version_features_title" varchar,
  	"version_results_title" varchar,
  	"version_results_subtitle" varchar,
  	"version_cta_title" varchar,
  	"version_cta_description" varchar,
  	"version_cta_primary_text" varchar,
  	"version_cta_secondary_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_team_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_is_ceo" boolean DEFAULT false,
  	"version_image_storage_path_id" integer,
  	"version_image_url" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__team_members_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_team_members_v_locales" (
  	"version_name" varchar,
  	"version_position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_logo_storage_path_id" integer,
  	"version_logo_url" varchar,
  	"version_logo_file_name" varchar,
  	"version_file_size" numeric,
  	"version_upload_date" timestamp(3) with time zone,
  	"version_display_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__testimonials_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_testimonials_v_locales" (
  	"version_quote" varchar,
  	"version_author_name" varchar,
  	"version_author_position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hero_slides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_button_link" varchar,
  	"version_video_storage_path_id" integer,
  	"version_video_url" varchar,
  	"version_display_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__hero_slides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__hero_slides_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_hero_slides_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_features_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_icon_name" "enum__features_v_version_icon_name" DEFAULT 'Monitor',
  	"version_display_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_status" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__features_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__features_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_features_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"version_published_at" timestamp(3) with time zone,
  	"version_published_at_tz" "enum__blog_posts_v_version_published_at_tz" DEFAULT 'Asia/Kuwait',
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_blog_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_posts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "contact_submissions_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_contact_submissions_history_kind" NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"old_value" varchar,
  	"new_value" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "_page_keywords_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page_slug" "enum__page_keywords_v_version_page_slug",
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__page_keywords_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_keywords_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_keywords_v_locales" (
  	"version_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_email" varchar,
  	"version_phone" varchar,
  	"version_mobile" varchar,
  	"version_commercial_registration" varchar,
  	"version_kuwait_office_hours" varchar,
  	"version_kuwait_office_mobile" varchar,
  	"version_kuwait_office_latitude" numeric,
  	"version_kuwait_office_longitude" numeric,
  	"version_abu_dhabi_office_hours" varchar,
  	"version_social_facebook" varchar,
  	"version_social_instagram" varchar,
  	"version_social_linkedin" varchar,
  	"version_products_business_suite_url" varchar,
  	"version_products_property_management_url" varchar,
  	"version_products_kitchen_url" varchar,
  	"version_products_dining_url" varchar,
  	"version_updated_by_id" integer,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_company_name" varchar,
  	"version_kuwait_office_title" varchar,
  	"version_kuwait_office_address" varchar,
  	"version_abu_dhabi_office_title" varchar,
  	"version_abu_dhabi_office_address" varchar,
  	"version_products_business_suite_name" varchar,
  	"version_products_property_management_name" varchar,
  	"version_products_kitchen_name" varchar,
  	"version_products_dining_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "services" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "display_order" DROP NOT NULL;
  ALTER TABLE "success_stories_additional_sections" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "success_stories_results_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "success_stories" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "success_stories" ALTER COLUMN "display_order" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "display_order" DROP NOT NULL;
  ALTER TABLE "hero_slides" ALTER COLUMN "display_order" DROP NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "display_order" DROP NOT NULL;
  ALTER TABLE "blog_posts" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "blog_posts" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "blog_posts_locales" ALTER COLUMN "content" SET DATA TYPE jsonb;
  ALTER TABLE "page_keywords" ALTER COLUMN "page_slug" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "commercial_registration" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "kuwait_office_hours" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "kuwait_office_latitude" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "kuwait_office_longitude" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "abu_dhabi_office_hours" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "products_business_suite_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "products_property_management_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "products_kitchen_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "products_dining_url" DROP NOT NULL;
  ALTER TABLE "services" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "services" ADD COLUMN "_status" "enum_services_status" DEFAULT 'draft';
  ALTER TABLE "success_stories" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "success_stories" ADD COLUMN "_status" "enum_success_stories_status" DEFAULT 'draft';
  ALTER TABLE "team_members" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "team_members" ADD COLUMN "_status" "enum_team_members_status" DEFAULT 'draft';
  ALTER TABLE "testimonials" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "hero_slides" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "hero_slides" ADD COLUMN "_status" "enum_hero_slides_status" DEFAULT 'draft';
  ALTER TABLE "features" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "features" ADD COLUMN "_status" "enum_features_status" DEFAULT 'draft';
  ALTER TABLE "blog_posts" ADD COLUMN "published_at_tz" "enum_blog_posts_published_at_tz" DEFAULT 'Asia/Kuwait';
  ALTER TABLE "blog_posts" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "blog_posts" ADD COLUMN "_status" "enum_blog_posts_status" DEFAULT 'draft';
  ALTER TABLE "contact_submissions" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "page_keywords" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "page_keywords" ADD COLUMN "_status" "enum_page_keywords_status" DEFAULT 'draft';
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'editor';
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language";
  ALTER TABLE "site_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_image_storage_path_id_service_images_id_fk" FOREIGN KEY ("version_image_storage_path_id") REFERENCES "public"."service_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_locales" ADD CONSTRAINT "_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_features" ADD CONSTRAINT "_success_stories_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_features_locales" ADD CONSTRAINT "_success_stories_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_additional_sections_items" ADD CONSTRAINT "_success_stories_v_version_additional_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v_version_additional_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_additional_sections_items_locales" ADD CONSTRAINT "_success_stories_v_version_additional_sections_items_loca_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v_version_additional_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_additional_sections" ADD CONSTRAINT "_success_stories_v_version_additional_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_additional_sections_locales" ADD CONSTRAINT "_success_stories_v_version_additional_sections_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v_version_additional_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_results_stats" ADD CONSTRAINT "_success_stories_v_version_results_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_results_stats_locales" ADD CONSTRAINT "_success_stories_v_version_results_stats_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v_version_results_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_parent_id_success_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."success_stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v_locales" ADD CONSTRAINT "_success_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_version_image_storage_path_id_team_images_id_fk" FOREIGN KEY ("version_image_storage_path_id") REFERENCES "public"."team_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v_locales" ADD CONSTRAINT "_team_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_logo_storage_path_id_logo_testimonials_id_fk" FOREIGN KEY ("version_logo_storage_path_id") REFERENCES "public"."logo_testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_slides_v" ADD CONSTRAINT "_hero_slides_v_parent_id_hero_slides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hero_slides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_slides_v" ADD CONSTRAINT "_hero_slides_v_version_video_storage_path_id_hero_videos_id_fk" FOREIGN KEY ("version_video_storage_path_id") REFERENCES "public"."hero_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_slides_v" ADD CONSTRAINT "_hero_slides_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_slides_v_locales" ADD CONSTRAINT "_hero_slides_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_slides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_parent_id_features_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."features"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_locales" ADD CONSTRAINT "_features_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_image_id_blog_images_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."blog_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_texts" ADD CONSTRAINT "_blog_posts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_submissions_history" ADD CONSTRAINT "contact_submissions_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_submissions_history" ADD CONSTRAINT "contact_submissions_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v" ADD CONSTRAINT "_page_keywords_v_parent_id_page_keywords_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v" ADD CONSTRAINT "_page_keywords_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_locales" ADD CONSTRAINT "_page_keywords_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_image_storage_path_idx" ON "_services_v" USING btree ("version_image_storage_path_id");
  CREATE INDEX "_services_v_version_version_display_order_idx" ON "_services_v" USING btree ("version_display_order");
  CREATE INDEX "_services_v_version_version_updated_by_idx" ON "_services_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_snapshot_idx" ON "_services_v" USING btree ("snapshot");
  CREATE INDEX "_services_v_published_locale_idx" ON "_services_v" USING btree ("published_locale");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_services_v_locales_locale_parent_id_unique" ON "_services_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_success_stories_v_version_features_order_idx" ON "_success_stories_v_version_features" USING btree ("_order");
  CREATE INDEX "_success_stories_v_version_features_parent_id_idx" ON "_success_stories_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_success_stories_v_version_features_locales_locale_parent_id" ON "_success_stories_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_success_stories_v_version_additional_sections_items_order_idx" ON "_success_stories_v_version_additional_sections_items" USING btree ("_order");
  CREATE INDEX "_success_stories_v_version_additional_sections_items_parent_id_idx" ON "_success_stories_v_version_additional_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_success_stories_v_version_additional_sections_items_local_1" ON "_success_stories_v_version_additional_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_success_stories_v_version_additional_sections_order_idx" ON "_success_stories_v_version_additional_sections" USING btree ("_order");
  CREATE INDEX "_success_stories_v_version_additional_sections_parent_id_idx" ON "_success_stories_v_version_additional_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_success_stories_v_version_additional_sections_locales_local" ON "_success_stories_v_version_additional_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_success_stories_v_version_results_stats_order_idx" ON "_success_stories_v_version_results_stats" USING btree ("_order");
  CREATE INDEX "_success_stories_v_version_results_stats_parent_id_idx" ON "_success_stories_v_version_results_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_success_stories_v_version_results_stats_locales_locale_pare" ON "_success_stories_v_version_results_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_success_stories_v_parent_idx" ON "_success_stories_v" USING btree ("parent_id");
  CREATE INDEX "_success_stories_v_version_version_slug_idx" ON "_success_stories_v" USING btree ("version_slug");
  CREATE INDEX "_success_stories_v_version_version_display_order_idx" ON "_success_stories_v" USING btree ("version_display_order");
  CREATE INDEX "_success_stories_v_version_version_is_active_idx" ON "_success_stories_v" USING btree ("version_is_active");
  CREATE INDEX "_success_stories_v_version_version_updated_by_idx" ON "_success_stories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_success_stories_v_version_version_updated_at_idx" ON "_success_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_success_stories_v_version_version_created_at_idx" ON "_success_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_success_stories_v_version_version__status_idx" ON "_success_stories_v" USING btree ("version__status");
  CREATE INDEX "_success_stories_v_created_at_idx" ON "_success_stories_v" USING btree ("created_at");
  CREATE INDEX "_success_stories_v_updated_at_idx" ON "_success_stories_v" USING btree ("updated_at");
  CREATE INDEX "_success_stories_v_snapshot_idx" ON "_success_stories_v" USING btree ("snapshot");
  CREATE INDEX "_success_stories_v_published_locale_idx" ON "_success_stories_v" USING btree ("published_locale");
  CREATE INDEX "_success_stories_v_latest_idx" ON "_success_stories_v" USING btree ("latest");
  CREATE INDEX "_success_stories_v_autosave_idx" ON "_success_stories_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_success_stories_v_locales_locale_parent_id_unique" ON "_success_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_team_members_v_parent_idx" ON "_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version_image_storage_path_idx" ON "_team_members_v" USING btree ("version_image_storage_path_id");
  CREATE INDEX "_team_members_v_version_version_updated_by_idx" ON "_team_members_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_snapshot_idx" ON "_team_members_v" USING btree ("snapshot");
  CREATE INDEX "_team_members_v_published_locale_idx" ON "_team_members_v" USING btree ("published_locale");
  CREATE INDEX "_team_members_v_latest_idx" ON "_team_members_v" USING btree ("latest");
  CREATE INDEX "_team_members_v_autosave_idx" ON "_team_members_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_team_members_v_locales_locale_parent_id_unique" ON "_team_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_logo_storage_path_idx" ON "_testimonials_v" USING btree ("version_logo_storage_path_id");
  CREATE INDEX "_testimonials_v_version_version_display_order_idx" ON "_testimonials_v" USING btree ("version_display_order");
  CREATE INDEX "_testimonials_v_version_version_is_active_idx" ON "_testimonials_v" USING btree ("version_is_active");
  CREATE INDEX "_testimonials_v_version_version_updated_by_idx" ON "_testimonials_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hero_slides_v_parent_idx" ON "_hero_slides_v" USING btree ("parent_id");
  CREATE INDEX "_hero_slides_v_version_version_video_storage_path_idx" ON "_hero_slides_v" USING btree ("version_video_storage_path_id");
  CREATE INDEX "_hero_slides_v_version_version_display_order_idx" ON "_hero_slides_v" USING btree ("version_display_order");
  CREATE INDEX "_hero_slides_v_version_version_is_active_idx" ON "_hero_slides_v" USING btree ("version_is_active");
  CREATE INDEX "_hero_slides_v_version_version_updated_by_idx" ON "_hero_slides_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_hero_slides_v_version_version_updated_at_idx" ON "_hero_slides_v" USING btree ("version_updated_at");
  CREATE INDEX "_hero_slides_v_version_version_created_at_idx" ON "_hero_slides_v" USING btree ("version_created_at");
  CREATE INDEX "_hero_slides_v_version_version__status_idx" ON "_hero_slides_v" USING btree ("version__status");
  CREATE INDEX "_hero_slides_v_created_at_idx" ON "_hero_slides_v" USING btree ("created_at");
  CREATE INDEX "_hero_slides_v_updated_at_idx" ON "_hero_slides_v" USING btree ("updated_at");
  CREATE INDEX "_hero_slides_v_snapshot_idx" ON "_hero_slides_v" USING btree ("snapshot");
  CREATE INDEX "_hero_slides_v_published_locale_idx" ON "_hero_slides_v" USING btree ("published_locale");
  CREATE INDEX "_hero_slides_v_latest_idx" ON "_hero_slides_v" USING btree ("latest");
  CREATE INDEX "_hero_slides_v_autosave_idx" ON "_hero_slides_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_hero_slides_v_locales_locale_parent_id_unique" ON "_hero_slides_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_features_v_parent_idx" ON "_features_v" USING btree ("parent_id");
  CREATE INDEX "_features_v_version_version_display_order_idx" ON "_features_v" USING btree ("version_display_order");
  CREATE INDEX "_features_v_version_version_is_active_idx" ON "_features_v" USING btree ("version_is_active");
  CREATE INDEX "_features_v_version_version_status_idx" ON "_features_v" USING btree ("version_status");
  CREATE INDEX "_features_v_version_version_updated_by_idx" ON "_features_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_features_v_version_version_updated_at_idx" ON "_features_v" USING btree ("version_updated_at");
  CREATE INDEX "_features_v_version_version_created_at_idx" ON "_features_v" USING btree ("version_created_at");
  CREATE INDEX "_features_v_version_version__status_idx" ON "_features_v" USING btree ("version__status");
  CREATE INDEX "_features_v_created_at_idx" ON "_features_v" USING btree ("created_at");
  CREATE INDEX "_features_v_updated_at_idx" ON "_features_v" USING btree ("updated_at");
  CREATE INDEX "_features_v_snapshot_idx" ON "_features_v" USING btree ("snapshot");
  CREATE INDEX "_features_v_published_locale_idx" ON "_features_v" USING btree ("published_locale");
  CREATE INDEX "_features_v_latest_idx" ON "_features_v" USING btree ("latest");
  CREATE INDEX "_features_v_autosave_idx" ON "_features_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_features_v_locales_locale_parent_id_unique" ON "_features_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_parent_idx" ON "_blog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_version_version_slug_idx" ON "_blog_posts_v" USING btree ("version_slug");
  CREATE INDEX "_blog_posts_v_version_version_image_idx" ON "_blog_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_blog_posts_v_version_version_status_idx" ON "_blog_posts_v" USING btree ("version_status");
  CREATE INDEX "_blog_posts_v_version_version_published_at_idx" ON "_blog_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_blog_posts_v_version_version_updated_by_idx" ON "_blog_posts_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_blog_posts_v_version_version_updated_at_idx" ON "_blog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_posts_v_version_version_created_at_idx" ON "_blog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_posts_v_version_version__status_idx" ON "_blog_posts_v" USING btree ("version__status");
  CREATE INDEX "_blog_posts_v_created_at_idx" ON "_blog_posts_v" USING btree ("created_at");
  CREATE INDEX "_blog_posts_v_updated_at_idx" ON "_blog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_blog_posts_v_snapshot_idx" ON "_blog_posts_v" USING btree ("snapshot");
  CREATE INDEX "_blog_posts_v_published_locale_idx" ON "_blog_posts_v" USING btree ("published_locale");
  CREATE INDEX "_blog_posts_v_latest_idx" ON "_blog_posts_v" USING btree ("latest");
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_blog_posts_v_locales_locale_parent_id_unique" ON "_blog_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_texts_order_parent" ON "_blog_posts_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "contact_submissions_history_order_idx" ON "contact_submissions_history" USING btree ("_order");
  CREATE INDEX "contact_submissions_history_parent_id_idx" ON "contact_submissions_history" USING btree ("_parent_id");
  CREATE INDEX "contact_submissions_history_by_idx" ON "contact_submissions_history" USING btree ("by_id");
  CREATE INDEX "_page_keywords_v_parent_idx" ON "_page_keywords_v" USING btree ("parent_id");
  CREATE INDEX "_page_keywords_v_version_version_page_slug_idx" ON "_page_keywords_v" USING btree ("version_page_slug");
  CREATE INDEX "_page_keywords_v_version_version_updated_by_idx" ON "_page_keywords_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_page_keywords_v_version_version_updated_at_idx" ON "_page_keywords_v" USING btree ("version_updated_at");
  CREATE INDEX "_page_keywords_v_version_version_created_at_idx" ON "_page_keywords_v" USING btree ("version_created_at");
  CREATE INDEX "_page_keywords_v_version_version__status_idx" ON "_page_keywords_v" USING btree ("version__status");
  CREATE INDEX "_page_keywords_v_created_at_idx" ON "_page_keywords_v" USING btree ("created_at");
  CREATE INDEX "_page_keywords_v_updated_at_idx" ON "_page_keywords_v" USING btree ("updated_at");
  CREATE INDEX "_page_keywords_v_snapshot_idx" ON "_page_keywords_v" USING btree ("snapshot");
  CREATE INDEX "_page_keywords_v_published_locale_idx" ON "_page_keywords_v" USING btree ("published_locale");
  CREATE INDEX "_page_keywords_v_latest_idx" ON "_page_keywords_v" USING btree ("latest");
  CREATE INDEX "_page_keywords_v_autosave_idx" ON "_page_keywords_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_page_keywords_v_locales_locale_parent_id_unique" ON "_page_keywords_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_version_updated_by_idx" ON "_site_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "services" ADD CONSTRAINT "services_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features" ADD CONSTRAINT "features_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords" ADD CONSTRAINT "page_keywords_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_updated_by_idx" ON "services" USING btree ("updated_by_id");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE INDEX "success_stories_updated_by_idx" ON "success_stories" USING btree ("updated_by_id");
  CREATE INDEX "success_stories__status_idx" ON "success_stories" USING btree ("_status");
  CREATE INDEX "team_members_updated_by_idx" ON "team_members" USING btree ("updated_by_id");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE INDEX "testimonials_updated_by_idx" ON "testimonials" USING btree ("updated_by_id");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "hero_slides_updated_by_idx" ON "hero_slides" USING btree ("updated_by_id");
  CREATE INDEX "hero_slides__status_idx" ON "hero_slides" USING btree ("_status");
  CREATE INDEX "features_updated_by_idx" ON "features" USING btree ("updated_by_id");
  CREATE INDEX "features__status_idx" ON "features" USING btree ("_status");
  CREATE INDEX "blog_posts_updated_by_idx" ON "blog_posts" USING btree ("updated_by_id");
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE INDEX "contact_submissions_assignee_idx" ON "contact_submissions" USING btree ("assignee_id");
  CREATE INDEX "page_keywords_updated_by_idx" ON "page_keywords" USING btree ("updated_by_id");
  CREATE INDEX "page_keywords__status_idx" ON "page_keywords" USING btree ("_status");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "site_settings_updated_by_idx" ON "site_settings" USING btree ("updated_by_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");`)
  await publishExistingRows({ payload, req, run: (statement) => db.execute(sql.raw(statement)) })
  await existingStaffBecomeAdmins({ payload, req })
  await keepBlogPostIdsIncreasing({ db: db, payload })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await convertBlogBodiesToPlainText({ db, payload })
  await db.execute(sql`
   ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_version_additional_sections_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_version_additional_sections_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_version_additional_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_version_additional_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_version_results_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_version_results_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_slides_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_slides_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_submissions_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_services_v_locales" CASCADE;
  DROP TABLE "_success_stories_v_version_features" CASCADE;
  DROP TABLE "_success_stories_v_version_features_locales" CASCADE;
  DROP TABLE "_success_stories_v_version_additional_sections_items" CASCADE;
  DROP TABLE "_success_stories_v_version_additional_sections_items_locales" CASCADE;
  DROP TABLE "_success_stories_v_version_additional_sections" CASCADE;
  DROP TABLE "_success_stories_v_version_additional_sections_locales" CASCADE;
  DROP TABLE "_success_stories_v_version_results_stats" CASCADE;
  DROP TABLE "_success_stories_v_version_results_stats_locales" CASCADE;
  DROP TABLE "_success_stories_v" CASCADE;
  DROP TABLE "_success_stories_v_locales" CASCADE;
  DROP TABLE "_team_members_v" CASCADE;
  DROP TABLE "_team_members_v_locales" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_testimonials_v_locales" CASCADE;
  DROP TABLE "_hero_slides_v" CASCADE;
  DROP TABLE "_hero_slides_v_locales" CASCADE;
  DROP TABLE "_features_v" CASCADE;
  DROP TABLE "_features_v_locales" CASCADE;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "_blog_posts_v_locales" CASCADE;
  DROP TABLE "_blog_posts_v_texts" CASCADE;
  DROP TABLE "contact_submissions_history" CASCADE;
  DROP TABLE "_page_keywords_v" CASCADE;
  DROP TABLE "_page_keywords_v_locales" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  ALTER TABLE "services" DROP CONSTRAINT "services_updated_by_id_users_id_fk";
  
  ALTER TABLE "success_stories" DROP CONSTRAINT "success_stories_updated_by_id_users_id_fk";
  
  ALTER TABLE "team_members" DROP CONSTRAINT "team_members_updated_by_id_users_id_fk";
  
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_updated_by_id_users_id_fk";
  
  ALTER TABLE "hero_slides" DROP CONSTRAINT "hero_slides_updated_by_id_users_id_fk";
  
  ALTER TABLE "features" DROP CONSTRAINT "features_updated_by_id_users_id_fk";
  
  ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_updated_by_id_users_id_fk";
  
  ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_assignee_id_users_id_fk";
  
  ALTER TABLE "page_keywords" DROP CONSTRAINT "page_keywords_updated_by_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_updated_by_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-enquiry-webhook', 'notify-enquiry-email');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-enquiry-webhook', 'notify-enquiry-email');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "services_updated_by_idx";
  DROP INDEX "services__status_idx";
  DROP INDEX "success_stories_updated_by_idx";
  DROP INDEX "success_stories__status_idx";
  DROP INDEX "team_members_updated_by_idx";
  DROP INDEX "team_members__status_idx";
  DROP INDEX "testimonials_updated_by_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "hero_slides_updated_by_idx";
  DROP INDEX "hero_slides__status_idx";
  DROP INDEX "features_updated_by_idx";
  DROP INDEX "features__status_idx";
  DROP INDEX "blog_posts_updated_by_idx";
  DROP INDEX "blog_posts__status_idx";
  DROP INDEX "contact_submissions_assignee_idx";
  DROP INDEX "page_keywords_updated_by_idx";
  DROP INDEX "page_keywords__status_idx";
  DROP INDEX "users_role_idx";
  DROP INDEX "site_settings_updated_by_idx";
  DROP INDEX "site_settings__status_idx";
  ALTER TABLE "services" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "display_order" SET NOT NULL;
  ALTER TABLE "success_stories_additional_sections" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "success_stories_results_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "success_stories" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "success_stories" ALTER COLUMN "display_order" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "display_order" SET NOT NULL;
  ALTER TABLE "hero_slides" ALTER COLUMN "display_order" SET NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "display_order" SET NOT NULL;
  ALTER TABLE "blog_posts" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "blog_posts" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "blog_posts_locales" ALTER COLUMN "content" SET DATA TYPE varchar;
  ALTER TABLE "page_keywords" ALTER COLUMN "page_slug" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "commercial_registration" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "kuwait_office_hours" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "kuwait_office_latitude" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "kuwait_office_longitude" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "abu_dhabi_office_hours" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "products_business_suite_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "products_property_management_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "products_kitchen_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "products_dining_url" SET NOT NULL;
  ALTER TABLE "services" DROP COLUMN "updated_by_id";
  ALTER TABLE "services" DROP COLUMN "_status";
  ALTER TABLE "success_stories" DROP COLUMN "updated_by_id";
  ALTER TABLE "success_stories" DROP COLUMN "_status";
  ALTER TABLE "team_members" DROP COLUMN "updated_by_id";
  ALTER TABLE "team_members" DROP COLUMN "_status";
  ALTER TABLE "testimonials" DROP COLUMN "updated_by_id";
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  ALTER TABLE "hero_slides" DROP COLUMN "updated_by_id";
  ALTER TABLE "hero_slides" DROP COLUMN "_status";
  ALTER TABLE "features" DROP COLUMN "updated_by_id";
  ALTER TABLE "features" DROP COLUMN "_status";
  ALTER TABLE "blog_posts" DROP COLUMN "published_at_tz";
  ALTER TABLE "blog_posts" DROP COLUMN "updated_by_id";
  ALTER TABLE "blog_posts" DROP COLUMN "_status";
  ALTER TABLE "contact_submissions" DROP COLUMN "assignee_id";
  ALTER TABLE "page_keywords" DROP COLUMN "updated_by_id";
  ALTER TABLE "page_keywords" DROP COLUMN "_status";
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "site_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_icon_name";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum__services_v_published_locale";
  DROP TYPE "public"."enum_success_stories_status";
  DROP TYPE "public"."enum__success_stories_v_version_features_icon";
  DROP TYPE "public"."enum__success_stories_v_version_additional_sections_items_icon";
  DROP TYPE "public"."enum__success_stories_v_version_additional_sections_type";
  DROP TYPE "public"."enum__success_stories_v_version_results_stats_icon";
  DROP TYPE "public"."enum__success_stories_v_version_status";
  DROP TYPE "public"."enum__success_stories_v_published_locale";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum__team_members_v_published_locale";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum__testimonials_v_published_locale";
  DROP TYPE "public"."enum_hero_slides_status";
  DROP TYPE "public"."enum__hero_slides_v_version_status";
  DROP TYPE "public"."enum__hero_slides_v_published_locale";
  DROP TYPE "public"."enum_features_status";
  DROP TYPE "public"."enum__features_v_version_icon_name";
  DROP TYPE "public"."enum__features_v_version_status";
  DROP TYPE "public"."enum__features_v_published_locale";
  DROP TYPE "public"."enum_blog_posts_published_at_tz";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum__blog_posts_v_version_published_at_tz";
  DROP TYPE "public"."enum__blog_posts_v_published_locale";
  DROP TYPE "public"."enum_contact_submissions_history_kind";
  DROP TYPE "public"."enum_page_keywords_status";
  DROP TYPE "public"."enum__page_keywords_v_version_page_slug";
  DROP TYPE "public"."enum__page_keywords_v_version_status";
  DROP TYPE "public"."enum__page_keywords_v_published_locale";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum__site_settings_v_published_locale";`)
}
