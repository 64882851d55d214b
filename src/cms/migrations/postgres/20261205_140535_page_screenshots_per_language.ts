import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  readEnglishScreenshotPictures,
  readScreenshotPictures,
  writeScreenshotPictures,
  writeSharedScreenshotPictures,
} from '../data/page-screenshots'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement))
  // Read before the column goes; written once the per-language one exists.
  const pictures = await readScreenshotPictures(run)
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_screenshots_items" DROP CONSTRAINT "page_keywords_blocks_screenshots_items_image_id_page_images_id_fk";
  
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items" DROP CONSTRAINT "_page_keywords_v_blocks_screenshots_items_image_id_page_images_id_fk";
  
  DROP INDEX "page_keywords_blocks_screenshots_items_image_idx";
  DROP INDEX "_page_keywords_v_blocks_screenshots_items_image_idx";
  ALTER TABLE "page_keywords_blocks_screenshots_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "page_keywords_blocks_screenshots_items_locales" ADD CONSTRAINT "page_keywords_blocks_screenshots_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_screenshots_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_screenshots_items_image_idx" ON "page_keywords_blocks_screenshots_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_page_keywords_v_blocks_screenshots_items_image_idx" ON "_page_keywords_v_blocks_screenshots_items_locales" USING btree ("image_id","_locale");`)
  await writeScreenshotPictures(run, pictures)
  await db.execute(sql`
  ALTER TABLE "page_keywords_blocks_screenshots_items" DROP COLUMN "image_id";
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items" DROP COLUMN "image_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement))
  const pictures = await readEnglishScreenshotPictures(run)
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_screenshots_items_locales" DROP CONSTRAINT "page_keywords_blocks_screenshots_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items_locales" DROP CONSTRAINT "_page_keywords_v_blocks_screenshots_items_locales_image_id_page_images_id_fk";
  
  DROP INDEX "page_keywords_blocks_screenshots_items_image_idx";
  DROP INDEX "_page_keywords_v_blocks_screenshots_items_image_idx";
  ALTER TABLE "page_keywords_blocks_screenshots_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "page_keywords_blocks_screenshots_items" ADD CONSTRAINT "page_keywords_blocks_screenshots_items_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items" ADD CONSTRAINT "_page_keywords_v_blocks_screenshots_items_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_screenshots_items_image_idx" ON "page_keywords_blocks_screenshots_items" USING btree ("image_id");
  CREATE INDEX "_page_keywords_v_blocks_screenshots_items_image_idx" ON "_page_keywords_v_blocks_screenshots_items" USING btree ("image_id");`)
  await writeSharedScreenshotPictures(run, pictures)
  await db.execute(sql`
  ALTER TABLE "page_keywords_blocks_screenshots_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "_page_keywords_v_blocks_screenshots_items_locales" DROP COLUMN "image_id";`)
}
