import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { convertBlogBodiesToPlainText, convertBlogBodiesToRichText } from '../data/blog-body-rich-text'
import { keepBlogPostIdsIncreasing } from '../data/blog-post-ids'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await convertBlogBodiesToRichText({ db, payload })
    // Migration code
  await keepBlogPostIdsIncreasing({ db, payload })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await convertBlogBodiesToPlainText({ db, payload })
    // Migration code
}
