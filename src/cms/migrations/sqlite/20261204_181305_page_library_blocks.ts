import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_rich_text\` (
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
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_rich_text_order_idx\` ON \`page_keywords_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_rich_text_parent_id_idx\` ON \`page_keywords_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_rich_text_path_idx\` ON \`page_keywords_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_rich_text_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_rich_text_locales_locale_parent_id_uniq\` ON \`page_keywords_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_image_text_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_image_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_image_text_points_order_idx\` ON \`page_keywords_blocks_image_text_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_image_text_points_parent_id_idx\` ON \`page_keywords_blocks_image_text_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_image_text_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_image_text_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_image_text_points_locales_locale_parent\` ON \`page_keywords_blocks_image_text_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_image_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`image_id\` integer,
  	\`side\` text DEFAULT 'start',
  	\`button_page\` text DEFAULT 'contact',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_image_text_order_idx\` ON \`page_keywords_blocks_image_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_image_text_parent_id_idx\` ON \`page_keywords_blocks_image_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_image_text_path_idx\` ON \`page_keywords_blocks_image_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_image_text_image_idx\` ON \`page_keywords_blocks_image_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_image_text_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_image_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_image_text_locales_locale_parent_id_uni\` ON \`page_keywords_blocks_image_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_faq_items_order_idx\` ON \`page_keywords_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_faq_items_parent_id_idx\` ON \`page_keywords_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_faq_items_locales_locale_parent_id_uniq\` ON \`page_keywords_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_faq\` (
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
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_faq_order_idx\` ON \`page_keywords_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_faq_parent_id_idx\` ON \`page_keywords_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_faq_path_idx\` ON \`page_keywords_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_faq_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_faq_locales_locale_parent_id_unique\` ON \`page_keywords_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`video_id\` integer,
  	\`poster_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`page_videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_video_order_idx\` ON \`page_keywords_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_video_parent_id_idx\` ON \`page_keywords_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_video_path_idx\` ON \`page_keywords_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_video_video_idx\` ON \`page_keywords_blocks_video\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_video_poster_idx\` ON \`page_keywords_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_video_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`caption\` text,
  	\`transcript\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_video_locales_locale_parent_id_unique\` ON \`page_keywords_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_latest_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'surface',
  	\`count\` text DEFAULT '3',
  	\`topic_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`blog_topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_latest_posts_order_idx\` ON \`page_keywords_blocks_latest_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_latest_posts_parent_id_idx\` ON \`page_keywords_blocks_latest_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_latest_posts_path_idx\` ON \`page_keywords_blocks_latest_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_latest_posts_topic_idx\` ON \`page_keywords_blocks_latest_posts\` (\`topic_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_latest_posts_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_latest_posts_locales_locale_parent_id_u\` ON \`page_keywords_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_stories_list\` (
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
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_stories_list_order_idx\` ON \`page_keywords_blocks_stories_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_stories_list_parent_id_idx\` ON \`page_keywords_blocks_stories_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_stories_list_path_idx\` ON \`page_keywords_blocks_stories_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_stories_list_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_stories_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_stories_list_locales_locale_parent_id_u\` ON \`page_keywords_blocks_stories_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_keywords_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`line\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_spacer_order_idx\` ON \`page_keywords_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_spacer_parent_id_idx\` ON \`page_keywords_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_spacer_path_idx\` ON \`page_keywords_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_rich_text\` (
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
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_rich_text_order_idx\` ON \`_page_keywords_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_rich_text_parent_id_idx\` ON \`_page_keywords_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_rich_text_path_idx\` ON \`_page_keywords_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_rich_text_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_rich_text_locales_locale_parent_id_u\` ON \`_page_keywords_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_image_text_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_image_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_image_text_points_order_idx\` ON \`_page_keywords_v_blocks_image_text_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_image_text_points_parent_id_idx\` ON \`_page_keywords_v_blocks_image_text_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_image_text_points_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_image_text_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_image_text_points_locales_locale_par\` ON \`_page_keywords_v_blocks_image_text_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_image_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`image_id\` integer,
  	\`side\` text DEFAULT 'start',
  	\`button_page\` text DEFAULT 'contact',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_image_text_order_idx\` ON \`_page_keywords_v_blocks_image_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_image_text_parent_id_idx\` ON \`_page_keywords_v_blocks_image_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_image_text_path_idx\` ON \`_page_keywords_v_blocks_image_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_image_text_image_idx\` ON \`_page_keywords_v_blocks_image_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_image_text_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_image_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_image_text_locales_locale_parent_id_\` ON \`_page_keywords_v_blocks_image_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_faq_items_order_idx\` ON \`_page_keywords_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_faq_items_parent_id_idx\` ON \`_page_keywords_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_faq_items_locales_locale_parent_id_u\` ON \`_page_keywords_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_faq\` (
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
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_faq_order_idx\` ON \`_page_keywords_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_faq_parent_id_idx\` ON \`_page_keywords_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_faq_path_idx\` ON \`_page_keywords_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_faq_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_page_keywords_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`video_id\` integer,
  	\`poster_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`page_videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_video_order_idx\` ON \`_page_keywords_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_video_parent_id_idx\` ON \`_page_keywords_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_video_path_idx\` ON \`_page_keywords_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_video_video_idx\` ON \`_page_keywords_v_blocks_video\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_video_poster_idx\` ON \`_page_keywords_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_video_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`caption\` text,
  	\`transcript\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_video_locales_locale_parent_id_uniqu\` ON \`_page_keywords_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_latest_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'surface',
  	\`count\` text DEFAULT '3',
  	\`topic_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`blog_topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_latest_posts_order_idx\` ON \`_page_keywords_v_blocks_latest_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_latest_posts_parent_id_idx\` ON \`_page_keywords_v_blocks_latest_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_latest_posts_path_idx\` ON \`_page_keywords_v_blocks_latest_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_latest_posts_topic_idx\` ON \`_page_keywords_v_blocks_latest_posts\` (\`topic_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_latest_posts_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_latest_posts_locales_locale_parent_i\` ON \`_page_keywords_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_stories_list\` (
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
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_stories_list_order_idx\` ON \`_page_keywords_v_blocks_stories_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_stories_list_parent_id_idx\` ON \`_page_keywords_v_blocks_stories_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_stories_list_path_idx\` ON \`_page_keywords_v_blocks_stories_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_stories_list_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_stories_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_stories_list_locales_locale_parent_i\` ON \`_page_keywords_v_blocks_stories_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`line\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_spacer_order_idx\` ON \`_page_keywords_v_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_spacer_parent_id_idx\` ON \`_page_keywords_v_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_spacer_path_idx\` ON \`_page_keywords_v_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`prefix\` text DEFAULT 'page-images',
  	\`_objectkey\` text,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`page_images_updated_at_idx\` ON \`page_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_images_created_at_idx\` ON \`page_images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_images_filename_idx\` ON \`page_images\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`page_images_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_images_locales_locale_parent_id_unique\` ON \`page_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`prefix\` text DEFAULT 'page-videos',
  	\`_objectkey\` text,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`page_videos_updated_at_idx\` ON \`page_videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_videos_created_at_idx\` ON \`page_videos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_videos_filename_idx\` ON \`page_videos\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`page_videos_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_videos_locales_locale_parent_id_unique\` ON \`page_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_images_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_videos_id\` integer REFERENCES page_videos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_images_id_idx\` ON \`payload_locked_documents_rels\` (\`page_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`page_videos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_keywords_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_image_text_points\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_image_text_points_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_image_text\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_image_text_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_latest_posts\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_stories_list\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_stories_list_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_image_text_points\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_image_text_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_image_text\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_image_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_latest_posts\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_stories_list\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_stories_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`page_images\`;`)
  await db.run(sql`DROP TABLE \`page_images_locales\`;`)
  await db.run(sql`DROP TABLE \`page_videos\`;`)
  await db.run(sql`DROP TABLE \`page_videos_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	\`success_stories_id\` integer,
  	\`team_members_id\` integer,
  	\`testimonials_id\` integer,
  	\`hero_slides_id\` integer,
  	\`features_id\` integer,
  	\`blog_posts_id\` integer,
  	\`blog_topics_id\` integer,
  	\`contact_submissions_id\` integer,
  	\`form_files_id\` integer,
  	\`site_visits_id\` integer,
  	\`page_keywords_id\` integer,
  	\`forms_id\` integer,
  	\`service_images_id\` integer,
  	\`team_images_id\` integer,
  	\`logo_testimonials_id\` integer,
  	\`hero_videos_id\` integer,
  	\`blog_images_id\` integer,
  	\`share_images_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
  	\`redirects_id\` integer,
  	\`translation_states_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hero_slides_id\`) REFERENCES \`hero_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_topics_id\`) REFERENCES \`blog_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_visits_id\`) REFERENCES \`site_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_keywords_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_images_id\`) REFERENCES \`service_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_images_id\`) REFERENCES \`team_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`logo_testimonials_id\`) REFERENCES \`logo_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hero_videos_id\`) REFERENCES \`hero_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_images_id\`) REFERENCES \`blog_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_images_id\`) REFERENCES \`share_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translation_states_id\`) REFERENCES \`translation_states\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "blog_topics_id", "contact_submissions_id", "form_files_id", "site_visits_id", "page_keywords_id", "forms_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "audit_log_id", "redirects_id", "translation_states_id") SELECT "id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "blog_topics_id", "contact_submissions_id", "form_files_id", "site_visits_id", "page_keywords_id", "forms_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "audit_log_id", "redirects_id", "translation_states_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hero_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`hero_slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_features_id_idx\` ON \`payload_locked_documents_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`site_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`page_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_images_id_idx\` ON \`payload_locked_documents_rels\` (\`service_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_images_id_idx\` ON \`payload_locked_documents_rels\` (\`team_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_logo_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`logo_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hero_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`hero_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_images_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_images_id_idx\` ON \`payload_locked_documents_rels\` (\`share_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translation_states_id_idx\` ON \`payload_locked_documents_rels\` (\`translation_states_id\`);`)
}
