import type { PayloadRequest } from 'payload'
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'

import { recordAudit } from './record'

type ScheduleArgs = Parameters<typeof schedulePublishHandler>[0]

/**
 * The admin's "Schedule publish" (its `schedule-publish` server function):
 * Payload's own handler, then the schedule in the audit log. Payload queues
 * the job below its collection hooks, so the log is written here, once the
 * job is queued; the save the job makes at its time is recorded in the
 * staff member's name by the collection's own hooks (cms/audit/hooks.ts).
 */
export async function scheduleWithAudit(args: ScheduleArgs) {
  const result = await schedulePublishHandler(args)
  if ((result as { error?: unknown }).error || !args.req.user) return result
  const entity = args.doc?.relationTo ?? args.global ?? ''
  await recordAudit(
    args.req as PayloadRequest,
    {
      action: 'schedule',
      entity: String(entity),
      documentId: args.doc ? String(args.doc.value) : '',
      details: [
        args.deleteID ? 'replaced' : null,
        args.type ?? 'publish',
        args.date ? new Date(args.date).toISOString() : null,
        args.localeToPublish,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    { inTransaction: false },
  )
  return result
}
