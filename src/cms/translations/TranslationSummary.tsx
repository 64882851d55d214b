'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { useState } from 'react'

import { adminLanguage } from '../collections/enquiry-statuses'
import { TRANSLATION_COPY } from './copy'
import { FieldStates } from './FieldStates'
import { useTranslationStatus } from './use-status'

/**
 * The top of an edit view: how much of the document's Arabic is missing or
 * out of date, each field linked, and "Still correct" for an outdated one
 * (state kept by cms/translations/plugin.ts).
 */
export function TranslationSummary() {
  const { id, collectionSlug, globalSlug, savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const language = adminLanguage(i18n.language)
  const copy = TRANSLATION_COPY[language]
  const { status, reload } = useTranslationStatus(
    { collection: collectionSlug ?? globalSlug, id: globalSlug ?? id },
    savedDocumentData?.updatedAt,
  )
  const [open, setOpen] = useState(false)
  if (!status) return null
  const pending = status.missing.length + status.outdated.length
  return (
    <section
      className={`translation-summary${pending ? ' translation-summary--pending' : ''}`}
      aria-label={copy.arabic}
      data-testid="translation-summary"
    >
      <p className="translation-summary__line">
        <strong>{copy.summary(status.missing.length, status.outdated.length)}</strong>
        {pending ? (
          <button
            type="button"
            className="translation-summary__toggle"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {copy.fields}
          </button>
        ) : null}
        <Link className="translation-summary__all" href="/admin/translations">
          {copy.seeAll}
        </Link>
      </p>
      {open && pending ? (
        <FieldStates status={status} language={language} onChange={reload} />
      ) : null}
    </section>
  )
}
