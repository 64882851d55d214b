import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { pageDescriptions } from '../data/page-descriptions'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords" ADD COLUMN "back_to_top" boolean DEFAULT false;
  ALTER TABLE "_page_keywords_v" ADD COLUMN "version_back_to_top" boolean DEFAULT false;`)
  await pageDescriptions((statement) => db.execute(sql.raw(statement)))
}

/** The older code's routes add the link themselves: the setting goes; the descriptions stay (staff may have edited them). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords" DROP COLUMN "back_to_top";
  ALTER TABLE "_page_keywords_v" DROP COLUMN "version_back_to_top";`)
}
