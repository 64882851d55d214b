import { defineRouting } from 'next-intl/routing'

export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'en',
  // English at the plain routes (/about), Arabic under /ar (/ar/about).
  localePrefix: 'as-needed',
  // Language detection is ours (src/lib/locale-detection.ts): next-intl's would
  // redirect on Accept-Language and rewrite the cookie on every visit.
  localeDetection: false,
  localeCookie: false,
  // Pages declare their own hreflang links (src/lib/seo.ts), page by page.
  alternateLinks: false,
})

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

export const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr')
