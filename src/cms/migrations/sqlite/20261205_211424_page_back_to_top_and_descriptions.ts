import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { pageDescriptions } from '../data/page-descriptions'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_keywords\` ADD \`back_to_top\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v\` ADD \`version_back_to_top\` integer DEFAULT false;`)
  await pageDescriptions((statement) => db.run(sql.raw(statement)))
}

/** The older code's routes add the link themselves: the setting goes; the descriptions stay (staff may have edited them). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_keywords\` DROP COLUMN \`back_to_top\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v\` DROP COLUMN \`version_back_to_top\`;`)
}
