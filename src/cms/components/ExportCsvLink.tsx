'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/**
 * "Export CSV" above the enquiries list: downloads exactly what the list shows,
 * by passing the list's own filter (the `where` query) to the export endpoint.
 */
export default function ExportCsvLink() {
  const params = useSearchParams()
  // The staff member's admin language (Payload's own setting).
  const { i18n } = useTranslation()
  const query = new URLSearchParams()
  params.forEach((value, key) => {
    if (key.startsWith('where') || key === 'search' || key === 'sort') query.append(key, value)
  })
  const href = `/api/contact-submissions/export.csv${query.size ? `?${query}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {i18n.language === 'ar' ? 'تصدير CSV' : 'Export CSV'}
      </a>
    </div>
  )
}
