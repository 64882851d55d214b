import type { Endpoint } from 'payload'

import { userHandlesEnquiries } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { recordAudit } from '../audit/record'
import { channelGroup } from '../collections/enquiry-delivery-fields'
import { markQueued } from '../jobs/delivery-record'
import { enquiryChannels, queueCopy, startCopies } from '../jobs/enquiry-delivery'

/**
 * POST /api/contact-submissions/:id/resend: administrators and sales staff send an enquiry's copies
 * again, those that gave up or are still failing (a delivered copy is not
 * sent twice). Each becomes a new job with a fresh set of retries.
 */
export const resendEnquiry: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ error: siteMessage(req, 'signInToResend') }, { status: 401 })
    if (!userHandlesEnquiries(req.user))
      return Response.json({ error: siteMessage(req, 'resendForSalesOnly') }, { status: 403 })
    const id = String(req.routeParams?.id ?? '')
    const found = await req.payload.find({
      collection: 'contact-submissions',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    const enquiry = found.docs[0] as unknown as Record<string, { state?: string } | undefined>
    if (!enquiry)
      return Response.json({ error: siteMessage(req, 'enquiryNotFound') }, { status: 404 })
    const channels = (await enquiryChannels(req, enquiry.form)).filter((channel) => {
      const state = enquiry[channelGroup(channel)]?.state
      return state === 'failed' || state === 'failing' || state === 'off' || !state
    })
    const jobIds: Array<number | string> = []
    for (const channel of channels) {
      jobIds.push((await queueCopy(req.payload, id, channel)).id)
      await markQueued(req.payload, id, channel)
    }
    startCopies(req.payload, jobIds, id)
    await recordAudit(
      req,
      {
        action: 'resend',
        entity: 'contact-submissions',
        documentId: id,
        documentTitle: (enquiry as unknown as { subject?: string }).subject,
        details: channels.join(', '),
      },
      { inTransaction: false },
    )
    req.payload.logger.info({ submissionId: id, channels, by: req.user.id }, 'copies sent again')
    return Response.json({
      queued: channels,
      message: siteMessage(req, channels.length ? 'copiesResending' : 'noCopyToResend'),
    })
  },
}
