'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/**
 * The audit log's "Collection or setting" column: the name staff know
 * ("Blog posts", "المقالات") in the admin's language, not the stored slug.
 * A slug no longer in the config (a collection since removed) shows as stored.
 */
export default function AuditEntityCell({ cellData }: DefaultCellComponentProps) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || !cellData) return null
  const collection = config.collections.find((each) => each.slug === cellData)
  const global = config.globals.find((each) => each.slug === cellData)
  const label = collection?.labels?.plural ?? global?.label
  return <span>{label ? getTranslation(label as never, i18n) : cellData}</span>
}
