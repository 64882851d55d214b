import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  convertBlogBodiesToPlainText,
  convertBlogBodiesToRichText,
} from '../data/blog-body-rich-text'
import { keepBlogPostIdsIncreasing } from '../data/blog-post-ids'
import { existingStaffBecomeAdmins } from '../data/existing-staff-become-admins'
import { publishExistingRows } from '../data/publish-existing-rows'
import { copyOnlyExistingColumns } from '../data/sqlite-copy-existing-columns'

/**
 * Drafts and versions, scheduled publishing and authors on the site's content;
 * staff roles and the enquiry's history and assignee; the blog body as rich
 * text; the admin language on the account. The generated schema steps run
 * between the data steps (src/cms/migrations/data): plain-text blog bodies are
 * read before the schema changes, existing rows are published and existing
 * staff become administrators once their columns exist, and blog post numbers
 * keep counting up.
 */
export async function up({ db: generatedDb, payload, req }: MigrateUpArgs): Promise<void> {
  await convertBlogBodiesToRichText({ db: generatedDb, payload })
  const db = copyOnlyExistingColumns(generatedDb)
  await db.run(sql`CREATE TABLE \`_services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_icon_name\` text DEFAULT 'Monitor',
  	\`version_icon_bg\` text DEFAULT '#CCFBF1',
  	\`version_icon_color\` text DEFAULT '#0F766E',
  	\`version_image_storage_path_id\` integer,
  	\`version_image_url\` text,
  	\`version_display_order\` numeric DEFAULT 0,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_storage_path_id\`) REFERENCES \`service_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_slug_idx\` ON \`_services_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_image_storage_path_idx\` ON \`_services_v\` (\`version_image_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_display_order_idx\` ON \`_services_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_by_idx\` ON \`_services_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_snapshot_idx\` ON \`_services_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_published_locale_idx\` ON \`_services_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_autosave_idx\` ON \`_services_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_locales_locale_parent_id_unique\` ON \`_services_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CheckCircle',
  	\`color\` text DEFAULT '#0F766E',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_features_order_idx\` ON \`_success_stories_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_features_parent_id_idx\` ON \`_success_stories_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_features_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_version_features_locales_locale_parent_id\` ON \`_success_stories_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_additional_sections_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CheckCircle',
  	\`color\` text DEFAULT '#0F766E',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v_version_additional_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_additional_sections_items_order_idx\` ON \`_success_stories_v_version_additional_sections_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_additional_sections_items_parent_id_idx\` ON \`_success_stories_v_version_additional_sections_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_additional_sections_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v_version_additional_sections_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_version_additional_sections_items_local_1\` ON \`_success_stories_v_version_additional_sections_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_additional_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'who_we_serve',
  	\`background\` text DEFAULT '#F8FAFC',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_additional_sections_order_idx\` ON \`_success_stories_v_version_additional_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_additional_sections_parent_id_idx\` ON \`_success_stories_v_version_additional_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_additional_sections_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v_version_additional_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_version_additional_sections_locales_local\` ON \`_success_stories_v_version_additional_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_results_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CheckCircle',
  	\`color\` text DEFAULT '#0F766E',
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_results_stats_order_idx\` ON \`_success_stories_v_version_results_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_results_stats_parent_id_idx\` ON \`_success_stories_v_version_results_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_results_stats_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v_version_results_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_version_results_stats_locales_locale_pare\` ON \`_success_stories_v_version_results_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_external_url\` text,
  	\`version_logo_url\` text,
  	\`version_gradient_from\` text DEFAULT '#0F766E',
  	\`version_gradient_to\` text DEFAULT '#0B1F33',
  	\`version_hero_cta_url\` text,
  	\`version_results_background_color\` text DEFAULT '#0B1F33',
  	\`version_cta_primary_url\` text,
  	\`version_cta_secondary_url\` text,
  	\`version_display_order\` numeric DEFAULT 0,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_parent_idx\` ON \`_success_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_slug_idx\` ON \`_success_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_display_order_idx\` ON \`_success_stories_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_is_active_idx\` ON \`_success_stories_v\` (\`version_is_active\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_updated_by_idx\` ON \`_success_stories_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_updated_at_idx\` ON \`_success_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_created_at_idx\` ON \`_success_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version__status_idx\` ON \`_success_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_created_at_idx\` ON \`_success_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_updated_at_idx\` ON \`_success_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_snapshot_idx\` ON \`_success_stories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_published_locale_idx\` ON \`_success_stories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_latest_idx\` ON \`_success_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_autosave_idx\` ON \`_success_stories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_locales_locale_parent_id_unique\` ON \`_success_stories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_is_ceo\` integer DEFAULT false,
  	\`version_image_storage_path_id\` integer,
  	\`version_image_url\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_storage_path_id\`) REFERENCES \`team_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_parent_idx\` ON \`_team_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_image_storage_path_idx\` ON \`_team_members_v\` (\`version_image_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_updated_by_idx\` ON \`_team_members_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_updated_at_idx\` ON \`_team_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_created_at_idx\` ON \`_team_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version__status_idx\` ON \`_team_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_created_at_idx\` ON \`_team_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_updated_at_idx\` ON \`_team_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_snapshot_idx\` ON \`_team_members_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_published_locale_idx\` ON \`_team_members_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_latest_idx\` ON \`_team_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_autosave_idx\` ON \`_team_members_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_locales\` (
  	\`version_name\` text,
  	\`version_position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_team_members_v_locales_locale_parent_id_unique\` ON \`_team_members_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_logo_storage_path_id\` integer,
  	\`version_logo_url\` text,
  	\`version_logo_file_name\` text,
  	\`version_file_size\` numeric,
  	\`version_upload_date\` text,
  	\`version_display_order\` numeric DEFAULT 0,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_storage_path_id\`) REFERENCES \`logo_testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_logo_storage_path_idx\` ON \`_testimonials_v\` (\`version_logo_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_display_order_idx\` ON \`_testimonials_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_is_active_idx\` ON \`_testimonials_v\` (\`version_is_active\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_by_idx\` ON \`_testimonials_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_snapshot_idx\` ON \`_testimonials_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_published_locale_idx\` ON \`_testimonials_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_autosave_idx\` ON \`_testimonials_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_locales\` (
  	\`version_quote\` text,
  	\`version_author_name\` text,
  	\`version_author_position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_testimonials_v_locales_locale_parent_id_unique\` ON \`_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hero_slides_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_button_link\` text,
  	\`version_video_storage_path_id\` integer,
  	\`version_video_url\` text,
  	\`version_display_order\` numeric DEFAULT 0,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`hero_slides\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_storage_path_id\`) REFERENCES \`hero_videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_parent_idx\` ON \`_hero_slides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_video_storage_path_idx\` ON \`_hero_slides_v\` (\`version_video_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_display_order_idx\` ON \`_hero_slides_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_is_active_idx\` ON \`_hero_slides_v\` (\`version_is_active\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_updated_by_idx\` ON \`_hero_slides_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_updated_at_idx\` ON \`_hero_slides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_created_at_idx\` ON \`_hero_slides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version__status_idx\` ON \`_hero_slides_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_created_at_idx\` ON \`_hero_slides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_updated_at_idx\` ON \`_hero_slides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_snapshot_idx\` ON \`_hero_slides_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_published_locale_idx\` ON \`_hero_slides_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_latest_idx\` ON \`_hero_slides_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_autosave_idx\` ON \`_hero_slides_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_hero_slides_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hero_slides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hero_slides_v_locales_locale_parent_id_unique\` ON \`_hero_slides_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_icon_name\` text DEFAULT 'Monitor',
  	\`version_display_order\` numeric DEFAULT 0,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_status\` integer DEFAULT true,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_parent_idx\` ON \`_features_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_display_order_idx\` ON \`_features_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_is_active_idx\` ON \`_features_v\` (\`version_is_active\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_status_idx\` ON \`_features_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_updated_by_idx\` ON \`_features_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_updated_at_idx\` ON \`_features_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_created_at_idx\` ON \`_features_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version__status_idx\` ON \`_features_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_created_at_idx\` ON \`_features_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_updated_at_idx\` ON \`_features_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_snapshot_idx\` ON \`_features_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_published_locale_idx\` ON \`_features_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_latest_idx\` ON \`_features_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_autosave_idx\` ON \`_features_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_features_v_locales_locale_parent_id_unique\` ON \`_features_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_image_url\` text,
  	\`version_status\` text DEFAULT 'draft',
  	\`version_published_at\` text,
  	\`version_published_at_tz\` text DEFAULT 'Asia/Kuwait',
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`blog_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_slug_idx\` ON \`_blog_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_image_idx\` ON \`_blog_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_status_idx\` ON \`_blog_posts_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_published_at_idx\` ON \`_blog_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_by_idx\` ON \`_blog_posts_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_snapshot_idx\` ON \`_blog_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_published_locale_idx\` ON \`_blog_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_autosave_idx\` ON \`_blog_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_posts_v_locales_locale_parent_id_unique\` ON \`_blog_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_texts_order_parent\` ON \`_blog_posts_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_submissions_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`old_value\` text,
  	\`new_value\` text,
  	\`note\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_submissions_history_order_idx\` ON \`contact_submissions_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_history_parent_id_idx\` ON \`contact_submissions_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_history_by_idx\` ON \`contact_submissions_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_page_slug\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_parent_idx\` ON \`_page_keywords_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_version_page_slug_idx\` ON \`_page_keywords_v\` (\`version_page_slug\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_version_updated_by_idx\` ON \`_page_keywords_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_version_updated_at_idx\` ON \`_page_keywords_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_version_created_at_idx\` ON \`_page_keywords_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_version__status_idx\` ON \`_page_keywords_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_created_at_idx\` ON \`_page_keywords_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_updated_at_idx\` ON \`_page_keywords_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_snapshot_idx\` ON \`_page_keywords_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_published_locale_idx\` ON \`_page_keywords_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_latest_idx\` ON \`_page_keywords_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_autosave_idx\` ON \`_page_keywords_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_locales\` (
  	\`version_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_locales_locale_parent_id_unique\` ON \`_page_keywords_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_email\` text,
  	\`version_phone\` text,
  	\`version_mobile\` text,
  	\`version_commercial_registration\` text,
  	\`version_kuwait_office_hours\` text,
  	\`version_kuwait_office_mobile\` text,
  	\`version_kuwait_office_latitude\` numeric,
  	\`version_kuwait_office_longitude\` numeric,
  	\`version_abu_dhabi_office_hours\` text,
  	\`version_social_facebook\` text,
  	\`version_social_instagram\` text,
  	\`version_social_linkedin\` text,
  	\`version_products_business_suite_url\` text,
  	\`version_products_property_management_url\` text,
  	\`version_products_kitchen_url\` text,
  	\`version_products_dining_url\` text,
  	\`version_updated_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_updated_by_idx\` ON \`_site_settings_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_snapshot_idx\` ON \`_site_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_published_locale_idx\` ON \`_site_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`icon_name\` text DEFAULT 'Monitor',
  	\`icon_bg\` text DEFAULT '#CCFBF1',
  	\`icon_color\` text DEFAULT '#0F766E',
  	\`image_storage_path_id\` integer,
  	\`image_url\` text,
  	\`display_order\` numeric DEFAULT 0,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_storage_path_id\`) REFERENCES \`service_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "slug", "icon_name", "icon_bg", "icon_color", "image_storage_path_id", "image_url", "display_order", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "icon_name", "icon_bg", "icon_color", "image_storage_path_id", "image_url", "display_order", "updated_by_id", "updated_at", "created_at", "_status" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_image_storage_path_idx\` ON \`services\` (\`image_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`services_display_order_idx\` ON \`services\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_by_idx\` ON \`services\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_additional_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'who_we_serve',
  	\`background\` text DEFAULT '#F8FAFC',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_additional_sections\`("_order", "_parent_id", "id", "type", "background") SELECT "_order", "_parent_id", "id", "type", "background" FROM \`success_stories_additional_sections\`;`)
  await db.run(sql`DROP TABLE \`success_stories_additional_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_additional_sections\` RENAME TO \`success_stories_additional_sections\`;`)
  await db.run(sql`CREATE INDEX \`success_stories_additional_sections_order_idx\` ON \`success_stories_additional_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_additional_sections_parent_id_idx\` ON \`success_stories_additional_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_results_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CheckCircle',
  	\`color\` text DEFAULT '#0F766E',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_results_stats\`("_order", "_parent_id", "id", "icon", "color", "value") SELECT "_order", "_parent_id", "id", "icon", "color", "value" FROM \`success_stories_results_stats\`;`)
  await db.run(sql`DROP TABLE \`success_stories_results_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_results_stats\` RENAME TO \`success_stories_results_stats\`;`)
  await db.run(sql`CREATE INDEX \`success_stories_results_stats_order_idx\` ON \`success_stories_results_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_results_stats_parent_id_idx\` ON \`success_stories_results_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`external_url\` text,
  	\`logo_url\` text,
  	\`gradient_from\` text DEFAULT '#0F766E',
  	\`gradient_to\` text DEFAULT '#0B1F33',
  	\`hero_cta_url\` text,
  	\`results_background_color\` text DEFAULT '#0B1F33',
  	\`cta_primary_url\` text,
  	\`cta_secondary_url\` text,
  	\`display_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories\`("id", "slug", "external_url", "logo_url", "gradient_from", "gradient_to", "hero_cta_url", "results_background_color", "cta_primary_url", "cta_secondary_url", "display_order", "is_active", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "external_url", "logo_url", "gradient_from", "gradient_to", "hero_cta_url", "results_background_color", "cta_primary_url", "cta_secondary_url", "display_order", "is_active", "updated_by_id", "updated_at", "created_at", "_status" FROM \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories\` RENAME TO \`success_stories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_slug_idx\` ON \`success_stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_display_order_idx\` ON \`success_stories\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_is_active_idx\` ON \`success_stories\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_by_idx\` ON \`success_stories\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories__status_idx\` ON \`success_stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_storage_path_id\` integer,
  	\`logo_url\` text,
  	\`logo_file_name\` text,
  	\`file_size\` numeric,
  	\`upload_date\` text,
  	\`display_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_storage_path_id\`) REFERENCES \`logo_testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "logo_storage_path_id", "logo_url", "logo_file_name", "file_size", "upload_date", "display_order", "is_active", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "logo_storage_path_id", "logo_url", "logo_file_name", "file_size", "upload_date", "display_order", "is_active", "updated_by_id", "updated_at", "created_at", "_status" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_logo_storage_path_idx\` ON \`testimonials\` (\`logo_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_display_order_idx\` ON \`testimonials\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_is_active_idx\` ON \`testimonials\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_by_idx\` ON \`testimonials\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_hero_slides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_link\` text,
  	\`video_storage_path_id\` integer,
  	\`video_url\` text,
  	\`display_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`video_storage_path_id\`) REFERENCES \`hero_videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hero_slides\`("id", "button_link", "video_storage_path_id", "video_url", "display_order", "is_active", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "button_link", "video_storage_path_id", "video_url", "display_order", "is_active", "updated_by_id", "updated_at", "created_at", "_status" FROM \`hero_slides\`;`)
  await db.run(sql`DROP TABLE \`hero_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_hero_slides\` RENAME TO \`hero_slides\`;`)
  await db.run(sql`CREATE INDEX \`hero_slides_video_storage_path_idx\` ON \`hero_slides\` (\`video_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_display_order_idx\` ON \`hero_slides\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_is_active_idx\` ON \`hero_slides\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_updated_by_idx\` ON \`hero_slides\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_updated_at_idx\` ON \`hero_slides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_created_at_idx\` ON \`hero_slides\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides__status_idx\` ON \`hero_slides\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_features\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_name\` text DEFAULT 'Monitor',
  	\`display_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`status\` integer DEFAULT true,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_features\`("id", "icon_name", "display_order", "is_active", "status", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "icon_name", "display_order", "is_active", "status", "updated_by_id", "updated_at", "created_at", "_status" FROM \`features\`;`)
  await db.run(sql`DROP TABLE \`features\`;`)
  await db.run(sql`ALTER TABLE \`__new_features\` RENAME TO \`features\`;`)
  await db.run(sql`CREATE INDEX \`features_display_order_idx\` ON \`features\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`features_is_active_idx\` ON \`features\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`features_status_idx\` ON \`features\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`features_updated_by_idx\` ON \`features\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`features_updated_at_idx\` ON \`features\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`features_created_at_idx\` ON \`features\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`features__status_idx\` ON \`features\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`image_url\` text,
  	\`status\` text DEFAULT 'draft',
  	\`published_at\` text,
  	\`published_at_tz\` text DEFAULT 'Asia/Kuwait',
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`blog_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "slug", "image_id", "image_url", "status", "published_at", "published_at_tz", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "image_id", "image_url", "status", "published_at", "published_at_tz", "updated_by_id", "updated_at", "created_at", "_status" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_image_idx\` ON \`blog_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_status_idx\` ON \`blog_posts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_published_at_idx\` ON \`blog_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_by_idx\` ON \`blog_posts\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_slug\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords\`("id", "page_slug", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "page_slug", "updated_by_id", "updated_at", "created_at", "_status" FROM \`page_keywords\`;`)
  await db.run(sql`DROP TABLE \`page_keywords\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords\` RENAME TO \`page_keywords\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_page_slug_idx\` ON \`page_keywords\` (\`page_slug\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_updated_by_idx\` ON \`page_keywords\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_updated_at_idx\` ON \`page_keywords\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_created_at_idx\` ON \`page_keywords\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords__status_idx\` ON \`page_keywords\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`mobile\` text,
  	\`commercial_registration\` text,
  	\`kuwait_office_hours\` text,
  	\`kuwait_office_mobile\` text,
  	\`kuwait_office_latitude\` numeric,
  	\`kuwait_office_longitude\` numeric,
  	\`abu_dhabi_office_hours\` text,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_linkedin\` text,
  	\`products_business_suite_url\` text,
  	\`products_property_management_url\` text,
  	\`products_kitchen_url\` text,
  	\`products_dining_url\` text,
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "email", "phone", "mobile", "commercial_registration", "kuwait_office_hours", "kuwait_office_mobile", "kuwait_office_latitude", "kuwait_office_longitude", "abu_dhabi_office_hours", "social_facebook", "social_instagram", "social_linkedin", "products_business_suite_url", "products_property_management_url", "products_kitchen_url", "products_dining_url", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "email", "phone", "mobile", "commercial_registration", "kuwait_office_hours", "kuwait_office_mobile", "kuwait_office_latitude", "kuwait_office_longitude", "abu_dhabi_office_hours", "social_facebook", "social_instagram", "social_linkedin", "products_business_suite_url", "products_property_management_url", "products_kitchen_url", "products_dining_url", "updated_by_id", "_status", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_updated_by_idx\` ON \`site_settings\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`team_members_updated_by_idx\` ON \`team_members\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members__status_idx\` ON \`team_members\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_assignee_idx\` ON \`contact_submissions\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text DEFAULT 'editor';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`language\` text;`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await publishExistingRows({ payload, req, run: (statement) => db.run(sql.raw(statement)) })
  await existingStaffBecomeAdmins({ payload, req })
  await keepBlogPostIdsIncreasing({ db: generatedDb, payload })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await convertBlogBodiesToPlainText({ db, payload })
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`_services_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_additional_sections_items\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_additional_sections_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_additional_sections\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_additional_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_results_stats\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_results_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_hero_slides_v\`;`)
  await db.run(sql`DROP TABLE \`_hero_slides_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_features_v\`;`)
  await db.run(sql`DROP TABLE \`_features_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_texts\`;`)
  await db.run(sql`DROP TABLE \`contact_submissions_history\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`icon_name\` text DEFAULT 'Monitor',
  	\`icon_bg\` text DEFAULT '#CCFBF1',
  	\`icon_color\` text DEFAULT '#0F766E',
  	\`image_storage_path_id\` integer,
  	\`image_url\` text,
  	\`display_order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_storage_path_id\`) REFERENCES \`service_images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "slug", "icon_name", "icon_bg", "icon_color", "image_storage_path_id", "image_url", "display_order", "updated_at", "created_at") SELECT "id", "slug", "icon_name", "icon_bg", "icon_color", "image_storage_path_id", "image_url", "display_order", "updated_at", "created_at" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_image_storage_path_idx\` ON \`services\` (\`image_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`services_display_order_idx\` ON \`services\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`external_url\` text,
  	\`logo_url\` text,
  	\`gradient_from\` text DEFAULT '#0F766E',
  	\`gradient_to\` text DEFAULT '#0B1F33',
  	\`hero_cta_url\` text,
  	\`results_background_color\` text DEFAULT '#0B1F33',
  	\`cta_primary_url\` text,
  	\`cta_secondary_url\` text,
  	\`display_order\` numeric DEFAULT 0 NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories\`("id", "slug", "external_url", "logo_url", "gradient_from", "gradient_to", "hero_cta_url", "results_background_color", "cta_primary_url", "cta_secondary_url", "display_order", "is_active", "updated_at", "created_at") SELECT "id", "slug", "external_url", "logo_url", "gradient_from", "gradient_to", "hero_cta_url", "results_background_color", "cta_primary_url", "cta_secondary_url", "display_order", "is_active", "updated_at", "created_at" FROM \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories\` RENAME TO \`success_stories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_slug_idx\` ON \`success_stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_display_order_idx\` ON \`success_stories\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_is_active_idx\` ON \`success_stories\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_team_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_ceo\` integer DEFAULT false,
  	\`image_storage_path_id\` integer,
  	\`image_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_storage_path_id\`) REFERENCES \`team_images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_team_members\`("id", "is_ceo", "image_storage_path_id", "image_url", "updated_at", "created_at") SELECT "id", "is_ceo", "image_storage_path_id", "image_url", "updated_at", "created_at" FROM \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_team_members\` RENAME TO \`team_members\`;`)
  await db.run(sql`CREATE INDEX \`team_members_image_storage_path_idx\` ON \`team_members\` (\`image_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_storage_path_id\` integer,
  	\`logo_url\` text,
  	\`logo_file_name\` text,
  	\`file_size\` numeric,
  	\`upload_date\` text,
  	\`display_order\` numeric DEFAULT 0 NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_storage_path_id\`) REFERENCES \`logo_testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "logo_storage_path_id", "logo_url", "logo_file_name", "file_size", "upload_date", "display_order", "is_active", "updated_at", "created_at") SELECT "id", "logo_storage_path_id", "logo_url", "logo_file_name", "file_size", "upload_date", "display_order", "is_active", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_logo_storage_path_idx\` ON \`testimonials\` (\`logo_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_display_order_idx\` ON \`testimonials\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_is_active_idx\` ON \`testimonials\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_hero_slides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_link\` text,
  	\`video_storage_path_id\` integer,
  	\`video_url\` text,
  	\`display_order\` numeric DEFAULT 0 NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`video_storage_path_id\`) REFERENCES \`hero_videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hero_slides\`("id", "button_link", "video_storage_path_id", "video_url", "display_order", "is_active", "updated_at", "created_at") SELECT "id", "button_link", "video_storage_path_id", "video_url", "display_order", "is_active", "updated_at", "created_at" FROM \`hero_slides\`;`)
  await db.run(sql`DROP TABLE \`hero_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_hero_slides\` RENAME TO \`hero_slides\`;`)
  await db.run(sql`CREATE INDEX \`hero_slides_video_storage_path_idx\` ON \`hero_slides\` (\`video_storage_path_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_display_order_idx\` ON \`hero_slides\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_is_active_idx\` ON \`hero_slides\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_updated_at_idx\` ON \`hero_slides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_created_at_idx\` ON \`hero_slides\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_features\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_name\` text DEFAULT 'Monitor',
  	\`display_order\` numeric DEFAULT 0 NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`status\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_features\`("id", "icon_name", "display_order", "is_active", "status", "updated_at", "created_at") SELECT "id", "icon_name", "display_order", "is_active", "status", "updated_at", "created_at" FROM \`features\`;`)
  await db.run(sql`DROP TABLE \`features\`;`)
  await db.run(sql`ALTER TABLE \`__new_features\` RENAME TO \`features\`;`)
  await db.run(sql`CREATE INDEX \`features_display_order_idx\` ON \`features\` (\`display_order\`);`)
  await db.run(sql`CREATE INDEX \`features_is_active_idx\` ON \`features\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`features_status_idx\` ON \`features\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`features_updated_at_idx\` ON \`features\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`features_created_at_idx\` ON \`features\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`image_id\` integer,
  	\`image_url\` text,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`blog_images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "slug", "image_id", "image_url", "status", "published_at", "updated_at", "created_at") SELECT "id", "slug", "image_id", "image_url", "status", "published_at", "updated_at", "created_at" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_image_idx\` ON \`blog_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_status_idx\` ON \`blog_posts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_published_at_idx\` ON \`blog_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`employees\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text,
  	\`full_mobile\` text NOT NULL,
  	\`country_code\` text NOT NULL,
  	\`submitted_at\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`submission_token\` text,
  	\`webhook_delivery_state\` text DEFAULT 'off',
  	\`webhook_delivery_attempts\` numeric DEFAULT 0,
  	\`webhook_delivery_last_error\` text,
  	\`webhook_delivery_last_attempt_at\` text,
  	\`webhook_delivery_delivered_at\` text,
  	\`email_delivery_state\` text DEFAULT 'off',
  	\`email_delivery_attempts\` numeric DEFAULT 0,
  	\`email_delivery_last_error\` text,
  	\`email_delivery_last_attempt_at\` text,
  	\`email_delivery_delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_submissions\`("id", "name", "mobile", "email", "company", "employees", "subject", "message", "full_mobile", "country_code", "submitted_at", "status", "submission_token", "webhook_delivery_state", "webhook_delivery_attempts", "webhook_delivery_last_error", "webhook_delivery_last_attempt_at", "webhook_delivery_delivered_at", "email_delivery_state", "email_delivery_attempts", "email_delivery_last_error", "email_delivery_last_attempt_at", "email_delivery_delivered_at", "updated_at", "created_at") SELECT "id", "name", "mobile", "email", "company", "employees", "subject", "message", "full_mobile", "country_code", "submitted_at", "status", "submission_token", "webhook_delivery_state", "webhook_delivery_attempts", "webhook_delivery_last_error", "webhook_delivery_last_attempt_at", "webhook_delivery_delivered_at", "email_delivery_state", "email_delivery_attempts", "email_delivery_last_error", "email_delivery_last_attempt_at", "email_delivery_delivered_at", "updated_at", "created_at" FROM \`contact_submissions\`;`)
  await db.run(sql`DROP TABLE \`contact_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_submissions\` RENAME TO \`contact_submissions\`;`)
  await db.run(sql`CREATE INDEX \`contact_submissions_submitted_at_idx\` ON \`contact_submissions\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_status_idx\` ON \`contact_submissions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_submission_token_idx\` ON \`contact_submissions\` (\`submission_token\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_updated_at_idx\` ON \`contact_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_created_at_idx\` ON \`contact_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords\`("id", "page_slug", "updated_at", "created_at") SELECT "id", "page_slug", "updated_at", "created_at" FROM \`page_keywords\`;`)
  await db.run(sql`DROP TABLE \`page_keywords\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords\` RENAME TO \`page_keywords\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_page_slug_idx\` ON \`page_keywords\` (\`page_slug\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_updated_at_idx\` ON \`page_keywords\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_created_at_idx\` ON \`page_keywords\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`mobile\` text,
  	\`commercial_registration\` text NOT NULL,
  	\`kuwait_office_hours\` text NOT NULL,
  	\`kuwait_office_mobile\` text,
  	\`kuwait_office_latitude\` numeric NOT NULL,
  	\`kuwait_office_longitude\` numeric NOT NULL,
  	\`abu_dhabi_office_hours\` text NOT NULL,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_linkedin\` text,
  	\`products_business_suite_url\` text NOT NULL,
  	\`products_property_management_url\` text NOT NULL,
  	\`products_kitchen_url\` text NOT NULL,
  	\`products_dining_url\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "email", "phone", "mobile", "commercial_registration", "kuwait_office_hours", "kuwait_office_mobile", "kuwait_office_latitude", "kuwait_office_longitude", "abu_dhabi_office_hours", "social_facebook", "social_instagram", "social_linkedin", "products_business_suite_url", "products_property_management_url", "products_kitchen_url", "products_dining_url", "updated_at", "created_at") SELECT "id", "email", "phone", "mobile", "commercial_registration", "kuwait_office_hours", "kuwait_office_mobile", "kuwait_office_latitude", "kuwait_office_longitude", "abu_dhabi_office_hours", "social_facebook", "social_instagram", "social_linkedin", "products_business_suite_url", "products_property_management_url", "products_kitchen_url", "products_dining_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`DROP INDEX \`users_role_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`language\`;`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_additional_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'who_we_serve' NOT NULL,
  	\`background\` text DEFAULT '#F8FAFC',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_additional_sections\`("_order", "_parent_id", "id", "type", "background") SELECT "_order", "_parent_id", "id", "type", "background" FROM \`success_stories_additional_sections\`;`)
  await db.run(sql`DROP TABLE \`success_stories_additional_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_additional_sections\` RENAME TO \`success_stories_additional_sections\`;`)
  await db.run(sql`CREATE INDEX \`success_stories_additional_sections_order_idx\` ON \`success_stories_additional_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_additional_sections_parent_id_idx\` ON \`success_stories_additional_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_results_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CheckCircle',
  	\`color\` text DEFAULT '#0F766E',
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_results_stats\`("_order", "_parent_id", "id", "icon", "color", "value") SELECT "_order", "_parent_id", "id", "icon", "color", "value" FROM \`success_stories_results_stats\`;`)
  await db.run(sql`DROP TABLE \`success_stories_results_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_results_stats\` RENAME TO \`success_stories_results_stats\`;`)
  await db.run(sql`CREATE INDEX \`success_stories_results_stats_order_idx\` ON \`success_stories_results_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_results_stats_parent_id_idx\` ON \`success_stories_results_stats\` (\`_parent_id\`);`)
}
