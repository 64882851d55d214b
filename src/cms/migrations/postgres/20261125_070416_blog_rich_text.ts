import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { convertBlogBodiesToPlainText, convertBlogBodiesToRichText } from '../data/blog-body-rich-text'
import { keepBlogPostIdsIncreasing } from '../data/blog-post-ids'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await convertBlogBodiesToRichText({ db, payload })
  await db.execute(sql`
   ALTER TABLE "blog_posts_locales" ALTER COLUMN "content" SET DATA TYPE jsonb;`)
  await keepBlogPostIdsIncreasing({ db, payload })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await convertBlogBodiesToPlainText({ db, payload })
  await db.execute(sql`
   ALTER TABLE "blog_posts_locales" ALTER COLUMN "content" SET DATA TYPE varchar;`)
}
