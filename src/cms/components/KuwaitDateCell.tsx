'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { kuwaitDisplayTime } from '../kuwait-time'

/**
 * A date in a list column, in Kuwait time whatever the browser's time zone
 * (Payload's own cell uses the browser's), in the admin's language with
 * Latin digits. Left to right: "25 Nov 2026, 09:30" keeps its order in Arabic.
 */
export default function KuwaitDateCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || !cellData) return null
  const language = i18n.language === 'ar' ? 'ar' : 'en'
  return (
    <time dateTime={cellData} className="kuwait-date">
      {kuwaitDisplayTime(cellData, language)}
    </time>
  )
}
