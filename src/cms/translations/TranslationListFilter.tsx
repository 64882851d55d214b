'use client'

import { useListQuery, useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useId, useState } from 'react'

import { adminLanguage } from '../collections/enquiry-statuses'
import { TRANSLATION_COPY } from './copy'
import type { TranslationStatus } from './store'

const CHOICES = ['missing', 'outdated', 'complete'] as const
type Choice = (typeof CHOICES)[number]

const PARAM = 'arabic'

const kept = (status: TranslationStatus, choice: Choice) =>
  choice === 'missing'
    ? status.missing.length > 0
    : choice === 'outdated'
      ? status.outdated.length > 0
      : status.missing.length + status.outdated.length === 0

/**
 * Above a collection's list: show only documents whose Arabic is missing, out
 * of date or complete. The states come from `GET /api/translation-status`;
 * the list is narrowed with Payload's own `where` on the ids, so sorting,
 * paging and the other filters keep working.
 */
export function TranslationListFilter() {
  const { i18n } = useTranslation()
  const copy = TRANSLATION_COPY[adminLanguage(i18n.language)]
  const { collectionSlug } = useListQuery()
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const id = useId()
  const current = (CHOICES as readonly string[]).includes(searchParams.get(PARAM) ?? '')
    ? (searchParams.get(PARAM) as Choice)
    : ''
  const [busy, setBusy] = useState(false)

  const choose = async (choice: Choice | '') => {
    const params = new URLSearchParams(searchParams.toString())
    for (const key of [...params.keys()]) if (key.startsWith('where[id]')) params.delete(key)
    params.delete(PARAM)
    params.delete('page')
    if (choice) {
      setBusy(true)
      const response = await fetch(
        `/api/translation-status?collection=${encodeURIComponent(collectionSlug ?? '')}`,
        { credentials: 'include' },
      ).catch(() => null)
      setBusy(false)
      const statuses = response?.ok ? ((await response.json()) as TranslationStatus[]) : []
      const ids = statuses.filter((status) => kept(status, choice)).map((status) => status.id)
      params.set(PARAM, choice)
      // No document in that state: an id no document has, so the list is empty rather than whole.
      params.set('where[id][in]', ids.length ? ids.join(',') : '0')
    }
    router.push(`${pathname}?${params.toString()}`)
  }

  return (
    <div className="translation-list-filter">
      <label htmlFor={id}>{copy.arabic}</label>
      <select
        id={id}
        value={current}
        disabled={busy}
        onChange={(event) => choose(event.target.value as Choice | '')}
      >
        <option value="">{copy.all}</option>
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {copy[choice]}
          </option>
        ))}
      </select>
    </div>
  )
}
