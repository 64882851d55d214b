import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { readPartnerLogos, uploadPartnerLogos } from '../data/partner-logos'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement))
  // Read before the key column goes; uploaded once the upload column exists.
  const logos = await readPartnerLogos(run)
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_home_partners_logos" ADD COLUMN "image_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_home_partners_logos" ADD COLUMN "image_id" integer;
  ALTER TABLE "page_keywords_blocks_home_partners_logos" ADD CONSTRAINT "page_keywords_blocks_home_partners_logos_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_home_partners_logos" ADD CONSTRAINT "_page_keywords_v_blocks_home_partners_logos_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_home_partners_logos_image_idx" ON "page_keywords_blocks_home_partners_logos" USING btree ("image_id");
  CREATE INDEX "_page_keywords_v_blocks_home_partners_logos_image_idx" ON "_page_keywords_v_blocks_home_partners_logos" USING btree ("image_id");
  ALTER TABLE "page_keywords_blocks_home_partners_logos" DROP COLUMN "logo";
  ALTER TABLE "_page_keywords_v_blocks_home_partners_logos" DROP COLUMN "logo";
  DROP TYPE "public"."enum_page_keywords_blocks_home_partners_logos_logo";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_partners_logos_logo";`)
  const { uploaded, missing } = await uploadPartnerLogos({ payload, req, run, logos })
  if (logos.length)
    payload.logger.info(
      `Partner logos are uploads now: ${logos.length} logos, ${uploaded} uploads, ${missing.length} without a wordmark.`,
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_blocks_home_partners_logos_logo" AS ENUM('gulf-retail', 'marina-foods', 'al-noor', 'bayan-care', 'sadu-style', 'wafra-auto', 'khaleej-air');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_partners_logos_logo" AS ENUM('gulf-retail', 'marina-foods', 'al-noor', 'bayan-care', 'sadu-style', 'wafra-auto', 'khaleej-air');
  ALTER TABLE "page_keywords_blocks_home_partners_logos" DROP CONSTRAINT "page_keywords_blocks_home_partners_logos_image_id_page_images_id_fk";
  
  ALTER TABLE "_page_keywords_v_blocks_home_partners_logos" DROP CONSTRAINT "_page_keywords_v_blocks_home_partners_logos_image_id_page_images_id_fk";
  
  DROP INDEX "page_keywords_blocks_home_partners_logos_image_idx";
  DROP INDEX "_page_keywords_v_blocks_home_partners_logos_image_idx";
  ALTER TABLE "page_keywords_blocks_home_partners_logos" ADD COLUMN "logo" "enum_page_keywords_blocks_home_partners_logos_logo";
  ALTER TABLE "_page_keywords_v_blocks_home_partners_logos" ADD COLUMN "logo" "enum__page_keywords_v_blocks_home_partners_logos_logo";
  ALTER TABLE "page_keywords_blocks_home_partners_logos" DROP COLUMN "image_id";
  ALTER TABLE "_page_keywords_v_blocks_home_partners_logos" DROP COLUMN "image_id";`)
}
