import type { Endpoint, Where } from 'payload'

import { answerText, readAnswers } from '@/lib/forms/answers'
import { fillsColumn } from '@/lib/forms/columns'

import { userHandlesEnquiries } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { adminLanguage, statusLabel, type AdminLanguage } from '../collections/enquiry-statuses'
import type { HistoryEntry } from '../collections/enquiry-history'
import { kuwaitSpreadsheetTime } from '../kuwait-time'
import {
  SOURCE_FIELDS,
  SOURCE_LABELS,
  sourceValueText,
  type SourceField,
} from '../collections/enquiry-source-fields'
import { recordAudit } from '../audit/record'
import type { Bilingual } from '@/lib/bilingual'

/** What the inbox's search box (and so the CSV of a search) looks in. */
export const ENQUIRY_SEARCH_FIELDS = [
  'name',
  'company',
  'email',
  'subject',
  'utm_source',
  'utm_campaign',
] as const

const FOLLOW_UP_COLUMNS = [
  'submitted_at',
  'status',
  'name',
  'company',
  'email',
  'full_mobile',
  'country_code',
  'mobile',
  'employees',
  'subject',
  'message',
  'assignee',
  'notes',
  'status_history',
] as const
export const CSV_COLUMNS = [...FOLLOW_UP_COLUMNS, ...SOURCE_FIELDS] as const
type Column = (typeof FOLLOW_UP_COLUMNS)[number] | SourceField

/** A UTM column's header names its tag too: what marketing writes in a campaign link. */
const sourceHeader = (field: SourceField) => {
  const label = SOURCE_LABELS[field]
  return field.startsWith('utm_')
    ? { en: `${label.en} (${field})`, ar: `${label.ar} (${field})` }
    : label
}

/** The header row in the admin's language; the time column says which clock it uses. */
export const CSV_HEADERS: Record<Column, Bilingual> = {
  ...(Object.fromEntries(SOURCE_FIELDS.map((field) => [field, sourceHeader(field)])) as Record<
    SourceField,
    Bilingual
  >),
  submitted_at: { en: 'Submitted at (Kuwait time)', ar: 'وقت الإرسال (بتوقيت الكويت)' },
  status: { en: 'Status', ar: 'الحالة' },
  name: { en: 'Name', ar: 'الاسم' },
  company: { en: 'Company', ar: 'الشركة' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  full_mobile: { en: 'Full mobile number', ar: 'رقم الجوال الكامل' },
  country_code: { en: 'Country code (after +)', ar: 'رمز الدولة (بعد +)' },
  mobile: { en: 'Mobile', ar: 'الجوال' },
  employees: { en: 'Employees', ar: 'عدد الموظفين' },
  subject: { en: 'Subject', ar: 'الموضوع' },
  message: { en: 'Message', ar: 'الرسالة' },
  assignee: { en: 'Assigned to', ar: 'مُسنَد إلى' },
  notes: { en: 'Notes (Kuwait time)', ar: 'الملاحظات (بتوقيت الكويت)' },
  status_history: { en: 'Status history (Kuwait time)', ar: 'سجل الحالة (بتوقيت الكويت)' },
}

/**
 * The follow-up as a spreadsheet reads it: one line per entry, oldest first,
 * each with its time in Kuwait and who wrote it.
 */
function historyLines(history: unknown, kind: 'note' | 'status', language: AdminLanguage): string {
  if (!Array.isArray(history)) return ''
  return (history as HistoryEntry[])
    .filter((entry) => entry?.kind === kind)
    .map((entry) => {
      const what =
        kind === 'note'
          ? (entry.note ?? '')
          : `${statusLabel(entry.old_value, language)} → ${statusLabel(entry.new_value, language)}`
      const who = entry.by_name ? ` ${entry.by_name}` : ''
      return `${kuwaitSpreadsheetTime(entry.at)}${who}: ${what}`
    })
    .join('\n')
}

/**
 * Text a spreadsheet could read as a formula (OWASP "CSV Injection"): a value
 * that starts with = + - @, a tab, CR or LF (after any spaces), or where one
 * of = + - @ follows a separator (`,` `;` tab), a line break or a quote. The
 * second half matters because the file is not always read as we wrote it: a
 * spreadsheet set to split on `;` or tabs, or one that ignores the quoting,
 * turns `x;=cmd` or `x<TAB>=1+1` into a cell of its own that starts with `=`.
 */
const FORMULA = /^\s*[=+\-@]|^[\t\r\n]|[,;\t\r\n"']\s*[=+\-@]/

/**
 * One CSV cell: RFC 4180 quoting, and a value a spreadsheet could read as a
 * formula becomes text (a leading apostrophe, and the whole cell quoted so no
 * separator or line break inside it can start a new cell).
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const quoted = (content: string) => `"${content.replace(/"/g, '""')}"`
  if (FORMULA.test(text)) return quoted(`'${text}`)
  return /[",;\t\r\n]/.test(text) ? quoted(text) : text
}

/** What a cell shows of a stored value: statuses by name, times in Kuwait, the assignee by name. */
function readable(row: Record<string, unknown>, column: Column, language: AdminLanguage): unknown {
  const value = row[column]
  if (column === 'submitted_at') return kuwaitSpreadsheetTime(value)
  if (column === 'status') return statusLabel(value, language)
  // A spreadsheet reads "+965" as the start of a formula; without its "+" the code is a plain
  // number and needs no apostrophe. The number beside it is digits already.
  if (column === 'country_code') return typeof value === 'string' ? value.replace(/^\+/, '') : value
  if (column === 'notes') return historyLines(row.history, 'note', language)
  if (column === 'status_history') return historyLines(row.history, 'status', language)
  if ((SOURCE_FIELDS as readonly string[]).includes(column))
    return sourceValueText(column as SourceField, value, language)
  if (column === 'assignee') {
    // Populated when the exporter may read the account; a bare id says nothing to a spreadsheet.
    const user =
      value && typeof value === 'object' ? (value as { name?: string; email?: string }) : {}
    return user.name || user.email || ''
  }
  return value
}

/**
 * A form's answers as columns after the enquiry's own, one per question in
 * the order first met (an export filtered by form has exactly its fields),
 * headed by the question's words and its stored name. An answer that fills
 * one of the enquiry's columns (the contact form's all do) is in that column.
 */
function answerColumns(rows: Array<Record<string, unknown>>) {
  const columns = new Map<string, string>()
  for (const row of rows)
    for (const answer of readAnswers(row.answers))
      if (!fillsColumn(answer) && !columns.has(answer.name))
        columns.set(answer.name, `${answer.label} (${answer.name})`)
  return [...columns]
}

export function toCsv(
  rows: Array<Record<string, unknown>>,
  language: AdminLanguage = 'en',
): string {
  const answers = answerColumns(rows)
  const lines = [
    [
      ...CSV_COLUMNS.map((column) => CSV_HEADERS[column][language]),
      ...answers.map(([, header]) => header),
    ]
      .map(csvCell)
      .join(','),
  ]
  for (const row of rows) {
    const given = new Map(readAnswers(row.answers).map((answer) => [answer.name, answer]))
    lines.push(
      [
        ...CSV_COLUMNS.map((column) => readable(row, column, language)),
        ...answers.map(([name]) => {
          const answer = given.get(name)
          return answer ? answerText(answer) : ''
        }),
      ]
        .map(csvCell)
        .join(','),
    )
  }
  // A byte-order mark so spreadsheet programs read Arabic text as UTF-8.
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}

/**
 * GET /api/contact-submissions/export.csv?where[...]: the inbox, filtered as
 * in the admin list, for administrators and sales staff, in the admin's
 * language (its `payload-lng` cookie).
 */
export const exportEnquiries: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ error: siteMessage(req, 'signInToExport') }, { status: 401 })
    if (!userHandlesEnquiries(req.user))
      return Response.json({ error: siteMessage(req, 'exportForSalesOnly') }, { status: 403 })
    const query = (req.query ?? {}) as { where?: Where; search?: string; sort?: string }
    const where: Where = { and: [query.where ?? {}] }
    if (query.search) {
      where.and!.push({
        or: ENQUIRY_SEARCH_FIELDS.map((field) => ({
          [field]: { like: query.search },
        })),
      })
    }
    const { docs } = await req.payload.find({
      collection: 'contact-submissions',
      where,
      sort: query.sort || '-submitted_at',
      limit: 0,
      pagination: false,
      // The assignee's name, not their id.
      depth: 1,
      overrideAccess: false,
      user: req.user,
    })
    await recordAudit(
      req,
      { action: 'export', entity: 'contact-submissions', details: `${docs.length} rows` },
      { inTransaction: false },
    )
    const stamp = new Date().toISOString().slice(0, 10)
    const language = adminLanguage(req.i18n?.language)
    return new Response(toCsv(docs as unknown as Array<Record<string, unknown>>, language), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="enquiries-${stamp}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
