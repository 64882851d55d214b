'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import KuwaitDateCell from './KuwaitDateCell'

const SCHEDULED = { en: 'Scheduled', ar: 'مجدول' }

/**
 * A post's publish date in the list, in Kuwait time (KuwaitDateCell); a
 * published post whose date is still to come is marked "Scheduled": it stays
 * off the site until then.
 */
export default function PublishDateCell(props: DefaultCellComponentProps) {
  const { cellData, rowData } = props
  const { i18n } = useTranslation()
  // The moment the list was drawn: a cell does not change while it is looked at.
  const [now] = useState(() => Date.now())
  if (typeof cellData !== 'string' || !cellData) return null
  const waiting =
    (rowData as { _status?: unknown } | undefined)?._status === 'published' &&
    new Date(cellData).getTime() > now
  return (
    <span className="publish-date">
      {waiting ? (
        <span className="publish-date__scheduled">
          {SCHEDULED[i18n.language === 'ar' ? 'ar' : 'en']}
        </span>
      ) : null}
      <KuwaitDateCell {...props} />
    </span>
  )
}
