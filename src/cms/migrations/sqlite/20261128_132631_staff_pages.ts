import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`contact_submissions_id\` integer,
  	\`page_keywords_id\` integer,
  	\`service_images_id\` integer,
  	\`team_images_id\` integer,
  	\`logo_testimonials_id\` integer,
  	\`hero_videos_id\` integer,
  	\`blog_images_id\` integer,
  	\`share_images_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
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
  	FOREIGN KEY (\`share_images_id\`) REFERENCES \`share_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "contact_submissions_id", "page_keywords_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "contact_submissions_id", "page_keywords_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`page_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_images_id_idx\` ON \`payload_locked_documents_rels\` (\`service_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_images_id_idx\` ON \`payload_locked_documents_rels\` (\`team_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_logo_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`logo_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hero_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`hero_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_images_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_images_id_idx\` ON \`payload_locked_documents_rels\` (\`share_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords\` ADD \`parent_id\` integer REFERENCES page_keywords(id);`)
  await db.run(sql`ALTER TABLE \`page_keywords\` ADD \`path\` text;`)
  await db.run(sql`CREATE INDEX \`page_keywords_slug_idx\` ON \`page_keywords\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_parent_idx\` ON \`page_keywords\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_path_idx\` ON \`page_keywords\` (\`path\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v\` ADD \`version_slug\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v\` ADD \`version_parent_id\` integer REFERENCES page_keywords(id);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v\` ADD \`version_path\` text;`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_version_slug_idx\` ON \`_page_keywords_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_version_parent_idx\` ON \`_page_keywords_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_version_version_path_idx\` ON \`_page_keywords_v\` (\`version_path\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`page_keywords_id\` integer REFERENCES page_keywords(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_page_keywords_id_idx\` ON \`redirects_rels\` (\`page_keywords_id\`);`)

  // Pages code has keep their fixed address, now stored like a staff page's.
  for (const [table, key, path] of [
    ['page_keywords', 'page_slug', 'path'],
    ['_page_keywords_v', 'version_page_slug', 'version_path'],
  ]) {
    await db.run(sql.raw(`UPDATE "${table}" SET "${path}" = '/' WHERE "${key}" = 'home'`))
    await db.run(
      sql.raw(
        `UPDATE "${table}" SET "${path}" = '/' || "${key}" WHERE "${key}" NOT IN ('home', 'not-found')`,
      ),
    )
  }
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_page_slug_idx\` ON \`page_keywords\` (\`page_slug\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_updated_by_idx\` ON \`page_keywords\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_updated_at_idx\` ON \`page_keywords\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_created_at_idx\` ON \`page_keywords\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords__status_idx\` ON \`page_keywords\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v\` (
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
  await db.run(sql`INSERT INTO \`__new__page_keywords_v\`("id", "parent_id", "version_page_slug", "version_updated_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_page_slug", "version_updated_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_page_keywords_v\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v\` RENAME TO \`_page_keywords_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "services_id", "blog_posts_id", "success_stories_id") SELECT "id", "order", "parent_id", "path", "services_id", "blog_posts_id", "success_stories_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_services_id_idx\` ON \`redirects_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_blog_posts_id_idx\` ON \`redirects_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_success_stories_id_idx\` ON \`redirects_rels\` (\`success_stories_id\`);`)
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
  	\`share_images_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
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
  	FOREIGN KEY (\`share_images_id\`) REFERENCES \`share_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "contact_submissions_id", "page_keywords_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "services_id", "success_stories_id", "team_members_id", "testimonials_id", "hero_slides_id", "features_id", "blog_posts_id", "contact_submissions_id", "page_keywords_id", "service_images_id", "team_images_id", "logo_testimonials_id", "hero_videos_id", "blog_images_id", "share_images_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_images_id_idx\` ON \`payload_locked_documents_rels\` (\`share_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
