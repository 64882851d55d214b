import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import { isDraftSave, revalidateSite } from '../hooks/revalidate'

/**
 * Publishing at a set time. Payload queues a `schedulePublish` job when staff
 * pick "Schedule" in the admin (publish or unpublish at a date and time); a
 * blog post published with a later date is hidden by the read rule until then
 * (cms/access), and a job queued for that moment refreshes the public pages so
 * the post, its neighbours, the listing and the sitemap appear together. Both
 * kinds of job wait in Payload's default queue and are run by the site's own
 * runner (delivery-runner.ts), which guards them with the same lease as the
 * enquiry copies.
 */
export const PUBLISHING_QUEUE = 'default'
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'
export const REVALIDATE_TASK = 'revalidate-at-publish-date' as const
export const PUBLISHING_TASKS = [SCHEDULE_PUBLISH_TASK, REVALIDATE_TASK]

export const revalidateAtPublishDate: TaskConfig = {
  slug: REVALIDATE_TASK,
  label: 'Show a post on the site when its date comes',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  retries: 3,
  handler: async ({ req }) => {
    await revalidateSite({}, req.payload.logger)
    return { output: {} }
  },
}

async function cancelPending(payload: Payload, collection: string, id: string): Promise<void> {
  await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: REVALIDATE_TASK } },
        { 'input.collection': { equals: collection } },
        { 'input.id': { equals: id } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
      ],
    },
    overrideAccess: true,
  })
}

/**
 * After a publish: a date still to come queues the refresh for that moment
 * (an earlier one for the same post, now wrong, is dropped).
 */
export const revalidateWhenDateComes =
  (dateField: string): CollectionAfterChangeHook =>
  async ({ doc, collection, context, req }) => {
    if (isDraftSave(context, collection.slug) || doc._status !== 'published') return doc
    const id = String(doc.id)
    await cancelPending(req.payload, collection.slug, id)
    const at = doc[dateField] ? new Date(doc[dateField] as string) : null
    if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return doc
    await req.payload.jobs.queue({
      task: REVALIDATE_TASK,
      queue: PUBLISHING_QUEUE,
      input: { collection: collection.slug, id },
      waitUntil: at,
      req,
    })
    return doc
  }
