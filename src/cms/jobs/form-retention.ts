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

/**
 * Deletes the submissions of each form with a retention period that were sent
 * longer ago than it (e.g. job applications after 12 months). The contact
 * form's enquiries, and forms without a period, are kept. Runs in the job
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
