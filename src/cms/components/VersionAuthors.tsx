'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { kuwaitDisplayTime } from '../kuwait-time'

type Version = {
  id: number | string
  updatedAt: string
  autosave?: boolean | null
  version?: {
    _status?: 'draft' | 'published' | null
    updated_by?: { email?: string; name?: string | null } | number | null
  }
}

const COPY = {
  en: {
    title: 'Who changed what',
    zone: 'Times in Kuwait time.',
    none: 'No saved versions yet.',
    published: 'Published',
    draft: 'Draft',
    autosave: 'Autosave',
    unknown: 'System (seed or schedule)',
    all: 'All versions',
    failed: 'The history could not be loaded.',
  },
  ar: {
    title: 'من غيّر ماذا',
    zone: 'الأوقات بتوقيت الكويت.',
    none: 'لا توجد نسخ محفوظة بعد.',
    published: 'منشورة',
    draft: 'مسودة',
    autosave: 'حفظ تلقائي',
    unknown: 'النظام (التهيئة أو الجدولة)',
    all: 'كل النسخ',
    failed: 'تعذّر تحميل السجل.',
  },
}

const authorOf = (version: Version, unknown: string) => {
  const author = version.version?.updated_by
  if (!author || typeof author !== 'object') return unknown
  return author.name?.trim() || author.email || unknown
}

/**
 * The edit sidebar's history: the latest versions with who saved each and
 * when (Kuwait time), newest first, refreshed after every save. The full list,
 * comparison and restore stay in Payload's Versions view (linked).
 */
export default function VersionAuthors() {
  const { id, collectionSlug, globalSlug, lastUpdateTime } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const language = i18n.language === 'ar' ? 'ar' : 'en'
  const copy = COPY[language]
  const [versions, setVersions] = useState<Version[] | null>(null)
  const [failed, setFailed] = useState(false)

  const base = collectionSlug
    ? `${config.routes.api}/${collectionSlug}/versions`
    : `${config.routes.api}/globals/${globalSlug}/versions`
  const query = new URLSearchParams({ sort: '-updatedAt', limit: '8', depth: '1' })
  if (collectionSlug) query.set('where[parent][equals]', String(id))
  const url = `${base}?${query}`
  const allUrl = collectionSlug
    ? `${config.routes.admin}/collections/${collectionSlug}/${id}/versions`
    : `${config.routes.admin}/globals/${globalSlug}/versions`

  useEffect(() => {
    if (collectionSlug && !id) return
    let live = true
    fetch(url, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: { docs: Version[] }) => {
        if (!live) return
        setVersions(body.docs)
        setFailed(false)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [url, lastUpdateTime, collectionSlug, id])

  if (collectionSlug && !id) return null
  return (
    <section className="version-authors" aria-label={copy.title}>
      <h4 className="version-authors__title">{copy.title}</h4>
      {failed && <p>{copy.failed}</p>}
      {versions && versions.length === 0 && <p>{copy.none}</p>}
      {versions && versions.length > 0 && (
        <ol className="version-authors__list">
          {versions.map((version) => (
            <li key={version.id} className="version-authors__item">
              <span className="version-authors__who" dir="auto">
                {authorOf(version, copy.unknown)}
              </span>
              <span className="version-authors__when">
                <time dateTime={version.updatedAt}>
                  {kuwaitDisplayTime(version.updatedAt, language)}
                </time>
                {' · '}
                {version.autosave
                  ? copy.autosave
                  : version.version?._status === 'published'
                    ? copy.published
                    : copy.draft}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="version-authors__zone">{copy.zone}</p>
      <a href={allUrl}>{copy.all}</a>
    </section>
  )
}
