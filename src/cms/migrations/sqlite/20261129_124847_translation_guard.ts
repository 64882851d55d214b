import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`translation_states\` ADD \`counted\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`confirm_missing_arabic\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_confirm_missing_arabic\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`translation_states\` DROP COLUMN \`counted\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`confirm_missing_arabic\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_confirm_missing_arabic\`;`)
}
