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
  await pageContent({ payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_keywords_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_page_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_cta_band\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_cta_band_locales\`;`)
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
