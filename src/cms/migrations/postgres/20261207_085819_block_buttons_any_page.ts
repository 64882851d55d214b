import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  dropButtonReferences,
  readButtonPages,
  readButtonTargets,
  writeButtonKeys,
  writeButtonPages,
} from '../data/block-buttons'

/**
 * A block's button opens any page, service, story or post, or another site,
 * instead of one of seven fixed pages: each button's page is read before its
 * column goes and written back as a reference to that page's document
 * (data/block-buttons.ts).
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement))
  const buttons = await readButtonPages(run)
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_second_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_page_keywords_blocks_not_found_suggestions_link_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_page_keywords_blocks_image_text_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_solutions_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_intro_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_support_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_second_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_cta_band_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_cta_band_more_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_not_found_suggestions_link_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_image_text_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_solutions_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_intro_button_kind" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_support_button_kind" AS ENUM('internal', 'external');
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "button_kind" "enum_page_keywords_blocks_page_hero_button_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "button_url" varchar;
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "second_button_kind" "enum_page_keywords_blocks_page_hero_second_button_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "second_button_url" varchar;
  ALTER TABLE "page_keywords_blocks_cta_band" ADD COLUMN "button_kind" "enum_page_keywords_blocks_cta_band_button_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_cta_band" ADD COLUMN "button_url" varchar;
  ALTER TABLE "page_keywords_blocks_cta_band" ADD COLUMN "more_button_kind" "enum_page_keywords_blocks_cta_band_more_button_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_cta_band" ADD COLUMN "more_button_url" varchar;
  ALTER TABLE "page_keywords_blocks_not_found_suggestions" ADD COLUMN "link_kind" "enum_page_keywords_blocks_not_found_suggestions_link_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_not_found_suggestions" ADD COLUMN "link_url" varchar;
  ALTER TABLE "page_keywords_blocks_image_text" ADD COLUMN "button_kind" "enum_page_keywords_blocks_image_text_button_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_image_text" ADD COLUMN "button_url" varchar;
  ALTER TABLE "page_keywords_blocks_home_solutions" ADD COLUMN "button_kind" "enum_page_keywords_blocks_home_solutions_button_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_home_solutions" ADD COLUMN "button_url" varchar;
  ALTER TABLE "page_keywords_blocks_home_intro" ADD COLUMN "button_kind" "enum_page_keywords_blocks_home_intro_button_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_home_intro" ADD COLUMN "button_url" varchar;
  ALTER TABLE "page_keywords_blocks_home_support" ADD COLUMN "button_kind" "enum_page_keywords_blocks_home_support_button_kind" DEFAULT 'internal';
  ALTER TABLE "page_keywords_blocks_home_support" ADD COLUMN "button_url" varchar;
  ALTER TABLE "page_keywords_rels" ADD COLUMN "page_keywords_id" integer;
  ALTER TABLE "page_keywords_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "page_keywords_rels" ADD COLUMN "blog_posts_id" integer;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "button_kind" "enum__page_keywords_v_blocks_page_hero_button_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "button_url" varchar;
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "second_button_kind" "enum__page_keywords_v_blocks_page_hero_second_button_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "second_button_url" varchar;
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD COLUMN "button_kind" "enum__page_keywords_v_blocks_cta_band_button_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD COLUMN "button_url" varchar;
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD COLUMN "more_button_kind" "enum__page_keywords_v_blocks_cta_band_more_button_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD COLUMN "more_button_url" varchar;
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions" ADD COLUMN "link_kind" "enum__page_keywords_v_blocks_not_found_suggestions_link_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions" ADD COLUMN "link_url" varchar;
  ALTER TABLE "_page_keywords_v_blocks_image_text" ADD COLUMN "button_kind" "enum__page_keywords_v_blocks_image_text_button_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_image_text" ADD COLUMN "button_url" varchar;
  ALTER TABLE "_page_keywords_v_blocks_home_solutions" ADD COLUMN "button_kind" "enum__page_keywords_v_blocks_home_solutions_button_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_home_solutions" ADD COLUMN "button_url" varchar;
  ALTER TABLE "_page_keywords_v_blocks_home_intro" ADD COLUMN "button_kind" "enum__page_keywords_v_blocks_home_intro_button_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_home_intro" ADD COLUMN "button_url" varchar;
  ALTER TABLE "_page_keywords_v_blocks_home_support" ADD COLUMN "button_kind" "enum__page_keywords_v_blocks_home_support_button_kind" DEFAULT 'internal';
  ALTER TABLE "_page_keywords_v_blocks_home_support" ADD COLUMN "button_url" varchar;
  ALTER TABLE "_page_keywords_v_rels" ADD COLUMN "page_keywords_id" integer;
  ALTER TABLE "_page_keywords_v_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "_page_keywords_v_rels" ADD COLUMN "blog_posts_id" integer;
  ALTER TABLE "page_keywords_rels" ADD CONSTRAINT "page_keywords_rels_pages_fk" FOREIGN KEY ("page_keywords_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_rels" ADD CONSTRAINT "page_keywords_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_keywords_rels" ADD CONSTRAINT "page_keywords_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_rels" ADD CONSTRAINT "_page_keywords_v_rels_pages_fk" FOREIGN KEY ("page_keywords_id") REFERENCES "public"."page_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_rels" ADD CONSTRAINT "_page_keywords_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_keywords_v_rels" ADD CONSTRAINT "_page_keywords_v_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_keywords_rels_page_keywords_id_idx" ON "page_keywords_rels" USING btree ("page_keywords_id");
  CREATE INDEX "page_keywords_rels_services_id_idx" ON "page_keywords_rels" USING btree ("services_id");
  CREATE INDEX "page_keywords_rels_blog_posts_id_idx" ON "page_keywords_rels" USING btree ("blog_posts_id");
  CREATE INDEX "_page_keywords_v_rels_page_keywords_id_idx" ON "_page_keywords_v_rels" USING btree ("page_keywords_id");
  CREATE INDEX "_page_keywords_v_rels_services_id_idx" ON "_page_keywords_v_rels" USING btree ("services_id");
  CREATE INDEX "_page_keywords_v_rels_blog_posts_id_idx" ON "_page_keywords_v_rels" USING btree ("blog_posts_id");
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "button_page";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "second_button_page";
  ALTER TABLE "page_keywords_blocks_cta_band" DROP COLUMN "button_page";
  ALTER TABLE "page_keywords_blocks_cta_band" DROP COLUMN "more_button_page";
  ALTER TABLE "page_keywords_blocks_not_found_suggestions" DROP COLUMN "link_page";
  ALTER TABLE "page_keywords_blocks_image_text" DROP COLUMN "button_page";
  ALTER TABLE "page_keywords_blocks_home_solutions" DROP COLUMN "button_page";
  ALTER TABLE "page_keywords_blocks_home_intro" DROP COLUMN "button_page";
  ALTER TABLE "page_keywords_blocks_home_support" DROP COLUMN "button_page";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "button_page";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "second_button_page";
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DROP COLUMN "button_page";
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DROP COLUMN "more_button_page";
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions" DROP COLUMN "link_page";
  ALTER TABLE "_page_keywords_v_blocks_image_text" DROP COLUMN "button_page";
  ALTER TABLE "_page_keywords_v_blocks_home_solutions" DROP COLUMN "button_page";
  ALTER TABLE "_page_keywords_v_blocks_home_intro" DROP COLUMN "button_page";
  ALTER TABLE "_page_keywords_v_blocks_home_support" DROP COLUMN "button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_second_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_not_found_suggestions_link_page";
  DROP TYPE "public"."enum_page_keywords_blocks_image_text_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_home_solutions_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_home_intro_button_page";
  DROP TYPE "public"."enum_page_keywords_blocks_home_support_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_second_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_cta_band_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_cta_band_more_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_not_found_suggestions_link_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_image_text_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_solutions_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_intro_button_page";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_support_button_page";`)
  await writeButtonPages(run, buttons, payload)
}

/** The older code's keys come back for the buttons that open a fixed page. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement))
  const targets = await readButtonTargets(run)
  await dropButtonReferences(run)
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_page_hero_second_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_not_found_suggestions_link_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_image_text_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_solutions_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_intro_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum_page_keywords_blocks_home_support_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_page_hero_second_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_cta_band_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_cta_band_more_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_not_found_suggestions_link_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_image_text_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_solutions_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_intro_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  CREATE TYPE "public"."enum__page_keywords_v_blocks_home_support_button_page" AS ENUM('home', 'about', 'whatWeDo', 'contact', 'ourWork', 'blog', 'privacyPolicy');
  ALTER TABLE "page_keywords_rels" DROP CONSTRAINT "page_keywords_rels_pages_fk";
  
  ALTER TABLE "page_keywords_rels" DROP CONSTRAINT "page_keywords_rels_services_fk";
  
  ALTER TABLE "page_keywords_rels" DROP CONSTRAINT "page_keywords_rels_blog_posts_fk";
  
  ALTER TABLE "_page_keywords_v_rels" DROP CONSTRAINT "_page_keywords_v_rels_pages_fk";
  
  ALTER TABLE "_page_keywords_v_rels" DROP CONSTRAINT "_page_keywords_v_rels_services_fk";
  
  ALTER TABLE "_page_keywords_v_rels" DROP CONSTRAINT "_page_keywords_v_rels_blog_posts_fk";
  
  DROP INDEX "page_keywords_rels_page_keywords_id_idx";
  DROP INDEX "page_keywords_rels_services_id_idx";
  DROP INDEX "page_keywords_rels_blog_posts_id_idx";
  DROP INDEX "_page_keywords_v_rels_page_keywords_id_idx";
  DROP INDEX "_page_keywords_v_rels_services_id_idx";
  DROP INDEX "_page_keywords_v_rels_blog_posts_id_idx";
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "button_page" "enum_page_keywords_blocks_page_hero_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_page_hero" ADD COLUMN "second_button_page" "enum_page_keywords_blocks_page_hero_second_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_cta_band" ADD COLUMN "button_page" "enum_page_keywords_blocks_cta_band_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_cta_band" ADD COLUMN "more_button_page" "enum_page_keywords_blocks_cta_band_more_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_not_found_suggestions" ADD COLUMN "link_page" "enum_page_keywords_blocks_not_found_suggestions_link_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_image_text" ADD COLUMN "button_page" "enum_page_keywords_blocks_image_text_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_home_solutions" ADD COLUMN "button_page" "enum_page_keywords_blocks_home_solutions_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_home_intro" ADD COLUMN "button_page" "enum_page_keywords_blocks_home_intro_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_home_support" ADD COLUMN "button_page" "enum_page_keywords_blocks_home_support_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "button_page" "enum__page_keywords_v_blocks_page_hero_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_page_hero" ADD COLUMN "second_button_page" "enum__page_keywords_v_blocks_page_hero_second_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD COLUMN "button_page" "enum__page_keywords_v_blocks_cta_band_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_cta_band" ADD COLUMN "more_button_page" "enum__page_keywords_v_blocks_cta_band_more_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions" ADD COLUMN "link_page" "enum__page_keywords_v_blocks_not_found_suggestions_link_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_image_text" ADD COLUMN "button_page" "enum__page_keywords_v_blocks_image_text_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_home_solutions" ADD COLUMN "button_page" "enum__page_keywords_v_blocks_home_solutions_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_home_intro" ADD COLUMN "button_page" "enum__page_keywords_v_blocks_home_intro_button_page" DEFAULT 'contact';
  ALTER TABLE "_page_keywords_v_blocks_home_support" ADD COLUMN "button_page" "enum__page_keywords_v_blocks_home_support_button_page" DEFAULT 'contact';
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "button_kind";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "button_url";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "second_button_kind";
  ALTER TABLE "page_keywords_blocks_page_hero" DROP COLUMN "second_button_url";
  ALTER TABLE "page_keywords_blocks_cta_band" DROP COLUMN "button_kind";
  ALTER TABLE "page_keywords_blocks_cta_band" DROP COLUMN "button_url";
  ALTER TABLE "page_keywords_blocks_cta_band" DROP COLUMN "more_button_kind";
  ALTER TABLE "page_keywords_blocks_cta_band" DROP COLUMN "more_button_url";
  ALTER TABLE "page_keywords_blocks_not_found_suggestions" DROP COLUMN "link_kind";
  ALTER TABLE "page_keywords_blocks_not_found_suggestions" DROP COLUMN "link_url";
  ALTER TABLE "page_keywords_blocks_image_text" DROP COLUMN "button_kind";
  ALTER TABLE "page_keywords_blocks_image_text" DROP COLUMN "button_url";
  ALTER TABLE "page_keywords_blocks_home_solutions" DROP COLUMN "button_kind";
  ALTER TABLE "page_keywords_blocks_home_solutions" DROP COLUMN "button_url";
  ALTER TABLE "page_keywords_blocks_home_intro" DROP COLUMN "button_kind";
  ALTER TABLE "page_keywords_blocks_home_intro" DROP COLUMN "button_url";
  ALTER TABLE "page_keywords_blocks_home_support" DROP COLUMN "button_kind";
  ALTER TABLE "page_keywords_blocks_home_support" DROP COLUMN "button_url";
  ALTER TABLE "page_keywords_rels" DROP COLUMN "page_keywords_id";
  ALTER TABLE "page_keywords_rels" DROP COLUMN "services_id";
  ALTER TABLE "page_keywords_rels" DROP COLUMN "blog_posts_id";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "button_kind";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "button_url";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "second_button_kind";
  ALTER TABLE "_page_keywords_v_blocks_page_hero" DROP COLUMN "second_button_url";
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DROP COLUMN "button_kind";
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DROP COLUMN "button_url";
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DROP COLUMN "more_button_kind";
  ALTER TABLE "_page_keywords_v_blocks_cta_band" DROP COLUMN "more_button_url";
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions" DROP COLUMN "link_kind";
  ALTER TABLE "_page_keywords_v_blocks_not_found_suggestions" DROP COLUMN "link_url";
  ALTER TABLE "_page_keywords_v_blocks_image_text" DROP COLUMN "button_kind";
  ALTER TABLE "_page_keywords_v_blocks_image_text" DROP COLUMN "button_url";
  ALTER TABLE "_page_keywords_v_blocks_home_solutions" DROP COLUMN "button_kind";
  ALTER TABLE "_page_keywords_v_blocks_home_solutions" DROP COLUMN "button_url";
  ALTER TABLE "_page_keywords_v_blocks_home_intro" DROP COLUMN "button_kind";
  ALTER TABLE "_page_keywords_v_blocks_home_intro" DROP COLUMN "button_url";
  ALTER TABLE "_page_keywords_v_blocks_home_support" DROP COLUMN "button_kind";
  ALTER TABLE "_page_keywords_v_blocks_home_support" DROP COLUMN "button_url";
  ALTER TABLE "_page_keywords_v_rels" DROP COLUMN "page_keywords_id";
  ALTER TABLE "_page_keywords_v_rels" DROP COLUMN "services_id";
  ALTER TABLE "_page_keywords_v_rels" DROP COLUMN "blog_posts_id";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_button_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_page_hero_second_button_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_button_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_cta_band_more_button_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_not_found_suggestions_link_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_image_text_button_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_home_solutions_button_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_home_intro_button_kind";
  DROP TYPE "public"."enum_page_keywords_blocks_home_support_button_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_button_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_page_hero_second_button_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_cta_band_button_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_cta_band_more_button_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_not_found_suggestions_link_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_image_text_button_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_solutions_button_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_intro_button_kind";
  DROP TYPE "public"."enum__page_keywords_v_blocks_home_support_button_kind";`)
  await writeButtonKeys(run, targets)
}
