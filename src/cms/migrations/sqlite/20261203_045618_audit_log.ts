import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`who_id\` integer,
  	\`who_email\` text,
  	\`entity\` text,
  	\`document_id\` text,
  	\`document_title\` text,
  	\`address\` text,
  	\`details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`who_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_at_idx\` ON \`audit_log\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_who_idx\` ON \`audit_log\` (\`who_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_entity_idx\` ON \`audit_log\` (\`entity\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`entity_document_id_idx\` ON \`audit_log\` (\`entity\`,\`document_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audit_log\`;`)
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translation_states_id\`) REFERENCES \`translation_states\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "blog_topics_id", "contact_submissions_id", "form_files_id", "site_visits_id", "page_keywords_id", "forms_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "redirects_id", "translation_states_id") SELECT "id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "blog_topics_id", "contact_submissions_id", "form_files_id", "site_visits_id", "page_keywords_id", "forms_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "redirects_id", "translation_states_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translation_states_id_idx\` ON \`payload_locked_documents_rels\` (\`translation_states_id\`);`)
}
