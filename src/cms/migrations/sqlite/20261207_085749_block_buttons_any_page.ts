import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  dropButtonReferences,
  readButtonPages,
  readButtonTargets,
  writeButtonKeys,
  writeButtonPages,
} from '../data/block-buttons'

/**
 * A block's button opens any page, service, story or post, or another site,
 * instead of one of seven fixed pages: each button's page is read before its
 * column goes and written back as a reference to that page's document
 * (data/block-buttons.ts).
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const run = (statement: string) => db.run(sql.raw(statement))
  const buttons = await readButtonPages(run)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`second_button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`second_button_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` DROP COLUMN \`second_button_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` ADD \`more_button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` ADD \`more_button_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` DROP COLUMN \`more_button_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_not_found_suggestions\` ADD \`link_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_not_found_suggestions\` ADD \`link_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_not_found_suggestions\` DROP COLUMN \`link_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_image_text\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_image_text\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_image_text\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_solutions\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_solutions\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_solutions\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_intro\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_intro\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_intro\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_support\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_support\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_support\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_rels\` ADD \`page_keywords_id\` integer REFERENCES page_keywords(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`page_keywords_rels\` ADD \`services_id\` integer REFERENCES services(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`page_keywords_rels\` ADD \`blog_posts_id\` integer REFERENCES blog_posts(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_page_keywords_id_idx\` ON \`page_keywords_rels\` (\`page_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_services_id_idx\` ON \`page_keywords_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_blog_posts_id_idx\` ON \`page_keywords_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`second_button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`second_button_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` DROP COLUMN \`second_button_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` ADD \`more_button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` ADD \`more_button_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` DROP COLUMN \`more_button_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_not_found_suggestions\` ADD \`link_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_not_found_suggestions\` ADD \`link_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_not_found_suggestions\` DROP COLUMN \`link_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_image_text\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_image_text\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_image_text\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_solutions\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_solutions\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_solutions\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_intro\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_intro\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_intro\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_support\` ADD \`button_kind\` text DEFAULT 'internal';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_support\` ADD \`button_url\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_support\` DROP COLUMN \`button_page\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_rels\` ADD \`page_keywords_id\` integer REFERENCES page_keywords(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_rels\` ADD \`services_id\` integer REFERENCES services(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_rels\` ADD \`blog_posts_id\` integer REFERENCES blog_posts(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_page_keywords_id_idx\` ON \`_page_keywords_v_rels\` (\`page_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_services_id_idx\` ON \`_page_keywords_v_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_blog_posts_id_idx\` ON \`_page_keywords_v_rels\` (\`blog_posts_id\`);`)
  await writeButtonPages(run, buttons, payload)
}

/** The older code's keys come back for the buttons that open a fixed page. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  const run = (statement: string) => db.run(sql.raw(statement))
  const targets = await readButtonTargets(run)
  await dropButtonReferences(run)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`success_stories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords_rels\`("id", "order", "parent_id", "path", "success_stories_id") SELECT "id", "order", "parent_id", "path", "success_stories_id" FROM \`page_keywords_rels\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_rels\` RENAME TO \`page_keywords_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_order_idx\` ON \`page_keywords_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_parent_idx\` ON \`page_keywords_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_path_idx\` ON \`page_keywords_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_success_stories_id_idx\` ON \`page_keywords_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`success_stories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_rels\`("id", "order", "parent_id", "path", "success_stories_id") SELECT "id", "order", "parent_id", "path", "success_stories_id" FROM \`_page_keywords_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_rels\` RENAME TO \`_page_keywords_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_order_idx\` ON \`_page_keywords_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_parent_idx\` ON \`_page_keywords_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_path_idx\` ON \`_page_keywords_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_success_stories_id_idx\` ON \`_page_keywords_v_rels\` (\`success_stories_id\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` ADD \`second_button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` DROP COLUMN \`second_button_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_page_hero\` DROP COLUMN \`second_button_url\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` ADD \`more_button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` DROP COLUMN \`more_button_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` DROP COLUMN \`more_button_url\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_not_found_suggestions\` ADD \`link_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_not_found_suggestions\` DROP COLUMN \`link_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_not_found_suggestions\` DROP COLUMN \`link_url\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_image_text\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_image_text\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_image_text\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_solutions\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_solutions\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_solutions\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_intro\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_intro\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_intro\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_support\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_support\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_support\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` ADD \`second_button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` DROP COLUMN \`second_button_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_page_hero\` DROP COLUMN \`second_button_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` ADD \`more_button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` DROP COLUMN \`more_button_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` DROP COLUMN \`more_button_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_not_found_suggestions\` ADD \`link_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_not_found_suggestions\` DROP COLUMN \`link_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_not_found_suggestions\` DROP COLUMN \`link_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_image_text\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_image_text\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_image_text\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_solutions\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_solutions\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_solutions\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_intro\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_intro\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_intro\` DROP COLUMN \`button_url\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_support\` ADD \`button_page\` text DEFAULT 'contact';`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_support\` DROP COLUMN \`button_kind\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_support\` DROP COLUMN \`button_url\`;`)
  await writeButtonKeys(run, targets)
}
