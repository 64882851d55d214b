import type { Payload } from 'payload'

import { positiveIntegerFromEnv } from '@/lib/env'
import { monthsBefore } from '../jobs/form-retention'

/** How long audit entries are kept: AUDIT_LOG_RETENTION_MONTHS, 24 unless set. */
export const auditRetentionMonths = (env: NodeJS.ProcessEnv = process.env) =>
  positiveIntegerFromEnv('AUDIT_LOG_RETENTION_MONTHS', 24, env)

/**
 * Deletes the audit entries older than the retention period, in one
 * statement (no hooks: the log has none, and nobody else may delete from it).
 * Runs in the job runner's hourly turn (jobs/delivery-runner.ts).
 */
export async function deleteExpiredAuditEntries(payload: Payload, now = new Date()) {
  const cutoff = monthsBefore(now, auditRetentionMonths()).toISOString()
  await payload.db.deleteMany({ collection: 'audit-log', where: { at: { less_than: cutoff } } })
}
