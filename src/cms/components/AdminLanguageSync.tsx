'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'

const LANGUAGES = ['en', 'ar']

/**
 * Keeps the admin's language on the staff account, not only in this browser.
 * The first page after signing in, in a browser session, opens in the
 * account's language (a new browser, another computer); after that, each
 * language the staff member picks (Account → Admin language) is saved on the
 * account for next time.
 */
export default function AdminLanguageSync({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { i18n, switchLanguage } = useTranslation()
  const saved = useRef<string | null>(null)
  const id = user?.id
  const stored = (user as { language?: string | null } | null)?.language ?? null

  useEffect(() => {
    if (!id) return
    const appliedKey = `admin-language-applied:${id}`
    if (!sessionStorage.getItem(appliedKey)) {
      sessionStorage.setItem(appliedKey, '1')
      saved.current = stored
      if (stored && LANGUAGES.includes(stored) && stored !== i18n.language) {
        void switchLanguage?.(stored as 'en' | 'ar')
        return
      }
    }
    const current = saved.current ?? stored
    if (i18n.language === current || !LANGUAGES.includes(i18n.language)) return
    saved.current = i18n.language
    void fetch('/api/admin-language', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: i18n.language }),
    }).catch(() => {
      // Not saved: the next change tries again.
      saved.current = current
    })
  }, [id, stored, i18n.language, switchLanguage])

  return <>{children}</>
}
