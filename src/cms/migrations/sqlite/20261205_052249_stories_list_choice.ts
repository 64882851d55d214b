import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_keywords_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`success_stories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`page_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_order_idx\` ON \`page_keywords_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_parent_idx\` ON \`page_keywords_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_path_idx\` ON \`page_keywords_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_rels_success_stories_id_idx\` ON \`page_keywords_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_keywords_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`success_stories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_page_keywords_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_order_idx\` ON \`_page_keywords_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_parent_idx\` ON \`_page_keywords_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_path_idx\` ON \`_page_keywords_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_rels_success_stories_id_idx\` ON \`_page_keywords_v_rels\` (\`success_stories_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_keywords_rels\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_rels\`;`)
}
