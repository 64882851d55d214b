'use client'

import { PublishButton, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState, type ComponentProps, type MouseEvent } from 'react'

import { adminLanguage } from '../collections/enquiry-statuses'
import { TRANSLATION_COPY } from './copy'
import { useTranslationStatus } from './use-status'

/** Whether the site settings ask for a confirmation before publishing with missing Arabic. */
function useGuardSetting(): boolean {
  const [on, setOn] = useState(false)
  useEffect(() => {
    let live = true
    fetch('/api/globals/site-settings?depth=0&draft=true', { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((settings: { confirm_missing_arabic?: boolean } | null) => {
        if (live) setOn(Boolean(settings?.confirm_missing_arabic))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return on
}

/**
 * Payload's Publish button, with one question first when the site settings
 * ask for it (off by default): publishing a document whose Arabic is missing
 * shows how many fields and lets the editor go back.
 */
export function PublishGuard(props: ComponentProps<typeof PublishButton>) {
  const { id, collectionSlug, globalSlug, savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const copy = TRANSLATION_COPY[adminLanguage(i18n.language)]
  const guard = useGuardSetting()
  const { status } = useTranslationStatus(
    { collection: collectionSlug ?? globalSlug, id: globalSlug ?? id },
    savedDocumentData?.updatedAt,
  )
  const ask = (event: MouseEvent) => {
    const missing = status?.missing.length ?? 0
    if (!guard || !missing || !(event.target as Element).closest('button')) return
    // The native dialog: keyboard and screen readers know it, and it blocks a second click.
    if (!window.confirm(copy.publishMissing(missing))) {
      event.preventDefault()
      event.stopPropagation()
    }
  }
  return (
    <div className="publish-guard" onClickCapture={ask}>
      <PublishButton {...props} />
    </div>
  )
}
