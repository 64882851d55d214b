import type { Payload, PayloadRequest } from 'payload'

/**
 * Roles arrive with accounts already in use: every account that existed
 * before roles keeps what it could do, so it becomes an administrator. New
 * accounts get their role from whoever creates them. Written through the
 * adapter (no hooks, no access), the same on SQLite and PostgreSQL; run in
 * the migration that adds the `role` column, after the column exists.
 */
export async function existingStaffBecomeAdmins({
  payload,
  req,
}: {
  payload: Payload
  req?: Partial<PayloadRequest>
}): Promise<void> {
  await payload.db.updateMany({
    collection: 'users',
    where: { id: { exists: true } },
    data: { role: 'admin' },
    req,
  })
}
