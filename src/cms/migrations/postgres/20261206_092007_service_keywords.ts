import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { moveServiceKeywords } from '../data/service-keywords'

/** Each service keeps its page's keywords itself (../data/service-keywords.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_locales" ADD COLUMN "keywords" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_keywords" varchar;`)
  await moveServiceKeywords((statement) => db.execute(sql.raw(statement)))
}

/** The column goes; the keywords' old page documents are not brought back. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_locales" DROP COLUMN "keywords";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_keywords";`)
}
