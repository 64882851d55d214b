import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_value_cards_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_value_cards_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "page_keywords_blocks_value_cards_items" ADD CONSTRAINT "page_keywords_blocks_value_cards_items_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_blocks_value_cards_items" ADD CONSTRAINT "_page_keywords_v_blocks_value_cards_items_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_keywords_blocks_value_cards_items_image_idx" ON "page_keywords_blocks_value_cards_items" USING btree ("image_id");
  CREATE INDEX "_page_keywords_v_blocks_value_cards_items_image_idx" ON "_page_keywords_v_blocks_value_cards_items" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_keywords_blocks_value_cards_items" DROP CONSTRAINT "page_keywords_blocks_value_cards_items_image_id_page_images_id_fk";
  
  ALTER TABLE "_page_keywords_v_blocks_value_cards_items" DROP CONSTRAINT "_page_keywords_v_blocks_value_cards_items_image_id_page_images_id_fk";
  
  DROP INDEX "page_keywords_blocks_value_cards_items_image_idx";
  DROP INDEX "_page_keywords_v_blocks_value_cards_items_image_idx";
  ALTER TABLE "page_keywords_blocks_value_cards_items" DROP COLUMN "image_id";
  ALTER TABLE "_page_keywords_v_blocks_value_cards_items" DROP COLUMN "image_id";`)
}
