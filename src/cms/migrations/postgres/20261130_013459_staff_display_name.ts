import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** How staff see an account (accountDisplayName in staff-roles.ts), filled in for the accounts there are. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" ADD COLUMN "display_name" varchar;
  UPDATE "users" SET "display_name" = CASE
    WHEN trim(coalesce("name", '')) <> '' THEN trim("name") || ' — ' || "email"
    ELSE "email" END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "users" DROP COLUMN "display_name";`)
}
