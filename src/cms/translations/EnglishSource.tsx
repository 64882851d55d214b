'use client'

import { useDocumentInfo, useFieldPath, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { plainTextOf } from '@/lib/rich-text'

import { adminLanguage } from '../collections/enquiry-statuses'

const COPY = { en: 'English', ar: 'النص الإنجليزي' }

type Data = Record<string, unknown>

// One read of the English per document and save, shared by all its fields: keyed by the
// document's last save, so switching languages after an English edit reads it again.
const englishDocuments = new Map<string, Promise<Data | null>>()

function englishOf(address: string): Promise<Data | null> {
  let found = englishDocuments.get(address)
  if (!found) {
    found = fetch(address.split('#')[0]!, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Data>) : null))
      .catch(() => null)
    englishDocuments.set(address, found)
  }
  return found
}

function valueAt(doc: Data | null, path: string): unknown {
  let value: unknown = doc
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Data)[segment]
  }
  return value
}

/**
 * Under each localized text while the Arabic is edited: the English it
 * translates, read-only, so a translator never switches languages back and
 * forth. Added to every localized text, textarea and rich text by
 * cms/translations/plugin.ts.
 */
export function EnglishSource({ path: given }: { path?: string }) {
  const contextPath = useFieldPath()
  const path = given ?? contextPath
  const locale = useLocale()
  const { i18n } = useTranslation()
  const { id, collectionSlug, globalSlug, savedDocumentData } = useDocumentInfo()
  const savedAt = String(savedDocumentData?.updatedAt ?? '')
  const [text, setText] = useState('')
  const arabic = locale?.code === 'ar'
  const address = globalSlug
    ? `/api/globals/${globalSlug}?locale=en&draft=true&depth=0`
    : collectionSlug && id !== undefined
      ? `/api/${collectionSlug}/${id}?locale=en&draft=true&depth=0`
      : ''
  useEffect(() => {
    if (!arabic || !address || !path) return
    let live = true
    englishOf(`${address}#${savedAt}`).then((doc) => {
      const value = valueAt(doc, path)
      if (live) setText(typeof value === 'string' ? value.trim() : plainTextOf(value).trim())
    })
    return () => {
      live = false
    }
  }, [arabic, address, path, savedAt])
  if (!arabic || !text) return null
  return (
    <div className="english-source">
      <span className="english-source__label">{COPY[adminLanguage(i18n.language)]}</span>
      <p className="english-source__text" lang="en" dir="ltr">
        {text}
      </p>
    </div>
  )
}
