import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_services_icon_name" AS ENUM('Monitor', 'Smartphone', 'Users', 'ShoppingCart', 'Building2', 'Utensils', 'Code', 'Laptop', 'Globe', 'Database', 'Server', 'Zap', 'UtensilsCrossed', 'Home', 'BarChart3', 'ShoppingBag');
  CREATE TYPE "public"."enum_success_stories_features_icon" AS ENUM('CheckCircle', 'Users', 'TrendingUp', 'Building2', 'Home', 'ExternalLink', 'Package', 'Smartphone', 'FileText', 'BarChart3');
  CREATE TYPE "public"."enum_success_stories_additional_sections_items_icon" AS ENUM('CheckCircle', 'Users', 'TrendingUp', 'Building2', 'Home', 'ExternalLink', 'Package', 'Smartphone', 'FileText', 'BarChart3');
  CREATE TYPE "public"."enum_success_stories_additional_sections_type" AS ENUM('who_we_serve');
  CREATE TYPE "public"."enum_success_stories_results_stats_icon" AS ENUM('CheckCircle', 'Users', 'TrendingUp', 'Building2', 'Home', 'ExternalLink', 'Package', 'Smartphone', 'FileText', 'BarChart3');
  CREATE TYPE "public"."enum_features_icon_name" AS ENUM('Monitor', 'Smartphone', 'Users', 'ShoppingCart', 'Building2', 'Utensils', 'Code', 'Laptop', 'Globe', 'Database', 'Server', 'Zap', 'UtensilsCrossed', 'Home', 'BarChart3', 'ShoppingBag');
  CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_submissions_status" AS ENUM('new', 'in progress', 'answered', 'archived');
  CREATE TYPE "public"."enum_page_keywords_page_slug" AS ENUM('home', 'about', 'contact', 'what-we-do', 'what-we-do/web-development', 'what-we-do/mobile-app', 'what-we-do/erp-solution', 'what-we-do/ecommerce-application', 'what-we-do/property-management', 'what-we-do/fandb-solution', 'our-work', 'blog', 'privacy-policy');
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"icon_name" "enum_services_icon_name" DEFAULT 'Monitor',
  	"icon_bg" varchar DEFAULT '#CCFBF1',
  	"icon_color" varchar DEFAULT '#0F766E',
  	"image_storage_path_id" integer,
  	"image_url" varchar,
  	"display_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "services_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"service_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "success_stories_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_success_stories_features_icon" DEFAULT 'CheckCircle',
  	"color" varchar DEFAULT '#0F766E'
  );
  
  CREATE TABLE "success_stories_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "success_stories_additional_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_success_stories_additional_sections_items_icon" DEFAULT 'CheckCircle',
  	"color" varchar DEFAULT '#0F766E'
  );
  
  CREATE TABLE "success_stories_additional_sections_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "success_stories_additional_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_success_stories_additional_sections_type" DEFAULT 'who_we_serve' NOT NULL,
  	"background" varchar DEFAULT '#F8FAFC'
  );
  
  CREATE TABLE "success_stories_additional_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "success_stories_results_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_success_stories_results_stats_icon" DEFAULT 'CheckCircle',
  	"color" varchar DEFAULT '#0F766E',
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "success_stories_results_stats_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "success_stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"external_url" varchar,
  	"logo_url" varchar,
  	"gradient_from" varchar DEFAULT '#0F766E',
  	"gradient_to" varchar DEFAULT '#0B1F33',
  	"hero_cta_url" varchar,
  	"results_background_color" varchar DEFAULT '#0B1F33',
  	"cta_primary_url" varchar,
  	"cta_secondary_url" varchar,
  	"display_order" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "success_stories_locales" (
  	"title" varchar,
  	"description" varchar,
  	"external_button_text" varchar,
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_description" varchar,
  	"hero_cta_text" varchar,
  	"overview_title" varchar,
  	"overview_description" varchar,
  	"features_title" varchar,
  	"results_title" varchar,
  	"results_subtitle" varchar,
  	"cta_title" varchar,
  	"cta_description" varchar,
  	"cta_primary_text" varchar,
  	"cta_secondary_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_ceo" boolean DEFAULT false,
  	"image_storage_path_id" integer,
  	"image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members_locales" (
  	"name" varchar,
  	"position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_storage_path_id" integer,
  	"logo_url" varchar,
  	"logo_file_name" varchar,
  	"file_size" numeric,
  	"upload_date" timestamp(3) with time zone,
  	"display_order" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"quote" varchar,
  	"author_name" varchar,
  	"author_position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hero_slides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_link" varchar,
  	"video_storage_path_id" integer,
  	"video_url" varchar,
  	"display_order" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hero_slides_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "features" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_name" "enum_features_icon_name" DEFAULT 'Monitor',
  	"display_order" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"status" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"image_id" integer,
  	"image_url" varchar,
  	"status" "enum_blog_posts_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "contact_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"mobile" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"employees" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar,
  	"full_mobile" varchar NOT NULL,
  	"country_code" varchar NOT NULL,
  	"submitted_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_contact_submissions_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_keywords" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_slug" "enum_page_keywords_page_slug" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_keywords_locales" (
  	"keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "service_images" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  CREATE TABLE "service_images_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_images" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  CREATE TABLE "team_images_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "logo_testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  CREATE TABLE "logo_testimonials_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hero_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  CREATE TABLE "hero_videos_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_images" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  CREATE TABLE "blog_images_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"success_stories_id" integer,
  	"team_members_id" integer,
  	"testimonials_id" integer,
  	"hero_slides_id" integer,
  	"features_id" integer,
  	"blog_posts_id" integer,
  	"contact_submissions_id" integer,
  	"page_keywords_id" integer,
  	"service_images_id" integer,
  	"team_images_id" integer,
  	"logo_testimonials_id" integer,
  	"hero_videos_id" integer,
  	"blog_images_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"mobile" varchar,
  	"commercial_registration" varchar NOT NULL,
  	"kuwait_office_hours" varchar NOT NULL,
  	"kuwait_office_mobile" varchar,
  	"kuwait_office_latitude" numeric NOT NULL,
  	"kuwait_office_longitude" numeric NOT NULL,
  	"abu_dhabi_office_hours" varchar NOT NULL,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_linkedin" varchar,
  	"products_business_suite_url" varchar NOT NULL,
  	"products_property_management_url" varchar NOT NULL,
  	"products_kitchen_url" varchar NOT NULL,
  	"products_dining_url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"company_name" varchar,
  	"kuwait_office_title" varchar,
  	"kuwait_office_address" varchar,
  	"abu_dhabi_office_title" varchar,
  	"abu_dhabi_office_address" varchar,
  	"products_business_suite_name" varchar,
  	"products_property_management_name" varchar,
  	"products_kitchen_name" varchar,
  	"products_dining_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "services" ADD CONSTRAINT "services_image_storage_path_id_service_images_id_fk" FOREIGN KEY ("image_storage_path_id") REFERENCES "public"."service_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_features" ADD CONSTRAINT "success_stories_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_features_locales" ADD CONSTRAINT "success_stories_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_additional_sections_items" ADD CONSTRAINT "success_stories_additional_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories_additional_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_additional_sections_items_locales" ADD CONSTRAINT "success_stories_additional_sections_items_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories_additional_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_additional_sections" ADD CONSTRAINT "success_stories_additional_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_additional_sections_locales" ADD CONSTRAINT "success_stories_additional_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories_additional_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_results_stats" ADD CONSTRAINT "success_stories_results_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_results_stats_locales" ADD CONSTRAINT "success_stories_results_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories_results_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_locales" ADD CONSTRAINT "success_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_image_storage_path_id_team_images_id_fk" FOREIGN KEY ("image_storage_path_id") REFERENCES "public"."team_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members_locales" ADD CONSTRAINT "team_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_logo_storage_path_id_logo_testimonials_id_fk" FOREIGN KEY ("logo_storage_path_id") REFERENCES "public"."logo_testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_video_storage_path_id_hero_videos_id_fk" FOREIGN KEY ("video_storage_path_id") REFERENCES "public"."hero_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_slides_locales" ADD CONSTRAINT "hero_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_locales" ADD CONSTRAINT "features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_blog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."blog_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_texts" ADD CONSTRAINT "blog_posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_locales" ADD CONSTRAINT "page_keywords_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_images_locales" ADD CONSTRAINT "service_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_images_locales" ADD CONSTRAINT "team_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "logo_testimonials_locales" ADD CONSTRAINT "logo_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."logo_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_videos_locales" ADD CONSTRAINT "hero_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_images_locales" ADD CONSTRAINT "blog_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hero_slides_fk" FOREIGN KEY ("hero_slides_id") REFERENCES "public"."hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_keywords_fk" FOREIGN KEY ("page_keywords_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_images_fk" FOREIGN KEY ("service_images_id") REFERENCES "public"."service_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_images_fk" FOREIGN KEY ("team_images_id") REFERENCES "public"."team_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_logo_testimonials_fk" FOREIGN KEY ("logo_testimonials_id") REFERENCES "public"."logo_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hero_videos_fk" FOREIGN KEY ("hero_videos_id") REFERENCES "public"."hero_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_images_fk" FOREIGN KEY ("blog_images_id") REFERENCES "public"."blog_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_image_storage_path_idx" ON "services" USING btree ("image_storage_path_id");
  CREATE INDEX "services_display_order_idx" ON "services" USING btree ("display_order");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "success_stories_features_order_idx" ON "success_stories_features" USING btree ("_order");
  CREATE INDEX "success_stories_features_parent_id_idx" ON "success_stories_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "success_stories_features_locales_locale_parent_id_unique" ON "success_stories_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "success_stories_additional_sections_items_order_idx" ON "success_stories_additional_sections_items" USING btree ("_order");
  CREATE INDEX "success_stories_additional_sections_items_parent_id_idx" ON "success_stories_additional_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "success_stories_additional_sections_items_locales_locale_par" ON "success_stories_additional_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "success_stories_additional_sections_order_idx" ON "success_stories_additional_sections" USING btree ("_order");
  CREATE INDEX "success_stories_additional_sections_parent_id_idx" ON "success_stories_additional_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "success_stories_additional_sections_locales_locale_parent_id" ON "success_stories_additional_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "success_stories_results_stats_order_idx" ON "success_stories_results_stats" USING btree ("_order");
  CREATE INDEX "success_stories_results_stats_parent_id_idx" ON "success_stories_results_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "success_stories_results_stats_locales_locale_parent_id_uniqu" ON "success_stories_results_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "success_stories_slug_idx" ON "success_stories" USING btree ("slug");
  CREATE INDEX "success_stories_display_order_idx" ON "success_stories" USING btree ("display_order");
  CREATE INDEX "success_stories_is_active_idx" ON "success_stories" USING btree ("is_active");
  CREATE INDEX "success_stories_updated_at_idx" ON "success_stories" USING btree ("updated_at");
  CREATE INDEX "success_stories_created_at_idx" ON "success_stories" USING btree ("created_at");
  CREATE UNIQUE INDEX "success_stories_locales_locale_parent_id_unique" ON "success_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_members_image_storage_path_idx" ON "team_members" USING btree ("image_storage_path_id");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "team_members_locales_locale_parent_id_unique" ON "team_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_logo_storage_path_idx" ON "testimonials" USING btree ("logo_storage_path_id");
  CREATE INDEX "testimonials_display_order_idx" ON "testimonials" USING btree ("display_order");
  CREATE INDEX "testimonials_is_active_idx" ON "testimonials" USING btree ("is_active");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hero_slides_video_storage_path_idx" ON "hero_slides" USING btree ("video_storage_path_id");
  CREATE INDEX "hero_slides_display_order_idx" ON "hero_slides" USING btree ("display_order");
  CREATE INDEX "hero_slides_is_active_idx" ON "hero_slides" USING btree ("is_active");
  CREATE INDEX "hero_slides_updated_at_idx" ON "hero_slides" USING btree ("updated_at");
  CREATE INDEX "hero_slides_created_at_idx" ON "hero_slides" USING btree ("created_at");
  CREATE UNIQUE INDEX "hero_slides_locales_locale_parent_id_unique" ON "hero_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "features_display_order_idx" ON "features" USING btree ("display_order");
  CREATE INDEX "features_is_active_idx" ON "features" USING btree ("is_active");
  CREATE INDEX "features_status_idx" ON "features" USING btree ("status");
  CREATE INDEX "features_updated_at_idx" ON "features" USING btree ("updated_at");
  CREATE INDEX "features_created_at_idx" ON "features" USING btree ("created_at");
  CREATE UNIQUE INDEX "features_locales_locale_parent_id_unique" ON "features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");
  CREATE INDEX "blog_posts_image_idx" ON "blog_posts" USING btree ("image_id");
  CREATE INDEX "blog_posts_status_idx" ON "blog_posts" USING btree ("status");
  CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_posts_texts_order_parent" ON "blog_posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "contact_submissions_submitted_at_idx" ON "contact_submissions" USING btree ("submitted_at");
  CREATE INDEX "contact_submissions_status_idx" ON "contact_submissions" USING btree ("status");
  CREATE INDEX "contact_submissions_updated_at_idx" ON "contact_submissions" USING btree ("updated_at");
  CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "page_keywords_page_slug_idx" ON "page_keywords" USING btree ("page_slug");
  CREATE INDEX "page_keywords_updated_at_idx" ON "page_keywords" USING btree ("updated_at");
  CREATE INDEX "page_keywords_created_at_idx" ON "page_keywords" USING btree ("created_at");
  CREATE UNIQUE INDEX "page_keywords_locales_locale_parent_id_unique" ON "page_keywords_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "service_images_updated_at_idx" ON "service_images" USING btree ("updated_at");
  CREATE INDEX "service_images_created_at_idx" ON "service_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "service_images_filename_idx" ON "service_images" USING btree ("filename");
  CREATE UNIQUE INDEX "service_images_locales_locale_parent_id_unique" ON "service_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_images_updated_at_idx" ON "team_images" USING btree ("updated_at");
  CREATE INDEX "team_images_created_at_idx" ON "team_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "team_images_filename_idx" ON "team_images" USING btree ("filename");
  CREATE UNIQUE INDEX "team_images_locales_locale_parent_id_unique" ON "team_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "logo_testimonials_updated_at_idx" ON "logo_testimonials" USING btree ("updated_at");
  CREATE INDEX "logo_testimonials_created_at_idx" ON "logo_testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "logo_testimonials_filename_idx" ON "logo_testimonials" USING btree ("filename");
  CREATE UNIQUE INDEX "logo_testimonials_locales_locale_parent_id_unique" ON "logo_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hero_videos_updated_at_idx" ON "hero_videos" USING btree ("updated_at");
  CREATE INDEX "hero_videos_created_at_idx" ON "hero_videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "hero_videos_filename_idx" ON "hero_videos" USING btree ("filename");
  CREATE UNIQUE INDEX "hero_videos_locales_locale_parent_id_unique" ON "hero_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_images_updated_at_idx" ON "blog_images" USING btree ("updated_at");
  CREATE INDEX "blog_images_created_at_idx" ON "blog_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_images_filename_idx" ON "blog_images" USING btree ("filename");
  CREATE UNIQUE INDEX "blog_images_locales_locale_parent_id_unique" ON "blog_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_success_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("success_stories_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_hero_slides_id_idx" ON "payload_locked_documents_rels" USING btree ("hero_slides_id");
  CREATE INDEX "payload_locked_documents_rels_features_id_idx" ON "payload_locked_documents_rels" USING btree ("features_id");
  CREATE INDEX "payload_locked_documents_rels_blog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_contact_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_page_keywords_id_idx" ON "payload_locked_documents_rels" USING btree ("page_keywords_id");
  CREATE INDEX "payload_locked_documents_rels_service_images_id_idx" ON "payload_locked_documents_rels" USING btree ("service_images_id");
  CREATE INDEX "payload_locked_documents_rels_team_images_id_idx" ON "payload_locked_documents_rels" USING btree ("team_images_id");
  CREATE INDEX "payload_locked_documents_rels_logo_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("logo_testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_hero_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("hero_videos_id");
  CREATE INDEX "payload_locked_documents_rels_blog_images_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_images_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services" CASCADE;
  DROP TABLE "services_locales" CASCADE;
  DROP TABLE "success_stories_features" CASCADE;
  DROP TABLE "success_stories_features_locales" CASCADE;
  DROP TABLE "success_stories_additional_sections_items" CASCADE;
  DROP TABLE "success_stories_additional_sections_items_locales" CASCADE;
  DROP TABLE "success_stories_additional_sections" CASCADE;
  DROP TABLE "success_stories_additional_sections_locales" CASCADE;
  DROP TABLE "success_stories_results_stats" CASCADE;
  DROP TABLE "success_stories_results_stats_locales" CASCADE;
  DROP TABLE "success_stories" CASCADE;
  DROP TABLE "success_stories_locales" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "team_members_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "hero_slides" CASCADE;
  DROP TABLE "hero_slides_locales" CASCADE;
  DROP TABLE "features" CASCADE;
  DROP TABLE "features_locales" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "blog_posts_texts" CASCADE;
  DROP TABLE "contact_submissions" CASCADE;
  DROP TABLE "page_keywords" CASCADE;
  DROP TABLE "page_keywords_locales" CASCADE;
  DROP TABLE "service_images" CASCADE;
  DROP TABLE "service_images_locales" CASCADE;
  DROP TABLE "team_images" CASCADE;
  DROP TABLE "team_images_locales" CASCADE;
  DROP TABLE "logo_testimonials" CASCADE;
  DROP TABLE "logo_testimonials_locales" CASCADE;
  DROP TABLE "hero_videos" CASCADE;
  DROP TABLE "hero_videos_locales" CASCADE;
  DROP TABLE "blog_images" CASCADE;
  DROP TABLE "blog_images_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_services_icon_name";
  DROP TYPE "public"."enum_success_stories_features_icon";
  DROP TYPE "public"."enum_success_stories_additional_sections_items_icon";
  DROP TYPE "public"."enum_success_stories_additional_sections_type";
  DROP TYPE "public"."enum_success_stories_results_stats_icon";
  DROP TYPE "public"."enum_features_icon_name";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum_contact_submissions_status";
  DROP TYPE "public"."enum_page_keywords_page_slug";`)
}
