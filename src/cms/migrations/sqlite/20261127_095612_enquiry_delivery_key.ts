import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`delivery_key\` text;`)
  // Stored enquiries keep the key their copies were sent with so far (the id);
  // new ones get a random UUID, which no id string can equal.
  await db.run(sql`UPDATE \`contact_submissions\` SET \`delivery_key\` = CAST(\`id\` AS text);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_delivery_key_idx\` ON \`contact_submissions\` (\`delivery_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_submissions_delivery_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`delivery_key\`;`)
}
