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
  await db.run(sql`ALTER TABLE \`page_keywords_locales\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_locales\` ADD \`version_title\` text;`)
  await pageContent({ payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_keywords_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_page_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_cta_band\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_cta_band_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_page_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_cta_band\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_cta_band_locales\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_locales\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_locales\` DROP COLUMN \`version_title\`;`)
}
