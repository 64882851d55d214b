import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { policyQuestionsAnchor } from '../data/policy-questions-anchor'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` ADD \`anchor\` text;`)
  await policyQuestionsAnchor((statement) => db.run(sql.raw(statement)))
}

/** The older code gives the policy's band its target itself: the column goes with its values. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_keywords_blocks_cta_band\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_page_keywords_v_blocks_cta_band\` DROP COLUMN \`anchor\`;`)
}
