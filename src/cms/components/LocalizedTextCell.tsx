'use client'

import { DefaultCell, useLocale, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useEffect, useState } from 'react'

/** One English read per row, shared by the row's empty cells. */
const englishRows = new Map<string, Promise<Record<string, unknown> | null>>()

function englishRow(collectionSlug: string, id: string | number) {
  const key = `${collectionSlug}/${id}`
  let row = englishRows.get(key)
  if (!row) {
    const query = 'locale=en&depth=0&draft=true'
    row = fetch(`/api/${collectionSlug}/${encodeURIComponent(String(id))}?${query}`, {
      credentials: 'include',
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<Record<string, unknown>>) : null,
      )
      .catch(() => null)
    englishRows.set(key, row)
    // Read again on the next visit to the list: staff may have edited the English since.
    setTimeout(() => englishRows.delete(key), 30_000)
  }
  return row
}

/**
 * A list cell for a text that exists in English and Arabic. Where the Arabic
 * is empty, the list in Arabic shows the English, marked as such, as the site
 * does (Arabic falls back to English) instead of "<No Title>".
 */
export default function LocalizedTextCell(props: DefaultCellComponentProps) {
  const { cellData, collectionSlug, rowData, field } = props
  const locale = useLocale()
  const { i18n } = useTranslation()
  const [english, setEnglish] = useState<string | null>(null)
  const empty = typeof cellData !== 'string' || !cellData.trim()
  const name = 'name' in field ? field.name : undefined

  useEffect(() => {
    if (!empty || !name || locale?.code === 'en' || rowData?.id === undefined) return
    let current = true
    void englishRow(collectionSlug, rowData.id).then((row) => {
      const value = row?.[name]
      if (current && typeof value === 'string' && value.trim()) setEnglish(value)
    })
    return () => {
      current = false
    }
  }, [empty, name, locale?.code, collectionSlug, rowData?.id])

  if (!empty || !english) return <DefaultCell {...props} />
  const marker = i18n.language === 'ar' ? 'بالإنجليزية' : 'English'
  return (
    <span className="english-fallback">
      <DefaultCell
        {...(props as unknown as DefaultCellComponentProps<typeof field, string>)}
        cellData={english}
      />{' '}
      <small className="english-fallback__marker">({marker})</small>
    </span>
  )
}
