import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { readPartnerLogos, uploadPartnerLogos } from '../data/partner-logos'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const run = (statement: string) => db.run(sql.raw(statement))
  // Read before the key column goes; uploaded once the upload column exists.
  const logos = await readPartnerLogos(run)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_partners_logos\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_partners_logos_image_idx\` ON \`page_keywords_blocks_home_partners_logos\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_home_partners_logos\` DROP COLUMN \`logo\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_partners_logos\` ADD \`image_id\` integer REFERENCES page_images(id);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_partners_logos_image_idx\` ON \`_page_keywords_v_blocks_home_partners_logos\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_home_partners_logos\` DROP COLUMN \`logo\`;`)
  const { uploaded, missing } = await uploadPartnerLogos({ payload, req, run, logos })
  if (logos.length)
    payload.logger.info(
      `Partner logos are uploads now: ${logos.length} logos, ${uploaded} uploads, ${missing.length} without a wordmark.`,
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_keywords_blocks_home_partners_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo\` text,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_keywords_blocks_home_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_keywords_blocks_home_partners_logos\`("_order", "_parent_id", "id", "logo", "name") SELECT "_order", "_parent_id", "id", "logo", "name" FROM \`page_keywords_blocks_home_partners_logos\`;`)
  await db.run(sql`DROP TABLE \`page_keywords_blocks_home_partners_logos\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_keywords_blocks_home_partners_logos\` RENAME TO \`page_keywords_blocks_home_partners_logos\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_partners_logos_order_idx\` ON \`page_keywords_blocks_home_partners_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_keywords_blocks_home_partners_logos_parent_id_idx\` ON \`page_keywords_blocks_home_partners_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__page_keywords_v_blocks_home_partners_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo\` text,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_keywords_v_blocks_home_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__page_keywords_v_blocks_home_partners_logos\`("_order", "_parent_id", "id", "logo", "name", "_uuid") SELECT "_order", "_parent_id", "id", "logo", "name", "_uuid" FROM \`_page_keywords_v_blocks_home_partners_logos\`;`)
  await db.run(sql`DROP TABLE \`_page_keywords_v_blocks_home_partners_logos\`;`)
  await db.run(sql`ALTER TABLE \`__new__page_keywords_v_blocks_home_partners_logos\` RENAME TO \`_page_keywords_v_blocks_home_partners_logos\`;`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_partners_logos_order_idx\` ON \`_page_keywords_v_blocks_home_partners_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_keywords_v_blocks_home_partners_logos_parent_id_idx\` ON \`_page_keywords_v_blocks_home_partners_logos\` (\`_parent_id\`);`)
}
