import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`form_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_block_order_idx\` ON \`form_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_block_parent_id_idx\` ON \`form_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_block_path_idx\` ON \`form_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`form_block_form_idx\` ON \`form_block\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`form_block_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_block\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_block_locales_locale_parent_id_unique\` ON \`form_block_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_form_block_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_form_block_v_order_idx\` ON \`_form_block_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_form_block_v_parent_id_idx\` ON \`_form_block_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_form_block_v_path_idx\` ON \`_form_block_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_form_block_v_form_idx\` ON \`_form_block_v\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_form_block_v_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_form_block_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_form_block_v_locales_locale_parent_id_unique\` ON \`_form_block_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_options_order_idx\` ON \`forms_fields_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_options_parent_id_idx\` ON \`forms_fields_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_options_locales_locale_parent_id_unique\` ON \`forms_fields_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'text' NOT NULL,
  	\`name\` text NOT NULL,
  	\`required\` integer DEFAULT false,
  	\`min_length\` numeric,
  	\`max_length\` numeric,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`pattern\` text,
  	\`display\` text DEFAULT 'select',
  	\`link_page_id\` integer,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_order_idx\` ON \`forms_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_parent_id_idx\` ON \`forms_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_link_page_idx\` ON \`forms_fields\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_locales\` (
  	\`label\` text,
  	\`help\` text,
  	\`placeholder\` text,
  	\`pattern_message\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_locales_locale_parent_id_unique\` ON \`forms_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_notify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_notify_order_idx\` ON \`forms_notify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_notify_parent_id_idx\` ON \`forms_notify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`open\` integer DEFAULT true,
  	\`confirmation_type\` text DEFAULT 'message' NOT NULL,
  	\`redirect_page_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`redirect_page_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_redirect_page_idx\` ON \`forms\` (\`redirect_page_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`title\` text,
  	\`submit_label\` text,
  	\`confirmation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contact_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`name\` text,
  	\`mobile\` text,
  	\`email\` text,
  	\`company\` text,
  	\`employees\` text,
  	\`subject\` text,
  	\`message\` text,
  	\`full_mobile\` text,
  	\`country_code\` text,
  	\`answers\` text,
  	\`submitted_at\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`submission_token\` text,
  	\`delivery_key\` text,
  	\`landing_page\` text,
  	\`form_page\` text,
  	\`referrer_host\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`site_language\` text,
  	\`device\` text,
  	\`assignee_id\` integer,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_submissions\`("id", "name", "mobile", "email", "company", "employees", "subject", "message", "full_mobile", "country_code", "submitted_at", "status", "submission_token", "delivery_key", "landing_page", "form_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "site_language", "device", "assignee_id", "webhook_delivery_state", "webhook_delivery_attempts", "webhook_delivery_last_error", "webhook_delivery_last_attempt_at", "webhook_delivery_delivered_at", "email_delivery_state", "email_delivery_attempts", "email_delivery_last_error", "email_delivery_last_attempt_at", "email_delivery_delivered_at", "updated_at", "created_at") SELECT "id", "name", "mobile", "email", "company", "employees", "subject", "message", "full_mobile", "country_code", "submitted_at", "status", "submission_token", "delivery_key", "landing_page", "form_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "site_language", "device", "assignee_id", "webhook_delivery_state", "webhook_delivery_attempts", "webhook_delivery_last_error", "webhook_delivery_last_attempt_at", "webhook_delivery_delivered_at", "email_delivery_state", "email_delivery_attempts", "email_delivery_last_error", "email_delivery_last_attempt_at", "email_delivery_delivered_at", "updated_at", "created_at" FROM \`contact_submissions\`;`)
  await db.run(sql`DROP TABLE \`contact_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_submissions\` RENAME TO \`contact_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contact_submissions_form_idx\` ON \`contact_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_submitted_at_idx\` ON \`contact_submissions\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_status_idx\` ON \`contact_submissions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_submission_token_idx\` ON \`contact_submissions\` (\`submission_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_delivery_key_idx\` ON \`contact_submissions\` (\`delivery_key\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_referrer_host_idx\` ON \`contact_submissions\` (\`referrer_host\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_utm_source_idx\` ON \`contact_submissions\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_utm_campaign_idx\` ON \`contact_submissions\` (\`utm_campaign\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_assignee_idx\` ON \`contact_submissions\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_updated_at_idx\` ON \`contact_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_created_at_idx\` ON \`contact_submissions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`form_block\`;`)
  await db.run(sql`DROP TABLE \`form_block_locales\`;`)
  await db.run(sql`DROP TABLE \`_form_block_v\`;`)
  await db.run(sql`DROP TABLE \`_form_block_v_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_options\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_notify\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`delivery_key\` text,
  	\`landing_page\` text,
  	\`form_page\` text,
  	\`referrer_host\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`site_language\` text,
  	\`device\` text,
  	\`assignee_id\` integer,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_submissions\`("id", "name", "mobile", "email", "company", "employees", "subject", "message", "full_mobile", "country_code", "submitted_at", "status", "submission_token", "delivery_key", "landing_page", "form_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "site_language", "device", "assignee_id", "webhook_delivery_state", "webhook_delivery_attempts", "webhook_delivery_last_error", "webhook_delivery_last_attempt_at", "webhook_delivery_delivered_at", "email_delivery_state", "email_delivery_attempts", "email_delivery_last_error", "email_delivery_last_attempt_at", "email_delivery_delivered_at", "updated_at", "created_at") SELECT "id", "name", "mobile", "email", "company", "employees", "subject", "message", "full_mobile", "country_code", "submitted_at", "status", "submission_token", "delivery_key", "landing_page", "form_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "site_language", "device", "assignee_id", "webhook_delivery_state", "webhook_delivery_attempts", "webhook_delivery_last_error", "webhook_delivery_last_attempt_at", "webhook_delivery_delivered_at", "email_delivery_state", "email_delivery_attempts", "email_delivery_last_error", "email_delivery_last_attempt_at", "email_delivery_delivered_at", "updated_at", "created_at" FROM \`contact_submissions\`;`)
  await db.run(sql`DROP TABLE \`contact_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_submissions\` RENAME TO \`contact_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contact_submissions_submitted_at_idx\` ON \`contact_submissions\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_status_idx\` ON \`contact_submissions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_submission_token_idx\` ON \`contact_submissions\` (\`submission_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_delivery_key_idx\` ON \`contact_submissions\` (\`delivery_key\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_referrer_host_idx\` ON \`contact_submissions\` (\`referrer_host\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_utm_source_idx\` ON \`contact_submissions\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_utm_campaign_idx\` ON \`contact_submissions\` (\`utm_campaign\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_assignee_idx\` ON \`contact_submissions\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_updated_at_idx\` ON \`contact_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_created_at_idx\` ON \`contact_submissions\` (\`created_at\`);`)
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
  	\`site_visits_id\` integer,
  	\`page_keywords_id\` integer,
  	\`service_images_id\` integer,
  	\`team_images_id\` integer,
  	\`logo_testimonials_id\` integer,
  	\`hero_videos_id\` integer,
  	\`blog_images_id\` integer,
  	\`share_images_id\` integer,
  	\`users_id\` integer,
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
  	FOREIGN KEY (\`site_visits_id\`) REFERENCES \`site_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_keywords_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_images_id\`) REFERENCES \`service_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_images_id\`) REFERENCES \`team_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`logo_testimonials_id\`) REFERENCES \`logo_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hero_videos_id\`) REFERENCES \`hero_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_images_id\`) REFERENCES \`blog_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_images_id\`) REFERENCES \`share_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translation_states_id\`) REFERENCES \`translation_states\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "blog_topics_id", "contact_submissions_id", "site_visits_id", "page_keywords_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "redirects_id", "translation_states_id") SELECT "id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "blog_topics_id", "contact_submissions_id", "site_visits_id", "page_keywords_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "redirects_id", "translation_states_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`site_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`page_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_images_id_idx\` ON \`payload_locked_documents_rels\` (\`service_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_images_id_idx\` ON \`payload_locked_documents_rels\` (\`team_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_logo_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`logo_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hero_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`hero_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_images_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_images_id_idx\` ON \`payload_locked_documents_rels\` (\`share_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translation_states_id_idx\` ON \`payload_locked_documents_rels\` (\`translation_states_id\`);`)
}
