import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { readTypedPictures, uploadTypedPictures } from '../data/block-pictures'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const run = (statement: string) => db.run(sql.raw(statement))
  // Read before the typed columns go; uploaded once the upload columns exist.
  const pictures = await readTypedPictures(run)
  await db.run(sql`ALTER TABLE \`services_blocks_hero_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`services_blocks_hero_image_idx\` ON \`services_blocks_hero_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`services_blocks_hero_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_web_portfolio_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`services_blocks_web_portfolio_items_image_idx\` ON \`services_blocks_web_portfolio_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`services_blocks_web_portfolio_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_app_portfolio_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`services_blocks_app_portfolio_items_image_idx\` ON \`services_blocks_app_portfolio_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`services_blocks_app_portfolio_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_screenshots_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`services_blocks_screenshots_items_image_idx\` ON \`services_blocks_screenshots_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`services_blocks_screenshots_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_hero_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_hero_image_idx\` ON \`_services_v_blocks_hero_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_hero_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_web_portfolio_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_web_portfolio_items_image_idx\` ON \`_services_v_blocks_web_portfolio_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_web_portfolio_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_app_portfolio_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_app_portfolio_items_image_idx\` ON \`_services_v_blocks_app_portfolio_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_app_portfolio_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_screenshots_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_screenshots_items_image_idx\` ON \`_services_v_blocks_screenshots_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_screenshots_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_case_studies_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_case_studies_items_image_idx\` ON \`page_keywords_blocks_case_studies_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_case_studies_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_featured_projects_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_featured_projects_items_image_idx\` ON \`page_keywords_blocks_featured_projects_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_featured_projects_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_case_studies_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_case_studies_items_image_idx\` ON \`_page_keywords_v_blocks_case_studies_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_case_studies_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_featured_projects_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_featured_projects_items_image_idx\` ON \`_page_keywords_v_blocks_featured_projects_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_featured_projects_items_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_hero\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_hero\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_hero\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_web_portfolio_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_web_portfolio_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_web_portfolio_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_app_portfolio_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_app_portfolio_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_app_portfolio_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_screenshots_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_screenshots_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_screenshots_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_hero\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_hero\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_hero\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_web_portfolio_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_web_portfolio_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_web_portfolio_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_app_portfolio_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_app_portfolio_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_app_portfolio_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_screenshots_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_screenshots_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_screenshots_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_case_studies_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_case_studies_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_case_studies_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_featured_projects_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_featured_projects_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_featured_projects_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_case_studies_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_case_studies_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_case_studies_items\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_featured_projects_items\` DROP COLUMN \`image_src\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_featured_projects_items\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_featured_projects_items\` DROP COLUMN \`image_height\`;`)
  const { uploaded, missing } = await uploadTypedPictures({ payload, req, run, pictures })
  if (pictures.length)
    payload.logger.info(
      `Block pictures are uploads now: ${pictures.length} pictures, ${uploaded} uploads, ${missing.length} files not found.`,
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_services_blocks_hero_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_services_blocks_hero_locales\`("eyebrow", "title", "lead", "image_alt", "id", "_locale", "_parent_id") SELECT "eyebrow", "title", "lead", "image_alt", "id", "_locale", "_parent_id" FROM \`services_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_blocks_hero_locales\` RENAME TO \`services_blocks_hero_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_hero_locales_locale_parent_id_unique\` ON \`services_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_blocks_web_portfolio_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_web_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_blocks_web_portfolio_items_locales\`("title", "description", "image_alt", "id", "_locale", "_parent_id") SELECT "title", "description", "image_alt", "id", "_locale", "_parent_id" FROM \`services_blocks_web_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_web_portfolio_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_blocks_web_portfolio_items_locales\` RENAME TO \`services_blocks_web_portfolio_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_web_portfolio_items_locales_locale_parent_id\` ON \`services_blocks_web_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_blocks_app_portfolio_items_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_services_blocks_app_portfolio_items_locales\`("name", "category", "description", "image_alt", "id", "_locale", "_parent_id") SELECT "name", "category", "description", "image_alt", "id", "_locale", "_parent_id" FROM \`services_blocks_app_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_app_portfolio_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_blocks_app_portfolio_items_locales\` RENAME TO \`services_blocks_app_portfolio_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_app_portfolio_items_locales_locale_parent_id\` ON \`services_blocks_app_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_blocks_screenshots_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_screenshots_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_blocks_screenshots_items_locales\`("title", "description", "image_alt", "id", "_locale", "_parent_id") SELECT "title", "description", "image_alt", "id", "_locale", "_parent_id" FROM \`services_blocks_screenshots_items_locales\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_screenshots_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_blocks_screenshots_items_locales\` RENAME TO \`services_blocks_screenshots_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_blocks_screenshots_items_locales_locale_parent_id_u\` ON \`services_blocks_screenshots_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v_blocks_hero_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__services_v_blocks_hero_locales\`("eyebrow", "title", "lead", "image_alt", "id", "_locale", "_parent_id") SELECT "eyebrow", "title", "lead", "image_alt", "id", "_locale", "_parent_id" FROM \`_services_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v_blocks_hero_locales\` RENAME TO \`_services_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_services_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v_blocks_web_portfolio_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_web_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__services_v_blocks_web_portfolio_items_locales\`("title", "description", "image_alt", "id", "_locale", "_parent_id") SELECT "title", "description", "image_alt", "id", "_locale", "_parent_id" FROM \`_services_v_blocks_web_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_web_portfolio_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v_blocks_web_portfolio_items_locales\` RENAME TO \`_services_v_blocks_web_portfolio_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_web_portfolio_items_locales_locale_parent\` ON \`_services_v_blocks_web_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v_blocks_app_portfolio_items_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__services_v_blocks_app_portfolio_items_locales\`("name", "category", "description", "image_alt", "id", "_locale", "_parent_id") SELECT "name", "category", "description", "image_alt", "id", "_locale", "_parent_id" FROM \`_services_v_blocks_app_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_app_portfolio_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v_blocks_app_portfolio_items_locales\` RENAME TO \`_services_v_blocks_app_portfolio_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_app_portfolio_items_locales_locale_parent\` ON \`_services_v_blocks_app_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v_blocks_screenshots_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_screenshots_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__services_v_blocks_screenshots_items_locales\`("title", "description", "image_alt", "id", "_locale", "_parent_id") SELECT "title", "description", "image_alt", "id", "_locale", "_parent_id" FROM \`_services_v_blocks_screenshots_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_screenshots_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v_blocks_screenshots_items_locales\` RENAME TO \`_services_v_blocks_screenshots_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_services_v_blocks_screenshots_items_locales_locale_parent_i\` ON \`_services_v_blocks_screenshots_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_blocks_case_studies_items_locales\` (
  	\`kind\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`challenge\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords_blocks_case_studies_items_locales\`("kind", "title", "summary", "challenge", "image_alt", "id", "_locale", "_parent_id") SELECT "kind", "title", "summary", "challenge", "image_alt", "id", "_locale", "_parent_id" FROM \`page_keywords_blocks_case_studies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_case_studies_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_blocks_case_studies_items_locales\` RENAME TO \`page_keywords_blocks_case_studies_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_case_studies_items_locales_locale_paren\` ON \`page_keywords_blocks_case_studies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_blocks_featured_projects_items_locales\` (
  	\`category\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_featured_projects_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords_blocks_featured_projects_items_locales\`("category", "description", "image_alt", "id", "_locale", "_parent_id") SELECT "category", "description", "image_alt", "id", "_locale", "_parent_id" FROM \`page_keywords_blocks_featured_projects_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_featured_projects_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_blocks_featured_projects_items_locales\` RENAME TO \`page_keywords_blocks_featured_projects_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_featured_projects_items_locales_locale_\` ON \`page_keywords_blocks_featured_projects_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_blocks_case_studies_items_locales\` (
  	\`kind\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`challenge\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_blocks_case_studies_items_locales\`("kind", "title", "summary", "challenge", "image_alt", "id", "_locale", "_parent_id") SELECT "kind", "title", "summary", "challenge", "image_alt", "id", "_locale", "_parent_id" FROM \`_page_keywords_v_blocks_case_studies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_case_studies_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_blocks_case_studies_items_locales\` RENAME TO \`_page_keywords_v_blocks_case_studies_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_case_studies_items_locales_locale_pa\` ON \`_page_keywords_v_blocks_case_studies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_blocks_featured_projects_items_locales\` (
  	\`category\` text,
  	\`description\` text,
  	\`image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_featured_projects_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_blocks_featured_projects_items_locales\`("category", "description", "image_alt", "id", "_locale", "_parent_id") SELECT "category", "description", "image_alt", "id", "_locale", "_parent_id" FROM \`_page_keywords_v_blocks_featured_projects_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_featured_projects_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_blocks_featured_projects_items_locales\` RENAME TO \`_page_keywords_v_blocks_featured_projects_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_featured_projects_items_locales_loca\` ON \`_page_keywords_v_blocks_featured_projects_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`services_blocks_hero\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`services_blocks_hero\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_blocks_hero\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_blocks_web_portfolio_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`services_blocks_web_portfolio_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_blocks_web_portfolio_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_blocks_app_portfolio_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`services_blocks_app_portfolio_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_blocks_app_portfolio_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_blocks_screenshots_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`services_blocks_screenshots_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`services_blocks_screenshots_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_hero\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_hero\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_hero\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_web_portfolio_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_web_portfolio_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_web_portfolio_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_app_portfolio_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_app_portfolio_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_app_portfolio_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_screenshots_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_screenshots_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_screenshots_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_case_studies_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_case_studies_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_case_studies_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_featured_projects_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_featured_projects_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_featured_projects_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_case_studies_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_case_studies_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_case_studies_items\` ADD \`image_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_featured_projects_items\` ADD \`image_src\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_featured_projects_items\` ADD \`image_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_featured_projects_items\` ADD \`image_height\` numeric;`)
}
