import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` ADD \`site_form\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_site_form_idx\` ON \`forms\` (\`site_form\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`forms_site_form_idx\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`site_form\`;`)
}
