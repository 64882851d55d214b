'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'

const LANGUAGES = ['en', 'ar']

/**
 * Keeps the admin's language on the staff account, not only in this browser.
 * The first admin page of a browser session opens in the account's language
 * (a new browser, another computer). A language the staff member then picks
 * (Account → Admin language, which switches without reloading the page) is
 * saved on the account for next time. A page loaded in another language (a
 * cookie left by someone else on a shared computer) is not taken as a choice.
 */
export default function AdminLanguageSync({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { i18n, switchLanguage } = useTranslation()
  const id = user?.id
  const stored = (user as { language?: string | null } | null)?.language ?? null
  // The language this page was loaded in, and the last one the account holds.
  const loadedIn = useRef(i18n.language)
  const onAccount = useRef<string | null>(null)

  useEffect(() => {
    if (!id) return
    onAccount.current ??= stored
    const appliedKey = `admin-language-applied:${id}`
    if (!sessionStorage.getItem(appliedKey)) {
      sessionStorage.setItem(appliedKey, '1')
      if (stored && LANGUAGES.includes(stored) && stored !== i18n.language) {
        void switchLanguage?.(stored as 'en' | 'ar')
        return
      }
    }
    const language = i18n.language
    const switchedHere = language !== loadedIn.current
    loadedIn.current = language
    if (!switchedHere || language === onAccount.current || !LANGUAGES.includes(language)) return
    const previous = onAccount.current
    onAccount.current = language
    void fetch('/api/admin-language', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    })
      .then((response) => {
        if (!response.ok) onAccount.current = previous
      })
      .catch(() => {
        onAccount.current = previous
      })
  }, [id, stored, i18n.language, switchLanguage])

  return <>{children}</>
}
