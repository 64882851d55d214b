import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_images" ADD COLUMN "prefix" varchar DEFAULT 'service-images';
  ALTER TABLE "service_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "team_images" ADD COLUMN "prefix" varchar DEFAULT 'team-images';
  ALTER TABLE "team_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "logo_testimonials" ADD COLUMN "prefix" varchar DEFAULT 'logo-testimonials';
  ALTER TABLE "logo_testimonials" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "hero_videos" ADD COLUMN "prefix" varchar DEFAULT 'hero-videos';
  ALTER TABLE "hero_videos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "blog_images" ADD COLUMN "prefix" varchar DEFAULT 'blog-images';
  ALTER TABLE "blog_images" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_images" DROP COLUMN "prefix";
  ALTER TABLE "service_images" DROP COLUMN "_objectkey";
  ALTER TABLE "team_images" DROP COLUMN "prefix";
  ALTER TABLE "team_images" DROP COLUMN "_objectkey";
  ALTER TABLE "logo_testimonials" DROP COLUMN "prefix";
  ALTER TABLE "logo_testimonials" DROP COLUMN "_objectkey";
  ALTER TABLE "hero_videos" DROP COLUMN "prefix";
  ALTER TABLE "hero_videos" DROP COLUMN "_objectkey";
  ALTER TABLE "blog_images" DROP COLUMN "prefix";
  ALTER TABLE "blog_images" DROP COLUMN "_objectkey";`)
}
