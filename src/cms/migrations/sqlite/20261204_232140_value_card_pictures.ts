import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_value_cards_items\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_value_cards_items_image_idx\` ON \`page_keywords_blocks_value_cards_items\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_value_cards_items\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_value_cards_items_image_idx\` ON \`_page_keywords_v_blocks_value_cards_items\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_blocks_value_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords_blocks_value_cards_items\`("_order", "_parent_id", "id", "icon") SELECT "_order", "_parent_id", "id", "icon" FROM \`page_keywords_blocks_value_cards_items\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_value_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_blocks_value_cards_items\` RENAME TO \`page_keywords_blocks_value_cards_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_value_cards_items_order_idx\` ON \`page_keywords_blocks_value_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_value_cards_items_parent_id_idx\` ON \`page_keywords_blocks_value_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_blocks_value_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_value_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_blocks_value_cards_items\`("_order", "_parent_id", "id", "icon", "_uuid") SELECT "_order", "_parent_id", "id", "icon", "_uuid" FROM \`_page_keywords_v_blocks_value_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_value_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_blocks_value_cards_items\` RENAME TO \`_page_keywords_v_blocks_value_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_value_cards_items_order_idx\` ON \`_page_keywords_v_blocks_value_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_value_cards_items_parent_id_idx\` ON \`_page_keywords_v_blocks_value_cards_items\` (\`_parent_id\`);`)
}
