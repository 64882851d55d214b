'use client'

import { useCallback, useEffect, useState } from 'react'

import type { TranslationStatus } from './store'

async function fetchStatus(collection: string, id: string): Promise<TranslationStatus | null> {
  const query = new URLSearchParams({ collection, id })
  const response = await fetch(`/api/translation-status?${query}`, { credentials: 'include' })
  if (!response.ok) return null
  const [found] = (await response.json()) as TranslationStatus[]
  return found ?? null
}

/** One document's translation state, read again whenever the document is saved. */
export function useTranslationStatus(
  target: { collection?: string; id?: number | string },
  savedAt: unknown,
) {
  const [status, setStatus] = useState<TranslationStatus | null>(null)
  const [round, setRound] = useState(0)
  const { collection, id } = target
  useEffect(() => {
    if (!collection || id === undefined) return
    let live = true
    // The state is written in the save's own transaction: read it once the admin has the saved document.
    fetchStatus(collection, String(id))
      .catch(() => null)
      .then((found) => {
        if (live) setStatus(found)
      })
    return () => {
      live = false
    }
  }, [collection, id, savedAt, round])
  const reload = useCallback(() => setRound((each) => each + 1), [])
  return { status, reload }
}

/** Marks out-of-date fields as still right; the new status, or null when refused. */
export async function confirmStillCorrect(
  status: TranslationStatus,
  paths: string[],
  language: string,
): Promise<TranslationStatus | null> {
  const response = await fetch('/api/translation-status/confirm', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({
      collection: status.collection,
      id: status.id,
      global: status.global,
      paths,
    }),
  })
  return response.ok ? ((await response.json()) as TranslationStatus) : null
}
