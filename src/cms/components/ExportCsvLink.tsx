'use client'

import { useTranslation } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'

/**
 * "Export CSV" above a list (the enquiries, the audit log): downloads exactly
 * what the list shows, by passing the list's own filter (the `where` query)
 * to that collection's `export.csv` endpoint.
 */
export default function ExportCsvLink() {
  const params = useSearchParams()
  const collection =
    /\/collections\/([^/]+)/.exec(usePathname() ?? '')?.[1] ?? 'contact-submissions'
  // The staff member's admin language (Payload's own setting).
  const { i18n } = useTranslation()
  const query = new URLSearchParams()
  params.forEach((value, key) => {
    if (key.startsWith('where') || key === 'search' || key === 'sort') query.append(key, value)
  })
  const href = `/api/${collection}/export.csv${query.size ? `?${query}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {i18n.language === 'ar' ? 'تصدير CSV' : 'Export CSV'}
      </a>
    </div>
  )
}
