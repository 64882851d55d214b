import { KUWAIT_TIME_ZONE } from '@/lib/kuwait-zone'

/** Times as staff in Kuwait read them (the zone itself: lib/kuwait-zone.ts). */
const SPREADSHEET = new Intl.DateTimeFormat('en-CA', {
  timeZone: KUWAIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * `2026-11-25 09:30:00` in Kuwait time: the form every spreadsheet reads as a
 * date and time. Empty for a missing or unreadable value.
 */
export function kuwaitSpreadsheetTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new Date(value as string)
  if (Number.isNaN(date.getTime())) return ''
  const part = Object.fromEntries(
    SPREADSHEET.formatToParts(date).map(({ type, value: text }) => [type, text]),
  )
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}

/** A time for the admin's own pages, in its language, with Latin digits like the rest of the admin. */
export function kuwaitDisplayTime(value: string, language: 'en' | 'ar'): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    timeZone: KUWAIT_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date)
}
