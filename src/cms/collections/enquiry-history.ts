import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'

import { ASSIGNABLE_ROLES, canHandleEnquiries, nobodyField } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { refused } from '../auth/refusals'
import { SUBMISSION_STATUSES } from './enquiry-statuses'
import { staffAccount } from './staff-roles'
import { relationId } from '@/lib/relation-id'

/**
 * Who did what with an enquiry: status changes, assignee changes and notes,
 * each with its author and time. The server writes the history from the
 * signed-in user on every save; nobody can write or rewrite it by hand.
 */
export const HISTORY_KINDS = ['status', 'assignee', 'note'] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]

export type HistoryEntry = {
  id?: string
  at: string
  kind: HistoryKind
  by?: number | string | null
  by_name?: string | null
  old_value?: string | null
  new_value?: string | null
  note?: string | null
}

export const NOTE_MAX_LENGTH = 2000

const serverOnly = { create: nobodyField, update: nobodyField }

/** The fields sales staff work with: the assignee, a note to add, and the history (shown by a component). */
export const followUpFields: Field[] = [
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    label: { en: 'Assigned to', ar: 'مُسنَد إلى' },
    // Only staff who handle enquiries can follow one up; the server checks it on save.
    filterOptions: { role: { in: ASSIGNABLE_ROLES } },
    access: { update: ({ req }) => Boolean(canHandleEnquiries({ req })) },
    admin: {
      position: 'sidebar',
      components: { afterInput: ['@/cms/components/AssignToMe'] },
    },
  },
  {
    // Never stored as a column: the save hook moves it into the history.
    name: 'note',
    type: 'textarea',
    virtual: true,
    label: { en: 'Add a note', ar: 'إضافة ملاحظة' },
    access: { update: ({ req }) => Boolean(canHandleEnquiries({ req })) },
    // Every read (the answer to a save included) gives an empty box: the note
    // now lives in the history, and a box still holding it would add it again
    // with the next save.
    hooks: { afterRead: [() => ''] },
    admin: {
      // Payload makes virtual fields read-only unless told otherwise; this one is typed in.
      readOnly: false,
      rows: 3,
      description: {
        en: 'Saved with your name and the time in the history below.',
        ar: 'تُحفظ مع اسمك والوقت في السجل أدناه.',
      },
    },
  },
  {
    name: 'history_view',
    type: 'ui',
    admin: { components: { Field: '@/cms/components/EnquiryHistory' } },
  },
  {
    name: 'history',
    type: 'array',
    label: { en: 'History', ar: 'السجل' },
    access: serverOnly,
    admin: { readOnly: true, hidden: true },
    fields: [
      { name: 'at', type: 'date', required: true, label: { en: 'When', ar: 'الوقت' } },
      {
        name: 'kind',
        type: 'select',
        required: true,
        label: { en: 'What', ar: 'نوع التغيير' },
        options: HISTORY_KINDS.map((value) => ({ value, label: value })),
      },
      { name: 'by', type: 'relationship', relationTo: 'users', label: { en: 'By', ar: 'بواسطة' } },
      // The author's name as it was: the history still reads right after an account is renamed or removed.
      { name: 'by_name', type: 'text', label: { en: 'Author', ar: 'الكاتب' } },
      { name: 'old_value', type: 'text', label: { en: 'Before', ar: 'قبل' } },
      { name: 'new_value', type: 'text', label: { en: 'After', ar: 'بعد' } },
      { name: 'note', type: 'textarea', label: { en: 'Note', ar: 'الملاحظة' } },
    ],
  },
]

type Doc = Record<string, unknown> & { history?: HistoryEntry[] | null }

async function staffName(req: PayloadRequest, id: number | string | null): Promise<string> {
  if (id === null) return ''
  const user = await staffAccount(req, id)
  return user ? user.name || user.email : String(id)
}

/**
 * beforeChange of enquiries: the stored history plus what this save changed.
 * Whatever a request sends as `history` is ignored (the field's access drops
 * it too); a note is moved into the history and never stored on its own.
 */
export const appendHistory: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const previous = (originalDoc as Doc | undefined)?.history ?? []
  const note = typeof data.note === 'string' ? data.note.trim() : ''
  delete data.note
  // Checked here, not by the field: the note never reaches the field validation after this hook.
  if (note.length > NOTE_MAX_LENGTH) throw refused(400, siteMessage(req, 'noteTooLong'))
  if (operation === 'create') {
    data.history = []
    return data
  }
  const author = req.user
  const base = {
    at: new Date().toISOString(),
    by: author?.id ?? null,
    by_name: author ? (author as { name?: string }).name || author.email : '',
  }
  const added: HistoryEntry[] = []
  const before = originalDoc as Doc
  // Payload's select check lets a non-text value through to the database (a 500): refuse it here.
  if (data.status !== undefined && !SUBMISSION_STATUSES.includes(data.status))
    throw refused(400, siteMessage(req, 'enquiryStatusUnknown'))
  if (data.status !== undefined && data.status !== before.status)
    added.push({
      ...base,
      kind: 'status',
      old_value: String(before.status ?? ''),
      new_value: String(data.status ?? ''),
    })
  if (data.assignee !== undefined && relationId(data.assignee) !== relationId(before.assignee)) {
    const assignee = relationId(data.assignee)
    // Account ids are positive whole numbers; anything else names nobody (and must not reach the query).
    if (assignee !== null && !(Number.isSafeInteger(Number(assignee)) && Number(assignee) > 0))
      throw refused(400, siteMessage(req, 'assigneeMustBeSales'))
    if (assignee !== null) {
      const user = await req.payload.findByID({
        collection: 'users',
        id: assignee,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      // The picker offers only these; a request naming anyone else is refused here.
      if (!user || !ASSIGNABLE_ROLES.includes(user.role as never))
        throw refused(400, siteMessage(req, 'assigneeMustBeSales'))
    }
    added.push({
      ...base,
      kind: 'assignee',
      old_value: await staffName(req, relationId(before.assignee)),
      new_value: await staffName(req, assignee),
    })
  }
  if (note) added.push({ ...base, kind: 'note', note })
  data.history = [...previous, ...added]
  return data
}
