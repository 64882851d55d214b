import type { FieldKind } from './definition'

/**
 * The inbox's own columns a form field fills when it is named after one (and
 * is of the kind that column holds): the contact form's fields are, so its
 * enquiries are listed, searched and exported as they always were. A phone
 * field named `mobile` fills the three phone columns.
 */
export const COLUMN_FIELDS = {
  name: 'text',
  email: 'email',
  mobile: 'phone',
  company: 'text',
  employees: 'choice',
  subject: 'text',
  message: 'textarea',
} as const satisfies Record<string, FieldKind>

export type ColumnField = keyof typeof COLUMN_FIELDS

/** Whether a field (or a stored answer, which keeps its field's name and kind) fills a column. */
export const fillsColumn = (field: { name: string; kind: string }): boolean =>
  COLUMN_FIELDS[field.name as ColumnField] === field.kind
