import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_keywords_fk";
  
  ALTER TABLE "page_keywords" ADD COLUMN "slug" varchar;
  ALTER TABLE "page_keywords" ADD COLUMN "parent_id" integer;
  ALTER TABLE "page_keywords" ADD COLUMN "path" varchar;
  ALTER TABLE "_page_keywords_v" ADD COLUMN "version_slug" varchar;
  ALTER TABLE "_page_keywords_v" ADD COLUMN "version_parent_id" integer;
  ALTER TABLE "_page_keywords_v" ADD COLUMN "version_path" varchar;
  ALTER TABLE "redirects_rels" ADD COLUMN "page_keywords_id" integer;
  ALTER TABLE "page_keywords" ADD CONSTRAINT "page_keywords_parent_id_page_keywords_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v" ADD CONSTRAINT "_page_keywords_v_version_parent_id_page_keywords_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("page_keywords_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("page_keywords_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_keywords_slug_idx" ON "page_keywords" USING btree ("slug");
  CREATE INDEX "page_keywords_parent_idx" ON "page_keywords" USING btree ("parent_id");
  CREATE INDEX "page_keywords_path_idx" ON "page_keywords" USING btree ("path");
  CREATE INDEX "_page_keywords_v_version_version_slug_idx" ON "_page_keywords_v" USING btree ("version_slug");
  CREATE INDEX "_page_keywords_v_version_version_parent_idx" ON "_page_keywords_v" USING btree ("version_parent_id");
  CREATE INDEX "_page_keywords_v_version_version_path_idx" ON "_page_keywords_v" USING btree ("version_path");
  CREATE INDEX "redirects_rels_page_keywords_id_idx" ON "redirects_rels" USING btree ("page_keywords_id");`)

  // Pages code has keep their fixed address, now stored like a staff page's.
  for (const [table, key, path] of [
    ['page_keywords', 'page_slug', 'path'],
    ['_page_keywords_v', 'version_page_slug', 'version_path'],
  ]) {
    await db.execute(sql.raw(`UPDATE "${table}" SET "${path}" = '/' WHERE "${key}" = 'home'`))
    await db.execute(
      sql.raw(
        `UPDATE "${table}" SET "${path}" = '/' || "${key}" WHERE "${key}" NOT IN ('home', 'not-found')`,
      ),
    )
  }
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords" DROP CONSTRAINT "page_keywords_parent_id_page_keywords_id_fk";
  
  ALTER TABLE "_page_keywords_v" DROP CONSTRAINT "_page_keywords_v_version_parent_id_page_keywords_id_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  DROP INDEX "page_keywords_slug_idx";
  DROP INDEX "page_keywords_parent_idx";
  DROP INDEX "page_keywords_path_idx";
  DROP INDEX "_page_keywords_v_version_version_slug_idx";
  DROP INDEX "_page_keywords_v_version_version_parent_idx";
  DROP INDEX "_page_keywords_v_version_version_path_idx";
  DROP INDEX "redirects_rels_page_keywords_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_keywords_fk" FOREIGN KEY ("page_keywords_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords" DROP COLUMN "slug";
  ALTER TABLE "page_keywords" DROP COLUMN "parent_id";
  ALTER TABLE "page_keywords" DROP COLUMN "path";
  ALTER TABLE "_page_keywords_v" DROP COLUMN "version_slug";
  ALTER TABLE "_page_keywords_v" DROP COLUMN "version_parent_id";
  ALTER TABLE "_page_keywords_v" DROP COLUMN "version_path";
  ALTER TABLE "redirects_rels" DROP COLUMN "page_keywords_id";`)
}
