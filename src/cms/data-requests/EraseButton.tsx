'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { AdminLanguage } from '../collections/enquiry-statuses'
import { DATA_REQUEST_COPY } from './copy'

/**
 * Erase, asked twice: the first press says what goes and what cannot be
 * called back; the second posts to the erase endpoint with the number of
 * enquiries on screen, so one that arrived meanwhile stops it (409).
 */
export function EraseButton({
  person,
  expected,
  language,
}: {
  person: string
  expected: number
  language: AdminLanguage
}) {
  const copy = DATA_REQUEST_COPY[language]
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function erase() {
    setBusy(true)
    try {
      const response = await fetch('/api/data-requests/erase', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ person, expected }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        erased?: { enquiries: number }
        errors?: { message: string }[]
      }
      if (response.ok && body.erased) {
        // The view says what went, found afresh: nothing is left under this person.
        const erased = String(body.erased.enquiries)
        router.replace(`/admin/data-requests?${new URLSearchParams({ person, erased })}`)
        router.refresh()
      } else {
        setFailure(`${copy.failed} ${body.errors?.[0]?.message ?? response.statusText}`)
      }
    } catch (error) {
      setFailure(`${copy.failed} ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="data-requests__erase">
      {asking ? (
        <div className="data-requests__confirm" role="group" aria-labelledby="data-request-warning">
          <p id="data-request-warning">{copy.eraseWarning(expected)}</p>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium data-requests__danger"
            disabled={busy}
            onClick={erase}
          >
            {copy.eraseConfirm}
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            disabled={busy}
            onClick={() => setAsking(false)}
          >
            {copy.cancel}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium data-requests__danger-outline"
          onClick={() => {
            setFailure(null)
            setAsking(true)
          }}
        >
          {copy.erase}
        </button>
      )}
      <p className="data-requests__error" role="alert">
        {failure ?? ''}
      </p>
    </div>
  )
}
