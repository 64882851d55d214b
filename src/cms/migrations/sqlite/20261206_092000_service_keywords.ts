import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { moveServiceKeywords } from '../data/service-keywords'

/** Each service keeps its page's keywords itself (../data/service-keywords.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`keywords\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_keywords\` text;`)
  await moveServiceKeywords((statement) => db.run(sql.raw(statement)))
}

/** The column goes; the keywords' old page documents are not brought back. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`keywords\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_keywords\`;`)
}
