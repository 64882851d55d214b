'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import type { Bilingual } from '@/lib/bilingual'

/**
 * An array row's heading from its own content (its title, or a statistic's
 * value and label), so staff find a row without opening each "Item 01". An
 * empty row is named by its kind and number, in the admin's language.
 */
export default function ArrayRowLabel({
  fields = ['title'],
  singular,
}: {
  fields?: string[]
  singular: Bilingual
}) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const text = fields
    .map((name) => data?.[name])
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .map((value) => String(value).trim())
    .filter(Boolean)
    .join(' · ')
  const kind = i18n.language === 'ar' ? singular.ar : singular.en
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return <span className="array-row-label">{text || `${kind} ${number}`}</span>
}
