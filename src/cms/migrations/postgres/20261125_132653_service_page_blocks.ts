import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { servicePageContent } from '../data/service-page-content'

/**
 * Service pages become CMS documents: each service gets its page's blocks
 * (hero, figures, cards, portfolios, screenshots, technologies, steps,
 * timeline, audiences, industries, call to action, structured data). The
 * schema steps are generated (only new tables: nothing is rebuilt, so no
 * existing row is copied); the data step then gives the six built-in
 * services of an existing database the content the seed gives a new one.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_blocks_hero_frame" AS ENUM('browser', 'phone', 'tablet');
  CREATE TYPE "public"."enum_services_blocks_hero_product" AS ENUM('business_suite', 'property_management', 'kitchen', 'dining');
  CREATE TYPE "public"."enum_services_blocks_figures_style" AS ENUM('overlap', 'section');
  CREATE TYPE "public"."enum_services_blocks_figures_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_cards_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum_services_blocks_cards_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_cards_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_services_blocks_cards_variant" AS ENUM('card', 'plain');
  CREATE TYPE "public"."enum_services_blocks_cards_product" AS ENUM('business_suite', 'property_management', 'kitchen', 'dining');
  CREATE TYPE "public"."enum_services_blocks_web_portfolio_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_app_portfolio_items_platforms" AS ENUM('ios', 'android');
  CREATE TYPE "public"."enum_services_blocks_app_portfolio_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_screenshots_items_frame" AS ENUM('browser', 'phone', 'tablet', 'none');
  CREATE TYPE "public"."enum_services_blocks_screenshots_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_screenshots_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_services_blocks_technologies_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum_services_blocks_technologies_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_steps_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_timeline_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_audiences_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum_services_blocks_audiences_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_industries_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum_services_blocks_industries_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum_services_blocks_software_application_product" AS ENUM('business_suite', 'property_management', 'kitchen', 'dining');
  CREATE TYPE "public"."enum__services_v_blocks_hero_frame" AS ENUM('browser', 'phone', 'tablet');
  CREATE TYPE "public"."enum__services_v_blocks_hero_product" AS ENUM('business_suite', 'property_management', 'kitchen', 'dining');
  CREATE TYPE "public"."enum__services_v_blocks_figures_style" AS ENUM('overlap', 'section');
  CREATE TYPE "public"."enum__services_v_blocks_figures_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_cards_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum__services_v_blocks_cards_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_cards_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__services_v_blocks_cards_variant" AS ENUM('card', 'plain');
  CREATE TYPE "public"."enum__services_v_blocks_cards_product" AS ENUM('business_suite', 'property_management', 'kitchen', 'dining');
  CREATE TYPE "public"."enum__services_v_blocks_web_portfolio_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_app_portfolio_items_platforms" AS ENUM('ios', 'android');
  CREATE TYPE "public"."enum__services_v_blocks_app_portfolio_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_screenshots_items_frame" AS ENUM('browser', 'phone', 'tablet', 'none');
  CREATE TYPE "public"."enum__services_v_blocks_screenshots_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_screenshots_columns" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__services_v_blocks_technologies_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum__services_v_blocks_technologies_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_steps_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_timeline_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_audiences_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum__services_v_blocks_audiences_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_industries_items_icon" AS ENUM('Activity', 'BadgeCheck', 'BarChart3', 'Bell', 'Boxes', 'Brain', 'Briefcase', 'Building2', 'CalendarCheck', 'Car', 'ChefHat', 'Cloud', 'Code', 'Container', 'CreditCard', 'Database', 'FileText', 'Flame', 'Gauge', 'Gem', 'Globe', 'GraduationCap', 'Handshake', 'HeartPulse', 'Home', 'KeyRound', 'Languages', 'Layers', 'LayoutDashboard', 'LifeBuoy', 'Lock', 'Megaphone', 'Monitor', 'Package', 'Palette', 'PenTool', 'Plug', 'QrCode', 'Receipt', 'Rocket', 'Search', 'Server', 'Settings', 'Shirt', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart', 'Smartphone', 'Sparkles', 'Star', 'Store', 'Tablet', 'Truck', 'Users', 'Utensils', 'Wallet', 'Wrench', 'Zap');
  CREATE TYPE "public"."enum__services_v_blocks_industries_tone" AS ENUM('white', 'surface');
  CREATE TYPE "public"."enum__services_v_blocks_software_application_product" AS ENUM('business_suite', 'property_management', 'kitchen', 'dining');
  CREATE TABLE "services_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"frame" "enum_services_blocks_hero_frame" DEFAULT 'browser',
  	"product" "enum_services_blocks_hero_product",
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "services_blocks_figures_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_services_blocks_figures_style" DEFAULT 'overlap',
  	"anchor" varchar,
  	"tone" "enum_services_blocks_figures_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_figures_locales" (
  	"label" varchar,
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_cards_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "services_blocks_cards_items_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_services_blocks_cards_items_icon" DEFAULT 'Sparkles',
  	"url" varchar
  );
  
  CREATE TABLE "services_blocks_cards_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_cards_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"columns" "enum_services_blocks_cards_columns" DEFAULT '3',
  	"variant" "enum_services_blocks_cards_variant" DEFAULT 'card',
  	"product" "enum_services_blocks_cards_product",
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_web_portfolio_items_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "services_blocks_web_portfolio_items_tags_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_web_portfolio_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "services_blocks_web_portfolio_items_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_web_portfolio_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"url" varchar
  );
  
  CREATE TABLE "services_blocks_web_portfolio_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_web_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_web_portfolio_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_web_portfolio_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_app_portfolio_items_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_services_blocks_app_portfolio_items_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "services_blocks_app_portfolio_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "services_blocks_app_portfolio_items_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_app_portfolio_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"url" varchar
  );
  
  CREATE TABLE "services_blocks_app_portfolio_items_locales" (
  	"name" varchar,
  	"category" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_app_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_app_portfolio_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_app_portfolio_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_screenshots_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"frame" "enum_services_blocks_screenshots_items_frame" DEFAULT 'browser'
  );
  
  CREATE TABLE "services_blocks_screenshots_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_screenshots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_screenshots_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"columns" "enum_services_blocks_screenshots_columns" DEFAULT '2',
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_screenshots_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_technologies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"icon" "enum_services_blocks_technologies_items_icon" DEFAULT 'Sparkles'
  );
  
  CREATE TABLE "services_blocks_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_technologies_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_technologies_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "services_blocks_steps_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_steps_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_steps_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_week" numeric,
  	"to_week" numeric
  );
  
  CREATE TABLE "services_blocks_timeline_items_locales" (
  	"period" varchar,
  	"task" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_timeline_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_timeline_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"timeline_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_audiences_items_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "services_blocks_audiences_items_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_audiences_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_services_blocks_audiences_items_icon" DEFAULT 'Sparkles'
  );
  
  CREATE TABLE "services_blocks_audiences_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_audiences" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_audiences_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_audiences_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_industries_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_services_blocks_industries_items_icon" DEFAULT 'Sparkles'
  );
  
  CREATE TABLE "services_blocks_industries_items_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_services_blocks_industries_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_industries_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "services_blocks_call_to_action_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_blocks_software_application" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_services_blocks_software_application_product",
  	"category" varchar DEFAULT 'ERP',
  	"features_from" varchar DEFAULT 'modules',
  	"rating_value" numeric,
  	"review_count" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"frame" "enum__services_v_blocks_hero_frame" DEFAULT 'browser',
  	"product" "enum__services_v_blocks_hero_product",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_figures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_figures_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__services_v_blocks_figures_style" DEFAULT 'overlap',
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_figures_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_figures_locales" (
  	"label" varchar,
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_cards_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_cards_items_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__services_v_blocks_cards_items_icon" DEFAULT 'Sparkles',
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_cards_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_cards_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"columns" "enum__services_v_blocks_cards_columns" DEFAULT '3',
  	"variant" "enum__services_v_blocks_cards_variant" DEFAULT 'card',
  	"product" "enum__services_v_blocks_cards_product",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_web_portfolio_items_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_web_portfolio_items_tags_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_web_portfolio_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_web_portfolio_items_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_web_portfolio_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_web_portfolio_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_web_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_web_portfolio_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_web_portfolio_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_app_portfolio_items_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__services_v_blocks_app_portfolio_items_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_app_portfolio_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_app_portfolio_items_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_app_portfolio_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_app_portfolio_items_locales" (
  	"name" varchar,
  	"category" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_app_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_app_portfolio_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_app_portfolio_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_screenshots_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_src" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"frame" "enum__services_v_blocks_screenshots_items_frame" DEFAULT 'browser',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_screenshots_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_screenshots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_screenshots_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"columns" "enum__services_v_blocks_screenshots_columns" DEFAULT '2',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_screenshots_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_technologies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"icon" "enum__services_v_blocks_technologies_items_icon" DEFAULT 'Sparkles',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_technologies_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_technologies_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_steps_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_steps_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_steps_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from_week" numeric,
  	"to_week" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_timeline_items_locales" (
  	"period" varchar,
  	"task" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_timeline_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_timeline_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"timeline_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_audiences_items_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_audiences_items_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_audiences_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__services_v_blocks_audiences_items_icon" DEFAULT 'Sparkles',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_audiences_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_audiences" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_audiences_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_audiences_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_industries_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__services_v_blocks_industries_items_icon" DEFAULT 'Sparkles',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_blocks_industries_items_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__services_v_blocks_industries_tone" DEFAULT 'white',
  	"continues" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_industries_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_services_v_blocks_call_to_action_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_blocks_software_application" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" "enum__services_v_blocks_software_application_product",
  	"category" varchar DEFAULT 'ERP',
  	"features_from" varchar DEFAULT 'modules',
  	"rating_value" numeric,
  	"review_count" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "services_blocks_hero" ADD CONSTRAINT "services_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_hero_locales" ADD CONSTRAINT "services_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_figures_items" ADD CONSTRAINT "services_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_figures_items_locales" ADD CONSTRAINT "services_blocks_figures_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_figures_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_figures" ADD CONSTRAINT "services_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_figures_locales" ADD CONSTRAINT "services_blocks_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_items_features" ADD CONSTRAINT "services_blocks_cards_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_items_features_locales" ADD CONSTRAINT "services_blocks_cards_items_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards_items_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_items" ADD CONSTRAINT "services_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_items_locales" ADD CONSTRAINT "services_blocks_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards" ADD CONSTRAINT "services_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_cards_locales" ADD CONSTRAINT "services_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio_items_tags" ADD CONSTRAINT "services_blocks_web_portfolio_items_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_web_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio_items_tags_locales" ADD CONSTRAINT "services_blocks_web_portfolio_items_tags_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_web_portfolio_items_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio_items_features" ADD CONSTRAINT "services_blocks_web_portfolio_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_web_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio_items_features_locales" ADD CONSTRAINT "services_blocks_web_portfolio_items_features_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_web_portfolio_items_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio_items" ADD CONSTRAINT "services_blocks_web_portfolio_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_web_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio_items_locales" ADD CONSTRAINT "services_blocks_web_portfolio_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_web_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio" ADD CONSTRAINT "services_blocks_web_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio_locales" ADD CONSTRAINT "services_blocks_web_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_web_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_app_portfolio_items_platforms" ADD CONSTRAINT "services_blocks_app_portfolio_items_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services_blocks_app_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_app_portfolio_items_features" ADD CONSTRAINT "services_blocks_app_portfolio_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_app_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_app_portfolio_items_features_locales" ADD CONSTRAINT "services_blocks_app_portfolio_items_features_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_app_portfolio_items_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_app_portfolio_items" ADD CONSTRAINT "services_blocks_app_portfolio_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_app_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_app_portfolio_items_locales" ADD CONSTRAINT "services_blocks_app_portfolio_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_app_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_app_portfolio" ADD CONSTRAINT "services_blocks_app_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_app_portfolio_locales" ADD CONSTRAINT "services_blocks_app_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_app_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_screenshots_items" ADD CONSTRAINT "services_blocks_screenshots_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_screenshots_items_locales" ADD CONSTRAINT "services_blocks_screenshots_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_screenshots_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_screenshots" ADD CONSTRAINT "services_blocks_screenshots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_screenshots_locales" ADD CONSTRAINT "services_blocks_screenshots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_technologies_items" ADD CONSTRAINT "services_blocks_technologies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_technologies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_technologies" ADD CONSTRAINT "services_blocks_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_technologies_locales" ADD CONSTRAINT "services_blocks_technologies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_technologies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_steps_items" ADD CONSTRAINT "services_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_steps_items_locales" ADD CONSTRAINT "services_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_steps" ADD CONSTRAINT "services_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_steps_locales" ADD CONSTRAINT "services_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_timeline_items" ADD CONSTRAINT "services_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_timeline_items_locales" ADD CONSTRAINT "services_blocks_timeline_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_timeline_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_timeline" ADD CONSTRAINT "services_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_timeline_locales" ADD CONSTRAINT "services_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_audiences_items_points" ADD CONSTRAINT "services_blocks_audiences_items_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_audiences_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_audiences_items_points_locales" ADD CONSTRAINT "services_blocks_audiences_items_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_audiences_items_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_audiences_items" ADD CONSTRAINT "services_blocks_audiences_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_audiences_items_locales" ADD CONSTRAINT "services_blocks_audiences_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_audiences_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_audiences" ADD CONSTRAINT "services_blocks_audiences_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_audiences_locales" ADD CONSTRAINT "services_blocks_audiences_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_industries_items" ADD CONSTRAINT "services_blocks_industries_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_industries_items_locales" ADD CONSTRAINT "services_blocks_industries_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_industries_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_industries" ADD CONSTRAINT "services_blocks_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_industries_locales" ADD CONSTRAINT "services_blocks_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_call_to_action" ADD CONSTRAINT "services_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_call_to_action_locales" ADD CONSTRAINT "services_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_blocks_software_application" ADD CONSTRAINT "services_blocks_software_application_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_hero" ADD CONSTRAINT "_services_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_hero_locales" ADD CONSTRAINT "_services_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_figures_items" ADD CONSTRAINT "_services_v_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_figures_items_locales" ADD CONSTRAINT "_services_v_blocks_figures_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_figures_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_figures" ADD CONSTRAINT "_services_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_figures_locales" ADD CONSTRAINT "_services_v_blocks_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_cards_items_features" ADD CONSTRAINT "_services_v_blocks_cards_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_cards_items_features_locales" ADD CONSTRAINT "_services_v_blocks_cards_items_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_cards_items_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_cards_items" ADD CONSTRAINT "_services_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_cards_items_locales" ADD CONSTRAINT "_services_v_blocks_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_cards" ADD CONSTRAINT "_services_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_cards_locales" ADD CONSTRAINT "_services_v_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio_items_tags" ADD CONSTRAINT "_services_v_blocks_web_portfolio_items_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_web_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio_items_tags_locales" ADD CONSTRAINT "_services_v_blocks_web_portfolio_items_tags_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_web_portfolio_items_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio_items_features" ADD CONSTRAINT "_services_v_blocks_web_portfolio_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_web_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio_items_features_locales" ADD CONSTRAINT "_services_v_blocks_web_portfolio_items_features_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_web_portfolio_items_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio_items" ADD CONSTRAINT "_services_v_blocks_web_portfolio_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_web_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio_items_locales" ADD CONSTRAINT "_services_v_blocks_web_portfolio_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_web_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio" ADD CONSTRAINT "_services_v_blocks_web_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio_locales" ADD CONSTRAINT "_services_v_blocks_web_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_web_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_app_portfolio_items_platforms" ADD CONSTRAINT "_services_v_blocks_app_portfolio_items_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v_blocks_app_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_app_portfolio_items_features" ADD CONSTRAINT "_services_v_blocks_app_portfolio_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_app_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_app_portfolio_items_features_locales" ADD CONSTRAINT "_services_v_blocks_app_portfolio_items_features_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_app_portfolio_items_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_app_portfolio_items" ADD CONSTRAINT "_services_v_blocks_app_portfolio_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_app_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_app_portfolio_items_locales" ADD CONSTRAINT "_services_v_blocks_app_portfolio_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_app_portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_app_portfolio" ADD CONSTRAINT "_services_v_blocks_app_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_app_portfolio_locales" ADD CONSTRAINT "_services_v_blocks_app_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_app_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_screenshots_items" ADD CONSTRAINT "_services_v_blocks_screenshots_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_screenshots_items_locales" ADD CONSTRAINT "_services_v_blocks_screenshots_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_screenshots_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_screenshots" ADD CONSTRAINT "_services_v_blocks_screenshots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_screenshots_locales" ADD CONSTRAINT "_services_v_blocks_screenshots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_screenshots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_technologies_items" ADD CONSTRAINT "_services_v_blocks_technologies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_technologies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_technologies" ADD CONSTRAINT "_services_v_blocks_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_technologies_locales" ADD CONSTRAINT "_services_v_blocks_technologies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_technologies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_steps_items" ADD CONSTRAINT "_services_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_steps_items_locales" ADD CONSTRAINT "_services_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_steps" ADD CONSTRAINT "_services_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_steps_locales" ADD CONSTRAINT "_services_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_timeline_items" ADD CONSTRAINT "_services_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_timeline_items_locales" ADD CONSTRAINT "_services_v_blocks_timeline_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_timeline_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_timeline" ADD CONSTRAINT "_services_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_timeline_locales" ADD CONSTRAINT "_services_v_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_audiences_items_points" ADD CONSTRAINT "_services_v_blocks_audiences_items_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_audiences_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_audiences_items_points_locales" ADD CONSTRAINT "_services_v_blocks_audiences_items_points_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_audiences_items_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_audiences_items" ADD CONSTRAINT "_services_v_blocks_audiences_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_audiences_items_locales" ADD CONSTRAINT "_services_v_blocks_audiences_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_audiences_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_audiences" ADD CONSTRAINT "_services_v_blocks_audiences_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_audiences_locales" ADD CONSTRAINT "_services_v_blocks_audiences_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_audiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_industries_items" ADD CONSTRAINT "_services_v_blocks_industries_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_industries_items_locales" ADD CONSTRAINT "_services_v_blocks_industries_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_industries_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_industries" ADD CONSTRAINT "_services_v_blocks_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_industries_locales" ADD CONSTRAINT "_services_v_blocks_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_call_to_action" ADD CONSTRAINT "_services_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_call_to_action_locales" ADD CONSTRAINT "_services_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_software_application" ADD CONSTRAINT "_services_v_blocks_software_application_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_blocks_hero_order_idx" ON "services_blocks_hero" USING btree ("_order");
  CREATE INDEX "services_blocks_hero_parent_id_idx" ON "services_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_hero_path_idx" ON "services_blocks_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_hero_locales_locale_parent_id_unique" ON "services_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_figures_items_order_idx" ON "services_blocks_figures_items" USING btree ("_order");
  CREATE INDEX "services_blocks_figures_items_parent_id_idx" ON "services_blocks_figures_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_figures_items_locales_locale_parent_id_uniqu" ON "services_blocks_figures_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_figures_order_idx" ON "services_blocks_figures" USING btree ("_order");
  CREATE INDEX "services_blocks_figures_parent_id_idx" ON "services_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_figures_path_idx" ON "services_blocks_figures" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_figures_locales_locale_parent_id_unique" ON "services_blocks_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_cards_items_features_order_idx" ON "services_blocks_cards_items_features" USING btree ("_order");
  CREATE INDEX "services_blocks_cards_items_features_parent_id_idx" ON "services_blocks_cards_items_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_cards_items_features_locales_locale_parent_i" ON "services_blocks_cards_items_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_cards_items_order_idx" ON "services_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "services_blocks_cards_items_parent_id_idx" ON "services_blocks_cards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_cards_items_locales_locale_parent_id_unique" ON "services_blocks_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_cards_order_idx" ON "services_blocks_cards" USING btree ("_order");
  CREATE INDEX "services_blocks_cards_parent_id_idx" ON "services_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_cards_path_idx" ON "services_blocks_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_cards_locales_locale_parent_id_unique" ON "services_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_web_portfolio_items_tags_order_idx" ON "services_blocks_web_portfolio_items_tags" USING btree ("_order");
  CREATE INDEX "services_blocks_web_portfolio_items_tags_parent_id_idx" ON "services_blocks_web_portfolio_items_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_web_portfolio_items_tags_locales_locale_pare" ON "services_blocks_web_portfolio_items_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_web_portfolio_items_features_order_idx" ON "services_blocks_web_portfolio_items_features" USING btree ("_order");
  CREATE INDEX "services_blocks_web_portfolio_items_features_parent_id_idx" ON "services_blocks_web_portfolio_items_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_web_portfolio_items_features_locales_locale_" ON "services_blocks_web_portfolio_items_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_web_portfolio_items_order_idx" ON "services_blocks_web_portfolio_items" USING btree ("_order");
  CREATE INDEX "services_blocks_web_portfolio_items_parent_id_idx" ON "services_blocks_web_portfolio_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_web_portfolio_items_locales_locale_parent_id" ON "services_blocks_web_portfolio_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_web_portfolio_order_idx" ON "services_blocks_web_portfolio" USING btree ("_order");
  CREATE INDEX "services_blocks_web_portfolio_parent_id_idx" ON "services_blocks_web_portfolio" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_web_portfolio_path_idx" ON "services_blocks_web_portfolio" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_web_portfolio_locales_locale_parent_id_uniqu" ON "services_blocks_web_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_app_portfolio_items_platforms_order_idx" ON "services_blocks_app_portfolio_items_platforms" USING btree ("order");
  CREATE INDEX "services_blocks_app_portfolio_items_platforms_parent_idx" ON "services_blocks_app_portfolio_items_platforms" USING btree ("parent_id");
  CREATE INDEX "services_blocks_app_portfolio_items_features_order_idx" ON "services_blocks_app_portfolio_items_features" USING btree ("_order");
  CREATE INDEX "services_blocks_app_portfolio_items_features_parent_id_idx" ON "services_blocks_app_portfolio_items_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_app_portfolio_items_features_locales_locale_" ON "services_blocks_app_portfolio_items_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_app_portfolio_items_order_idx" ON "services_blocks_app_portfolio_items" USING btree ("_order");
  CREATE INDEX "services_blocks_app_portfolio_items_parent_id_idx" ON "services_blocks_app_portfolio_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_app_portfolio_items_locales_locale_parent_id" ON "services_blocks_app_portfolio_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_app_portfolio_order_idx" ON "services_blocks_app_portfolio" USING btree ("_order");
  CREATE INDEX "services_blocks_app_portfolio_parent_id_idx" ON "services_blocks_app_portfolio" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_app_portfolio_path_idx" ON "services_blocks_app_portfolio" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_app_portfolio_locales_locale_parent_id_uniqu" ON "services_blocks_app_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_screenshots_items_order_idx" ON "services_blocks_screenshots_items" USING btree ("_order");
  CREATE INDEX "services_blocks_screenshots_items_parent_id_idx" ON "services_blocks_screenshots_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_screenshots_items_locales_locale_parent_id_u" ON "services_blocks_screenshots_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_screenshots_order_idx" ON "services_blocks_screenshots" USING btree ("_order");
  CREATE INDEX "services_blocks_screenshots_parent_id_idx" ON "services_blocks_screenshots" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_screenshots_path_idx" ON "services_blocks_screenshots" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_screenshots_locales_locale_parent_id_unique" ON "services_blocks_screenshots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_technologies_items_order_idx" ON "services_blocks_technologies_items" USING btree ("_order");
  CREATE INDEX "services_blocks_technologies_items_parent_id_idx" ON "services_blocks_technologies_items" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_technologies_order_idx" ON "services_blocks_technologies" USING btree ("_order");
  CREATE INDEX "services_blocks_technologies_parent_id_idx" ON "services_blocks_technologies" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_technologies_path_idx" ON "services_blocks_technologies" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_technologies_locales_locale_parent_id_unique" ON "services_blocks_technologies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_steps_items_order_idx" ON "services_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "services_blocks_steps_items_parent_id_idx" ON "services_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_steps_items_locales_locale_parent_id_unique" ON "services_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_steps_order_idx" ON "services_blocks_steps" USING btree ("_order");
  CREATE INDEX "services_blocks_steps_parent_id_idx" ON "services_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_steps_path_idx" ON "services_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_steps_locales_locale_parent_id_unique" ON "services_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_timeline_items_order_idx" ON "services_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "services_blocks_timeline_items_parent_id_idx" ON "services_blocks_timeline_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_timeline_items_locales_locale_parent_id_uniq" ON "services_blocks_timeline_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_timeline_order_idx" ON "services_blocks_timeline" USING btree ("_order");
  CREATE INDEX "services_blocks_timeline_parent_id_idx" ON "services_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_timeline_path_idx" ON "services_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_timeline_locales_locale_parent_id_unique" ON "services_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_audiences_items_points_order_idx" ON "services_blocks_audiences_items_points" USING btree ("_order");
  CREATE INDEX "services_blocks_audiences_items_points_parent_id_idx" ON "services_blocks_audiences_items_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_audiences_items_points_locales_locale_parent" ON "services_blocks_audiences_items_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_audiences_items_order_idx" ON "services_blocks_audiences_items" USING btree ("_order");
  CREATE INDEX "services_blocks_audiences_items_parent_id_idx" ON "services_blocks_audiences_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_audiences_items_locales_locale_parent_id_uni" ON "services_blocks_audiences_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_audiences_order_idx" ON "services_blocks_audiences" USING btree ("_order");
  CREATE INDEX "services_blocks_audiences_parent_id_idx" ON "services_blocks_audiences" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_audiences_path_idx" ON "services_blocks_audiences" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_audiences_locales_locale_parent_id_unique" ON "services_blocks_audiences_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_industries_items_order_idx" ON "services_blocks_industries_items" USING btree ("_order");
  CREATE INDEX "services_blocks_industries_items_parent_id_idx" ON "services_blocks_industries_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_blocks_industries_items_locales_locale_parent_id_un" ON "services_blocks_industries_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_industries_order_idx" ON "services_blocks_industries" USING btree ("_order");
  CREATE INDEX "services_blocks_industries_parent_id_idx" ON "services_blocks_industries" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_industries_path_idx" ON "services_blocks_industries" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_industries_locales_locale_parent_id_unique" ON "services_blocks_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_call_to_action_order_idx" ON "services_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "services_blocks_call_to_action_parent_id_idx" ON "services_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_call_to_action_path_idx" ON "services_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "services_blocks_call_to_action_locales_locale_parent_id_uniq" ON "services_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_blocks_software_application_order_idx" ON "services_blocks_software_application" USING btree ("_order");
  CREATE INDEX "services_blocks_software_application_parent_id_idx" ON "services_blocks_software_application" USING btree ("_parent_id");
  CREATE INDEX "services_blocks_software_application_path_idx" ON "services_blocks_software_application" USING btree ("_path");
  CREATE INDEX "_services_v_blocks_hero_order_idx" ON "_services_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_hero_parent_id_idx" ON "_services_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_hero_path_idx" ON "_services_v_blocks_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_hero_locales_locale_parent_id_unique" ON "_services_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_figures_items_order_idx" ON "_services_v_blocks_figures_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_figures_items_parent_id_idx" ON "_services_v_blocks_figures_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_figures_items_locales_locale_parent_id_un" ON "_services_v_blocks_figures_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_figures_order_idx" ON "_services_v_blocks_figures" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_figures_parent_id_idx" ON "_services_v_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_figures_path_idx" ON "_services_v_blocks_figures" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_figures_locales_locale_parent_id_unique" ON "_services_v_blocks_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_cards_items_features_order_idx" ON "_services_v_blocks_cards_items_features" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_cards_items_features_parent_id_idx" ON "_services_v_blocks_cards_items_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_cards_items_features_locales_locale_paren" ON "_services_v_blocks_cards_items_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_cards_items_order_idx" ON "_services_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_cards_items_parent_id_idx" ON "_services_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_cards_items_locales_locale_parent_id_uniq" ON "_services_v_blocks_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_cards_order_idx" ON "_services_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_cards_parent_id_idx" ON "_services_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_cards_path_idx" ON "_services_v_blocks_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_cards_locales_locale_parent_id_unique" ON "_services_v_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_web_portfolio_items_tags_order_idx" ON "_services_v_blocks_web_portfolio_items_tags" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_web_portfolio_items_tags_parent_id_idx" ON "_services_v_blocks_web_portfolio_items_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_web_portfolio_items_tags_locales_locale_p" ON "_services_v_blocks_web_portfolio_items_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_web_portfolio_items_features_order_idx" ON "_services_v_blocks_web_portfolio_items_features" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_web_portfolio_items_features_parent_id_idx" ON "_services_v_blocks_web_portfolio_items_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_web_portfolio_items_features_locales_loca" ON "_services_v_blocks_web_portfolio_items_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_web_portfolio_items_order_idx" ON "_services_v_blocks_web_portfolio_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_web_portfolio_items_parent_id_idx" ON "_services_v_blocks_web_portfolio_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_web_portfolio_items_locales_locale_parent" ON "_services_v_blocks_web_portfolio_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_web_portfolio_order_idx" ON "_services_v_blocks_web_portfolio" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_web_portfolio_parent_id_idx" ON "_services_v_blocks_web_portfolio" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_web_portfolio_path_idx" ON "_services_v_blocks_web_portfolio" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_web_portfolio_locales_locale_parent_id_un" ON "_services_v_blocks_web_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_app_portfolio_items_platforms_order_idx" ON "_services_v_blocks_app_portfolio_items_platforms" USING btree ("order");
  CREATE INDEX "_services_v_blocks_app_portfolio_items_platforms_parent_idx" ON "_services_v_blocks_app_portfolio_items_platforms" USING btree ("parent_id");
  CREATE INDEX "_services_v_blocks_app_portfolio_items_features_order_idx" ON "_services_v_blocks_app_portfolio_items_features" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_app_portfolio_items_features_parent_id_idx" ON "_services_v_blocks_app_portfolio_items_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_app_portfolio_items_features_locales_loca" ON "_services_v_blocks_app_portfolio_items_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_app_portfolio_items_order_idx" ON "_services_v_blocks_app_portfolio_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_app_portfolio_items_parent_id_idx" ON "_services_v_blocks_app_portfolio_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_app_portfolio_items_locales_locale_parent" ON "_services_v_blocks_app_portfolio_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_app_portfolio_order_idx" ON "_services_v_blocks_app_portfolio" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_app_portfolio_parent_id_idx" ON "_services_v_blocks_app_portfolio" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_app_portfolio_path_idx" ON "_services_v_blocks_app_portfolio" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_app_portfolio_locales_locale_parent_id_un" ON "_services_v_blocks_app_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_screenshots_items_order_idx" ON "_services_v_blocks_screenshots_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_screenshots_items_parent_id_idx" ON "_services_v_blocks_screenshots_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_screenshots_items_locales_locale_parent_i" ON "_services_v_blocks_screenshots_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_screenshots_order_idx" ON "_services_v_blocks_screenshots" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_screenshots_parent_id_idx" ON "_services_v_blocks_screenshots" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_screenshots_path_idx" ON "_services_v_blocks_screenshots" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_screenshots_locales_locale_parent_id_uniq" ON "_services_v_blocks_screenshots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_technologies_items_order_idx" ON "_services_v_blocks_technologies_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_technologies_items_parent_id_idx" ON "_services_v_blocks_technologies_items" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_technologies_order_idx" ON "_services_v_blocks_technologies" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_technologies_parent_id_idx" ON "_services_v_blocks_technologies" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_technologies_path_idx" ON "_services_v_blocks_technologies" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_technologies_locales_locale_parent_id_uni" ON "_services_v_blocks_technologies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_steps_items_order_idx" ON "_services_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_steps_items_parent_id_idx" ON "_services_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_steps_items_locales_locale_parent_id_uniq" ON "_services_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_steps_order_idx" ON "_services_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_steps_parent_id_idx" ON "_services_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_steps_path_idx" ON "_services_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_steps_locales_locale_parent_id_unique" ON "_services_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_timeline_items_order_idx" ON "_services_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_timeline_items_parent_id_idx" ON "_services_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_timeline_items_locales_locale_parent_id_u" ON "_services_v_blocks_timeline_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_timeline_order_idx" ON "_services_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_timeline_parent_id_idx" ON "_services_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_timeline_path_idx" ON "_services_v_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_timeline_locales_locale_parent_id_unique" ON "_services_v_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_audiences_items_points_order_idx" ON "_services_v_blocks_audiences_items_points" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_audiences_items_points_parent_id_idx" ON "_services_v_blocks_audiences_items_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_audiences_items_points_locales_locale_par" ON "_services_v_blocks_audiences_items_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_audiences_items_order_idx" ON "_services_v_blocks_audiences_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_audiences_items_parent_id_idx" ON "_services_v_blocks_audiences_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_audiences_items_locales_locale_parent_id_" ON "_services_v_blocks_audiences_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_audiences_order_idx" ON "_services_v_blocks_audiences" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_audiences_parent_id_idx" ON "_services_v_blocks_audiences" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_audiences_path_idx" ON "_services_v_blocks_audiences" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_audiences_locales_locale_parent_id_unique" ON "_services_v_blocks_audiences_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_industries_items_order_idx" ON "_services_v_blocks_industries_items" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_industries_items_parent_id_idx" ON "_services_v_blocks_industries_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_blocks_industries_items_locales_locale_parent_id" ON "_services_v_blocks_industries_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_industries_order_idx" ON "_services_v_blocks_industries" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_industries_parent_id_idx" ON "_services_v_blocks_industries" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_industries_path_idx" ON "_services_v_blocks_industries" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_industries_locales_locale_parent_id_uniqu" ON "_services_v_blocks_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_call_to_action_order_idx" ON "_services_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_call_to_action_parent_id_idx" ON "_services_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_call_to_action_path_idx" ON "_services_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_services_v_blocks_call_to_action_locales_locale_parent_id_u" ON "_services_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_blocks_software_application_order_idx" ON "_services_v_blocks_software_application" USING btree ("_order");
  CREATE INDEX "_services_v_blocks_software_application_parent_id_idx" ON "_services_v_blocks_software_application" USING btree ("_parent_id");
  CREATE INDEX "_services_v_blocks_software_application_path_idx" ON "_services_v_blocks_software_application" USING btree ("_path");`)
  await servicePageContent({ payload, req, run: (statement) => db.execute(sql.raw(statement)) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_blocks_hero" CASCADE;
  DROP TABLE "services_blocks_hero_locales" CASCADE;
  DROP TABLE "services_blocks_figures_items" CASCADE;
  DROP TABLE "services_blocks_figures_items_locales" CASCADE;
  DROP TABLE "services_blocks_figures" CASCADE;
  DROP TABLE "services_blocks_figures_locales" CASCADE;
  DROP TABLE "services_blocks_cards_items_features" CASCADE;
  DROP TABLE "services_blocks_cards_items_features_locales" CASCADE;
  DROP TABLE "services_blocks_cards_items" CASCADE;
  DROP TABLE "services_blocks_cards_items_locales" CASCADE;
  DROP TABLE "services_blocks_cards" CASCADE;
  DROP TABLE "services_blocks_cards_locales" CASCADE;
  DROP TABLE "services_blocks_web_portfolio_items_tags" CASCADE;
  DROP TABLE "services_blocks_web_portfolio_items_tags_locales" CASCADE;
  DROP TABLE "services_blocks_web_portfolio_items_features" CASCADE;
  DROP TABLE "services_blocks_web_portfolio_items_features_locales" CASCADE;
  DROP TABLE "services_blocks_web_portfolio_items" CASCADE;
  DROP TABLE "services_blocks_web_portfolio_items_locales" CASCADE;
  DROP TABLE "services_blocks_web_portfolio" CASCADE;
  DROP TABLE "services_blocks_web_portfolio_locales" CASCADE;
  DROP TABLE "services_blocks_app_portfolio_items_platforms" CASCADE;
  DROP TABLE "services_blocks_app_portfolio_items_features" CASCADE;
  DROP TABLE "services_blocks_app_portfolio_items_features_locales" CASCADE;
  DROP TABLE "services_blocks_app_portfolio_items" CASCADE;
  DROP TABLE "services_blocks_app_portfolio_items_locales" CASCADE;
  DROP TABLE "services_blocks_app_portfolio" CASCADE;
  DROP TABLE "services_blocks_app_portfolio_locales" CASCADE;
  DROP TABLE "services_blocks_screenshots_items" CASCADE;
  DROP TABLE "services_blocks_screenshots_items_locales" CASCADE;
  DROP TABLE "services_blocks_screenshots" CASCADE;
  DROP TABLE "services_blocks_screenshots_locales" CASCADE;
  DROP TABLE "services_blocks_technologies_items" CASCADE;
  DROP TABLE "services_blocks_technologies" CASCADE;
  DROP TABLE "services_blocks_technologies_locales" CASCADE;
  DROP TABLE "services_blocks_steps_items" CASCADE;
  DROP TABLE "services_blocks_steps_items_locales" CASCADE;
  DROP TABLE "services_blocks_steps" CASCADE;
  DROP TABLE "services_blocks_steps_locales" CASCADE;
  DROP TABLE "services_blocks_timeline_items" CASCADE;
  DROP TABLE "services_blocks_timeline_items_locales" CASCADE;
  DROP TABLE "services_blocks_timeline" CASCADE;
  DROP TABLE "services_blocks_timeline_locales" CASCADE;
  DROP TABLE "services_blocks_audiences_items_points" CASCADE;
  DROP TABLE "services_blocks_audiences_items_points_locales" CASCADE;
  DROP TABLE "services_blocks_audiences_items" CASCADE;
  DROP TABLE "services_blocks_audiences_items_locales" CASCADE;
  DROP TABLE "services_blocks_audiences" CASCADE;
  DROP TABLE "services_blocks_audiences_locales" CASCADE;
  DROP TABLE "services_blocks_industries_items" CASCADE;
  DROP TABLE "services_blocks_industries_items_locales" CASCADE;
  DROP TABLE "services_blocks_industries" CASCADE;
  DROP TABLE "services_blocks_industries_locales" CASCADE;
  DROP TABLE "services_blocks_call_to_action" CASCADE;
  DROP TABLE "services_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "services_blocks_software_application" CASCADE;
  DROP TABLE "_services_v_blocks_hero" CASCADE;
  DROP TABLE "_services_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_services_v_blocks_figures_items" CASCADE;
  DROP TABLE "_services_v_blocks_figures_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_figures" CASCADE;
  DROP TABLE "_services_v_blocks_figures_locales" CASCADE;
  DROP TABLE "_services_v_blocks_cards_items_features" CASCADE;
  DROP TABLE "_services_v_blocks_cards_items_features_locales" CASCADE;
  DROP TABLE "_services_v_blocks_cards_items" CASCADE;
  DROP TABLE "_services_v_blocks_cards_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_cards" CASCADE;
  DROP TABLE "_services_v_blocks_cards_locales" CASCADE;
  DROP TABLE "_services_v_blocks_web_portfolio_items_tags" CASCADE;
  DROP TABLE "_services_v_blocks_web_portfolio_items_tags_locales" CASCADE;
  DROP TABLE "_services_v_blocks_web_portfolio_items_features" CASCADE;
  DROP TABLE "_services_v_blocks_web_portfolio_items_features_locales" CASCADE;
  DROP TABLE "_services_v_blocks_web_portfolio_items" CASCADE;
  DROP TABLE "_services_v_blocks_web_portfolio_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_web_portfolio" CASCADE;
  DROP TABLE "_services_v_blocks_web_portfolio_locales" CASCADE;
  DROP TABLE "_services_v_blocks_app_portfolio_items_platforms" CASCADE;
  DROP TABLE "_services_v_blocks_app_portfolio_items_features" CASCADE;
  DROP TABLE "_services_v_blocks_app_portfolio_items_features_locales" CASCADE;
  DROP TABLE "_services_v_blocks_app_portfolio_items" CASCADE;
  DROP TABLE "_services_v_blocks_app_portfolio_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_app_portfolio" CASCADE;
  DROP TABLE "_services_v_blocks_app_portfolio_locales" CASCADE;
  DROP TABLE "_services_v_blocks_screenshots_items" CASCADE;
  DROP TABLE "_services_v_blocks_screenshots_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_screenshots" CASCADE;
  DROP TABLE "_services_v_blocks_screenshots_locales" CASCADE;
  DROP TABLE "_services_v_blocks_technologies_items" CASCADE;
  DROP TABLE "_services_v_blocks_technologies" CASCADE;
  DROP TABLE "_services_v_blocks_technologies_locales" CASCADE;
  DROP TABLE "_services_v_blocks_steps_items" CASCADE;
  DROP TABLE "_services_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_steps" CASCADE;
  DROP TABLE "_services_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_services_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_services_v_blocks_timeline_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_timeline" CASCADE;
  DROP TABLE "_services_v_blocks_timeline_locales" CASCADE;
  DROP TABLE "_services_v_blocks_audiences_items_points" CASCADE;
  DROP TABLE "_services_v_blocks_audiences_items_points_locales" CASCADE;
  DROP TABLE "_services_v_blocks_audiences_items" CASCADE;
  DROP TABLE "_services_v_blocks_audiences_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_audiences" CASCADE;
  DROP TABLE "_services_v_blocks_audiences_locales" CASCADE;
  DROP TABLE "_services_v_blocks_industries_items" CASCADE;
  DROP TABLE "_services_v_blocks_industries_items_locales" CASCADE;
  DROP TABLE "_services_v_blocks_industries" CASCADE;
  DROP TABLE "_services_v_blocks_industries_locales" CASCADE;
  DROP TABLE "_services_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_services_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_services_v_blocks_software_application" CASCADE;
  DROP TYPE "public"."enum_services_blocks_hero_frame";
  DROP TYPE "public"."enum_services_blocks_hero_product";
  DROP TYPE "public"."enum_services_blocks_figures_style";
  DROP TYPE "public"."enum_services_blocks_figures_tone";
  DROP TYPE "public"."enum_services_blocks_cards_items_icon";
  DROP TYPE "public"."enum_services_blocks_cards_tone";
  DROP TYPE "public"."enum_services_blocks_cards_columns";
  DROP TYPE "public"."enum_services_blocks_cards_variant";
  DROP TYPE "public"."enum_services_blocks_cards_product";
  DROP TYPE "public"."enum_services_blocks_web_portfolio_tone";
  DROP TYPE "public"."enum_services_blocks_app_portfolio_items_platforms";
  DROP TYPE "public"."enum_services_blocks_app_portfolio_tone";
  DROP TYPE "public"."enum_services_blocks_screenshots_items_frame";
  DROP TYPE "public"."enum_services_blocks_screenshots_tone";
  DROP TYPE "public"."enum_services_blocks_screenshots_columns";
  DROP TYPE "public"."enum_services_blocks_technologies_items_icon";
  DROP TYPE "public"."enum_services_blocks_technologies_tone";
  DROP TYPE "public"."enum_services_blocks_steps_tone";
  DROP TYPE "public"."enum_services_blocks_timeline_tone";
  DROP TYPE "public"."enum_services_blocks_audiences_items_icon";
  DROP TYPE "public"."enum_services_blocks_audiences_tone";
  DROP TYPE "public"."enum_services_blocks_industries_items_icon";
  DROP TYPE "public"."enum_services_blocks_industries_tone";
  DROP TYPE "public"."enum_services_blocks_software_application_product";
  DROP TYPE "public"."enum__services_v_blocks_hero_frame";
  DROP TYPE "public"."enum__services_v_blocks_hero_product";
  DROP TYPE "public"."enum__services_v_blocks_figures_style";
  DROP TYPE "public"."enum__services_v_blocks_figures_tone";
  DROP TYPE "public"."enum__services_v_blocks_cards_items_icon";
  DROP TYPE "public"."enum__services_v_blocks_cards_tone";
  DROP TYPE "public"."enum__services_v_blocks_cards_columns";
  DROP TYPE "public"."enum__services_v_blocks_cards_variant";
  DROP TYPE "public"."enum__services_v_blocks_cards_product";
  DROP TYPE "public"."enum__services_v_blocks_web_portfolio_tone";
  DROP TYPE "public"."enum__services_v_blocks_app_portfolio_items_platforms";
  DROP TYPE "public"."enum__services_v_blocks_app_portfolio_tone";
  DROP TYPE "public"."enum__services_v_blocks_screenshots_items_frame";
  DROP TYPE "public"."enum__services_v_blocks_screenshots_tone";
  DROP TYPE "public"."enum__services_v_blocks_screenshots_columns";
  DROP TYPE "public"."enum__services_v_blocks_technologies_items_icon";
  DROP TYPE "public"."enum__services_v_blocks_technologies_tone";
  DROP TYPE "public"."enum__services_v_blocks_steps_tone";
  DROP TYPE "public"."enum__services_v_blocks_timeline_tone";
  DROP TYPE "public"."enum__services_v_blocks_audiences_items_icon";
  DROP TYPE "public"."enum__services_v_blocks_audiences_tone";
  DROP TYPE "public"."enum__services_v_blocks_industries_items_icon";
  DROP TYPE "public"."enum__services_v_blocks_industries_tone";
  DROP TYPE "public"."enum__services_v_blocks_software_application_product";`)
}
