'use client'

import {
  PublishButton,
  toast,
  useDocumentInfo,
  useFormBackgroundProcessing,
  useTranslation,
} from '@payloadcms/ui'
import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react'

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

/** How long a Publish click made during an autosave waits for the button before it is given up. */
const QUEUE_LIMIT_MS = 20_000

/**
 * A Publish click made while an autosave is being sent: Payload disables its
 * button for that moment, and the click was lost without a word (staff
 * thought they had published). The click is kept and made again once the
 * button can take it; a toast says so meanwhile.
 */
function useClickAfterAutosave(
  wrapper: React.RefObject<HTMLDivElement | null>,
  notPublished: string,
) {
  const [queued, setQueued] = useState(false)
  useEffect(() => {
    if (!queued) return
    const started = Date.now()
    const timer = window.setInterval(() => {
      const button = wrapper.current?.querySelector<HTMLButtonElement>('#action-save')
      const ready = button && !button.disabled
      if (!ready && Date.now() - started < QUEUE_LIMIT_MS) return
      window.clearInterval(timer)
      setQueued(false)
      // Never dropped without a word: the save still running after that long is said.
      if (ready) button.click()
      else toast.error(notPublished)
    }, 100)
    return () => window.clearInterval(timer)
  }, [queued, wrapper, notPublished])
  return () => setQueued(true)
}

/**
 * Payload's Publish button, with one question first when the site settings
 * ask for it (off by default): publishing a document whose Arabic is missing
 * shows how many fields and lets the editor go back. A click made during an
 * autosave publishes once the autosave is done.
 */
export function PublishGuard(props: ComponentProps<typeof PublishButton>) {
  const { id, collectionSlug, globalSlug, savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const copy = TRANSLATION_COPY[adminLanguage(i18n.language)]
  const guard = useGuardSetting()
  const wrapper = useRef<HTMLDivElement>(null)
  const autosaving = useFormBackgroundProcessing()
  const queue = useClickAfterAutosave(wrapper, copy.publishNotAfterAutosave)
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
    <div className="publish-guard" ref={wrapper} onClickCapture={ask}>
      <PublishButton {...props} />
      {autosaving ? (
        // Over the button Payload has disabled for the autosave, which takes no click itself.
        <span
          className="publish-guard__while-saving"
          aria-hidden="true"
          data-testid="publish-after-autosave"
          onClick={() => {
            toast.info(copy.publishAfterAutosave)
            queue()
          }}
        />
      ) : null}
    </div>
  )
}
