import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { recordAudit } from '../audit/record'
import { sideRequest } from '../side-request'
import { filesOf, findPersonsEnquiries, maskedPerson, queuedCopiesOf, type Person } from './match'

/** Marks the deletes of an erasure: the log records the erasure once, without the person's name. */
export const ERASING = 'data-request:erasing'

/** What the audit log keeps of an erased enquiry's title (the sender's name) in older entries. */
export const ERASED_TITLE = '—'

export type Erased = { enquiries: number; files: number; copies: number }

/**
 * Erases one person's enquiries and form submissions: the copies of them
 * still queued (so no e-mail or webhook sends them after), then the
 * enquiries with their files (the collection's own afterDelete), and the
 * sender's name from older audit entries about them. One transaction on
 * PostgreSQL with the audit entry that records it; on SQLite, where Payload
 * writes without one, the entry is written first and each step can be run
 * again: an erasure cut short is finished by the next.
 */
export async function erasePerson(
  req: PayloadRequest,
  person: Person,
  expected?: number,
): Promise<Erased | { changed: number }> {
  const { payload } = req
  const started = await initTransaction(req)
  try {
    const rows = await findPersonsEnquiries(payload, person, req)
    // More (or fewer) than the administrator saw: they look again before anything goes.
    if (expected !== undefined && rows.length !== expected) {
      if (started) await killTransaction(req)
      return { changed: rows.length }
    }
    const files = await filesOf(payload, rows, req)
    const copies = await queuedCopiesOf(payload, rows, req)
    const ids = rows.map((row) => row.id)
    const side = sideRequest(req)
    side.context = { ...req.context, [ERASING]: true }
    // Recorded first: on SQLite, a process killed part-way leaves the record, and the next
    // erasure finishes the rest (and is recorded too), rather than an erasure nobody recorded.
    const erased = { enquiries: ids.length, files: files.length, copies: copies.length }
    await recordAudit(req, {
      action: 'data-erase',
      entity: 'contact-submissions',
      documentTitle: maskedPerson(person),
      details: `${erased.enquiries} enquiries, ${erased.files} files, ${erased.copies} queued copies`,
    })
    if (copies.length)
      await payload.delete({
        collection: 'payload-jobs',
        where: { id: { in: copies.map((copy) => copy.id) } },
        overrideAccess: true,
        req: side,
      })
    if (ids.length) {
      await payload.delete({
        collection: 'contact-submissions',
        where: { id: { in: ids } },
        overrideAccess: true,
        req: side,
      })
      await payload.update({
        collection: 'audit-log',
        where: {
          and: [
            { entity: { equals: 'contact-submissions' } },
            { document_id: { in: ids.map(String) } },
          ],
        },
        data: { document_title: ERASED_TITLE },
        overrideAccess: true,
        req: side,
      })
    }
    if (started) await commitTransaction(req)
    return erased
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
