import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "page_keywords_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"success_stories_id" integer
  );
  
  CREATE TABLE "_page_keywords_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"success_stories_id" integer
  );
  
  ALTER TABLE "page_keywords_rels" ADD CONSTRAINT "page_keywords_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_rels" ADD CONSTRAINT "page_keywords_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_rels" ADD CONSTRAINT "_page_keywords_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_page_keywords_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_rels" ADD CONSTRAINT "_page_keywords_v_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_keywords_rels_order_idx" ON "page_keywords_rels" USING btree ("order");
  CREATE INDEX "page_keywords_rels_parent_idx" ON "page_keywords_rels" USING btree ("parent_id");
  CREATE INDEX "page_keywords_rels_path_idx" ON "page_keywords_rels" USING btree ("path");
  CREATE INDEX "page_keywords_rels_success_stories_id_idx" ON "page_keywords_rels" USING btree ("success_stories_id");
  CREATE INDEX "_page_keywords_v_rels_order_idx" ON "_page_keywords_v_rels" USING btree ("order");
  CREATE INDEX "_page_keywords_v_rels_parent_idx" ON "_page_keywords_v_rels" USING btree ("parent_id");
  CREATE INDEX "_page_keywords_v_rels_path_idx" ON "_page_keywords_v_rels" USING btree ("path");
  CREATE INDEX "_page_keywords_v_rels_success_stories_id_idx" ON "_page_keywords_v_rels" USING btree ("success_stories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_keywords_rels" CASCADE;
  DROP TABLE "_page_keywords_v_rels" CASCADE;`)
}
