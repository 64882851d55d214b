'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import type { AdminLanguage } from '../collections/enquiry-statuses'
import { TRANSLATION_COPY } from './copy'
import type { ImportReport } from './xliff/import'

/** The Translations view's import: a translated XLIFF file in, its per-field report out. */
export function XliffImport({ language }: { language: AdminLanguage }) {
  const copy = TRANSLATION_COPY[language]
  const router = useRouter()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [report, setReport] = useState<ImportReport | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('file')
    if (!(file instanceof File) || !file.size) return
    setBusy(true)
    setReport(null)
    try {
      const response = await fetch('/api/translations/import', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/xliff+xml', 'accept-language': language },
        body: file,
      })
      const body = (await response.json()) as ImportReport & { errors?: Array<{ message: string }> }
      if (!response.ok) setMessage(body.errors?.[0]?.message ?? copy.importFailed)
      else {
        setReport(body)
        setMessage(copy.imported(body.applied, body.skipped, body.refused))
        router.refresh()
      }
    } catch {
      setMessage(copy.importFailed)
    } finally {
      setBusy(false)
    }
  }

  const notable = report?.units.filter((unit) => unit.reason !== 'notForTranslation') ?? []
  return (
    <form className="xliff-import" onSubmit={submit}>
      <label htmlFor={id}>{copy.importFile}</label>
      <input id={id} name="file" type="file" accept=".xlf,.xliff,application/xliff+xml" required />
      <button type="submit" className="btn btn--size-small btn--style-secondary" disabled={busy}>
        {busy ? copy.importing : copy.import}
      </button>
      <p role="status" className="xliff-import__message">
        {message}
      </p>
      {notable.length ? (
        <ul className="xliff-import__units">
          {notable.map((unit) => (
            <li
              key={`${unit.file}-${unit.unit}`}
              className={`xliff-import__unit xliff-import__unit--${unit.outcome}`}
            >
              <span className={`translation-state translation-state--${unit.outcome}`}>
                {copy.outcomes[unit.outcome]}
              </span>{' '}
              <code dir="ltr">
                {unit.file} · {unit.path ?? unit.unit}
              </code>{' '}
              <span>{copy.reasons[unit.reason]}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  )
}
