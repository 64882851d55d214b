import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { existingStaffBecomeAdmins } from '../data/existing-staff-become-admins'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_submissions_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`old_value\` text,
  	\`new_value\` text,
  	\`note\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_submissions_history_order_idx\` ON \`contact_submissions_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_history_parent_id_idx\` ON \`contact_submissions_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_history_by_idx\` ON \`contact_submissions_history\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_assignee_idx\` ON \`contact_submissions\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text DEFAULT 'editor';`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await existingStaffBecomeAdmins({ payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_submissions_history\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contact_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`employees\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text,
  	\`full_mobile\` text NOT NULL,
  	\`country_code\` text NOT NULL,
  	\`submitted_at\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`submission_token\` text,
  	\`webhook_delivery_state\` text DEFAULT 'off',
  	\`webhook_delivery_attempts\` numeric DEFAULT 0,
  	\`webhook_delivery_last_error\` text,
  	\`webhook_delivery_last_attempt_at\` text,
  	\`webhook_delivery_delivered_at\` text,
  	\`email_delivery_state\` text DEFAULT 'off',
  	\`email_delivery_attempts\` numeric DEFAULT 0,
  	\`email_delivery_last_error\` text,
  	\`email_delivery_last_attempt_at\` text,
  	\`email_delivery_delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_submissions\`("id", "name", "mobile", "email", "company", "employees", "subject", "message", "full_mobile", "country_code", "submitted_at", "status", "submission_token", "webhook_delivery_state", "webhook_delivery_attempts", "webhook_delivery_last_error", "webhook_delivery_last_attempt_at", "webhook_delivery_delivered_at", "email_delivery_state", "email_delivery_attempts", "email_delivery_last_error", "email_delivery_last_attempt_at", "email_delivery_delivered_at", "updated_at", "created_at") SELECT "id", "name", "mobile", "email", "company", "employees", "subject", "message", "full_mobile", "country_code", "submitted_at", "status", "submission_token", "webhook_delivery_state", "webhook_delivery_attempts", "webhook_delivery_last_error", "webhook_delivery_last_attempt_at", "webhook_delivery_delivered_at", "email_delivery_state", "email_delivery_attempts", "email_delivery_last_error", "email_delivery_last_attempt_at", "email_delivery_delivered_at", "updated_at", "created_at" FROM \`contact_submissions\`;`)
  await db.run(sql`DROP TABLE \`contact_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_submissions\` RENAME TO \`contact_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contact_submissions_submitted_at_idx\` ON \`contact_submissions\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_status_idx\` ON \`contact_submissions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_submission_token_idx\` ON \`contact_submissions\` (\`submission_token\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_updated_at_idx\` ON \`contact_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_created_at_idx\` ON \`contact_submissions\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`users_role_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
}
