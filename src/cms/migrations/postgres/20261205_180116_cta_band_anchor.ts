import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { policyQuestionsAnchor } from '../data/policy-questions-anchor'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_cta_band" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD COLUMN "anchor" varchar;`)
  await policyQuestionsAnchor((statement) => db.execute(sql.raw(statement)))
}

/** The older code gives the policy's band its target itself: the column goes with its values. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_cta_band" DROP COLUMN "anchor";
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DROP COLUMN "anchor";`)
}
