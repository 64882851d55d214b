import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { readTypedPictures, uploadTypedPictures } from '../data/block-pictures'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement))
  // Read before the typed columns go; uploaded once the upload columns exist.
  const pictures = await readTypedPictures(run)
  await db.execute(sql`
   ALTER TABLE "services_blocks_hero_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "services_blocks_web_portfolio_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "services_blocks_app_portfolio_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "services_blocks_screenshots_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "_services_v_blocks_hero_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "_services_v_blocks_web_portfolio_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "_services_v_blocks_app_portfolio_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "_services_v_blocks_screenshots_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "page_keywords_blocks_case_studies_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_locales" ADD COLUMN "image_id" integer;
  ALTER TABLE "services_blocks_hero_locales" ADD CONSTRAINT "services_blocks_hero_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_blocks_web_portfolio_items_locales" ADD CONSTRAINT "services_blocks_web_portfolio_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_blocks_app_portfolio_items_locales" ADD CONSTRAINT "services_blocks_app_portfolio_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_blocks_screenshots_items_locales" ADD CONSTRAINT "services_blocks_screenshots_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_hero_locales" ADD CONSTRAINT "_services_v_blocks_hero_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_web_portfolio_items_locales" ADD CONSTRAINT "_services_v_blocks_web_portfolio_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_app_portfolio_items_locales" ADD CONSTRAINT "_services_v_blocks_app_portfolio_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_screenshots_items_locales" ADD CONSTRAINT "_services_v_blocks_screenshots_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_case_studies_items_locales" ADD CONSTRAINT "page_keywords_blocks_case_studies_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_locales" ADD CONSTRAINT "page_keywords_blocks_featured_projects_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_case_studies_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_locales" ADD CONSTRAINT "_page_keywords_v_blocks_featured_projects_items_locales_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_blocks_hero_image_idx" ON "services_blocks_hero_locales" USING btree ("image_id","_locale");
  CREATE INDEX "services_blocks_web_portfolio_items_image_idx" ON "services_blocks_web_portfolio_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "services_blocks_app_portfolio_items_image_idx" ON "services_blocks_app_portfolio_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "services_blocks_screenshots_items_image_idx" ON "services_blocks_screenshots_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_services_v_blocks_hero_image_idx" ON "_services_v_blocks_hero_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_services_v_blocks_web_portfolio_items_image_idx" ON "_services_v_blocks_web_portfolio_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_services_v_blocks_app_portfolio_items_image_idx" ON "_services_v_blocks_app_portfolio_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_services_v_blocks_screenshots_items_image_idx" ON "_services_v_blocks_screenshots_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "page_keywords_blocks_case_studies_items_image_idx" ON "page_keywords_blocks_case_studies_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "page_keywords_blocks_featured_projects_items_image_idx" ON "page_keywords_blocks_featured_projects_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_page_keywords_v_blocks_case_studies_items_image_idx" ON "_page_keywords_v_blocks_case_studies_items_locales" USING btree ("image_id","_locale");
  CREATE INDEX "_page_keywords_v_blocks_featured_projects_items_image_idx" ON "_page_keywords_v_blocks_featured_projects_items_locales" USING btree ("image_id","_locale");
  ALTER TABLE "services_blocks_hero" DROP COLUMN "image_src";
  ALTER TABLE "services_blocks_hero" DROP COLUMN "image_width";
  ALTER TABLE "services_blocks_hero" DROP COLUMN "image_height";
  ALTER TABLE "services_blocks_hero_locales" DROP COLUMN "image_alt";
  ALTER TABLE "services_blocks_web_portfolio_items" DROP COLUMN "image_src";
  ALTER TABLE "services_blocks_web_portfolio_items" DROP COLUMN "image_width";
  ALTER TABLE "services_blocks_web_portfolio_items" DROP COLUMN "image_height";
  ALTER TABLE "services_blocks_web_portfolio_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "services_blocks_app_portfolio_items" DROP COLUMN "image_src";
  ALTER TABLE "services_blocks_app_portfolio_items" DROP COLUMN "image_width";
  ALTER TABLE "services_blocks_app_portfolio_items" DROP COLUMN "image_height";
  ALTER TABLE "services_blocks_app_portfolio_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "services_blocks_screenshots_items" DROP COLUMN "image_src";
  ALTER TABLE "services_blocks_screenshots_items" DROP COLUMN "image_width";
  ALTER TABLE "services_blocks_screenshots_items" DROP COLUMN "image_height";
  ALTER TABLE "services_blocks_screenshots_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "_services_v_blocks_hero" DROP COLUMN "image_src";
  ALTER TABLE "_services_v_blocks_hero" DROP COLUMN "image_width";
  ALTER TABLE "_services_v_blocks_hero" DROP COLUMN "image_height";
  ALTER TABLE "_services_v_blocks_hero_locales" DROP COLUMN "image_alt";
  ALTER TABLE "_services_v_blocks_web_portfolio_items" DROP COLUMN "image_src";
  ALTER TABLE "_services_v_blocks_web_portfolio_items" DROP COLUMN "image_width";
  ALTER TABLE "_services_v_blocks_web_portfolio_items" DROP COLUMN "image_height";
  ALTER TABLE "_services_v_blocks_web_portfolio_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "_services_v_blocks_app_portfolio_items" DROP COLUMN "image_src";
  ALTER TABLE "_services_v_blocks_app_portfolio_items" DROP COLUMN "image_width";
  ALTER TABLE "_services_v_blocks_app_portfolio_items" DROP COLUMN "image_height";
  ALTER TABLE "_services_v_blocks_app_portfolio_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "_services_v_blocks_screenshots_items" DROP COLUMN "image_src";
  ALTER TABLE "_services_v_blocks_screenshots_items" DROP COLUMN "image_width";
  ALTER TABLE "_services_v_blocks_screenshots_items" DROP COLUMN "image_height";
  ALTER TABLE "_services_v_blocks_screenshots_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "page_keywords_blocks_case_studies_items" DROP COLUMN "image_src";
  ALTER TABLE "page_keywords_blocks_case_studies_items" DROP COLUMN "image_width";
  ALTER TABLE "page_keywords_blocks_case_studies_items" DROP COLUMN "image_height";
  ALTER TABLE "page_keywords_blocks_case_studies_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "page_keywords_blocks_featured_projects_items" DROP COLUMN "image_src";
  ALTER TABLE "page_keywords_blocks_featured_projects_items" DROP COLUMN "image_width";
  ALTER TABLE "page_keywords_blocks_featured_projects_items" DROP COLUMN "image_height";
  ALTER TABLE "page_keywords_blocks_featured_projects_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items" DROP COLUMN "image_src";
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items" DROP COLUMN "image_width";
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items" DROP COLUMN "image_height";
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_locales" DROP COLUMN "image_alt";
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items" DROP COLUMN "image_src";
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items" DROP COLUMN "image_width";
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items" DROP COLUMN "image_height";
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_locales" DROP COLUMN "image_alt";`)
  const { uploaded, missing } = await uploadTypedPictures({ payload, req, run, pictures })
  if (pictures.length)
    payload.logger.info(
      `Block pictures are uploads now: ${pictures.length} pictures, ${uploaded} uploads, ${missing.length} files not found.`,
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services_blocks_hero_locales" DROP CONSTRAINT "services_blocks_hero_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "services_blocks_web_portfolio_items_locales" DROP CONSTRAINT "services_blocks_web_portfolio_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "services_blocks_app_portfolio_items_locales" DROP CONSTRAINT "services_blocks_app_portfolio_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "services_blocks_screenshots_items_locales" DROP CONSTRAINT "services_blocks_screenshots_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "_services_v_blocks_hero_locales" DROP CONSTRAINT "_services_v_blocks_hero_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "_services_v_blocks_web_portfolio_items_locales" DROP CONSTRAINT "_services_v_blocks_web_portfolio_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "_services_v_blocks_app_portfolio_items_locales" DROP CONSTRAINT "_services_v_blocks_app_portfolio_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "_services_v_blocks_screenshots_items_locales" DROP CONSTRAINT "_services_v_blocks_screenshots_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "page_keywords_blocks_case_studies_items_locales" DROP CONSTRAINT "page_keywords_blocks_case_studies_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "page_keywords_blocks_featured_projects_items_locales" DROP CONSTRAINT "page_keywords_blocks_featured_projects_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_locales" DROP CONSTRAINT "_page_keywords_v_blocks_case_studies_items_locales_image_id_page_images_id_fk";
  
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_locales" DROP CONSTRAINT "_page_keywords_v_blocks_featured_projects_items_locales_image_id_page_images_id_fk";
  
  DROP INDEX "services_blocks_hero_image_idx";
  DROP INDEX "services_blocks_web_portfolio_items_image_idx";
  DROP INDEX "services_blocks_app_portfolio_items_image_idx";
  DROP INDEX "services_blocks_screenshots_items_image_idx";
  DROP INDEX "_services_v_blocks_hero_image_idx";
  DROP INDEX "_services_v_blocks_web_portfolio_items_image_idx";
  DROP INDEX "_services_v_blocks_app_portfolio_items_image_idx";
  DROP INDEX "_services_v_blocks_screenshots_items_image_idx";
  DROP INDEX "page_keywords_blocks_case_studies_items_image_idx";
  DROP INDEX "page_keywords_blocks_featured_projects_items_image_idx";
  DROP INDEX "_page_keywords_v_blocks_case_studies_items_image_idx";
  DROP INDEX "_page_keywords_v_blocks_featured_projects_items_image_idx";
  ALTER TABLE "services_blocks_hero" ADD COLUMN "image_src" varchar;
  ALTER TABLE "services_blocks_hero" ADD COLUMN "image_width" numeric;
  ALTER TABLE "services_blocks_hero" ADD COLUMN "image_height" numeric;
  ALTER TABLE "services_blocks_hero_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "services_blocks_web_portfolio_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "services_blocks_web_portfolio_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "services_blocks_web_portfolio_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "services_blocks_web_portfolio_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "services_blocks_app_portfolio_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "services_blocks_app_portfolio_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "services_blocks_app_portfolio_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "services_blocks_app_portfolio_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "services_blocks_screenshots_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "services_blocks_screenshots_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "services_blocks_screenshots_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "services_blocks_screenshots_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "_services_v_blocks_hero" ADD COLUMN "image_src" varchar;
  ALTER TABLE "_services_v_blocks_hero" ADD COLUMN "image_width" numeric;
  ALTER TABLE "_services_v_blocks_hero" ADD COLUMN "image_height" numeric;
  ALTER TABLE "_services_v_blocks_hero_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "_services_v_blocks_web_portfolio_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "_services_v_blocks_web_portfolio_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "_services_v_blocks_web_portfolio_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "_services_v_blocks_web_portfolio_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "_services_v_blocks_app_portfolio_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "_services_v_blocks_app_portfolio_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "_services_v_blocks_app_portfolio_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "_services_v_blocks_app_portfolio_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "_services_v_blocks_screenshots_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "_services_v_blocks_screenshots_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "_services_v_blocks_screenshots_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "_services_v_blocks_screenshots_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "page_keywords_blocks_case_studies_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "page_keywords_blocks_case_studies_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "page_keywords_blocks_case_studies_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "page_keywords_blocks_case_studies_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "page_keywords_blocks_featured_projects_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "page_keywords_blocks_featured_projects_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "page_keywords_blocks_featured_projects_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "page_keywords_blocks_featured_projects_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items" ADD COLUMN "image_src" varchar;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items" ADD COLUMN "image_width" numeric;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items" ADD COLUMN "image_height" numeric;
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "services_blocks_hero_locales" DROP COLUMN "image_id";
  ALTER TABLE "services_blocks_web_portfolio_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "services_blocks_app_portfolio_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "services_blocks_screenshots_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "_services_v_blocks_hero_locales" DROP COLUMN "image_id";
  ALTER TABLE "_services_v_blocks_web_portfolio_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "_services_v_blocks_app_portfolio_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "_services_v_blocks_screenshots_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "page_keywords_blocks_case_studies_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "page_keywords_blocks_featured_projects_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "_page_keywords_v_blocks_case_studies_items_locales" DROP COLUMN "image_id";
  ALTER TABLE "_page_keywords_v_blocks_featured_projects_items_locales" DROP COLUMN "image_id";`)
}
