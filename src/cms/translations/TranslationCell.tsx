'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useEffect, useState } from 'react'

import { adminLanguage } from '../collections/enquiry-statuses'
import { TRANSLATION_COPY } from './copy'
import type { TranslationStatus } from './store'

type Statuses = Map<string, TranslationStatus>

// One request per list page, shared by its cells; read again after a few seconds.
const lists = new Map<string, { at: number; statuses: Promise<Statuses> }>()

function statusesOf(collection: string): Promise<Statuses> {
  const cached = lists.get(collection)
  if (cached && Date.now() - cached.at < 5_000) return cached.statuses
  const statuses = fetch(`/api/translation-status?collection=${encodeURIComponent(collection)}`, {
    credentials: 'include',
  })
    .then((response) => (response.ok ? (response.json() as Promise<TranslationStatus[]>) : []))
    .then((rows) => new Map(rows.map((row) => [row.id, row])))
  lists.set(collection, { at: Date.now(), statuses })
  return statuses
}

/** The list column "Arabic": complete, or how many fields are missing and out of date. */
export function TranslationCell({ rowData, collectionSlug }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const copy = TRANSLATION_COPY[adminLanguage(i18n.language)]
  const [status, setStatus] = useState<TranslationStatus | null | undefined>(undefined)
  const id = String(rowData?.id ?? '')
  useEffect(() => {
    let live = true
    statusesOf(collectionSlug)
      .then((found) => live && setStatus(found.get(id) ?? null))
      .catch(() => live && setStatus(null))
    return () => {
      live = false
    }
  }, [collectionSlug, id])
  if (!status) return null
  const pending = status.missing.length + status.outdated.length
  if (!pending)
    return <span className="translation-state translation-state--complete">{copy.complete}</span>
  return (
    <span className="translation-cell">
      {status.missing.length ? (
        <span className="translation-state translation-state--missing">
          {copy.missingCount(status.missing.length)}
        </span>
      ) : null}
      {status.outdated.length ? (
        <span className="translation-state translation-state--outdated">
          {copy.outdatedCount(status.outdated.length)}
        </span>
      ) : null}
    </span>
  )
}
