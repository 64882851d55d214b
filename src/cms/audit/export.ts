import { getTranslation } from '@payloadcms/translations'
import type { Endpoint, PayloadRequest, Where } from 'payload'

import { userIsAdmin } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { adminLanguage, type AdminLanguage } from '../collections/enquiry-statuses'
import { csvCell } from '../endpoints/export-enquiries'
import { kuwaitSpreadsheetTime } from '../kuwait-time'
import { AUDIT_ACTIONS, type AuditAction } from './actions'
import { recordAudit } from './record'

const COLUMNS = {
  at: { en: 'When (Kuwait time)', ar: 'الوقت (بتوقيت الكويت)' },
  action: { en: 'Action', ar: 'الإجراء' },
  who_email: { en: 'Staff member', ar: 'الموظف' },
  entity: { en: 'Collection or setting', ar: 'المجموعة أو الإعداد' },
  document_id: { en: 'Document ID', ar: 'رقم المستند' },
  document_title: { en: 'Document', ar: 'المستند' },
  address: { en: 'Address (IP)', ar: 'العنوان (IP)' },
  details: { en: 'Details', ar: 'التفاصيل' },
} as const

type Row = Partial<Record<keyof typeof COLUMNS, unknown>>
/** What staff call each collection and global, by slug, in one admin language. */
type EntityNames = Record<string, string>

function cell(
  row: Row,
  column: keyof typeof COLUMNS,
  language: AdminLanguage,
  names: EntityNames,
): unknown {
  if (column === 'at') return kuwaitSpreadsheetTime(row.at)
  if (column === 'action') return AUDIT_ACTIONS[row.action as AuditAction]?.[language] ?? row.action
  if (column === 'entity') return names[String(row.entity)] ?? row.entity
  return row[column]
}

/** The log as CSV in the admin's language, formula-looking values neutralised, with a byte-order mark. */
export function auditCsv(
  rows: readonly Row[],
  language: AdminLanguage,
  names: EntityNames = {},
): string {
  const columns = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>
  const lines = [columns.map((column) => csvCell(COLUMNS[column][language])).join(',')]
  for (const row of rows)
    lines.push(columns.map((column) => csvCell(cell(row, column, language, names))).join(','))
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}

/** What staff call each collection and global, in the admin's language (Payload's own label lookup). */
function entityNames(req: PayloadRequest): EntityNames {
  const names: EntityNames = {}
  const { collections, globals } = req.payload.config
  for (const each of collections) names[each.slug] = getTranslation(each.labels.plural, req.i18n)
  for (const each of globals) names[each.slug] = getTranslation(each.label, req.i18n)
  return names
}

/**
 * GET /api/audit-log/export.csv?where[...]: the log as the admin's list
 * filters it, for administrators, newest first. Exporting it is itself
 * recorded.
 */
export const exportAuditLog: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!userIsAdmin(req.user))
      return Response.json({ error: siteMessage(req, 'auditLogForAdmins') }, { status: 403 })
    const query = (req.query ?? {}) as { where?: Where }
    const { docs } = await req.payload.find({
      collection: 'audit-log',
      where: query.where ?? {},
      sort: '-at',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    await recordAudit(
      req,
      { action: 'export', entity: 'audit-log', details: `${docs.length} rows` },
      { inTransaction: false },
    )
    const stamp = new Date().toISOString().slice(0, 10)
    const language = adminLanguage(req.i18n?.language)
    return new Response(auditCsv(docs as Row[], language, entityNames(req)), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-log-${stamp}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
