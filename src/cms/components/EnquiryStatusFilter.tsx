'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import {
  adminLanguage,
  enquiriesWithStatus,
  STATUS_LABELS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '../collections/enquiry-statuses'

const ALL = { en: 'All', ar: 'الكل' }
const HEADING = { en: 'Show enquiries by status', ar: 'عرض الاستفسارات حسب الحالة' }

/** The status the list is filtered to, in either shape of Payload's `where`. */
function currentStatus(params: URLSearchParams): string | null {
  return params.get('where[or][0][and][0][status][equals]') ?? params.get('where[status][equals]')
}

/**
 * One click from the enquiries list to the enquiries of one status, above the
 * list. Plain links: the list is rendered on the server from the address.
 */
export default function EnquiryStatusFilter() {
  const params = useSearchParams()
  const { i18n } = useTranslation()
  const language = adminLanguage(i18n.language)
  const current = currentStatus(params)
  const options: Array<SubmissionStatus | null> = [null, ...SUBMISSION_STATUSES]
  return (
    <nav className="enquiry-status-filter" aria-label={HEADING[language]}>
      {options.map((status) => {
        const active = (status ?? null) === current
        return (
          <a
            key={status ?? 'all'}
            href={enquiriesWithStatus(status)}
            aria-current={active ? 'page' : undefined}
            className={`btn btn--size-small ${active ? 'btn--style-primary' : 'btn--style-secondary'}`}
          >
            {status ? STATUS_LABELS[status][language] : ALL[language]}
          </a>
        )
      })}
    </nav>
  )
}
