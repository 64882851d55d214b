import type { Conversion, Insights, Top } from '@/lib/analytics/insights'

import type { AdminLanguage } from '../../collections/enquiry-statuses'
import { DEVICE_LABELS, LANGUAGE_LABELS } from '../../collections/enquiry-source-fields'
import { csvCell } from '../../endpoints/export-enquiries'
import { INSIGHTS_COPY, type InsightTable } from './copy'

/** How a column reads: text, a whole number, or a share (0–1). */
export type ColumnKind = 'text' | 'count' | 'rate'

/** A table of the Insights view: its heading, its columns and its rows, as the page and its CSV show it. */
export type InsightRows = {
  heading: string
  columns: { label: string; kind: ColumnKind }[]
  rows: (string | number)[][]
}

/** What a key reads as: a language or device by its name, anything else as counted. */
function keyText(table: InsightTable, key: string, language: AdminLanguage): string {
  if (table === 'languages' && (key === 'en' || key === 'ar')) return LANGUAGE_LABELS[key][language]
  if (table === 'devices' && key in DEVICE_LABELS)
    return DEVICE_LABELS[key as keyof typeof DEVICE_LABELS][language]
  return key
}

export function insightRows(
  insights: Insights,
  table: InsightTable,
  language: AdminLanguage,
): InsightRows {
  const copy = INSIGHTS_COPY[language]
  const [heading, keyHeading] = copy.tables[table]
  if (table === 'conversionByLandingPage' || table === 'conversionByCampaign')
    return {
      heading,
      columns: [
        { label: keyHeading, kind: 'text' },
        { label: copy.visits, kind: 'count' },
        { label: copy.enquiries, kind: 'count' },
        { label: copy.rate, kind: 'rate' },
      ],
      rows: (insights[table] as Conversion[]).map((row) => [
        row.key,
        row.visits,
        row.enquiries,
        row.rate,
      ]),
    }
  return {
    heading,
    columns: [
      { label: keyHeading, kind: 'text' },
      { label: copy.count, kind: 'count' },
    ],
    rows: (insights[table] as Top[]).map((row) => [keyText(table, row.key, language), row.count]),
  }
}

/** The day-by-day figures as a table: the chart in words, and its CSV. */
export function dailyRows(insights: Insights, language: AdminLanguage): InsightRows {
  const copy = INSIGHTS_COPY[language]
  return {
    heading: copy.perDay,
    columns: [
      { label: copy.day, kind: 'text' },
      { label: copy.views, kind: 'count' },
      { label: copy.visitors, kind: 'count' },
      { label: copy.enquiries, kind: 'count' },
    ],
    rows: insights.daily.map((day) => [day.day, day.views, day.visitors, day.enquiries]),
  }
}

/** The table as CSV (numbers as numbers, shares as decimals), with a byte-order mark for Arabic. */
export function csvOf({ columns, rows }: InsightRows): string {
  const lines = [columns.map((column) => csvCell(column.label)).join(',')]
  for (const row of rows) lines.push(row.map((value) => csvCell(value)).join(','))
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}

/** Numbers with Latin digits in both admin languages, as the rest of the admin writes them. */
export function cellText(
  value: string | number,
  kind: ColumnKind,
  language: AdminLanguage,
): string {
  if (kind === 'text' || typeof value === 'string') return String(value)
  const locale = language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB'
  return kind === 'rate'
    ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value)
    : new Intl.NumberFormat(locale).format(value)
}
