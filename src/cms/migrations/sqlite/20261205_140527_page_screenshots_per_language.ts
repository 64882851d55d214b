import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  readEnglishScreenshotPictures,
  readScreenshotPictures,
  writeScreenshotPictures,
  writeSharedScreenshotPictures,
} from '../data/page-screenshots'
import { copyOnlyExistingColumns } from '../data/sqlite-copy-existing-columns'

export async function up({ db: generatedDb }: MigrateUpArgs): Promise<void> {
  // The item tables are rebuilt: their translations are kept aside and put back (see the wrapper).
  const db = copyOnlyExistingColumns(generatedDb)
  const run = (statement: string) => db.run(sql.raw(statement))
  // Read before the item tables are rebuilt without the column; written once the Arabic-or-English one exists.
  const pictures = await readScreenshotPictures(run)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_blocks_screenshots_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`frame\` text DEFAULT 'browser',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords_blocks_screenshots_items\`("_order", "_parent_id", "id", "frame") SELECT "_order", "_parent_id", "id", "frame" FROM \`page_keywords_blocks_screenshots_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_screenshots_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_blocks_screenshots_items\` RENAME TO \`page_keywords_blocks_screenshots_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_items_order_idx\` ON \`page_keywords_blocks_screenshots_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_items_parent_id_idx\` ON \`page_keywords_blocks_screenshots_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_blocks_screenshots_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`frame\` text DEFAULT 'browser',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_screenshots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_blocks_screenshots_items\`("_order", "_parent_id", "id", "frame", "_uuid") SELECT "_order", "_parent_id", "id", "frame", "_uuid" FROM \`_page_keywords_v_blocks_screenshots_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_screenshots_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_blocks_screenshots_items\` RENAME TO \`_page_keywords_v_blocks_screenshots_items\`;`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_items_order_idx\` ON \`_page_keywords_v_blocks_screenshots_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_items_parent_id_idx\` ON \`_page_keywords_v_blocks_screenshots_items\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_screenshots_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_items_image_idx\` ON \`page_keywords_blocks_screenshots_items_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_screenshots_items_locales\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_items_image_idx\` ON \`_page_keywords_v_blocks_screenshots_items_locales\` (\`image_id\`,\`_locale\`);`)
  await writeScreenshotPictures(run, pictures)
}

export async function down({ db: generatedDb }: MigrateDownArgs): Promise<void> {
  const db = copyOnlyExistingColumns(generatedDb)
  const run = (statement: string) => db.run(sql.raw(statement))
  const pictures = await readEnglishScreenshotPictures(run)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_blocks_screenshots_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_screenshots_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords_blocks_screenshots_items_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`page_keywords_blocks_screenshots_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_screenshots_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_blocks_screenshots_items_locales\` RENAME TO \`page_keywords_blocks_screenshots_items_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_keywords_blocks_screenshots_items_locales_locale_parent\` ON \`page_keywords_blocks_screenshots_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_blocks_screenshots_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_screenshots_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_blocks_screenshots_items_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`_page_keywords_v_blocks_screenshots_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_screenshots_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_blocks_screenshots_items_locales\` RENAME TO \`_page_keywords_v_blocks_screenshots_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_keywords_v_blocks_screenshots_items_locales_locale_par\` ON \`_page_keywords_v_blocks_screenshots_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_screenshots_items\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_screenshots_items_image_idx\` ON \`page_keywords_blocks_screenshots_items\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_screenshots_items\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_screenshots_items_image_idx\` ON \`_page_keywords_v_blocks_screenshots_items\` (\`image_id\`);`)
  await writeSharedScreenshotPictures(run, pictures)
}
