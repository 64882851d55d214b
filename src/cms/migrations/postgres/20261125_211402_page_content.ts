import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { pageContent } from '../data/page-content'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_art" AS ENUM('about', 'services', 'work', 'blog', 'privacy', 'notFound');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_size" AS ENUM('regular', 'compact');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_work_services_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum_page_keywords_blocks_work_services_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_case_studies_items_frame" AS ENUM('phone', 'browser');
  CREATE TYPE "public"."enum_page_keywords_blocks_case_studies_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_page_keywords_blocks_featured_projects_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_policy_sections_parts_kind" AS ENUM('clause', 'list');
  CREATE TYPE "public"."enum_page_keywords_blocks_topic_panel_topics_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum_page_keywords_blocks_value_cards_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum_page_keywords_blocks_not_found_suggestions_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum_page_keywords_blocks_not_found_suggestions_link_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
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
  CREATE TYPE "public"."enum__page_keywords_v_blocks_work_services_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_work_services_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_case_studies_items_frame" AS ENUM('phone', 'browser');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_case_studies_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_featured_projects_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__policy_v_sections_parts_kind" AS ENUM('clause', 'list');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_topic_panel_topics_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_value_cards_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_not_found_suggestions_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_not_found_suggestions_link_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
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
  
  CREATE TABLE "page_keywords_blocks_work_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_work_figures_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_work_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_work_figures_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_work_services_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_page_keywords_blocks_work_services_items_icon" DEFAULT 'Sparkles'
  );
  
  CREATE TABLE "page_keywords_blocks_work_services_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_work_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'services',
  	"tone" "enum_page_keywords_blocks_work_services_tone" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_work_services_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_case_studies_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_case_studies_items_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_case_studies_items_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_case_studies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"frame" "enum_page_keywords_blocks_case_studies_items_frame" DEFAULT 'browser',
  	"address" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_case_studies_items_locales" (
  	"kind" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"challenge" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'case-studies',
  	"tone" "enum_page_keywords_blocks_case_studies_tone" DEFAULT 'surface',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_case_studies_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"challenge_label" varchar,
  	"built_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_featured_projects_items_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_featured_projects_items_tags_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_featured_projects_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric
  );
  
  CREATE TABLE "page_keywords_blocks_featured_projects_items_locales" (
  	"category" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_featured_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'featured',
  	"tone" "enum_page_keywords_blocks_featured_projects_tone" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_featured_projects_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "policy_sections_parts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "policy_sections_parts_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "policy_sections_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_policy_sections_parts_kind" DEFAULT 'clause'
  );
  
  CREATE TABLE "policy_sections_parts_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "policy_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "policy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"updated" timestamp(3) with time zone,
  	"maps_privacy_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "policy_locales" (
  	"notice" varchar,
  	"notice_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_mission_figures_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_mission_figures_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_mission_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_mission_figures_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_topic_panel_topics_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_topic_panel_topics_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_topic_panel_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_page_keywords_blocks_topic_panel_topics_icon" DEFAULT 'Sparkles',
  	"anchor" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_topic_panel_topics_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_topic_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_topic_panel_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_value_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_page_keywords_blocks_value_cards_items_icon" DEFAULT 'Sparkles'
  );
  
  CREATE TABLE "page_keywords_blocks_value_cards_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_value_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_value_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_statement_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_statement_band_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_service_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_contact_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_contact_hero_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_enquiry_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_enquiry_form_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_not_found_suggestions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_page_keywords_blocks_not_found_suggestions_icon" DEFAULT 'Sparkles',
  	"link_page" "enum_page_keywords_blocks_not_found_suggestions_link_page" DEFAULT 'contact'
  );
  
  CREATE TABLE "page_keywords_blocks_not_found_suggestions_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_keywords_blocks_not_found" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_keywords_blocks_not_found_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"message" varchar,
  	"home" varchar,
  	"suggestions_title" varchar,
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
  
  CREATE TABLE "_page_keywords_v_blocks_work_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_work_figures_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_work_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_work_figures_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_work_services_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__page_keywords_v_blocks_work_services_items_icon" DEFAULT 'Sparkles',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_work_services_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_work_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'services',
  	"tone" "enum__page_keywords_v_blocks_work_services_tone" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_work_services_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_case_studies_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_case_studies_items_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_case_studies_items_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_case_studies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"frame" "enum__page_keywords_v_blocks_case_studies_items_frame" DEFAULT 'browser',
  	"address" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_case_studies_items_locales" (
  	"kind" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"challenge" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'case-studies',
  	"tone" "enum__page_keywords_v_blocks_case_studies_tone" DEFAULT 'surface',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_case_studies_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"challenge_label" varchar,
  	"built_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_featured_projects_items_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_featured_projects_items_tags_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_featured_projects_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_featured_projects_items_locales" (
  	"category" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_featured_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'featured',
  	"tone" "enum__page_keywords_v_blocks_featured_projects_tone" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_featured_projects_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policy_v_sections_parts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_policy_v_sections_parts_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policy_v_sections_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__policy_v_sections_parts_kind" DEFAULT 'clause',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_policy_v_sections_parts_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policy_v_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_policy_v_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policy_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated" timestamp(3) with time zone,
  	"maps_privacy_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_policy_v_locales" (
  	"notice" varchar,
  	"notice_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_mission_figures_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_mission_figures_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_mission_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_mission_figures_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_topic_panel_topics_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_topic_panel_topics_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_topic_panel_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__page_keywords_v_blocks_topic_panel_topics_icon" DEFAULT 'Sparkles',
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_topic_panel_topics_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_topic_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_topic_panel_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_value_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__page_keywords_v_blocks_value_cards_items_icon" DEFAULT 'Sparkles',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_value_cards_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_value_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_value_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_statement_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_statement_band_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_service_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_contact_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_contact_hero_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_enquiry_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_enquiry_form_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_not_found_suggestions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__page_keywords_v_blocks_not_found_suggestions_icon" DEFAULT 'Sparkles',
  	"link_page" "enum__page_keywords_v_blocks_not_found_suggestions_link_page" DEFAULT 'contact',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_not_found_suggestions_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_keywords_v_blocks_not_found" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_keywords_v_blocks_not_found_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"message" varchar,
  	"home" varchar,
  	"suggestions_title" varchar,
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
  
  ALTER TABLE "services_blocks_cards_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "services_blocks_cards_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum_services_blocks_cards_items_icon";
  CREATE TYPE "public"."enum_services_blocks_cards_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  ALTER TABLE "services_blocks_cards_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum_services_blocks_cards_items_icon";
  ALTER TABLE "services_blocks_cards_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_services_blocks_cards_items_icon" USING "icon"::"public"."enum_services_blocks_cards_items_icon";
  ALTER TABLE "services_blocks_technologies_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "services_blocks_technologies_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum_services_blocks_technologies_items_icon";
  CREATE TYPE "public"."enum_services_blocks_technologies_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  ALTER TABLE "services_blocks_technologies_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum_services_blocks_technologies_items_icon";
  ALTER TABLE "services_blocks_technologies_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_services_blocks_technologies_items_icon" USING "icon"::"public"."enum_services_blocks_technologies_items_icon";
  ALTER TABLE "services_blocks_audiences_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "services_blocks_audiences_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum_services_blocks_audiences_items_icon";
  CREATE TYPE "public"."enum_services_blocks_audiences_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  ALTER TABLE "services_blocks_audiences_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum_services_blocks_audiences_items_icon";
  ALTER TABLE "services_blocks_audiences_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_services_blocks_audiences_items_icon" USING "icon"::"public"."enum_services_blocks_audiences_items_icon";
  ALTER TABLE "services_blocks_industries_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "services_blocks_industries_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum_services_blocks_industries_items_icon";
  CREATE TYPE "public"."enum_services_blocks_industries_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  ALTER TABLE "services_blocks_industries_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum_services_blocks_industries_items_icon";
  ALTER TABLE "services_blocks_industries_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_services_blocks_industries_items_icon" USING "icon"::"public"."enum_services_blocks_industries_items_icon";
  ALTER TABLE "_services_v_blocks_cards_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_services_v_blocks_cards_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum__services_v_blocks_cards_items_icon";
  CREATE TYPE "public"."enum__services_v_blocks_cards_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  ALTER TABLE "_services_v_blocks_cards_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum__services_v_blocks_cards_items_icon";
  ALTER TABLE "_services_v_blocks_cards_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__services_v_blocks_cards_items_icon" USING "icon"::"public"."enum__services_v_blocks_cards_items_icon";
  ALTER TABLE "_services_v_blocks_technologies_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_services_v_blocks_technologies_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum__services_v_blocks_technologies_items_icon";
  CREATE TYPE "public"."enum__services_v_blocks_technologies_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  ALTER TABLE "_services_v_blocks_technologies_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum__services_v_blocks_technologies_items_icon";
  ALTER TABLE "_services_v_blocks_technologies_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__services_v_blocks_technologies_items_icon" USING "icon"::"public"."enum__services_v_blocks_technologies_items_icon";
  ALTER TABLE "_services_v_blocks_audiences_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_services_v_blocks_audiences_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum__services_v_blocks_audiences_items_icon";
  CREATE TYPE "public"."enum__services_v_blocks_audiences_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  ALTER TABLE "_services_v_blocks_audiences_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum__services_v_blocks_audiences_items_icon";
  ALTER TABLE "_services_v_blocks_audiences_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__services_v_blocks_audiences_items_icon" USING "icon"::"public"."enum__services_v_blocks_audiences_items_icon";
  ALTER TABLE "_services_v_blocks_industries_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_services_v_blocks_industries_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum__services_v_blocks_industries_items_icon";
  CREATE TYPE "public"."enum__services_v_blocks_industries_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Blocks', 'BookOpenText', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'History', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lightbulb', 'Lock', 'Mail', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'ShieldCheck', 'Shirt', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'UsersRound', 'Utensils', 'Wallet', 'Workflow', 'Wrench', 'Zap');
  ALTER TABLE "_services_v_blocks_industries_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum__services_v_blocks_industries_items_icon";
  ALTER TABLE "_services_v_blocks_industries_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__services_v_blocks_industries_items_icon" USING "icon"::"public"."enum__services_v_blocks_industries_items_icon";
  ALTER TABLE "page_keywords" ALTER COLUMN "page_slug" SET DATA TYPE varchar;
  ALTER TABLE "_page_keywords_v" ALTER COLUMN "version_page_slug" SET DATA TYPE varchar;
  ALTER TABLE "page_keywords_locales" ADD COLUMN "title" varchar;
  ALTER TABLE "_page_keywords_v_locales" ADD COLUMN "version_title" varchar;
  ALTER TABLE "page_keywords_blocks_page_hero" ADD CONSTRAINT "page_keywords_blocks_page_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_page_hero_locales" ADD CONSTRAINT "page_keywords_blocks_page_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_page_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_cta_band" ADD CONSTRAINT "page_keywords_blocks_cta_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_cta_band_locales" ADD CONSTRAINT "page_keywords_blocks_cta_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_cta_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_work_figures_items" ADD CONSTRAINT "page_keywords_blocks_work_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_work_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_work_figures_items_locales" ADD CONSTRAINT "page_keywords_blocks_work_figures_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_work_figures_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_work_figures" ADD CONSTRAINT "page_keywords_blocks_work_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_work_figures_locales" ADD CONSTRAINT "page_keywords_blocks_work_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_work_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_work_services_items" ADD CONSTRAINT "page_keywords_blocks_work_services_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_work_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_work_services_items_locales" ADD CONSTRAINT "page_keywords_blocks_work_services_items_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_work_services_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_work_services" ADD CONSTRAINT "page_keywords_blocks_work_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_work_services_locales" ADD CONSTRAINT "page_keywords_blocks_work_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_work_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_case_studies_items_features" ADD CONSTRAINT "page_keywords_blocks_case_studies_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_case_studies_items_features_locales" ADD CONSTRAINT "page_keywords_blocks_case_studies_items_features_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_case_studies_items_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_case_studies_items_technologies" ADD CONSTRAINT "page_keywords_blocks_case_studies_items_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_case_studies_items" ADD CONSTRAINT "page_keywords_blocks_case_studies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_case_studies_items_locales" ADD CONSTRAINT "page_keywords_blocks_case_studies_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_case_studies" ADD CONSTRAINT "page_keywords_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_case_studies_locales" ADD CONSTRAINT "page_keywords_blocks_case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_tags" ADD CONSTRAINT "page_keywords_blocks_featured_projects_items_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_featured_projects_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_tags_locales" ADD CONSTRAINT "page_keywords_blocks_featured_projects_items_tags_locales_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_featured_projects_items_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_featured_projects_items" ADD CONSTRAINT "page_keywords_blocks_featured_projects_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_featured_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_locales" ADD CONSTRAINT "page_keywords_blocks_featured_projects_items_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_featured_projects_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_featured_projects" ADD CONSTRAINT "page_keywords_blocks_featured_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_featured_projects_locales" ADD CONSTRAINT "page_keywords_blocks_featured_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_featured_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_sections_parts_items" ADD CONSTRAINT "policy_sections_parts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy_sections_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_sections_parts_items_locales" ADD CONSTRAINT "policy_sections_parts_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy_sections_parts_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_sections_parts" ADD CONSTRAINT "policy_sections_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_sections_parts_locales" ADD CONSTRAINT "policy_sections_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy_sections_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_sections" ADD CONSTRAINT "policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_sections_locales" ADD CONSTRAINT "policy_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy" ADD CONSTRAINT "policy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_locales" ADD CONSTRAINT "policy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_mission_figures_figures" ADD CONSTRAINT "page_keywords_blocks_mission_figures_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_mission_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_mission_figures_figures_locales" ADD CONSTRAINT "page_keywords_blocks_mission_figures_figures_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_mission_figures_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_mission_figures" ADD CONSTRAINT "page_keywords_blocks_mission_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_mission_figures_locales" ADD CONSTRAINT "page_keywords_blocks_mission_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_mission_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_topic_panel_topics_paragraphs" ADD CONSTRAINT "page_keywords_blocks_topic_panel_topics_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_topic_panel_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_topic_panel_topics_paragraphs_locales" ADD CONSTRAINT "page_keywords_blocks_topic_panel_topics_paragraphs_locale_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_topic_panel_topics_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_topic_panel_topics" ADD CONSTRAINT "page_keywords_blocks_topic_panel_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_topic_panel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_topic_panel_topics_locales" ADD CONSTRAINT "page_keywords_blocks_topic_panel_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_topic_panel_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_topic_panel" ADD CONSTRAINT "page_keywords_blocks_topic_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_topic_panel_locales" ADD CONSTRAINT "page_keywords_blocks_topic_panel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_topic_panel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_value_cards_items" ADD CONSTRAINT "page_keywords_blocks_value_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_value_cards_items_locales" ADD CONSTRAINT "page_keywords_blocks_value_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_value_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_value_cards" ADD CONSTRAINT "page_keywords_blocks_value_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_value_cards_locales" ADD CONSTRAINT "page_keywords_blocks_value_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_statement_band" ADD CONSTRAINT "page_keywords_blocks_statement_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_statement_band_locales" ADD CONSTRAINT "page_keywords_blocks_statement_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_statement_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_service_sections" ADD CONSTRAINT "page_keywords_blocks_service_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_contact_hero" ADD CONSTRAINT "page_keywords_blocks_contact_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_contact_hero_locales" ADD CONSTRAINT "page_keywords_blocks_contact_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_contact_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_enquiry_form" ADD CONSTRAINT "page_keywords_blocks_enquiry_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_enquiry_form_locales" ADD CONSTRAINT "page_keywords_blocks_enquiry_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_not_found_suggestions" ADD CONSTRAINT "page_keywords_blocks_not_found_suggestions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_not_found"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_not_found_suggestions_locales" ADD CONSTRAINT "page_keywords_blocks_not_found_suggestions_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_not_found_suggestions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_not_found" ADD CONSTRAINT "page_keywords_blocks_not_found_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_not_found_locales" ADD CONSTRAINT "page_keywords_blocks_not_found_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_keywords_blocks_not_found"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_page_keywords_v_blocks_work_figures_items" ADD CONSTRAINT "_page_keywords_v_blocks_work_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_work_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_work_figures_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_work_figures_items_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_work_figures_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_work_figures" ADD CONSTRAINT "_page_keywords_v_blocks_work_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_work_figures_locales" ADD CONSTRAINT "_page_keywords_v_blocks_work_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_work_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_work_services_items" ADD CONSTRAINT "_page_keywords_v_blocks_work_services_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_work_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_work_services_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_work_services_items_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_work_services_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_work_services" ADD CONSTRAINT "_page_keywords_v_blocks_work_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_work_services_locales" ADD CONSTRAINT "_page_keywords_v_blocks_work_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_work_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_features" ADD CONSTRAINT "_page_keywords_v_blocks_case_studies_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_features_locales" ADD CONSTRAINT "_page_keywords_v_blocks_case_studies_items_features_local_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_case_studies_items_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_technologies" ADD CONSTRAINT "_page_keywords_v_blocks_case_studies_items_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items" ADD CONSTRAINT "_page_keywords_v_blocks_case_studies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_case_studies_items_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_case_studies" ADD CONSTRAINT "_page_keywords_v_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_locales" ADD CONSTRAINT "_page_keywords_v_blocks_case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_tags" ADD CONSTRAINT "_page_keywords_v_blocks_featured_projects_items_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_featured_projects_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_tags_locales" ADD CONSTRAINT "_page_keywords_v_blocks_featured_projects_items_tags_loca_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_featured_projects_items_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items" ADD CONSTRAINT "_page_keywords_v_blocks_featured_projects_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_featured_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_featured_projects_items_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_featured_projects_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects" ADD CONSTRAINT "_page_keywords_v_blocks_featured_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_locales" ADD CONSTRAINT "_page_keywords_v_blocks_featured_projects_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_featured_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_v_sections_parts_items" ADD CONSTRAINT "_policy_v_sections_parts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_v_sections_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_v_sections_parts_items_locales" ADD CONSTRAINT "_policy_v_sections_parts_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_v_sections_parts_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_v_sections_parts" ADD CONSTRAINT "_policy_v_sections_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_v_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_v_sections_parts_locales" ADD CONSTRAINT "_policy_v_sections_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_v_sections_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_v_sections" ADD CONSTRAINT "_policy_v_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_v_sections_locales" ADD CONSTRAINT "_policy_v_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_v_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_v" ADD CONSTRAINT "_policy_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_v_locales" ADD CONSTRAINT "_policy_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_mission_figures_figures" ADD CONSTRAINT "_page_keywords_v_blocks_mission_figures_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_mission_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_mission_figures_figures_locales" ADD CONSTRAINT "_page_keywords_v_blocks_mission_figures_figures_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_mission_figures_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_mission_figures" ADD CONSTRAINT "_page_keywords_v_blocks_mission_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_mission_figures_locales" ADD CONSTRAINT "_page_keywords_v_blocks_mission_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_mission_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_topics_paragraphs" ADD CONSTRAINT "_page_keywords_v_blocks_topic_panel_topics_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_topic_panel_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_topics_paragraphs_locales" ADD CONSTRAINT "_page_keywords_v_blocks_topic_panel_topics_paragraphs_loc_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_topic_panel_topics_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_topics" ADD CONSTRAINT "_page_keywords_v_blocks_topic_panel_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_topic_panel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_topics_locales" ADD CONSTRAINT "_page_keywords_v_blocks_topic_panel_topics_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_topic_panel_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel" ADD CONSTRAINT "_page_keywords_v_blocks_topic_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_locales" ADD CONSTRAINT "_page_keywords_v_blocks_topic_panel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_topic_panel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_value_cards_items" ADD CONSTRAINT "_page_keywords_v_blocks_value_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_value_cards_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_value_cards_items_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_value_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_value_cards" ADD CONSTRAINT "_page_keywords_v_blocks_value_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_value_cards_locales" ADD CONSTRAINT "_page_keywords_v_blocks_value_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_value_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_statement_band" ADD CONSTRAINT "_page_keywords_v_blocks_statement_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_statement_band_locales" ADD CONSTRAINT "_page_keywords_v_blocks_statement_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_statement_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_service_sections" ADD CONSTRAINT "_page_keywords_v_blocks_service_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_contact_hero" ADD CONSTRAINT "_page_keywords_v_blocks_contact_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_contact_hero_locales" ADD CONSTRAINT "_page_keywords_v_blocks_contact_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_contact_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_enquiry_form" ADD CONSTRAINT "_page_keywords_v_blocks_enquiry_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_enquiry_form_locales" ADD CONSTRAINT "_page_keywords_v_blocks_enquiry_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions" ADD CONSTRAINT "_page_keywords_v_blocks_not_found_suggestions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_not_found"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions_locales" ADD CONSTRAINT "_page_keywords_v_blocks_not_found_suggestions_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_not_found_suggestions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_not_found" ADD CONSTRAINT "_page_keywords_v_blocks_not_found_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_not_found_locales" ADD CONSTRAINT "_page_keywords_v_blocks_not_found_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_keywords_v_blocks_not_found"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "page_keywords_blocks_work_figures_items_order_idx" ON "page_keywords_blocks_work_figures_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_work_figures_items_parent_id_idx" ON "page_keywords_blocks_work_figures_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_work_figures_items_locales_locale_paren" ON "page_keywords_blocks_work_figures_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_work_figures_order_idx" ON "page_keywords_blocks_work_figures" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_work_figures_parent_id_idx" ON "page_keywords_blocks_work_figures" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_work_figures_path_idx" ON "page_keywords_blocks_work_figures" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_work_figures_locales_locale_parent_id_u" ON "page_keywords_blocks_work_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_work_services_items_order_idx" ON "page_keywords_blocks_work_services_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_work_services_items_parent_id_idx" ON "page_keywords_blocks_work_services_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_work_services_items_locales_locale_pare" ON "page_keywords_blocks_work_services_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_work_services_order_idx" ON "page_keywords_blocks_work_services" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_work_services_parent_id_idx" ON "page_keywords_blocks_work_services" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_work_services_path_idx" ON "page_keywords_blocks_work_services" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_work_services_locales_locale_parent_id_" ON "page_keywords_blocks_work_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_case_studies_items_features_order_idx" ON "page_keywords_blocks_case_studies_items_features" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_case_studies_items_features_parent_id_idx" ON "page_keywords_blocks_case_studies_items_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_case_studies_items_features_locales_loc" ON "page_keywords_blocks_case_studies_items_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_case_studies_items_technologies_order_idx" ON "page_keywords_blocks_case_studies_items_technologies" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_case_studies_items_technologies_parent_id_idx" ON "page_keywords_blocks_case_studies_items_technologies" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_case_studies_items_order_idx" ON "page_keywords_blocks_case_studies_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_case_studies_items_parent_id_idx" ON "page_keywords_blocks_case_studies_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_case_studies_items_locales_locale_paren" ON "page_keywords_blocks_case_studies_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_case_studies_order_idx" ON "page_keywords_blocks_case_studies" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_case_studies_parent_id_idx" ON "page_keywords_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_case_studies_path_idx" ON "page_keywords_blocks_case_studies" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_case_studies_locales_locale_parent_id_u" ON "page_keywords_blocks_case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_featured_projects_items_tags_order_idx" ON "page_keywords_blocks_featured_projects_items_tags" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_featured_projects_items_tags_parent_id_idx" ON "page_keywords_blocks_featured_projects_items_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_featured_projects_items_tags_locales_lo" ON "page_keywords_blocks_featured_projects_items_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_featured_projects_items_order_idx" ON "page_keywords_blocks_featured_projects_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_featured_projects_items_parent_id_idx" ON "page_keywords_blocks_featured_projects_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_featured_projects_items_locales_locale_" ON "page_keywords_blocks_featured_projects_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_featured_projects_order_idx" ON "page_keywords_blocks_featured_projects" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_featured_projects_parent_id_idx" ON "page_keywords_blocks_featured_projects" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_featured_projects_path_idx" ON "page_keywords_blocks_featured_projects" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_featured_projects_locales_locale_parent" ON "page_keywords_blocks_featured_projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policy_sections_parts_items_order_idx" ON "policy_sections_parts_items" USING btree ("_order");
  CREATE INDEX "policy_sections_parts_items_parent_id_idx" ON "policy_sections_parts_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "policy_sections_parts_items_locales_locale_parent_id_unique" ON "policy_sections_parts_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policy_sections_parts_order_idx" ON "policy_sections_parts" USING btree ("_order");
  CREATE INDEX "policy_sections_parts_parent_id_idx" ON "policy_sections_parts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "policy_sections_parts_locales_locale_parent_id_unique" ON "policy_sections_parts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policy_sections_order_idx" ON "policy_sections" USING btree ("_order");
  CREATE INDEX "policy_sections_parent_id_idx" ON "policy_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "policy_sections_locales_locale_parent_id_unique" ON "policy_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "policy_order_idx" ON "policy" USING btree ("_order");
  CREATE INDEX "policy_parent_id_idx" ON "policy" USING btree ("_parent_id");
  CREATE INDEX "policy_path_idx" ON "policy" USING btree ("_path");
  CREATE UNIQUE INDEX "policy_locales_locale_parent_id_unique" ON "policy_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_mission_figures_figures_order_idx" ON "page_keywords_blocks_mission_figures_figures" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_mission_figures_figures_parent_id_idx" ON "page_keywords_blocks_mission_figures_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_mission_figures_figures_locales_locale_" ON "page_keywords_blocks_mission_figures_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_mission_figures_order_idx" ON "page_keywords_blocks_mission_figures" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_mission_figures_parent_id_idx" ON "page_keywords_blocks_mission_figures" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_mission_figures_path_idx" ON "page_keywords_blocks_mission_figures" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_mission_figures_locales_locale_parent_i" ON "page_keywords_blocks_mission_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_topic_panel_topics_paragraphs_order_idx" ON "page_keywords_blocks_topic_panel_topics_paragraphs" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_topic_panel_topics_paragraphs_parent_id_idx" ON "page_keywords_blocks_topic_panel_topics_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_topic_panel_topics_paragraphs_locales_l" ON "page_keywords_blocks_topic_panel_topics_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_topic_panel_topics_order_idx" ON "page_keywords_blocks_topic_panel_topics" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_topic_panel_topics_parent_id_idx" ON "page_keywords_blocks_topic_panel_topics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_topic_panel_topics_locales_locale_paren" ON "page_keywords_blocks_topic_panel_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_topic_panel_order_idx" ON "page_keywords_blocks_topic_panel" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_topic_panel_parent_id_idx" ON "page_keywords_blocks_topic_panel" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_topic_panel_path_idx" ON "page_keywords_blocks_topic_panel" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_topic_panel_locales_locale_parent_id_un" ON "page_keywords_blocks_topic_panel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_value_cards_items_order_idx" ON "page_keywords_blocks_value_cards_items" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_value_cards_items_parent_id_idx" ON "page_keywords_blocks_value_cards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_value_cards_items_locales_locale_parent" ON "page_keywords_blocks_value_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_value_cards_order_idx" ON "page_keywords_blocks_value_cards" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_value_cards_parent_id_idx" ON "page_keywords_blocks_value_cards" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_value_cards_path_idx" ON "page_keywords_blocks_value_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_value_cards_locales_locale_parent_id_un" ON "page_keywords_blocks_value_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_statement_band_order_idx" ON "page_keywords_blocks_statement_band" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_statement_band_parent_id_idx" ON "page_keywords_blocks_statement_band" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_statement_band_path_idx" ON "page_keywords_blocks_statement_band" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_statement_band_locales_locale_parent_id" ON "page_keywords_blocks_statement_band_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_service_sections_order_idx" ON "page_keywords_blocks_service_sections" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_service_sections_parent_id_idx" ON "page_keywords_blocks_service_sections" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_service_sections_path_idx" ON "page_keywords_blocks_service_sections" USING btree ("_path");
  CREATE INDEX "page_keywords_blocks_contact_hero_order_idx" ON "page_keywords_blocks_contact_hero" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_contact_hero_parent_id_idx" ON "page_keywords_blocks_contact_hero" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_contact_hero_path_idx" ON "page_keywords_blocks_contact_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_contact_hero_locales_locale_parent_id_u" ON "page_keywords_blocks_contact_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_enquiry_form_order_idx" ON "page_keywords_blocks_enquiry_form" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_enquiry_form_parent_id_idx" ON "page_keywords_blocks_enquiry_form" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_enquiry_form_path_idx" ON "page_keywords_blocks_enquiry_form" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_enquiry_form_locales_locale_parent_id_u" ON "page_keywords_blocks_enquiry_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_not_found_suggestions_order_idx" ON "page_keywords_blocks_not_found_suggestions" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_not_found_suggestions_parent_id_idx" ON "page_keywords_blocks_not_found_suggestions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_keywords_blocks_not_found_suggestions_locales_locale_pa" ON "page_keywords_blocks_not_found_suggestions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_keywords_blocks_not_found_order_idx" ON "page_keywords_blocks_not_found" USING btree ("_order");
  CREATE INDEX "page_keywords_blocks_not_found_parent_id_idx" ON "page_keywords_blocks_not_found" USING btree ("_parent_id");
  CREATE INDEX "page_keywords_blocks_not_found_path_idx" ON "page_keywords_blocks_not_found" USING btree ("_path");
  CREATE UNIQUE INDEX "page_keywords_blocks_not_found_locales_locale_parent_id_uniq" ON "page_keywords_blocks_not_found_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "_page_keywords_v_blocks_work_figures_items_order_idx" ON "_page_keywords_v_blocks_work_figures_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_work_figures_items_parent_id_idx" ON "_page_keywords_v_blocks_work_figures_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_work_figures_items_locales_locale_pa" ON "_page_keywords_v_blocks_work_figures_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_work_figures_order_idx" ON "_page_keywords_v_blocks_work_figures" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_work_figures_parent_id_idx" ON "_page_keywords_v_blocks_work_figures" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_work_figures_path_idx" ON "_page_keywords_v_blocks_work_figures" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_work_figures_locales_locale_parent_i" ON "_page_keywords_v_blocks_work_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_work_services_items_order_idx" ON "_page_keywords_v_blocks_work_services_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_work_services_items_parent_id_idx" ON "_page_keywords_v_blocks_work_services_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_work_services_items_locales_locale_p" ON "_page_keywords_v_blocks_work_services_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_work_services_order_idx" ON "_page_keywords_v_blocks_work_services" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_work_services_parent_id_idx" ON "_page_keywords_v_blocks_work_services" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_work_services_path_idx" ON "_page_keywords_v_blocks_work_services" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_work_services_locales_locale_parent_" ON "_page_keywords_v_blocks_work_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_items_features_order_idx" ON "_page_keywords_v_blocks_case_studies_items_features" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_items_features_parent_id_idx" ON "_page_keywords_v_blocks_case_studies_items_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_case_studies_items_features_locales_" ON "_page_keywords_v_blocks_case_studies_items_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_items_technologies_order_idx" ON "_page_keywords_v_blocks_case_studies_items_technologies" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_items_technologies_parent_id_idx" ON "_page_keywords_v_blocks_case_studies_items_technologies" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_items_order_idx" ON "_page_keywords_v_blocks_case_studies_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_items_parent_id_idx" ON "_page_keywords_v_blocks_case_studies_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_case_studies_items_locales_locale_pa" ON "_page_keywords_v_blocks_case_studies_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_order_idx" ON "_page_keywords_v_blocks_case_studies" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_parent_id_idx" ON "_page_keywords_v_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_path_idx" ON "_page_keywords_v_blocks_case_studies" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_case_studies_locales_locale_parent_i" ON "_page_keywords_v_blocks_case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_featured_projects_items_tags_order_idx" ON "_page_keywords_v_blocks_featured_projects_items_tags" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_featured_projects_items_tags_parent_id_idx" ON "_page_keywords_v_blocks_featured_projects_items_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_featured_projects_items_tags_local_1" ON "_page_keywords_v_blocks_featured_projects_items_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_featured_projects_items_order_idx" ON "_page_keywords_v_blocks_featured_projects_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_featured_projects_items_parent_id_idx" ON "_page_keywords_v_blocks_featured_projects_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_featured_projects_items_locales_loca" ON "_page_keywords_v_blocks_featured_projects_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_featured_projects_order_idx" ON "_page_keywords_v_blocks_featured_projects" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_featured_projects_parent_id_idx" ON "_page_keywords_v_blocks_featured_projects" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_featured_projects_path_idx" ON "_page_keywords_v_blocks_featured_projects" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_featured_projects_locales_locale_par" ON "_page_keywords_v_blocks_featured_projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policy_v_sections_parts_items_order_idx" ON "_policy_v_sections_parts_items" USING btree ("_order");
  CREATE INDEX "_policy_v_sections_parts_items_parent_id_idx" ON "_policy_v_sections_parts_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_policy_v_sections_parts_items_locales_locale_parent_id_uniq" ON "_policy_v_sections_parts_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policy_v_sections_parts_order_idx" ON "_policy_v_sections_parts" USING btree ("_order");
  CREATE INDEX "_policy_v_sections_parts_parent_id_idx" ON "_policy_v_sections_parts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_policy_v_sections_parts_locales_locale_parent_id_unique" ON "_policy_v_sections_parts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policy_v_sections_order_idx" ON "_policy_v_sections" USING btree ("_order");
  CREATE INDEX "_policy_v_sections_parent_id_idx" ON "_policy_v_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_policy_v_sections_locales_locale_parent_id_unique" ON "_policy_v_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policy_v_order_idx" ON "_policy_v" USING btree ("_order");
  CREATE INDEX "_policy_v_parent_id_idx" ON "_policy_v" USING btree ("_parent_id");
  CREATE INDEX "_policy_v_path_idx" ON "_policy_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_policy_v_locales_locale_parent_id_unique" ON "_policy_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_mission_figures_figures_order_idx" ON "_page_keywords_v_blocks_mission_figures_figures" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_mission_figures_figures_parent_id_idx" ON "_page_keywords_v_blocks_mission_figures_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_mission_figures_figures_locales_loca" ON "_page_keywords_v_blocks_mission_figures_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_mission_figures_order_idx" ON "_page_keywords_v_blocks_mission_figures" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_mission_figures_parent_id_idx" ON "_page_keywords_v_blocks_mission_figures" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_mission_figures_path_idx" ON "_page_keywords_v_blocks_mission_figures" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_mission_figures_locales_locale_paren" ON "_page_keywords_v_blocks_mission_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_topic_panel_topics_paragraphs_order_idx" ON "_page_keywords_v_blocks_topic_panel_topics_paragraphs" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_topic_panel_topics_paragraphs_parent_id_idx" ON "_page_keywords_v_blocks_topic_panel_topics_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_topic_panel_topics_paragraphs_locale" ON "_page_keywords_v_blocks_topic_panel_topics_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_topic_panel_topics_order_idx" ON "_page_keywords_v_blocks_topic_panel_topics" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_topic_panel_topics_parent_id_idx" ON "_page_keywords_v_blocks_topic_panel_topics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_topic_panel_topics_locales_locale_pa" ON "_page_keywords_v_blocks_topic_panel_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_topic_panel_order_idx" ON "_page_keywords_v_blocks_topic_panel" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_topic_panel_parent_id_idx" ON "_page_keywords_v_blocks_topic_panel" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_topic_panel_path_idx" ON "_page_keywords_v_blocks_topic_panel" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_topic_panel_locales_locale_parent_id" ON "_page_keywords_v_blocks_topic_panel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_value_cards_items_order_idx" ON "_page_keywords_v_blocks_value_cards_items" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_value_cards_items_parent_id_idx" ON "_page_keywords_v_blocks_value_cards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_value_cards_items_locales_locale_par" ON "_page_keywords_v_blocks_value_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_value_cards_order_idx" ON "_page_keywords_v_blocks_value_cards" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_value_cards_parent_id_idx" ON "_page_keywords_v_blocks_value_cards" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_value_cards_path_idx" ON "_page_keywords_v_blocks_value_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_value_cards_locales_locale_parent_id" ON "_page_keywords_v_blocks_value_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_statement_band_order_idx" ON "_page_keywords_v_blocks_statement_band" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_statement_band_parent_id_idx" ON "_page_keywords_v_blocks_statement_band" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_statement_band_path_idx" ON "_page_keywords_v_blocks_statement_band" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_statement_band_locales_locale_parent" ON "_page_keywords_v_blocks_statement_band_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_service_sections_order_idx" ON "_page_keywords_v_blocks_service_sections" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_service_sections_parent_id_idx" ON "_page_keywords_v_blocks_service_sections" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_service_sections_path_idx" ON "_page_keywords_v_blocks_service_sections" USING btree ("_path");
  CREATE INDEX "_page_keywords_v_blocks_contact_hero_order_idx" ON "_page_keywords_v_blocks_contact_hero" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_contact_hero_parent_id_idx" ON "_page_keywords_v_blocks_contact_hero" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_contact_hero_path_idx" ON "_page_keywords_v_blocks_contact_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_contact_hero_locales_locale_parent_i" ON "_page_keywords_v_blocks_contact_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_enquiry_form_order_idx" ON "_page_keywords_v_blocks_enquiry_form" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_enquiry_form_parent_id_idx" ON "_page_keywords_v_blocks_enquiry_form" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_enquiry_form_path_idx" ON "_page_keywords_v_blocks_enquiry_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_enquiry_form_locales_locale_parent_i" ON "_page_keywords_v_blocks_enquiry_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_not_found_suggestions_order_idx" ON "_page_keywords_v_blocks_not_found_suggestions" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_not_found_suggestions_parent_id_idx" ON "_page_keywords_v_blocks_not_found_suggestions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_not_found_suggestions_locales_locale" ON "_page_keywords_v_blocks_not_found_suggestions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_not_found_order_idx" ON "_page_keywords_v_blocks_not_found" USING btree ("_order");
  CREATE INDEX "_page_keywords_v_blocks_not_found_parent_id_idx" ON "_page_keywords_v_blocks_not_found" USING btree ("_parent_id");
  CREATE INDEX "_page_keywords_v_blocks_not_found_path_idx" ON "_page_keywords_v_blocks_not_found" USING btree ("_path");
  CREATE UNIQUE INDEX "_page_keywords_v_blocks_not_found_locales_locale_parent_id_u" ON "_page_keywords_v_blocks_not_found_locales" USING btree ("_locale","_parent_id");
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
  await pageContent({ payload, req, run: (statement) => db.execute(sql.raw(statement)) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_page_slug" AS ENUM('home', 'about', 'contact', 'what-we-do', 'what-we-do/web-development', 'what-we-do/mobile-app', 'what-we-do/erp-solution', 'what-we-do/ecommerce-application', 'what-we-do/property-management', 'what-we-do/fandb-solution', 'our-work', 'blog', 'privacy-policy');
  CREATE TYPE "public"."enum__page_keywords_v_version_page_slug" AS ENUM('home', 'about', 'contact', 'what-we-do', 'what-we-do/web-development', 'what-we-do/mobile-app', 'what-we-do/erp-solution', 'what-we-do/ecommerce-application', 'what-we-do/property-management', 'what-we-do/fandb-solution', 'our-work', 'blog', 'privacy-policy');
  ALTER TABLE "page_keywords_blocks_page_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_page_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_cta_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_cta_band_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_work_figures_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_work_figures_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_work_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_work_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_work_services_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_work_services_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_work_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_work_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_case_studies_items_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_case_studies_items_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_case_studies_items_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_case_studies_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_case_studies_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_featured_projects_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_featured_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_featured_projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_sections_parts_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_sections_parts_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_sections_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_sections_parts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_mission_figures_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_mission_figures_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_mission_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_mission_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_topic_panel_topics_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_topic_panel_topics_paragraphs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_topic_panel_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_topic_panel_topics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_topic_panel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_topic_panel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_value_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_value_cards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_value_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_value_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_statement_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_statement_band_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_service_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_contact_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_contact_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_enquiry_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_enquiry_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_not_found_suggestions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_not_found_suggestions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_not_found" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_keywords_blocks_not_found_locales" DISABLE ROW LEVEL SECURITY;
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
  ALTER TABLE "_page_keywords_v_blocks_work_figures_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_work_figures_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_work_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_work_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_work_services_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_work_services_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_work_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_work_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_v_sections_parts_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_v_sections_parts_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_v_sections_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_v_sections_parts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_v_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_v_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_mission_figures_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_mission_figures_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_mission_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_mission_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_topics_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_topics_paragraphs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_topics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_topic_panel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_value_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_value_cards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_value_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_value_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_statement_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_statement_band_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_service_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_contact_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_contact_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_enquiry_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_enquiry_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_not_found" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_keywords_v_blocks_not_found_locales" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "page_keywords_blocks_work_figures_items" CASCADE;
  DROP TABLE "page_keywords_blocks_work_figures_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_work_figures" CASCADE;
  DROP TABLE "page_keywords_blocks_work_figures_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_work_services_items" CASCADE;
  DROP TABLE "page_keywords_blocks_work_services_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_work_services" CASCADE;
  DROP TABLE "page_keywords_blocks_work_services_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_case_studies_items_features" CASCADE;
  DROP TABLE "page_keywords_blocks_case_studies_items_features_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_case_studies_items_technologies" CASCADE;
  DROP TABLE "page_keywords_blocks_case_studies_items" CASCADE;
  DROP TABLE "page_keywords_blocks_case_studies_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_case_studies" CASCADE;
  DROP TABLE "page_keywords_blocks_case_studies_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_featured_projects_items_tags" CASCADE;
  DROP TABLE "page_keywords_blocks_featured_projects_items_tags_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_featured_projects_items" CASCADE;
  DROP TABLE "page_keywords_blocks_featured_projects_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_featured_projects" CASCADE;
  DROP TABLE "page_keywords_blocks_featured_projects_locales" CASCADE;
  DROP TABLE "policy_sections_parts_items" CASCADE;
  DROP TABLE "policy_sections_parts_items_locales" CASCADE;
  DROP TABLE "policy_sections_parts" CASCADE;
  DROP TABLE "policy_sections_parts_locales" CASCADE;
  DROP TABLE "policy_sections" CASCADE;
  DROP TABLE "policy_sections_locales" CASCADE;
  DROP TABLE "policy" CASCADE;
  DROP TABLE "policy_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_mission_figures_figures" CASCADE;
  DROP TABLE "page_keywords_blocks_mission_figures_figures_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_mission_figures" CASCADE;
  DROP TABLE "page_keywords_blocks_mission_figures_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_topic_panel_topics_paragraphs" CASCADE;
  DROP TABLE "page_keywords_blocks_topic_panel_topics_paragraphs_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_topic_panel_topics" CASCADE;
  DROP TABLE "page_keywords_blocks_topic_panel_topics_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_topic_panel" CASCADE;
  DROP TABLE "page_keywords_blocks_topic_panel_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_value_cards_items" CASCADE;
  DROP TABLE "page_keywords_blocks_value_cards_items_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_value_cards" CASCADE;
  DROP TABLE "page_keywords_blocks_value_cards_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_statement_band" CASCADE;
  DROP TABLE "page_keywords_blocks_statement_band_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_service_sections" CASCADE;
  DROP TABLE "page_keywords_blocks_contact_hero" CASCADE;
  DROP TABLE "page_keywords_blocks_contact_hero_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_enquiry_form" CASCADE;
  DROP TABLE "page_keywords_blocks_enquiry_form_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_not_found_suggestions" CASCADE;
  DROP TABLE "page_keywords_blocks_not_found_suggestions_locales" CASCADE;
  DROP TABLE "page_keywords_blocks_not_found" CASCADE;
  DROP TABLE "page_keywords_blocks_not_found_locales" CASCADE;
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
  DROP TABLE "_page_keywords_v_blocks_work_figures_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_work_figures_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_work_figures" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_work_figures_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_work_services_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_work_services_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_work_services" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_work_services_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_case_studies_items_features" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_case_studies_items_features_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_case_studies_items_technologies" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_case_studies_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_case_studies_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_case_studies" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_case_studies_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_featured_projects_items_tags" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_featured_projects_items_tags_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_featured_projects_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_featured_projects_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_featured_projects" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_featured_projects_locales" CASCADE;
  DROP TABLE "_policy_v_sections_parts_items" CASCADE;
  DROP TABLE "_policy_v_sections_parts_items_locales" CASCADE;
  DROP TABLE "_policy_v_sections_parts" CASCADE;
  DROP TABLE "_policy_v_sections_parts_locales" CASCADE;
  DROP TABLE "_policy_v_sections" CASCADE;
  DROP TABLE "_policy_v_sections_locales" CASCADE;
  DROP TABLE "_policy_v" CASCADE;
  DROP TABLE "_policy_v_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_mission_figures_figures" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_mission_figures_figures_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_mission_figures" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_mission_figures_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_topic_panel_topics_paragraphs" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_topic_panel_topics_paragraphs_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_topic_panel_topics" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_topic_panel_topics_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_topic_panel" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_topic_panel_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_value_cards_items" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_value_cards_items_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_value_cards" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_value_cards_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_statement_band" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_statement_band_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_service_sections" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_contact_hero" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_contact_hero_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_enquiry_form" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_enquiry_form_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_not_found_suggestions" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_not_found_suggestions_locales" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_not_found" CASCADE;
  DROP TABLE "_page_keywords_v_blocks_not_found_locales" CASCADE;
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
  ALTER TABLE "services_blocks_cards_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "services_blocks_cards_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum_services_blocks_cards_items_icon";
  CREATE TYPE "public"."enum_services_blocks_cards_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  ALTER TABLE "services_blocks_cards_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum_services_blocks_cards_items_icon";
  ALTER TABLE "services_blocks_cards_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_services_blocks_cards_items_icon" USING "icon"::"public"."enum_services_blocks_cards_items_icon";
  ALTER TABLE "services_blocks_technologies_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "services_blocks_technologies_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum_services_blocks_technologies_items_icon";
  CREATE TYPE "public"."enum_services_blocks_technologies_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  ALTER TABLE "services_blocks_technologies_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum_services_blocks_technologies_items_icon";
  ALTER TABLE "services_blocks_technologies_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_services_blocks_technologies_items_icon" USING "icon"::"public"."enum_services_blocks_technologies_items_icon";
  ALTER TABLE "services_blocks_audiences_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "services_blocks_audiences_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum_services_blocks_audiences_items_icon";
  CREATE TYPE "public"."enum_services_blocks_audiences_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  ALTER TABLE "services_blocks_audiences_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum_services_blocks_audiences_items_icon";
  ALTER TABLE "services_blocks_audiences_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_services_blocks_audiences_items_icon" USING "icon"::"public"."enum_services_blocks_audiences_items_icon";
  ALTER TABLE "services_blocks_industries_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "services_blocks_industries_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum_services_blocks_industries_items_icon";
  CREATE TYPE "public"."enum_services_blocks_industries_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  ALTER TABLE "services_blocks_industries_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum_services_blocks_industries_items_icon";
  ALTER TABLE "services_blocks_industries_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_services_blocks_industries_items_icon" USING "icon"::"public"."enum_services_blocks_industries_items_icon";
  ALTER TABLE "_services_v_blocks_cards_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_services_v_blocks_cards_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum__services_v_blocks_cards_items_icon";
  CREATE TYPE "public"."enum__services_v_blocks_cards_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  ALTER TABLE "_services_v_blocks_cards_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum__services_v_blocks_cards_items_icon";
  ALTER TABLE "_services_v_blocks_cards_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__services_v_blocks_cards_items_icon" USING "icon"::"public"."enum__services_v_blocks_cards_items_icon";
  ALTER TABLE "_services_v_blocks_technologies_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_services_v_blocks_technologies_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum__services_v_blocks_technologies_items_icon";
  CREATE TYPE "public"."enum__services_v_blocks_technologies_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  ALTER TABLE "_services_v_blocks_technologies_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum__services_v_blocks_technologies_items_icon";
  ALTER TABLE "_services_v_blocks_technologies_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__services_v_blocks_technologies_items_icon" USING "icon"::"public"."enum__services_v_blocks_technologies_items_icon";
  ALTER TABLE "_services_v_blocks_audiences_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_services_v_blocks_audiences_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum__services_v_blocks_audiences_items_icon";
  CREATE TYPE "public"."enum__services_v_blocks_audiences_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  ALTER TABLE "_services_v_blocks_audiences_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum__services_v_blocks_audiences_items_icon";
  ALTER TABLE "_services_v_blocks_audiences_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__services_v_blocks_audiences_items_icon" USING "icon"::"public"."enum__services_v_blocks_audiences_items_icon";
  ALTER TABLE "_services_v_blocks_industries_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_services_v_blocks_industries_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::text;
  DROP TYPE "public"."enum__services_v_blocks_industries_items_icon";
  CREATE TYPE "public"."enum__services_v_blocks_industries_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  ALTER TABLE "_services_v_blocks_industries_items" ALTER COLUMN "icon" SET DEFAULT 'Sparkles'::"public"."enum__services_v_blocks_industries_items_icon";
  ALTER TABLE "_services_v_blocks_industries_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__services_v_blocks_industries_items_icon" USING "icon"::"public"."enum__services_v_blocks_industries_items_icon";
  ALTER TABLE "page_keywords" ALTER COLUMN "page_slug" SET DATA TYPE "public"."enum_page_keywords_page_slug" USING "page_slug"::"public"."enum_page_keywords_page_slug";
  ALTER TABLE "_page_keywords_v" ALTER COLUMN "version_page_slug" SET DATA TYPE "public"."enum__page_keywords_v_version_page_slug" USING "version_page_slug"::"public"."enum__page_keywords_v_version_page_slug";
  ALTER TABLE "page_keywords_locales" DROP COLUMN "title";
  ALTER TABLE "_page_keywords_v_locales" DROP COLUMN "version_title";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_art";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_size";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_work_services_items_icon";
  DROP TYPE "public"."enum_page_keywords_blocks_work_services_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_case_studies_items_frame";
  DROP TYPE "public"."enum_page_keywords_blocks_case_studies_tone";
  DROP TYPE "public"."enum_page_keywords_blocks_featured_projects_tone";
  DROP TYPE "public"."enum_policy_sections_parts_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_topic_panel_topics_icon";
  DROP TYPE "public"."enum_page_keywords_blocks_value_cards_items_icon";
  DROP TYPE "public"."enum_page_keywords_blocks_not_found_suggestions_icon";
  DROP TYPE "public"."enum_page_keywords_blocks_not_found_suggestions_link_page";
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
  DROP TYPE "public"."enum__page_keywords_v_blocks_work_services_items_icon";
  DROP TYPE "public"."enum__page_keywords_v_blocks_work_services_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_case_studies_items_frame";
  DROP TYPE "public"."enum__page_keywords_v_blocks_case_studies_tone";
  DROP TYPE "public"."enum__page_keywords_v_blocks_featured_projects_tone";
  DROP TYPE "public"."enum__policy_v_sections_parts_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_topic_panel_topics_icon";
  DROP TYPE "public"."enum__page_keywords_v_blocks_value_cards_items_icon";
  DROP TYPE "public"."enum__page_keywords_v_blocks_not_found_suggestions_icon";
  DROP TYPE "public"."enum__page_keywords_v_blocks_not_found_suggestions_link_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_intro_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_solutions_solutions_picture";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_solutions_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_partners_logos_logo";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_support_button_page";`)
}
