'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { kuwaitDisplayTime } from '../kuwait-time'

const ZONE = { en: 'Kuwait time', ar: 'بتوقيت الكويت' }

/**
 * The edit view's "Last modified" and "Created", in Kuwait time like the
 * lists, the version history and the restore dialog. Payload writes its own
 * pair in the browser's zone and takes no zone for them, so this pair takes
 * their place in the same row (custom.scss hides Payload's), with the same
 * markup and words; the zone is named in each time's tooltip.
 */
export default function DocumentTimes() {
  const { data } = useDocumentInfo()
  const { i18n, t } = useTranslation()
  const anchor = useRef<HTMLSpanElement>(null)
  const [row, setRow] = useState<Element | null>(null)
  useLayoutEffect(() => {
    setRow(anchor.current?.closest('.doc-controls')?.querySelector('.doc-controls__meta') ?? null)
  }, [])

  const language = i18n.language === 'ar' ? 'ar' : 'en'
  const times = [
    { key: 'updated', label: t('general:lastModified'), value: data?.updatedAt },
    { key: 'created', label: t('general:created'), value: data?.createdAt },
  ].filter((time): time is typeof time & { value: string } => typeof time.value === 'string')

  return (
    <span ref={anchor} hidden>
      {row &&
        createPortal(
          times.map(({ key, label, value }) => {
            const shown = kuwaitDisplayTime(value, language)
            return (
              <li
                key={key}
                className="doc-controls__list-item doc-controls__value-wrap document-times"
                data-time={key}
                title={`${shown} (${ZONE[language]})`}
              >
                <p className="doc-controls__label">{label}:&nbsp;</p>
                <p className="doc-controls__value">
                  <time dateTime={value}>{shown}</time>
                </p>
              </li>
            )
          }),
          row,
        )}
    </span>
  )
}
