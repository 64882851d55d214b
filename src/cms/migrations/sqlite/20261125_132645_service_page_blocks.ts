import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

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
  await db.run(sql`CREATE TABLE \`services_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`frame\` text DEFAULT 'browser',
  	\`product\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_hero_order_idx\` ON \`services_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_hero_parent_id_idx\` ON \`services_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_hero_path_idx\` ON \`services_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_hero_locales_locale_parent_id_unique\` ON \`services_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_figures_items_order_idx\` ON \`services_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_figures_items_parent_id_idx\` ON \`services_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_figures_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_figures_items_locales_locale_parent_id_uniqu\` ON \`services_blocks_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'overlap',
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_figures_order_idx\` ON \`services_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_figures_parent_id_idx\` ON \`services_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_figures_path_idx\` ON \`services_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_figures_locales\` (
  	\`label\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_figures_locales_locale_parent_id_unique\` ON \`services_blocks_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards_items_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_items_features_order_idx\` ON \`services_blocks_cards_items_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_items_features_parent_id_idx\` ON \`services_blocks_cards_items_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards_items_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_cards_items_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_cards_items_features_locales_locale_parent_i\` ON \`services_blocks_cards_items_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_items_order_idx\` ON \`services_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_items_parent_id_idx\` ON \`services_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_cards_items_locales_locale_parent_id_unique\` ON \`services_blocks_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`columns\` text DEFAULT '3',
  	\`variant\` text DEFAULT 'card',
  	\`product\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_order_idx\` ON \`services_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_parent_id_idx\` ON \`services_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_path_idx\` ON \`services_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_cards_locales_locale_parent_id_unique\` ON \`services_blocks_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_web_portfolio_items_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_web_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_items_tags_order_idx\` ON \`services_blocks_web_portfolio_items_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_items_tags_parent_id_idx\` ON \`services_blocks_web_portfolio_items_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_web_portfolio_items_tags_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_web_portfolio_items_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_web_portfolio_items_tags_locales_locale_pare\` ON \`services_blocks_web_portfolio_items_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_web_portfolio_items_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_web_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_items_features_order_idx\` ON \`services_blocks_web_portfolio_items_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_items_features_parent_id_idx\` ON \`services_blocks_web_portfolio_items_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_web_portfolio_items_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_web_portfolio_items_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_web_portfolio_items_features_locales_locale_\` ON \`services_blocks_web_portfolio_items_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_web_portfolio_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_web_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_items_order_idx\` ON \`services_blocks_web_portfolio_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_items_parent_id_idx\` ON \`services_blocks_web_portfolio_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_web_portfolio_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_web_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_web_portfolio_items_locales_locale_parent_id\` ON \`services_blocks_web_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_web_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_order_idx\` ON \`services_blocks_web_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_parent_id_idx\` ON \`services_blocks_web_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_path_idx\` ON \`services_blocks_web_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_web_portfolio_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_web_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_web_portfolio_locales_locale_parent_id_uniqu\` ON \`services_blocks_web_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_app_portfolio_items_platforms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services_blocks_app_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_items_platforms_order_idx\` ON \`services_blocks_app_portfolio_items_platforms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_items_platforms_parent_idx\` ON \`services_blocks_app_portfolio_items_platforms\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_app_portfolio_items_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_app_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_items_features_order_idx\` ON \`services_blocks_app_portfolio_items_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_items_features_parent_id_idx\` ON \`services_blocks_app_portfolio_items_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_app_portfolio_items_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_app_portfolio_items_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_app_portfolio_items_features_locales_locale_\` ON \`services_blocks_app_portfolio_items_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_app_portfolio_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_app_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_items_order_idx\` ON \`services_blocks_app_portfolio_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_items_parent_id_idx\` ON \`services_blocks_app_portfolio_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_app_portfolio_items_locales\` (
  	\`name\` text,
  	\`category\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_app_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_app_portfolio_items_locales_locale_parent_id\` ON \`services_blocks_app_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_app_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_order_idx\` ON \`services_blocks_app_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_parent_id_idx\` ON \`services_blocks_app_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_path_idx\` ON \`services_blocks_app_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_app_portfolio_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_app_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_app_portfolio_locales_locale_parent_id_uniqu\` ON \`services_blocks_app_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_screenshots_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`frame\` text DEFAULT 'browser',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_screenshots_items_order_idx\` ON \`services_blocks_screenshots_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_screenshots_items_parent_id_idx\` ON \`services_blocks_screenshots_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_screenshots_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_screenshots_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_screenshots_items_locales_locale_parent_id_u\` ON \`services_blocks_screenshots_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_screenshots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`columns\` text DEFAULT '2',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_screenshots_order_idx\` ON \`services_blocks_screenshots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_screenshots_parent_id_idx\` ON \`services_blocks_screenshots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_screenshots_path_idx\` ON \`services_blocks_screenshots\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_screenshots_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_screenshots_locales_locale_parent_id_unique\` ON \`services_blocks_screenshots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_technologies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`icon\` text DEFAULT 'Sparkles',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_technologies_items_order_idx\` ON \`services_blocks_technologies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_technologies_items_parent_id_idx\` ON \`services_blocks_technologies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_technologies_order_idx\` ON \`services_blocks_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_technologies_parent_id_idx\` ON \`services_blocks_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_technologies_path_idx\` ON \`services_blocks_technologies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_technologies_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_technologies_locales_locale_parent_id_unique\` ON \`services_blocks_technologies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_items_order_idx\` ON \`services_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_items_parent_id_idx\` ON \`services_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_steps_items_locales_locale_parent_id_unique\` ON \`services_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_order_idx\` ON \`services_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_parent_id_idx\` ON \`services_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_path_idx\` ON \`services_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_steps_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_steps_locales_locale_parent_id_unique\` ON \`services_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from_week\` numeric,
  	\`to_week\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_timeline_items_order_idx\` ON \`services_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_timeline_items_parent_id_idx\` ON \`services_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_timeline_items_locales\` (
  	\`period\` text,
  	\`task\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_timeline_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_timeline_items_locales_locale_parent_id_uniq\` ON \`services_blocks_timeline_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_timeline_order_idx\` ON \`services_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_timeline_parent_id_idx\` ON \`services_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_timeline_path_idx\` ON \`services_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_timeline_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`timeline_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_timeline_locales_locale_parent_id_unique\` ON \`services_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_audiences_items_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_audiences_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_audiences_items_points_order_idx\` ON \`services_blocks_audiences_items_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_audiences_items_points_parent_id_idx\` ON \`services_blocks_audiences_items_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_audiences_items_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_audiences_items_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_audiences_items_points_locales_locale_parent\` ON \`services_blocks_audiences_items_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_audiences_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_audiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_audiences_items_order_idx\` ON \`services_blocks_audiences_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_audiences_items_parent_id_idx\` ON \`services_blocks_audiences_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_audiences_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_audiences_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_audiences_items_locales_locale_parent_id_uni\` ON \`services_blocks_audiences_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_audiences\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_audiences_order_idx\` ON \`services_blocks_audiences\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_audiences_parent_id_idx\` ON \`services_blocks_audiences\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_audiences_path_idx\` ON \`services_blocks_audiences\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_audiences_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_audiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_audiences_locales_locale_parent_id_unique\` ON \`services_blocks_audiences_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_industries_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_industries_items_order_idx\` ON \`services_blocks_industries_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_industries_items_parent_id_idx\` ON \`services_blocks_industries_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_industries_items_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_industries_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_industries_items_locales_locale_parent_id_un\` ON \`services_blocks_industries_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_industries_order_idx\` ON \`services_blocks_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_industries_parent_id_idx\` ON \`services_blocks_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_industries_path_idx\` ON \`services_blocks_industries\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_industries_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_industries_locales_locale_parent_id_unique\` ON \`services_blocks_industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_call_to_action_order_idx\` ON \`services_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_call_to_action_parent_id_idx\` ON \`services_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_call_to_action_path_idx\` ON \`services_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_call_to_action_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`services_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_software_application\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`category\` text DEFAULT 'ERP',
  	\`features_from\` text DEFAULT 'modules',
  	\`rating_value\` numeric,
  	\`review_count\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_software_application_order_idx\` ON \`services_blocks_software_application\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_software_application_parent_id_idx\` ON \`services_blocks_software_application\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_software_application_path_idx\` ON \`services_blocks_software_application\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`frame\` text DEFAULT 'browser',
  	\`product\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_hero_order_idx\` ON \`_services_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_hero_parent_id_idx\` ON \`_services_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_hero_path_idx\` ON \`_services_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_services_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_figures_items_order_idx\` ON \`_services_v_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_figures_items_parent_id_idx\` ON \`_services_v_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_figures_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_figures_items_locales_locale_parent_id_un\` ON \`_services_v_blocks_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'overlap',
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_figures_order_idx\` ON \`_services_v_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_figures_parent_id_idx\` ON \`_services_v_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_figures_path_idx\` ON \`_services_v_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_figures_locales\` (
  	\`label\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_figures_locales_locale_parent_id_unique\` ON \`_services_v_blocks_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards_items_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_items_features_order_idx\` ON \`_services_v_blocks_cards_items_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_items_features_parent_id_idx\` ON \`_services_v_blocks_cards_items_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards_items_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_cards_items_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_cards_items_features_locales_locale_paren\` ON \`_services_v_blocks_cards_items_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_items_order_idx\` ON \`_services_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_items_parent_id_idx\` ON \`_services_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_cards_items_locales_locale_parent_id_uniq\` ON \`_services_v_blocks_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`columns\` text DEFAULT '3',
  	\`variant\` text DEFAULT 'card',
  	\`product\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_order_idx\` ON \`_services_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_parent_id_idx\` ON \`_services_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_path_idx\` ON \`_services_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_cards_locales_locale_parent_id_unique\` ON \`_services_v_blocks_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_web_portfolio_items_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_web_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_items_tags_order_idx\` ON \`_services_v_blocks_web_portfolio_items_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_items_tags_parent_id_idx\` ON \`_services_v_blocks_web_portfolio_items_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_web_portfolio_items_tags_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_web_portfolio_items_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_web_portfolio_items_tags_locales_locale_p\` ON \`_services_v_blocks_web_portfolio_items_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_web_portfolio_items_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_web_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_items_features_order_idx\` ON \`_services_v_blocks_web_portfolio_items_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_items_features_parent_id_idx\` ON \`_services_v_blocks_web_portfolio_items_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_web_portfolio_items_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_web_portfolio_items_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_web_portfolio_items_features_locales_loca\` ON \`_services_v_blocks_web_portfolio_items_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_web_portfolio_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_web_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_items_order_idx\` ON \`_services_v_blocks_web_portfolio_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_items_parent_id_idx\` ON \`_services_v_blocks_web_portfolio_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_web_portfolio_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_web_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_web_portfolio_items_locales_locale_parent\` ON \`_services_v_blocks_web_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_web_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_order_idx\` ON \`_services_v_blocks_web_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_parent_id_idx\` ON \`_services_v_blocks_web_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_path_idx\` ON \`_services_v_blocks_web_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_web_portfolio_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_web_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_web_portfolio_locales_locale_parent_id_un\` ON \`_services_v_blocks_web_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_app_portfolio_items_platforms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_services_v_blocks_app_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_items_platforms_order_idx\` ON \`_services_v_blocks_app_portfolio_items_platforms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_items_platforms_parent_idx\` ON \`_services_v_blocks_app_portfolio_items_platforms\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_app_portfolio_items_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_app_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_items_features_order_idx\` ON \`_services_v_blocks_app_portfolio_items_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_items_features_parent_id_idx\` ON \`_services_v_blocks_app_portfolio_items_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_app_portfolio_items_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_app_portfolio_items_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_app_portfolio_items_features_locales_loca\` ON \`_services_v_blocks_app_portfolio_items_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_app_portfolio_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_app_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_items_order_idx\` ON \`_services_v_blocks_app_portfolio_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_items_parent_id_idx\` ON \`_services_v_blocks_app_portfolio_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_app_portfolio_items_locales\` (
  	\`name\` text,
  	\`category\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_app_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_app_portfolio_items_locales_locale_parent\` ON \`_services_v_blocks_app_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_app_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_order_idx\` ON \`_services_v_blocks_app_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_parent_id_idx\` ON \`_services_v_blocks_app_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_path_idx\` ON \`_services_v_blocks_app_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_app_portfolio_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_app_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_app_portfolio_locales_locale_parent_id_un\` ON \`_services_v_blocks_app_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_screenshots_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`frame\` text DEFAULT 'browser',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_screenshots_items_order_idx\` ON \`_services_v_blocks_screenshots_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_screenshots_items_parent_id_idx\` ON \`_services_v_blocks_screenshots_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_screenshots_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_screenshots_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_screenshots_items_locales_locale_parent_i\` ON \`_services_v_blocks_screenshots_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_screenshots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`columns\` text DEFAULT '2',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_screenshots_order_idx\` ON \`_services_v_blocks_screenshots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_screenshots_parent_id_idx\` ON \`_services_v_blocks_screenshots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_screenshots_path_idx\` ON \`_services_v_blocks_screenshots\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_screenshots_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_screenshots_locales_locale_parent_id_uniq\` ON \`_services_v_blocks_screenshots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_technologies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_technologies_items_order_idx\` ON \`_services_v_blocks_technologies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_technologies_items_parent_id_idx\` ON \`_services_v_blocks_technologies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_technologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_technologies_order_idx\` ON \`_services_v_blocks_technologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_technologies_parent_id_idx\` ON \`_services_v_blocks_technologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_technologies_path_idx\` ON \`_services_v_blocks_technologies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_technologies_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_technologies_locales_locale_parent_id_uni\` ON \`_services_v_blocks_technologies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_items_order_idx\` ON \`_services_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_items_parent_id_idx\` ON \`_services_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_steps_items_locales_locale_parent_id_uniq\` ON \`_services_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_order_idx\` ON \`_services_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_parent_id_idx\` ON \`_services_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_path_idx\` ON \`_services_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_steps_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_services_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from_week\` numeric,
  	\`to_week\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_timeline_items_order_idx\` ON \`_services_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_timeline_items_parent_id_idx\` ON \`_services_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_timeline_items_locales\` (
  	\`period\` text,
  	\`task\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_timeline_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_timeline_items_locales_locale_parent_id_u\` ON \`_services_v_blocks_timeline_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_timeline_order_idx\` ON \`_services_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_timeline_parent_id_idx\` ON \`_services_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_timeline_path_idx\` ON \`_services_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_timeline_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`timeline_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_timeline_locales_locale_parent_id_unique\` ON \`_services_v_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_audiences_items_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_audiences_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_audiences_items_points_order_idx\` ON \`_services_v_blocks_audiences_items_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_audiences_items_points_parent_id_idx\` ON \`_services_v_blocks_audiences_items_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_audiences_items_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_audiences_items_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_audiences_items_points_locales_locale_par\` ON \`_services_v_blocks_audiences_items_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_audiences_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_audiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_audiences_items_order_idx\` ON \`_services_v_blocks_audiences_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_audiences_items_parent_id_idx\` ON \`_services_v_blocks_audiences_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_audiences_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_audiences_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_audiences_items_locales_locale_parent_id_\` ON \`_services_v_blocks_audiences_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_audiences\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_audiences_order_idx\` ON \`_services_v_blocks_audiences\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_audiences_parent_id_idx\` ON \`_services_v_blocks_audiences\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_audiences_path_idx\` ON \`_services_v_blocks_audiences\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_audiences_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_audiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_audiences_locales_locale_parent_id_unique\` ON \`_services_v_blocks_audiences_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_industries_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_industries_items_order_idx\` ON \`_services_v_blocks_industries_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_industries_items_parent_id_idx\` ON \`_services_v_blocks_industries_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_industries_items_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_industries_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_industries_items_locales_locale_parent_id\` ON \`_services_v_blocks_industries_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`continues\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_industries_order_idx\` ON \`_services_v_blocks_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_industries_parent_id_idx\` ON \`_services_v_blocks_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_industries_path_idx\` ON \`_services_v_blocks_industries\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_industries_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_industries_locales_locale_parent_id_uniqu\` ON \`_services_v_blocks_industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_call_to_action_order_idx\` ON \`_services_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_call_to_action_parent_id_idx\` ON \`_services_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_call_to_action_path_idx\` ON \`_services_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_call_to_action_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_call_to_action_locales_locale_parent_id_u\` ON \`_services_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_software_application\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`category\` text DEFAULT 'ERP',
  	\`features_from\` text DEFAULT 'modules',
  	\`rating_value\` numeric,
  	\`review_count\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_software_application_order_idx\` ON \`_services_v_blocks_software_application\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_software_application_parent_id_idx\` ON \`_services_v_blocks_software_application\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_software_application_path_idx\` ON \`_services_v_blocks_software_application\` (\`_path\`);`)
  await servicePageContent({ payload, req, run: (statement) => db.run(sql.raw(statement)) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards_items_features\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards_items_features_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio_items_tags\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio_items_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio_items_features\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio_items_features_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_app_portfolio_items_platforms\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_app_portfolio_items_features\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_app_portfolio_items_features_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_app_portfolio_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_app_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_app_portfolio\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_app_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_screenshots_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_screenshots_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_screenshots\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_screenshots_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_technologies_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_technologies\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_technologies_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_timeline_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_audiences_items_points\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_audiences_items_points_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_audiences_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_audiences_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_audiences\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_audiences_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_industries_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_industries_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_industries\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_industries_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_software_application\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards_items_features\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards_items_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio_items_tags\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio_items_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio_items_features\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio_items_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_app_portfolio_items_platforms\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_app_portfolio_items_features\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_app_portfolio_items_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_app_portfolio_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_app_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_app_portfolio\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_app_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_screenshots_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_screenshots_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_screenshots\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_screenshots_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_technologies_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_technologies\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_technologies_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_timeline_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_audiences_items_points\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_audiences_items_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_audiences_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_audiences_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_audiences\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_audiences_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_industries_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_industries_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_industries\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_industries_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_software_application\`;`)
}
