import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyOnlyExistingColumns } from '../data/sqlite-copy-existing-columns'

/**
 * Search titles, descriptions and share images per page and language, the
 * redirects staff manage, and the storage columns of every upload (its folder
 * and object key, used when media live in an S3-compatible bucket). SQLite
 * rebuilds the translation tables that gain columns; the wrapper keeps their
 * rows and the rows that refer to them.
 */

export async function up({ db: generatedDb }: MigrateUpArgs): Promise<void> {
  const db = copyOnlyExistingColumns(generatedDb)
  await db.run(sql`CREATE TABLE \`share_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'share-images',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
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
  await db.run(sql`CREATE INDEX \`share_images_updated_at_idx\` ON \`share_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`share_images_created_at_idx\` ON \`share_images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`share_images_filename_idx\` ON \`share_images\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`share_images_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`share_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`share_images_locales_locale_parent_id_unique\` ON \`share_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	\`blog_posts_id\` integer,
  	\`success_stories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_services_id_idx\` ON \`redirects_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_blog_posts_id_idx\` ON \`redirects_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_success_stories_id_idx\` ON \`redirects_rels\` (\`success_stories_id\`);`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`services_meta_meta_image_idx\` ON \`services_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_meta_version_meta_image_idx\` ON \`_services_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` ADD \`meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`success_stories_meta_meta_image_idx\` ON \`success_stories_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_success_stories_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_success_stories_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_success_stories_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_meta_version_meta_image_idx\` ON \`_success_stories_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`blog_posts_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`blog_posts_locales\` ADD \`meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`blog_posts_meta_meta_image_idx\` ON \`blog_posts_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_meta_version_meta_image_idx\` ON \`_blog_posts_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_locales\` ADD \`meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`page_keywords_meta_meta_image_idx\` ON \`page_keywords_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_meta_version_meta_image_idx\` ON \`_page_keywords_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`service_images\` ADD \`prefix\` text DEFAULT 'service-images';`)
  await db.run(sql`ALTER TABLE \`service_images\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`team_images\` ADD \`prefix\` text DEFAULT 'team-images';`)
  await db.run(sql`ALTER TABLE \`team_images\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`logo_testimonials\` ADD \`prefix\` text DEFAULT 'logo-testimonials';`)
  await db.run(sql`ALTER TABLE \`logo_testimonials\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`hero_videos\` ADD \`prefix\` text DEFAULT 'hero-videos';`)
  await db.run(sql`ALTER TABLE \`hero_videos\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`blog_images\` ADD \`prefix\` text DEFAULT 'blog-images';`)
  await db.run(sql`ALTER TABLE \`blog_images\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`share_images_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_images_id_idx\` ON \`payload_locked_documents_rels\` (\`share_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_meta_meta_image_idx\` ON \`site_settings_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES share_images(id);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_meta_version_meta_image_idx\` ON \`_site_settings_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`share_images\`;`)
  await db.run(sql`DROP TABLE \`share_images_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_services_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`service_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_locales\`("title", "subtitle", "description", "service_name", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "description", "service_name", "id", "_locale", "_parent_id" FROM \`services_locales\`;`)
  await db.run(sql`DROP TABLE \`services_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_locales\` RENAME TO \`services_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_locales_locale_parent_id_unique\` ON \`services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_description\` text,
  	\`version_service_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__services_v_locales\`("version_title", "version_subtitle", "version_description", "version_service_name", "id", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_description", "version_service_name", "id", "_locale", "_parent_id" FROM \`_services_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v_locales\` RENAME TO \`_services_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_locales_locale_parent_id_unique\` ON \`_services_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`external_button_text\` text,
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`hero_description\` text,
  	\`hero_cta_text\` text,
  	\`overview_title\` text,
  	\`overview_description\` text,
  	\`features_title\` text,
  	\`results_title\` text,
  	\`results_subtitle\` text,
  	\`cta_title\` text,
  	\`cta_description\` text,
  	\`cta_primary_text\` text,
  	\`cta_secondary_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_locales\`("title", "description", "external_button_text", "hero_title", "hero_subtitle", "hero_description", "hero_cta_text", "overview_title", "overview_description", "features_title", "results_title", "results_subtitle", "cta_title", "cta_description", "cta_primary_text", "cta_secondary_text", "id", "_locale", "_parent_id") SELECT "title", "description", "external_button_text", "hero_title", "hero_subtitle", "hero_description", "hero_cta_text", "overview_title", "overview_description", "features_title", "results_title", "results_subtitle", "cta_title", "cta_description", "cta_primary_text", "cta_secondary_text", "id", "_locale", "_parent_id" FROM \`success_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`success_stories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_locales\` RENAME TO \`success_stories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_locales_locale_parent_id_unique\` ON \`success_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__success_stories_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_external_button_text\` text,
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_hero_description\` text,
  	\`version_hero_cta_text\` text,
  	\`version_overview_title\` text,
  	\`version_overview_description\` text,
  	\`version_features_title\` text,
  	\`version_results_title\` text,
  	\`version_results_subtitle\` text,
  	\`version_cta_title\` text,
  	\`version_cta_description\` text,
  	\`version_cta_primary_text\` text,
  	\`version_cta_secondary_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__success_stories_v_locales\`("version_title", "version_description", "version_external_button_text", "version_hero_title", "version_hero_subtitle", "version_hero_description", "version_hero_cta_text", "version_overview_title", "version_overview_description", "version_features_title", "version_results_title", "version_results_subtitle", "version_cta_title", "version_cta_description", "version_cta_primary_text", "version_cta_secondary_text", "id", "_locale", "_parent_id") SELECT "version_title", "version_description", "version_external_button_text", "version_hero_title", "version_hero_subtitle", "version_hero_description", "version_hero_cta_text", "version_overview_title", "version_overview_description", "version_features_title", "version_results_title", "version_results_subtitle", "version_cta_title", "version_cta_description", "version_cta_primary_text", "version_cta_secondary_text", "id", "_locale", "_parent_id" FROM \`_success_stories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__success_stories_v_locales\` RENAME TO \`_success_stories_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_locales_locale_parent_id_unique\` ON \`_success_stories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts_locales\`("title", "excerpt", "content", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "content", "meta_description", "id", "_locale", "_parent_id" FROM \`blog_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`blog_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts_locales\` RENAME TO \`blog_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_locales_locale_parent_id_unique\` ON \`blog_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_posts_v_locales\`("version_title", "version_excerpt", "version_content", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_excerpt", "version_content", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_blog_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v_locales\` RENAME TO \`_blog_posts_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_posts_v_locales_locale_parent_id_unique\` ON \`_blog_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_locales\` (
  	\`keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords_locales\`("keywords", "id", "_locale", "_parent_id") SELECT "keywords", "id", "_locale", "_parent_id" FROM \`page_keywords_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_locales\` RENAME TO \`page_keywords_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_locales_locale_parent_id_unique\` ON \`page_keywords_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_locales\` (
  	\`version_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_locales\`("version_keywords", "id", "_locale", "_parent_id") SELECT "version_keywords", "id", "_locale", "_parent_id" FROM \`_page_keywords_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_locales\` RENAME TO \`_page_keywords_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_locales_locale_parent_id_unique\` ON \`_page_keywords_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`contact_submissions_id\` integer,
  	\`page_keywords_id\` integer,
  	\`service_images_id\` integer,
  	\`team_images_id\` integer,
  	\`logo_testimonials_id\` integer,
  	\`hero_videos_id\` integer,
  	\`blog_images_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hero_slides_id\`) REFERENCES \`hero_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_keywords_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_images_id\`) REFERENCES \`service_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_images_id\`) REFERENCES \`team_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`logo_testimonials_id\`) REFERENCES \`logo_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hero_videos_id\`) REFERENCES \`hero_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_images_id\`) REFERENCES \`blog_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "contact_submissions_id", "page_keywords_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "users_id") SELECT "id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "contact_submissions_id", "page_keywords_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`page_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_images_id_idx\` ON \`payload_locked_documents_rels\` (\`service_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_images_id_idx\` ON \`payload_locked_documents_rels\` (\`team_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_logo_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`logo_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hero_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`hero_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_images_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`company_name\` text,
  	\`kuwait_office_title\` text,
  	\`kuwait_office_address\` text,
  	\`abu_dhabi_office_title\` text,
  	\`abu_dhabi_office_address\` text,
  	\`products_business_suite_name\` text,
  	\`products_property_management_name\` text,
  	\`products_kitchen_name\` text,
  	\`products_dining_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("company_name", "kuwait_office_title", "kuwait_office_address", "abu_dhabi_office_title", "abu_dhabi_office_address", "products_business_suite_name", "products_property_management_name", "products_kitchen_name", "products_dining_name", "id", "_locale", "_parent_id") SELECT "company_name", "kuwait_office_title", "kuwait_office_address", "abu_dhabi_office_title", "abu_dhabi_office_address", "products_business_suite_name", "products_property_management_name", "products_kitchen_name", "products_dining_name", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_settings_v_locales\` (
  	\`version_company_name\` text,
  	\`version_kuwait_office_title\` text,
  	\`version_kuwait_office_address\` text,
  	\`version_abu_dhabi_office_title\` text,
  	\`version_abu_dhabi_office_address\` text,
  	\`version_products_business_suite_name\` text,
  	\`version_products_property_management_name\` text,
  	\`version_products_kitchen_name\` text,
  	\`version_products_dining_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_settings_v_locales\`("version_company_name", "version_kuwait_office_title", "version_kuwait_office_address", "version_abu_dhabi_office_title", "version_abu_dhabi_office_address", "version_products_business_suite_name", "version_products_property_management_name", "version_products_kitchen_name", "version_products_dining_name", "id", "_locale", "_parent_id") SELECT "version_company_name", "version_kuwait_office_title", "version_kuwait_office_address", "version_abu_dhabi_office_title", "version_abu_dhabi_office_address", "version_products_business_suite_name", "version_products_property_management_name", "version_products_kitchen_name", "version_products_dining_name", "id", "_locale", "_parent_id" FROM \`_site_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_settings_v_locales\` RENAME TO \`_site_settings_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`service_images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`service_images\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`team_images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`team_images\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`logo_testimonials\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`logo_testimonials\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`hero_videos\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`hero_videos\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`blog_images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`blog_images\` DROP COLUMN \`_objectkey\`;`)
}
