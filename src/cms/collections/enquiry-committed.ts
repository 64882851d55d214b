import Database from 'libsql'
import type { Payload } from 'payload'

import { countStored } from '@/lib/contact/submit'
import { resolveDatabase } from '@/lib/env'

type Reader = {
  prepare: (sql: string) => { get: (...args: unknown[]) => unknown }
  close: () => void
}
const readers = new Map<string, Reader>()

/**
 * Whether an enquiry is committed: read through a connection other than the
 * one that wrote it, which sees only committed rows (SQLite: a read-only
 * connection of its own; PostgreSQL: a pooled connection outside any
 * transaction). A write that is still pending on the writer's connection, or
 * a commit that failed without raising, answers false, and the visitor is
 * told to try again instead of "sent". The token must match too: on SQLite a
 * deleted enquiry's id can be given to the next one.
 */
export async function enquiryCommitted(
  payload: Payload,
  id: number | string,
  token: string,
): Promise<boolean> {
  const database = resolveDatabase()
  if (database.kind === 'sqlite') {
    const read = () => {
      let reader = readers.get(database.file)
      if (!reader) {
        reader = new Database(database.file) as unknown as Reader
        readers.set(database.file, reader)
      }
      return reader
        .prepare('SELECT 1 FROM contact_submissions WHERE id = ? AND submission_token = ?')
        .get(Number(id), token)
    }
    try {
      return Boolean(read())
    } catch {
      // A failed statement retires its connection (cms/sqlite-patient-client.ts): once more on a new one.
      readers.get(database.file)?.close()
      readers.delete(database.file)
      return Boolean(read())
    }
  }
  // Without a request Payload reads outside any transaction: committed rows only.
  return countStored(payload, id, token)
}
