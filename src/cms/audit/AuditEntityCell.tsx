'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { adminLanguage } from '../collections/enquiry-statuses'
import { INSIGHTS_COPY } from '../views/insights/copy'

/** Entries about an admin view rather than a collection or setting (the Insights CSV). */
const VIEWS: Record<string, (language: 'en' | 'ar') => string> = {
  insights: (language) => INSIGHTS_COPY[language].title,
}

/**
 * The audit log's "Collection or setting" column: the name staff know
 * ("Blog posts", "المقالات") in the admin's language, not the stored slug.
 * A slug no longer in the config (a collection since removed) shows as stored.
 */
export default function AuditEntityCell({ cellData }: DefaultCellComponentProps) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || !cellData) return null
  const view = VIEWS[cellData]
  if (view) return <span>{view(adminLanguage(i18n.language))}</span>
  const collection = config.collections.find((each) => each.slug === cellData)
  const global = config.globals.find((each) => each.slug === cellData)
  const label = collection?.labels?.plural ?? global?.label
  return <span>{label ? getTranslation(label as never, i18n) : cellData}</span>
}
