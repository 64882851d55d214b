import type { Payload, PayloadRequest } from 'payload'

import { userHandlesEnquiries } from '../access'
import { enquiriesWithStatus } from '../collections/enquiry-statuses'

const COPY = {
  en: { heading: 'New enquiries', action: 'Open the new enquiries' },
  ar: { heading: 'الاستفسارات الجديدة', action: 'فتح الاستفسارات الجديدة' },
}

/**
 * On the dashboard, for the staff who answer enquiries: how many are still
 * new, with one click to that list. Counted with the viewer's own access.
 */
export default async function NewEnquiriesCount({
  payload,
  user,
  i18n,
}: {
  payload: Payload
  user?: PayloadRequest['user']
  i18n?: { language?: string }
}) {
  if (!user || !userHandlesEnquiries(user)) return null
  const copy = i18n?.language === 'ar' ? COPY.ar : COPY.en
  const { totalDocs } = await payload.count({
    collection: 'contact-submissions',
    where: { status: { equals: 'new' } },
    overrideAccess: false,
    user,
  })
  return (
    <section className="new-enquiries" aria-labelledby="new-enquiries-heading">
      <h2 id="new-enquiries-heading" className="new-enquiries__heading">
        {copy.heading}
      </h2>
      <a className="new-enquiries__link" href={enquiriesWithStatus('new')}>
        <span className="new-enquiries__count" data-testid="new-enquiries-count">
          {totalDocs}
        </span>
        <span>{copy.action}</span>
      </a>
    </section>
  )
}
