import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_steps_items_order_idx\` ON \`page_keywords_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_steps_items_parent_id_idx\` ON \`page_keywords_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_steps_items_locales_locale_parent_id_un\` ON \`page_keywords_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_steps_order_idx\` ON \`page_keywords_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_steps_parent_id_idx\` ON \`page_keywords_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_steps_path_idx\` ON \`page_keywords_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_steps_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_steps_locales_locale_parent_id_unique\` ON \`page_keywords_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from_week\` numeric,
  	\`to_week\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_timeline_items_order_idx\` ON \`page_keywords_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_timeline_items_parent_id_idx\` ON \`page_keywords_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_timeline_items_locales\` (
  	\`period\` text,
  	\`task\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_timeline_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_timeline_items_locales_locale_parent_id\` ON \`page_keywords_blocks_timeline_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_timeline_order_idx\` ON \`page_keywords_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_timeline_parent_id_idx\` ON \`page_keywords_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_timeline_path_idx\` ON \`page_keywords_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_timeline_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`timeline_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_timeline_locales_locale_parent_id_uniqu\` ON \`page_keywords_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_screenshots_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`frame\` text DEFAULT 'browser',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_items_order_idx\` ON \`page_keywords_blocks_screenshots_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_items_parent_id_idx\` ON \`page_keywords_blocks_screenshots_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_items_image_idx\` ON \`page_keywords_blocks_screenshots_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_screenshots_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_screenshots_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_screenshots_items_locales_locale_parent\` ON \`page_keywords_blocks_screenshots_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_screenshots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`columns\` text DEFAULT '2',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_order_idx\` ON \`page_keywords_blocks_screenshots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_parent_id_idx\` ON \`page_keywords_blocks_screenshots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_path_idx\` ON \`page_keywords_blocks_screenshots\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_screenshots_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_screenshots_locales_locale_parent_id_un\` ON \`page_keywords_blocks_screenshots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_steps_items_order_idx\` ON \`_page_keywords_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_steps_items_parent_id_idx\` ON \`_page_keywords_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_steps_items_locales_locale_parent_id\` ON \`_page_keywords_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_steps_order_idx\` ON \`_page_keywords_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_steps_parent_id_idx\` ON \`_page_keywords_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_steps_path_idx\` ON \`_page_keywords_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_steps_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_steps_locales_locale_parent_id_uniqu\` ON \`_page_keywords_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from_week\` numeric,
  	\`to_week\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_timeline_items_order_idx\` ON \`_page_keywords_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_timeline_items_parent_id_idx\` ON \`_page_keywords_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_timeline_items_locales\` (
  	\`period\` text,
  	\`task\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_timeline_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_timeline_items_locales_locale_parent\` ON \`_page_keywords_v_blocks_timeline_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_timeline_order_idx\` ON \`_page_keywords_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_timeline_parent_id_idx\` ON \`_page_keywords_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_timeline_path_idx\` ON \`_page_keywords_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_timeline_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`timeline_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_timeline_locales_locale_parent_id_un\` ON \`_page_keywords_v_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_screenshots_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`frame\` text DEFAULT 'browser',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_items_order_idx\` ON \`_page_keywords_v_blocks_screenshots_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_items_parent_id_idx\` ON \`_page_keywords_v_blocks_screenshots_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_items_image_idx\` ON \`_page_keywords_v_blocks_screenshots_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_screenshots_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_screenshots_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_screenshots_items_locales_locale_par\` ON \`_page_keywords_v_blocks_screenshots_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_screenshots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`columns\` text DEFAULT '2',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_order_idx\` ON \`_page_keywords_v_blocks_screenshots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_parent_id_idx\` ON \`_page_keywords_v_blocks_screenshots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_path_idx\` ON \`_page_keywords_v_blocks_screenshots\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_screenshots_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_screenshots_locales_locale_parent_id\` ON \`_page_keywords_v_blocks_screenshots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`second_button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`background\` text DEFAULT 'gradient';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`gradient_from\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`gradient_to\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`background_image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`background_video_id\` integer REFERENCES page_videos(id);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_page_hero_background_image_idx\` ON \`page_keywords_blocks_page_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_page_hero_background_video_idx\` ON \`page_keywords_blocks_page_hero\` (\`background_video_id\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero_locales\` ADD \`second_button_label\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`second_button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`background\` text DEFAULT 'gradient';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`gradient_from\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`gradient_to\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`background_image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`background_video_id\` integer REFERENCES page_videos(id);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_page_hero_background_image_idx\` ON \`_page_keywords_v_blocks_page_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_page_hero_background_video_idx\` ON \`_page_keywords_v_blocks_page_hero\` (\`background_video_id\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero_locales\` ADD \`second_button_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_keywords_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_timeline_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_screenshots_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_screenshots_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_screenshots\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_screenshots_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_timeline_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_screenshots_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_screenshots_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_screenshots\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_screenshots_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_blocks_page_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_page_keywords_blocks_page_hero\`("_order", "_parent_id", "_path", "id", "button_page", "art", "size", "block_name") SELECT "_order", "_parent_id", "_path", "id", "button_page", "art", "size", "block_name" FROM \`page_keywords_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_page_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_blocks_page_hero\` RENAME TO \`page_keywords_blocks_page_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_page_hero_order_idx\` ON \`page_keywords_blocks_page_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_page_hero_parent_id_idx\` ON \`page_keywords_blocks_page_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_page_hero_path_idx\` ON \`page_keywords_blocks_page_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_blocks_page_hero\` (
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
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_blocks_page_hero\`("_order", "_parent_id", "_path", "id", "button_page", "art", "size", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "button_page", "art", "size", "_uuid", "block_name" FROM \`_page_keywords_v_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_page_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_blocks_page_hero\` RENAME TO \`_page_keywords_v_blocks_page_hero\`;`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_page_hero_order_idx\` ON \`_page_keywords_v_blocks_page_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_page_hero_parent_id_idx\` ON \`_page_keywords_v_blocks_page_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_page_hero_path_idx\` ON \`_page_keywords_v_blocks_page_hero\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero_locales\` DROP COLUMN \`second_button_label\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero_locales\` DROP COLUMN \`second_button_label\`;`)
}
