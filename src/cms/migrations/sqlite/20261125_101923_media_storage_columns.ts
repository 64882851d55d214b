import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`service_images\` ADD \`prefix\` text DEFAULT 'service-images';`)
  await db.run(sql`ALTER TABLE \`service_images\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`team_images\` ADD \`prefix\` text DEFAULT 'team-images';`)
  await db.run(sql`ALTER TABLE \`team_images\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`logo_testimonials\` ADD \`prefix\` text DEFAULT 'logo-testimonials';`)
  await db.run(sql`ALTER TABLE \`logo_testimonials\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`hero_videos\` ADD \`prefix\` text DEFAULT 'hero-videos';`)
  await db.run(sql`ALTER TABLE \`hero_videos\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`blog_images\` ADD \`prefix\` text DEFAULT 'blog-images';`)
  await db.run(sql`ALTER TABLE \`blog_images\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`service_images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`service_images\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`team_images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`team_images\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`logo_testimonials\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`logo_testimonials\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`hero_videos\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`hero_videos\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`blog_images\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`blog_images\` DROP COLUMN \`_objectkey\`;`)
}
