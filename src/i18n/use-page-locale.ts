'use client'

import { useParams } from 'next/navigation'

import { isLocale, type Locale } from './routing'

/**
 * The page's language in a client component, read from the `[locale]` route
 * segment. Error and not-found boundaries use it to pick their copy from the
 * two languages' message files, so no translation runtime (next-intl's client
 * provider) ships to the browser for three sentences.
 */
export function usePageLocale(): Locale {
  const params = useParams<{ locale?: string }>()
  return isLocale(params?.locale) ? params.locale : 'en'
}
