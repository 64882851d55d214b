import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`submission_token\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`webhook_delivery_state\` text DEFAULT 'off';`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`webhook_delivery_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`webhook_delivery_last_error\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`webhook_delivery_last_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`webhook_delivery_delivered_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`email_delivery_state\` text DEFAULT 'off';`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`email_delivery_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`email_delivery_last_error\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`email_delivery_last_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`email_delivery_delivered_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_submission_token_idx\` ON \`contact_submissions\` (\`submission_token\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_submissions_submission_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`submission_token\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`webhook_delivery_state\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`webhook_delivery_attempts\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`webhook_delivery_last_error\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`webhook_delivery_last_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`webhook_delivery_delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`email_delivery_state\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`email_delivery_attempts\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`email_delivery_last_error\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`email_delivery_last_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`email_delivery_delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
