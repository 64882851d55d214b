import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { existingStaffBecomeAdmins } from '../data/existing-staff-become-admins'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_submissions_history_kind" AS ENUM('status', 'assignee', 'note');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'sales');
  CREATE TABLE "contact_submissions_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_contact_submissions_history_kind" NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"old_value" varchar,
  	"new_value" varchar,
  	"note" varchar
  );
  
  ALTER TABLE "contact_submissions" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'editor';
  ALTER TABLE "contact_submissions_history" ADD CONSTRAINT "contact_submissions_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_submissions_history" ADD CONSTRAINT "contact_submissions_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_submissions_history_order_idx" ON "contact_submissions_history" USING btree ("_order");
  CREATE INDEX "contact_submissions_history_parent_id_idx" ON "contact_submissions_history" USING btree ("_parent_id");
  CREATE INDEX "contact_submissions_history_by_idx" ON "contact_submissions_history" USING btree ("by_id");
  ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_submissions_assignee_idx" ON "contact_submissions" USING btree ("assignee_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");`)
  await existingStaffBecomeAdmins({ payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_submissions_history" CASCADE;
  ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_assignee_id_users_id_fk";
  
  DROP INDEX "contact_submissions_assignee_idx";
  DROP INDEX "users_role_idx";
  ALTER TABLE "contact_submissions" DROP COLUMN "assignee_id";
  ALTER TABLE "users" DROP COLUMN "role";
  DROP TYPE "public"."enum_contact_submissions_history_kind";
  DROP TYPE "public"."enum_users_role";`)
}
