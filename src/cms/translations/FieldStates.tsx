'use client'

import { useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { AdminLanguage } from '../collections/enquiry-statuses'
import { fieldAddress, TRANSLATION_COPY } from './copy'
import { fieldLabel } from './field-labels'
import type { TranslationStatus } from './store'
import { confirmStillCorrect } from './use-status'

/** A document's missing and outdated fields, each linked to its place; outdated ones can be confirmed. */
export function FieldStates({
  status,
  language,
  onChange,
}: {
  status: TranslationStatus
  language: AdminLanguage
  /** Read the state again; without it, the server-rendered page is refreshed. */
  onChange?: () => unknown
}) {
  const copy = TRANSLATION_COPY[language]
  const router = useRouter()
  const { getEntityConfig } = useConfig()
  const entity = status.global
    ? getEntityConfig({ globalSlug: status.collection })
    : getEntityConfig({ collectionSlug: status.collection })
  const fields = (entity?.fields ?? []) as Parameters<typeof fieldLabel>[0]
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const confirm = async (path: string) => {
    setBusy(true)
    const saved = await confirmStillCorrect(status, [path], language).catch(() => null)
    setMessage(saved ? copy.confirmed : copy.failed)
    setBusy(false)
    if (saved) await (onChange ? onChange() : router.refresh())
  }
  const rows = [
    ...status.missing.map((path) => ({ path, state: 'missing' as const })),
    ...status.outdated.map((path) => ({ path, state: 'outdated' as const })),
  ]
  return (
    <div className="translation-fields">
      <ul className="translation-fields__list">
        {rows.map(({ path, state }) => (
          <li key={`${state}-${path}`} className="translation-fields__row">
            <span className={`translation-state translation-state--${state}`}>{copy[state]}</span>
            <Link href={fieldAddress(status, path)} className="translation-fields__label">
              {fieldLabel(fields, path, language)}
            </Link>
            <code className="translation-fields__path" dir="ltr">
              {path}
            </code>
            {state === 'outdated' ? (
              <button
                type="button"
                className="btn btn--size-small btn--style-secondary translation-fields__confirm"
                title={copy.stillCorrectHint}
                disabled={busy}
                onClick={() => confirm(path)}
              >
                {copy.stillCorrect}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p role="status" className="translation-fields__message">
        {message}
      </p>
    </div>
  )
}
