import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`form_page\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`referrer_host\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`site_language\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`device\` text;`)
  await db.run(sql`CREATE INDEX \`contact_submissions_referrer_host_idx\` ON \`contact_submissions\` (\`referrer_host\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_utm_source_idx\` ON \`contact_submissions\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_utm_campaign_idx\` ON \`contact_submissions\` (\`utm_campaign\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_submissions_referrer_host_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_submissions_utm_source_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_submissions_utm_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`form_page\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`referrer_host\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`site_language\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`device\`;`)
}
