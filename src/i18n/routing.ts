import { defineRouting } from 'next-intl/routing'

export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'en',
  // English at the spec's routes (/about), Arabic under /ar (/ar/about).
  localePrefix: 'as-needed',
})

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

export const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr')
