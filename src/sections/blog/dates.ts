import type { Locale } from '@/i18n/routing'
import { KUWAIT_TIME_ZONE } from '@/lib/kuwait-zone'

/**
 * Long dates (docs/PRODUCT.md, Languages, numbers and dates): Kuwait Arabic when the page is Arabic, US English
 * otherwise. The numbering system and the time zone are pinned, so the server,
 * every browser and every test print the same thing (Western digits, the
 * company's Kuwait calendar day).
 */
const FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    numberingSystem: 'latn',
    timeZone: KUWAIT_TIME_ZONE,
  }),
  ar: new Intl.DateTimeFormat('ar-KW', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    numberingSystem: 'latn',
    timeZone: KUWAIT_TIME_ZONE,
  }),
}

/** "October 28, 2026" / "28 أكتوبر 2026"; empty for a missing or invalid date. */
export function formatLongDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return FORMATS[locale].format(date)
}
