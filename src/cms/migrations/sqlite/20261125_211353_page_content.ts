import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { pageContent } from '../data/page-content'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_page_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`art\` text DEFAULT 'about',
  	\`size\` text DEFAULT 'regular',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_page_hero_order_idx\` ON \`page_keywords_blocks_page_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_page_hero_parent_id_idx\` ON \`page_keywords_blocks_page_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_page_hero_path_idx\` ON \`page_keywords_blocks_page_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_page_hero_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_page_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_page_hero_locales_locale_parent_id_uniq\` ON \`page_keywords_blocks_page_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_cta_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`more_button_page\` text DEFAULT 'contact',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_cta_band_order_idx\` ON \`page_keywords_blocks_cta_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_cta_band_parent_id_idx\` ON \`page_keywords_blocks_cta_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_cta_band_path_idx\` ON \`page_keywords_blocks_cta_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_cta_band_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`more_title\` text,
  	\`more_text\` text,
  	\`more_button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_cta_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_cta_band_locales_locale_parent_id_uniqu\` ON \`page_keywords_blocks_cta_band_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_work_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_work_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_figures_items_order_idx\` ON \`page_keywords_blocks_work_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_figures_items_parent_id_idx\` ON \`page_keywords_blocks_work_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_work_figures_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_work_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_work_figures_items_locales_locale_paren\` ON \`page_keywords_blocks_work_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_work_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_figures_order_idx\` ON \`page_keywords_blocks_work_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_figures_parent_id_idx\` ON \`page_keywords_blocks_work_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_figures_path_idx\` ON \`page_keywords_blocks_work_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_work_figures_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_work_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_work_figures_locales_locale_parent_id_u\` ON \`page_keywords_blocks_work_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_work_services_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_work_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_services_items_order_idx\` ON \`page_keywords_blocks_work_services_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_services_items_parent_id_idx\` ON \`page_keywords_blocks_work_services_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_work_services_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_work_services_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_work_services_items_locales_locale_pare\` ON \`page_keywords_blocks_work_services_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_work_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'services',
  	\`tone\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_services_order_idx\` ON \`page_keywords_blocks_work_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_services_parent_id_idx\` ON \`page_keywords_blocks_work_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_work_services_path_idx\` ON \`page_keywords_blocks_work_services\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_work_services_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_work_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_work_services_locales_locale_parent_id_\` ON \`page_keywords_blocks_work_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_case_studies_items_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_items_features_order_idx\` ON \`page_keywords_blocks_case_studies_items_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_items_features_parent_id_idx\` ON \`page_keywords_blocks_case_studies_items_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_case_studies_items_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_case_studies_items_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_case_studies_items_features_locales_loc\` ON \`page_keywords_blocks_case_studies_items_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_case_studies_items_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_items_technologies_order_idx\` ON \`page_keywords_blocks_case_studies_items_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_items_technologies_parent_id_idx\` ON \`page_keywords_blocks_case_studies_items_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_case_studies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`frame\` text DEFAULT 'browser',
  	\`address\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_items_order_idx\` ON \`page_keywords_blocks_case_studies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_items_parent_id_idx\` ON \`page_keywords_blocks_case_studies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_case_studies_items_locales\` (
  	\`kind\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`challenge\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_case_studies_items_locales_locale_paren\` ON \`page_keywords_blocks_case_studies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_case_studies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'case-studies',
  	\`tone\` text DEFAULT 'surface',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_order_idx\` ON \`page_keywords_blocks_case_studies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_parent_id_idx\` ON \`page_keywords_blocks_case_studies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_path_idx\` ON \`page_keywords_blocks_case_studies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_case_studies_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`challenge_label\` text,
  	\`built_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_case_studies_locales_locale_parent_id_u\` ON \`page_keywords_blocks_case_studies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_featured_projects_items_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_featured_projects_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_featured_projects_items_tags_order_idx\` ON \`page_keywords_blocks_featured_projects_items_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_featured_projects_items_tags_parent_id_idx\` ON \`page_keywords_blocks_featured_projects_items_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_featured_projects_items_tags_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_featured_projects_items_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_featured_projects_items_tags_locales_lo\` ON \`page_keywords_blocks_featured_projects_items_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_featured_projects_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_featured_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_featured_projects_items_order_idx\` ON \`page_keywords_blocks_featured_projects_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_featured_projects_items_parent_id_idx\` ON \`page_keywords_blocks_featured_projects_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_featured_projects_items_locales\` (
  	\`category\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_featured_projects_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_featured_projects_items_locales_locale_\` ON \`page_keywords_blocks_featured_projects_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_featured_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'featured',
  	\`tone\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_featured_projects_order_idx\` ON \`page_keywords_blocks_featured_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_featured_projects_parent_id_idx\` ON \`page_keywords_blocks_featured_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_featured_projects_path_idx\` ON \`page_keywords_blocks_featured_projects\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_featured_projects_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_featured_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_featured_projects_locales_locale_parent\` ON \`page_keywords_blocks_featured_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_sections_parts_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy_sections_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_sections_parts_items_order_idx\` ON \`policy_sections_parts_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policy_sections_parts_items_parent_id_idx\` ON \`policy_sections_parts_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_sections_parts_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy_sections_parts_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_sections_parts_items_locales_locale_parent_id_unique\` ON \`policy_sections_parts_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_sections_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'clause',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_sections_parts_order_idx\` ON \`policy_sections_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policy_sections_parts_parent_id_idx\` ON \`policy_sections_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_sections_parts_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy_sections_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_sections_parts_locales_locale_parent_id_unique\` ON \`policy_sections_parts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_sections_order_idx\` ON \`policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policy_sections_parent_id_idx\` ON \`policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_sections_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_sections_locales_locale_parent_id_unique\` ON \`policy_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`updated\` text,
  	\`maps_privacy_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_order_idx\` ON \`policy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policy_parent_id_idx\` ON \`policy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`policy_path_idx\` ON \`policy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`policy_locales\` (
  	\`notice\` text,
  	\`notice_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_locales_locale_parent_id_unique\` ON \`policy_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_mission_figures_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_mission_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_mission_figures_figures_order_idx\` ON \`page_keywords_blocks_mission_figures_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_mission_figures_figures_parent_id_idx\` ON \`page_keywords_blocks_mission_figures_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_mission_figures_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_mission_figures_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_mission_figures_figures_locales_locale_\` ON \`page_keywords_blocks_mission_figures_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_mission_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_mission_figures_order_idx\` ON \`page_keywords_blocks_mission_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_mission_figures_parent_id_idx\` ON \`page_keywords_blocks_mission_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_mission_figures_path_idx\` ON \`page_keywords_blocks_mission_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_mission_figures_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_mission_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_mission_figures_locales_locale_parent_i\` ON \`page_keywords_blocks_mission_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_topic_panel_topics_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_topic_panel_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_topic_panel_topics_paragraphs_order_idx\` ON \`page_keywords_blocks_topic_panel_topics_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_topic_panel_topics_paragraphs_parent_id_idx\` ON \`page_keywords_blocks_topic_panel_topics_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_topic_panel_topics_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_topic_panel_topics_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_topic_panel_topics_paragraphs_locales_l\` ON \`page_keywords_blocks_topic_panel_topics_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_topic_panel_topics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`anchor\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_topic_panel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_topic_panel_topics_order_idx\` ON \`page_keywords_blocks_topic_panel_topics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_topic_panel_topics_parent_id_idx\` ON \`page_keywords_blocks_topic_panel_topics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_topic_panel_topics_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_topic_panel_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_topic_panel_topics_locales_locale_paren\` ON \`page_keywords_blocks_topic_panel_topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_topic_panel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_topic_panel_order_idx\` ON \`page_keywords_blocks_topic_panel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_topic_panel_parent_id_idx\` ON \`page_keywords_blocks_topic_panel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_topic_panel_path_idx\` ON \`page_keywords_blocks_topic_panel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_topic_panel_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_topic_panel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_topic_panel_locales_locale_parent_id_un\` ON \`page_keywords_blocks_topic_panel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_value_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_value_cards_items_order_idx\` ON \`page_keywords_blocks_value_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_value_cards_items_parent_id_idx\` ON \`page_keywords_blocks_value_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_value_cards_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_value_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_value_cards_items_locales_locale_parent\` ON \`page_keywords_blocks_value_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_value_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_value_cards_order_idx\` ON \`page_keywords_blocks_value_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_value_cards_parent_id_idx\` ON \`page_keywords_blocks_value_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_value_cards_path_idx\` ON \`page_keywords_blocks_value_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_value_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_value_cards_locales_locale_parent_id_un\` ON \`page_keywords_blocks_value_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_statement_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_statement_band_order_idx\` ON \`page_keywords_blocks_statement_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_statement_band_parent_id_idx\` ON \`page_keywords_blocks_statement_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_statement_band_path_idx\` ON \`page_keywords_blocks_statement_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_statement_band_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_statement_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_statement_band_locales_locale_parent_id\` ON \`page_keywords_blocks_statement_band_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_service_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_service_sections_order_idx\` ON \`page_keywords_blocks_service_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_service_sections_parent_id_idx\` ON \`page_keywords_blocks_service_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_service_sections_path_idx\` ON \`page_keywords_blocks_service_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_contact_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_contact_hero_order_idx\` ON \`page_keywords_blocks_contact_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_contact_hero_parent_id_idx\` ON \`page_keywords_blocks_contact_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_contact_hero_path_idx\` ON \`page_keywords_blocks_contact_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_contact_hero_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_contact_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_contact_hero_locales_locale_parent_id_u\` ON \`page_keywords_blocks_contact_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_enquiry_form_order_idx\` ON \`page_keywords_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_enquiry_form_parent_id_idx\` ON \`page_keywords_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_enquiry_form_path_idx\` ON \`page_keywords_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_enquiry_form_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_enquiry_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_enquiry_form_locales_locale_parent_id_u\` ON \`page_keywords_blocks_enquiry_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_not_found_suggestions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`link_page\` text DEFAULT 'contact',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_not_found\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_not_found_suggestions_order_idx\` ON \`page_keywords_blocks_not_found_suggestions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_not_found_suggestions_parent_id_idx\` ON \`page_keywords_blocks_not_found_suggestions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_not_found_suggestions_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_not_found_suggestions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_not_found_suggestions_locales_locale_pa\` ON \`page_keywords_blocks_not_found_suggestions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_not_found\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_not_found_order_idx\` ON \`page_keywords_blocks_not_found\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_not_found_parent_id_idx\` ON \`page_keywords_blocks_not_found\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_not_found_path_idx\` ON \`page_keywords_blocks_not_found\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_not_found_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`message\` text,
  	\`home\` text,
  	\`suggestions_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_not_found\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_not_found_locales_locale_parent_id_uniq\` ON \`page_keywords_blocks_not_found_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_hero_dashboard_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_hero_dashboard_figures_order_idx\` ON \`page_keywords_blocks_home_hero_dashboard_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_hero_dashboard_figures_parent_id_idx\` ON \`page_keywords_blocks_home_hero_dashboard_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_hero_dashboard_figures_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_hero_dashboard_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_hero_dashboard_figures_locales_loc\` ON \`page_keywords_blocks_home_hero_dashboard_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_hero_order_idx\` ON \`page_keywords_blocks_home_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_hero_parent_id_idx\` ON \`page_keywords_blocks_home_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_hero_path_idx\` ON \`page_keywords_blocks_home_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_hero_locales\` (
  	\`eyebrow\` text,
  	\`contact_label\` text,
  	\`dashboard_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_hero_locales_locale_parent_id_uniq\` ON \`page_keywords_blocks_home_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_intro_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_intro\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_intro_figures_order_idx\` ON \`page_keywords_blocks_home_intro_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_intro_figures_parent_id_idx\` ON \`page_keywords_blocks_home_intro_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_intro_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_intro_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_intro_figures_locales_locale_paren\` ON \`page_keywords_blocks_home_intro_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_intro_order_idx\` ON \`page_keywords_blocks_home_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_intro_parent_id_idx\` ON \`page_keywords_blocks_home_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_intro_path_idx\` ON \`page_keywords_blocks_home_intro\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_intro_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_intro\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_intro_locales_locale_parent_id_uni\` ON \`page_keywords_blocks_home_intro_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_solutions_solutions_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_solutions_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_solutions_solutions_points_order_idx\` ON \`page_keywords_blocks_home_solutions_solutions_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_solutions_solutions_points_parent_id_idx\` ON \`page_keywords_blocks_home_solutions_solutions_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_solutions_solutions_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_solutions_solutions_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_solutions_solutions_points_local_1\` ON \`page_keywords_blocks_home_solutions_solutions_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_solutions_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`picture\` text DEFAULT 'website',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_solutions_solutions_order_idx\` ON \`page_keywords_blocks_home_solutions_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_solutions_solutions_parent_id_idx\` ON \`page_keywords_blocks_home_solutions_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_solutions_solutions_locales\` (
  	\`tab\` text,
  	\`title\` text,
  	\`text\` text,
  	\`picture_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_solutions_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_solutions_solutions_locales_locale\` ON \`page_keywords_blocks_home_solutions_solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_solutions_order_idx\` ON \`page_keywords_blocks_home_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_solutions_parent_id_idx\` ON \`page_keywords_blocks_home_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_solutions_path_idx\` ON \`page_keywords_blocks_home_solutions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_solutions_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_solutions_locales_locale_parent_id\` ON \`page_keywords_blocks_home_solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_partners_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo\` text,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_partners_logos_order_idx\` ON \`page_keywords_blocks_home_partners_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_partners_logos_parent_id_idx\` ON \`page_keywords_blocks_home_partners_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_partners_order_idx\` ON \`page_keywords_blocks_home_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_partners_parent_id_idx\` ON \`page_keywords_blocks_home_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_partners_path_idx\` ON \`page_keywords_blocks_home_partners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_partners_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_partners_locales_locale_parent_id_\` ON \`page_keywords_blocks_home_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_features_order_idx\` ON \`page_keywords_blocks_home_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_features_parent_id_idx\` ON \`page_keywords_blocks_home_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_features_path_idx\` ON \`page_keywords_blocks_home_features\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_features_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_features_locales_locale_parent_id_\` ON \`page_keywords_blocks_home_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_support_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_support\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_support_figures_order_idx\` ON \`page_keywords_blocks_home_support_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_support_figures_parent_id_idx\` ON \`page_keywords_blocks_home_support_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_support_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_support_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_support_figures_locales_locale_par\` ON \`page_keywords_blocks_home_support_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_support_order_idx\` ON \`page_keywords_blocks_home_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_support_parent_id_idx\` ON \`page_keywords_blocks_home_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_support_path_idx\` ON \`page_keywords_blocks_home_support\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_support_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_support\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_support_locales_locale_parent_id_u\` ON \`page_keywords_blocks_home_support_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_team_order_idx\` ON \`page_keywords_blocks_home_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_team_parent_id_idx\` ON \`page_keywords_blocks_home_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_team_path_idx\` ON \`page_keywords_blocks_home_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_team_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`ceo_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_team_locales_locale_parent_id_uniq\` ON \`page_keywords_blocks_home_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_testimonials_order_idx\` ON \`page_keywords_blocks_home_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_testimonials_parent_id_idx\` ON \`page_keywords_blocks_home_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_testimonials_path_idx\` ON \`page_keywords_blocks_home_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_home_testimonials_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_home_testimonials_locales_locale_parent\` ON \`page_keywords_blocks_home_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_page_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`art\` text DEFAULT 'about',
  	\`size\` text DEFAULT 'regular',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_page_hero_order_idx\` ON \`_page_keywords_v_blocks_page_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_page_hero_parent_id_idx\` ON \`_page_keywords_v_blocks_page_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_page_hero_path_idx\` ON \`_page_keywords_v_blocks_page_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_page_hero_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_page_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_page_hero_locales_locale_parent_id_u\` ON \`_page_keywords_v_blocks_page_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_cta_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`more_button_page\` text DEFAULT 'contact',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_cta_band_order_idx\` ON \`_page_keywords_v_blocks_cta_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_cta_band_parent_id_idx\` ON \`_page_keywords_v_blocks_cta_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_cta_band_path_idx\` ON \`_page_keywords_v_blocks_cta_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_cta_band_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`more_title\` text,
  	\`more_text\` text,
  	\`more_button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_cta_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_cta_band_locales_locale_parent_id_un\` ON \`_page_keywords_v_blocks_cta_band_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_work_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_work_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_figures_items_order_idx\` ON \`_page_keywords_v_blocks_work_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_figures_items_parent_id_idx\` ON \`_page_keywords_v_blocks_work_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_work_figures_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_work_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_work_figures_items_locales_locale_pa\` ON \`_page_keywords_v_blocks_work_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_work_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_figures_order_idx\` ON \`_page_keywords_v_blocks_work_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_figures_parent_id_idx\` ON \`_page_keywords_v_blocks_work_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_figures_path_idx\` ON \`_page_keywords_v_blocks_work_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_work_figures_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_work_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_work_figures_locales_locale_parent_i\` ON \`_page_keywords_v_blocks_work_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_work_services_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_work_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_services_items_order_idx\` ON \`_page_keywords_v_blocks_work_services_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_services_items_parent_id_idx\` ON \`_page_keywords_v_blocks_work_services_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_work_services_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_work_services_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_work_services_items_locales_locale_p\` ON \`_page_keywords_v_blocks_work_services_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_work_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'services',
  	\`tone\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_services_order_idx\` ON \`_page_keywords_v_blocks_work_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_services_parent_id_idx\` ON \`_page_keywords_v_blocks_work_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_work_services_path_idx\` ON \`_page_keywords_v_blocks_work_services\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_work_services_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_work_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_work_services_locales_locale_parent_\` ON \`_page_keywords_v_blocks_work_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_case_studies_items_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_items_features_order_idx\` ON \`_page_keywords_v_blocks_case_studies_items_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_items_features_parent_id_idx\` ON \`_page_keywords_v_blocks_case_studies_items_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_case_studies_items_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_case_studies_items_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_case_studies_items_features_locales_\` ON \`_page_keywords_v_blocks_case_studies_items_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_case_studies_items_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_items_technologies_order_idx\` ON \`_page_keywords_v_blocks_case_studies_items_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_items_technologies_parent_id_idx\` ON \`_page_keywords_v_blocks_case_studies_items_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_case_studies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`frame\` text DEFAULT 'browser',
  	\`address\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_items_order_idx\` ON \`_page_keywords_v_blocks_case_studies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_items_parent_id_idx\` ON \`_page_keywords_v_blocks_case_studies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_case_studies_items_locales\` (
  	\`kind\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`challenge\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_case_studies_items_locales_locale_pa\` ON \`_page_keywords_v_blocks_case_studies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_case_studies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'case-studies',
  	\`tone\` text DEFAULT 'surface',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_order_idx\` ON \`_page_keywords_v_blocks_case_studies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_parent_id_idx\` ON \`_page_keywords_v_blocks_case_studies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_path_idx\` ON \`_page_keywords_v_blocks_case_studies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_case_studies_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`challenge_label\` text,
  	\`built_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_case_studies_locales_locale_parent_i\` ON \`_page_keywords_v_blocks_case_studies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_featured_projects_items_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_featured_projects_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_featured_projects_items_tags_order_idx\` ON \`_page_keywords_v_blocks_featured_projects_items_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_featured_projects_items_tags_parent_id_idx\` ON \`_page_keywords_v_blocks_featured_projects_items_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_featured_projects_items_tags_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_featured_projects_items_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_featured_projects_items_tags_local_1\` ON \`_page_keywords_v_blocks_featured_projects_items_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_featured_projects_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_featured_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_featured_projects_items_order_idx\` ON \`_page_keywords_v_blocks_featured_projects_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_featured_projects_items_parent_id_idx\` ON \`_page_keywords_v_blocks_featured_projects_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_featured_projects_items_locales\` (
  	\`category\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_featured_projects_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_featured_projects_items_locales_loca\` ON \`_page_keywords_v_blocks_featured_projects_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_featured_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'featured',
  	\`tone\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_featured_projects_order_idx\` ON \`_page_keywords_v_blocks_featured_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_featured_projects_parent_id_idx\` ON \`_page_keywords_v_blocks_featured_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_featured_projects_path_idx\` ON \`_page_keywords_v_blocks_featured_projects\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_featured_projects_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_featured_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_featured_projects_locales_locale_par\` ON \`_page_keywords_v_blocks_featured_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_v_sections_parts_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_v_sections_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policy_v_sections_parts_items_order_idx\` ON \`_policy_v_sections_parts_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policy_v_sections_parts_items_parent_id_idx\` ON \`_policy_v_sections_parts_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_v_sections_parts_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_v_sections_parts_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_policy_v_sections_parts_items_locales_locale_parent_id_uniq\` ON \`_policy_v_sections_parts_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_v_sections_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'clause',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_v_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policy_v_sections_parts_order_idx\` ON \`_policy_v_sections_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policy_v_sections_parts_parent_id_idx\` ON \`_policy_v_sections_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_v_sections_parts_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_v_sections_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_policy_v_sections_parts_locales_locale_parent_id_unique\` ON \`_policy_v_sections_parts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_v_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policy_v_sections_order_idx\` ON \`_policy_v_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policy_v_sections_parent_id_idx\` ON \`_policy_v_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_v_sections_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_v_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_policy_v_sections_locales_locale_parent_id_unique\` ON \`_policy_v_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated\` text,
  	\`maps_privacy_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policy_v_order_idx\` ON \`_policy_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policy_v_parent_id_idx\` ON \`_policy_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_policy_v_path_idx\` ON \`_policy_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_policy_v_locales\` (
  	\`notice\` text,
  	\`notice_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_policy_v_locales_locale_parent_id_unique\` ON \`_policy_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_mission_figures_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_mission_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_mission_figures_figures_order_idx\` ON \`_page_keywords_v_blocks_mission_figures_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_mission_figures_figures_parent_id_idx\` ON \`_page_keywords_v_blocks_mission_figures_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_mission_figures_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_mission_figures_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_mission_figures_figures_locales_loca\` ON \`_page_keywords_v_blocks_mission_figures_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_mission_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_mission_figures_order_idx\` ON \`_page_keywords_v_blocks_mission_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_mission_figures_parent_id_idx\` ON \`_page_keywords_v_blocks_mission_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_mission_figures_path_idx\` ON \`_page_keywords_v_blocks_mission_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_mission_figures_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_mission_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_mission_figures_locales_locale_paren\` ON \`_page_keywords_v_blocks_mission_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_topic_panel_topics_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_topic_panel_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_topic_panel_topics_paragraphs_order_idx\` ON \`_page_keywords_v_blocks_topic_panel_topics_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_topic_panel_topics_paragraphs_parent_id_idx\` ON \`_page_keywords_v_blocks_topic_panel_topics_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_topic_panel_topics_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_topic_panel_topics_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_topic_panel_topics_paragraphs_locale\` ON \`_page_keywords_v_blocks_topic_panel_topics_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_topic_panel_topics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_topic_panel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_topic_panel_topics_order_idx\` ON \`_page_keywords_v_blocks_topic_panel_topics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_topic_panel_topics_parent_id_idx\` ON \`_page_keywords_v_blocks_topic_panel_topics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_topic_panel_topics_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_topic_panel_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_topic_panel_topics_locales_locale_pa\` ON \`_page_keywords_v_blocks_topic_panel_topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_topic_panel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_topic_panel_order_idx\` ON \`_page_keywords_v_blocks_topic_panel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_topic_panel_parent_id_idx\` ON \`_page_keywords_v_blocks_topic_panel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_topic_panel_path_idx\` ON \`_page_keywords_v_blocks_topic_panel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_topic_panel_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_topic_panel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_topic_panel_locales_locale_parent_id\` ON \`_page_keywords_v_blocks_topic_panel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_value_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_value_cards_items_order_idx\` ON \`_page_keywords_v_blocks_value_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_value_cards_items_parent_id_idx\` ON \`_page_keywords_v_blocks_value_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_value_cards_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_value_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_value_cards_items_locales_locale_par\` ON \`_page_keywords_v_blocks_value_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_value_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_value_cards_order_idx\` ON \`_page_keywords_v_blocks_value_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_value_cards_parent_id_idx\` ON \`_page_keywords_v_blocks_value_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_value_cards_path_idx\` ON \`_page_keywords_v_blocks_value_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_value_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_value_cards_locales_locale_parent_id\` ON \`_page_keywords_v_blocks_value_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_statement_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_statement_band_order_idx\` ON \`_page_keywords_v_blocks_statement_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_statement_band_parent_id_idx\` ON \`_page_keywords_v_blocks_statement_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_statement_band_path_idx\` ON \`_page_keywords_v_blocks_statement_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_statement_band_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_statement_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_statement_band_locales_locale_parent\` ON \`_page_keywords_v_blocks_statement_band_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_service_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_service_sections_order_idx\` ON \`_page_keywords_v_blocks_service_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_service_sections_parent_id_idx\` ON \`_page_keywords_v_blocks_service_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_service_sections_path_idx\` ON \`_page_keywords_v_blocks_service_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_contact_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_contact_hero_order_idx\` ON \`_page_keywords_v_blocks_contact_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_contact_hero_parent_id_idx\` ON \`_page_keywords_v_blocks_contact_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_contact_hero_path_idx\` ON \`_page_keywords_v_blocks_contact_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_contact_hero_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_contact_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_contact_hero_locales_locale_parent_i\` ON \`_page_keywords_v_blocks_contact_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_enquiry_form_order_idx\` ON \`_page_keywords_v_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_enquiry_form_parent_id_idx\` ON \`_page_keywords_v_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_enquiry_form_path_idx\` ON \`_page_keywords_v_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_enquiry_form_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_enquiry_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_enquiry_form_locales_locale_parent_i\` ON \`_page_keywords_v_blocks_enquiry_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_not_found_suggestions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`link_page\` text DEFAULT 'contact',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_not_found\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_not_found_suggestions_order_idx\` ON \`_page_keywords_v_blocks_not_found_suggestions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_not_found_suggestions_parent_id_idx\` ON \`_page_keywords_v_blocks_not_found_suggestions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_not_found_suggestions_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_not_found_suggestions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_not_found_suggestions_locales_locale\` ON \`_page_keywords_v_blocks_not_found_suggestions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_not_found\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_not_found_order_idx\` ON \`_page_keywords_v_blocks_not_found\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_not_found_parent_id_idx\` ON \`_page_keywords_v_blocks_not_found\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_not_found_path_idx\` ON \`_page_keywords_v_blocks_not_found\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_not_found_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`message\` text,
  	\`home\` text,
  	\`suggestions_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_not_found\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_not_found_locales_locale_parent_id_u\` ON \`_page_keywords_v_blocks_not_found_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_hero_dashboard_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_hero_dashboard_figures_order_idx\` ON \`_page_keywords_v_blocks_home_hero_dashboard_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_hero_dashboard_figures_parent_id_idx\` ON \`_page_keywords_v_blocks_home_hero_dashboard_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_hero_dashboard_figures_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_hero_dashboard_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_hero_dashboard_figures_locales_\` ON \`_page_keywords_v_blocks_home_hero_dashboard_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_hero_order_idx\` ON \`_page_keywords_v_blocks_home_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_hero_parent_id_idx\` ON \`_page_keywords_v_blocks_home_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_hero_path_idx\` ON \`_page_keywords_v_blocks_home_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_hero_locales\` (
  	\`eyebrow\` text,
  	\`contact_label\` text,
  	\`dashboard_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_hero_locales_locale_parent_id_u\` ON \`_page_keywords_v_blocks_home_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_intro_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_intro\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_intro_figures_order_idx\` ON \`_page_keywords_v_blocks_home_intro_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_intro_figures_parent_id_idx\` ON \`_page_keywords_v_blocks_home_intro_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_intro_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_intro_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_intro_figures_locales_locale_pa\` ON \`_page_keywords_v_blocks_home_intro_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_intro_order_idx\` ON \`_page_keywords_v_blocks_home_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_intro_parent_id_idx\` ON \`_page_keywords_v_blocks_home_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_intro_path_idx\` ON \`_page_keywords_v_blocks_home_intro\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_intro_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_intro\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_intro_locales_locale_parent_id_\` ON \`_page_keywords_v_blocks_home_intro_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_solutions_solutions_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_solutions_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_solutions_solutions_points_order_idx\` ON \`_page_keywords_v_blocks_home_solutions_solutions_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_solutions_solutions_points_parent_id_idx\` ON \`_page_keywords_v_blocks_home_solutions_solutions_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_solutions_solutions_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_solutions_solutions_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_solutions_solutions_points_loca\` ON \`_page_keywords_v_blocks_home_solutions_solutions_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_solutions_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`picture\` text DEFAULT 'website',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_solutions_solutions_order_idx\` ON \`_page_keywords_v_blocks_home_solutions_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_solutions_solutions_parent_id_idx\` ON \`_page_keywords_v_blocks_home_solutions_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_solutions_solutions_locales\` (
  	\`tab\` text,
  	\`title\` text,
  	\`text\` text,
  	\`picture_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_solutions_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_solutions_solutions_locales_loc\` ON \`_page_keywords_v_blocks_home_solutions_solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_solutions_order_idx\` ON \`_page_keywords_v_blocks_home_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_solutions_parent_id_idx\` ON \`_page_keywords_v_blocks_home_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_solutions_path_idx\` ON \`_page_keywords_v_blocks_home_solutions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_solutions_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_solutions_locales_locale_parent\` ON \`_page_keywords_v_blocks_home_solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_partners_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo\` text,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_partners_logos_order_idx\` ON \`_page_keywords_v_blocks_home_partners_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_partners_logos_parent_id_idx\` ON \`_page_keywords_v_blocks_home_partners_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_partners_order_idx\` ON \`_page_keywords_v_blocks_home_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_partners_parent_id_idx\` ON \`_page_keywords_v_blocks_home_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_partners_path_idx\` ON \`_page_keywords_v_blocks_home_partners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_partners_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_partners_locales_locale_parent_\` ON \`_page_keywords_v_blocks_home_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_features_order_idx\` ON \`_page_keywords_v_blocks_home_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_features_parent_id_idx\` ON \`_page_keywords_v_blocks_home_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_features_path_idx\` ON \`_page_keywords_v_blocks_home_features\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_features_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_features_locales_locale_parent_\` ON \`_page_keywords_v_blocks_home_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_support_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_support\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_support_figures_order_idx\` ON \`_page_keywords_v_blocks_home_support_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_support_figures_parent_id_idx\` ON \`_page_keywords_v_blocks_home_support_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_support_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_support_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_support_figures_locales_locale_\` ON \`_page_keywords_v_blocks_home_support_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_page\` text DEFAULT 'contact',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_support_order_idx\` ON \`_page_keywords_v_blocks_home_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_support_parent_id_idx\` ON \`_page_keywords_v_blocks_home_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_support_path_idx\` ON \`_page_keywords_v_blocks_home_support\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_support_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_support\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_support_locales_locale_parent_i\` ON \`_page_keywords_v_blocks_home_support_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_team_order_idx\` ON \`_page_keywords_v_blocks_home_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_team_parent_id_idx\` ON \`_page_keywords_v_blocks_home_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_team_path_idx\` ON \`_page_keywords_v_blocks_home_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_team_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`ceo_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_team_locales_locale_parent_id_u\` ON \`_page_keywords_v_blocks_home_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_testimonials_order_idx\` ON \`_page_keywords_v_blocks_home_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_testimonials_parent_id_idx\` ON \`_page_keywords_v_blocks_home_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_testimonials_path_idx\` ON \`_page_keywords_v_blocks_home_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_home_testimonials_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_home_testimonials_locales_locale_par\` ON \`_page_keywords_v_blocks_home_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_locales\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_locales\` ADD \`version_title\` text;`)
  await pageContent({ payload, req, run: (statement) => db.run(sql.raw(statement)) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_keywords_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_page_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_cta_band\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_cta_band_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_work_figures_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_work_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_work_figures\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_work_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_work_services_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_work_services_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_work_services\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_work_services_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_case_studies_items_features\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_case_studies_items_features_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_case_studies_items_technologies\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_case_studies_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_case_studies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_case_studies\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_case_studies_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_featured_projects_items_tags\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_featured_projects_items_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_featured_projects_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_featured_projects_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_featured_projects\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_featured_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`policy_sections_parts_items\`;`)
  await db.run(sql`DROP TABLE \`policy_sections_parts_items_locales\`;`)
  await db.run(sql`DROP TABLE \`policy_sections_parts\`;`)
  await db.run(sql`DROP TABLE \`policy_sections_parts_locales\`;`)
  await db.run(sql`DROP TABLE \`policy_sections\`;`)
  await db.run(sql`DROP TABLE \`policy_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`policy\`;`)
  await db.run(sql`DROP TABLE \`policy_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_mission_figures_figures\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_mission_figures_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_mission_figures\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_mission_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_topic_panel_topics_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_topic_panel_topics_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_topic_panel_topics\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_topic_panel_topics_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_topic_panel\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_topic_panel_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_value_cards_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_value_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_value_cards\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_value_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_statement_band\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_statement_band_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_service_sections\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_contact_hero\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_contact_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_enquiry_form_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_not_found_suggestions\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_not_found_suggestions_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_not_found\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_not_found_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_hero_dashboard_figures\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_hero_dashboard_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_hero\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_intro_figures\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_intro_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_intro\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_intro_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_solutions_solutions_points\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_solutions_solutions_points_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_solutions_solutions\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_solutions_solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_solutions\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_partners_logos\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_partners\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_features\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_features_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_support_figures\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_support_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_support\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_support_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_team\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_team_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_testimonials\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_page_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_cta_band\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_cta_band_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_work_figures_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_work_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_work_figures\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_work_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_work_services_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_work_services_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_work_services\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_work_services_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_case_studies_items_features\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_case_studies_items_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_case_studies_items_technologies\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_case_studies_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_case_studies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_case_studies\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_case_studies_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_featured_projects_items_tags\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_featured_projects_items_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_featured_projects_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_featured_projects_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_featured_projects\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_featured_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_policy_v_sections_parts_items\`;`)
  await db.run(sql`DROP TABLE \`_policy_v_sections_parts_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_policy_v_sections_parts\`;`)
  await db.run(sql`DROP TABLE \`_policy_v_sections_parts_locales\`;`)
  await db.run(sql`DROP TABLE \`_policy_v_sections\`;`)
  await db.run(sql`DROP TABLE \`_policy_v_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_policy_v\`;`)
  await db.run(sql`DROP TABLE \`_policy_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_mission_figures_figures\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_mission_figures_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_mission_figures\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_mission_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_topic_panel_topics_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_topic_panel_topics_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_topic_panel_topics\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_topic_panel_topics_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_topic_panel\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_topic_panel_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_value_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_value_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_value_cards\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_value_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_statement_band\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_statement_band_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_service_sections\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_contact_hero\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_contact_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_enquiry_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_not_found_suggestions\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_not_found_suggestions_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_not_found\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_not_found_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_hero_dashboard_figures\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_hero_dashboard_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_hero\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_intro_figures\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_intro_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_intro\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_intro_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_solutions_solutions_points\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_solutions_solutions_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_solutions_solutions\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_solutions_solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_solutions\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_partners_logos\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_partners\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_features\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_support_figures\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_support_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_support\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_support_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_team\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_team_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_testimonials_locales\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_locales\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_locales\` DROP COLUMN \`version_title\`;`)
}
