import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook } from 'payload'

type Session = { db: { execute: (query: unknown) => Promise<unknown> } }
type PostgresLike = { name?: string; sessions?: Record<string, Session | undefined> }

/**
 * beforeOperation of enquiries: on PostgreSQL, a save first locks the
 * enquiry's row inside its own transaction, before Payload reads the stored
 * document. Two staff saving at once then run one after the other, and the
 * second appends its history to the first's instead of overwriting it (a
 * lost note, or a clash of the history's row ids). SQLite already lets one
 * writer through at a time.
 */
export const lockEnquiryForUpdate: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const id = (args as { id?: number | string }).id
  const db = req.payload.db as unknown as PostgresLike
  if (operation !== 'update' || db.name !== 'postgres' || !req.transactionID) return args
  if (!Number.isSafeInteger(Number(id))) return args
  const session = db.sessions?.[String(await req.transactionID)]
  if (session)
    await session.db.execute(
      sql`SELECT id FROM contact_submissions WHERE id = ${Number(id)} FOR UPDATE`,
    )
  return args
}
