import type { Locale } from '@/i18n/routing'

/**
 * A date in long form (docs/PRODUCT.md, Languages, numbers and dates): US
 * English, or Kuwaiti Arabic with Arabic month names and Western digits
 * pinned, in UTC so server and browser print the same day. `2026-11-23` → "November 23, 2026" / "23 نوفمبر 2026".
 */
export function formatDayDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-KW' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
    ...(locale === 'ar' ? { numberingSystem: 'latn' } : {}),
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
