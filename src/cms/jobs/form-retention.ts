import type { Payload } from 'payload'

/** How often the runner looks for submissions past their form's retention: once an hour is plenty. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000

/** The moment `months` calendar months before `now` (the 31st falls back to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}

/** How long a stored file may wait for its submission: the post that stored it has long ended. */
export const ORPHAN_FILE_AGE_MS = 24 * 60 * 60 * 1000

/**
 * Deletes files whose submission never came: the post stored them, then the
 * server stopped before the submission was stored (a crash, a killed
 * process), or taking them back failed. A day old and without a submission
 * of their token, they are nobody's.
 */
export async function deleteOrphanFormFiles(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'form-files',
    where: { createdAt: { less_than: new Date(now.getTime() - ORPHAN_FILE_AGE_MS).toISOString() } },
    depth: 0,
    limit: 500,
    overrideAccess: true,
    select: { submission_token: true },
  })
  const tokens = [...new Set(docs.map((doc) => doc.submission_token))]
  if (tokens.length === 0) return 0
  const { docs: owners } = await payload.find({
    collection: 'contact-submissions',
    where: { submission_token: { in: tokens } },
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    select: { submission_token: true },
  })
  const owned = new Set(owners.map((owner) => owner.submission_token))
  const orphans = docs.filter((doc) => !owned.has(doc.submission_token)).map((doc) => doc.id)
  if (orphans.length === 0) return 0
  const result = await payload.delete({
    collection: 'form-files',
    where: { id: { in: orphans } },
    overrideAccess: true,
  })
  payload.logger.info({ deleted: result.docs.length }, 'form files without a submission deleted')
  return result.docs.length
}

/**
 * Deletes the submissions of each form with a retention period that were sent
 * longer ago than it (e.g. job applications after 12 months). The contact
 * form's enquiries, and forms without a period, are kept. Their files go with
 * them (ContactSubmissions' afterDelete). Runs in the job
 * runner's turn (delivery-runner.ts), so one replica does it at a time.
 */
export async function deleteExpiredSubmissions(
  payload: Payload,
  now = new Date(),
): Promise<number> {
  const { docs: forms } = await payload.find({
    collection: 'forms',
    where: { retentionMonths: { greater_than: 0 } },
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    select: { retentionMonths: true },
  })
  let deleted = 0
  for (const form of forms) {
    const cutoff = monthsBefore(now, form.retentionMonths as number)
    const result = await payload.delete({
      collection: 'contact-submissions',
      where: {
        and: [{ form: { equals: form.id } }, { submitted_at: { less_than: cutoff.toISOString() } }],
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    if (result.errors.length > 0)
      payload.logger.error(
        { formId: form.id, errors: result.errors.length },
        'some expired submissions could not be deleted',
      )
    if (result.docs.length > 0)
      payload.logger.info(
        { formId: form.id, deleted: result.docs.length, before: cutoff.toISOString() },
        'submissions past their form’s retention period deleted',
      )
    deleted += result.docs.length
  }
  return deleted
}
