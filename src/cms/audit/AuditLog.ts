import type { CollectionConfig } from 'payload'

import { hiddenUnlessAdmin, isAdmin, nobody } from '../access'
import { listedAs } from '../admin-labels/sidebar'
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS } from './actions'
import { exportAuditLog } from './export'

/**
 * Every staff action that changes something, recorded by the server
 * (cms/audit/hooks.ts): who, when, what, on which document, from which
 * address. Append-only for everyone: nobody creates, changes or deletes an
 * entry through REST or the admin, administrators included; only the server
 * writes them, and the hourly retention run deletes those older than
 * AUDIT_LOG_RETENTION_MONTHS (24 unless set). Administrators read it
 * (`GET /api/audit-log`, the admin's list with its filters).
 */
export const AuditLog: CollectionConfig = {
  ...listedAs('audit-log', {
    hidden: hiddenUnlessAdmin,
    // The e-mail heads an entry: every entry has one, where a sign-in has no document.
    useAsTitle: 'who_email',
    defaultColumns: ['at', 'action', 'who_email', 'entity', 'document_title', 'address'],
    // "Export CSV" of what the list shows (its filters), as for enquiries.
    components: { beforeListTable: ['@/cms/components/ExportCsvLink'] },
    disableCopyToLocale: true,
    description: {
      en: 'Every change made by staff, as the server recorded it. Entries cannot be changed or deleted; they are deleted after the retention period (24 months unless the operator set another).',
      ar: 'كل تغيير أجراه الموظفون كما سجّله الخادم. لا يمكن تعديل الإدخالات أو حذفها، وتُحذف بعد انقضاء مدة الاحتفاظ (24 شهرًا ما لم يحدد المشغّل مدة أخرى).',
    },
  }),
  defaultSort: '-at',
  endpoints: [exportAuditLog],
  disableDuplicate: true,
  access: {
    read: isAdmin,
    readVersions: isAdmin,
    create: nobody,
    update: nobody,
    delete: nobody,
    unlock: nobody,
  },
  indexes: [{ fields: ['entity', 'document_id'] }],
  fields: [
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      label: { en: 'When', ar: 'الوقت' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTION_NAMES.map((value) => ({ value, label: AUDIT_ACTIONS[value] })),
      label: { en: 'Action', ar: 'الإجراء' },
    },
    {
      name: 'who',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { en: 'Staff member', ar: 'الموظف' },
    },
    {
      // Kept as it was when the action happened: the account may change or go.
      name: 'who_email',
      type: 'text',
      label: { en: 'E-mail', ar: 'البريد الإلكتروني' },
    },
    {
      name: 'entity',
      type: 'text',
      index: true,
      label: { en: 'Collection or setting', ar: 'المجموعة أو الإعداد' },
      admin: { components: { Cell: '@/cms/audit/AuditEntityCell' } },
    },
    ...(
      [
        ['document_id', { en: 'Document ID', ar: 'رقم المستند' }],
        ['document_title', { en: 'Document', ar: 'المستند' }],
        ['address', { en: 'Address (IP)', ar: 'العنوان (IP)' }],
        ['details', { en: 'Details', ar: 'التفاصيل' }],
      ] as const
    ).map(([name, label]) => ({
      name,
      type: 'text' as const,
      label,
      // Empty for entries without one: shown empty, not as "<No Document>".
      admin: { components: { Cell: '@/cms/audit/AuditTextCell' } },
    })),
  ],
}
