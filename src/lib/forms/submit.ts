import type { Payload } from 'payload'

import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/contact/fields'
import {
  honeypotFilled,
  storeEnquiry,
  type Attachments,
  type SubmitOptions,
} from '@/lib/contact/submit'
import { submissionToken } from '@/lib/contact/submission-token'
import { stripFallback } from '../fallback/marks'
import { storedAnswers } from './answers'
import type { AcceptedFile, StoredFile } from './form-files'
import { fillsColumn, type ColumnField } from './columns'
import type { FormFieldDefinition } from './definition'
import type { PublicForm } from './public-form'
import { validateForm, type FormAnswers, type FormFieldErrors, type PostedValues } from './validate'

export type FormOutcome =
  | { status: 'success' }
  | { status: 'invalid'; errors: FormFieldErrors }
  | { status: 'closed' }
  | { status: 'rate-limited' }
  | { status: 'error' }

/** The first answer of a kind, for the columns no field is named after. */
function firstOf(
  form: PublicForm,
  answers: FormAnswers,
  match: (field: FormFieldDefinition) => boolean,
): string {
  const field = form.fields.find((each) => match(each) && typeof answers[each.name] === 'string')
  return field ? (answers[field.name] as string) : ''
}

/**
 * The enquiry a form's answers become: every answer with the words it was
 * asked in, and the columns sales list and export by. A field named after a
 * column fills it (columns.ts); the others among name, e-mail, phone and
 * message take the first answer of their kind, and the subject is the form's
 * title.
 */
export function formEnquiry(form: PublicForm, answers: FormAnswers, now = new Date()) {
  const named = (column: ColumnField) => {
    const field = form.fields.find((each) => each.name === column && fillsColumn(each))
    return field ? String(answers[field.name] ?? '') : undefined
  }
  const fullMobile = named('mobile') ?? firstOf(form, answers, (field) => field.kind === 'phone')
  return {
    form: form.id,
    answers: storedAnswers(form.fields, answers),
    name:
      named('name') ??
      firstOf(form, answers, (field) => field.kind === 'text' && /name/.test(field.name)),
    email: named('email') ?? firstOf(form, answers, (field) => field.kind === 'email'),
    full_mobile: fullMobile,
    country_code: fullMobile.split(' ')[0] ?? '',
    mobile: fullMobile.split(' ')[1] ?? '',
    company: named('company') ?? '',
    employees: named('employees') ?? '',
    subject: named('subject') ?? stripFallback(form.title),
    message: named('message') ?? firstOf(form, answers, (field) => field.kind === 'textarea'),
    submitted_at: now.toISOString(),
    status: 'new' as const,
  }
}

/**
 * A post to a form (the contact form or one staff built): the honeypot,
 * validation from the form's own definition (only its fields are read), a
 * closed form refused, then the resend check, rate limits, stored-before-
 * success read-back and queued copies (storeEnquiry).
 */
export async function submitForm(
  payload: Payload,
  form: PublicForm,
  posted: PostedValues,
  options: SubmitOptions,
  files: (name: string) => File | null = () => null,
): Promise<FormOutcome> {
  if (honeypotFilled(payload, posted(HONEYPOT_FIELD)[0], options.clientKey))
    return { status: 'success' }
  if (!form.open) return { status: 'closed' }
  const result = validateForm(form.fields, posted, files)
  // The file store and the readers of file contents load only for a form that takes files.
  const fileStore = form.fields.some((field) => field.kind === 'file')
    ? await import('./form-files')
    : null
  // Files are read from their content only when their field passed the cheap checks.
  const checked = fileStore
    ? await fileStore.checkPostedFiles(
        form.fields.filter((field) => !(result.ok ? {} : result.errors)[field.name]),
        files,
      )
    : { errors: {}, accepted: [] as AcceptedFile[] }
  const errors: FormFieldErrors = { ...(result.ok ? {} : result.errors), ...checked.errors }
  if (!result.ok || Object.keys(errors).length > 0) return { status: 'invalid', errors }
  const token = submissionToken(posted(TOKEN_FIELD)[0], {
    form: form.id,
    answers: result.answers,
    files: checked.accepted.map((file) => file.digest),
  })
  return storeEnquiry(
    payload,
    { ...formEnquiry(form, result.answers), ...options.source },
    token,
    options,
    fileStore && checked.accepted.length > 0
      ? fileAttachments(fileStore, payload, form, result.answers, token, checked.accepted)
      : undefined,
  )
}

/** A submission's files as stored attachments: the record's answers then point to them. */
function fileAttachments(
  fileStore: typeof import('./form-files'),
  payload: Payload,
  form: PublicForm,
  answers: FormAnswers,
  token: string,
  accepted: AcceptedFile[],
): Attachments {
  let stored: StoredFile[] = []
  return {
    store: async (record) => {
      stored = await fileStore.storeFormFiles(payload, token, accepted)
      const byField = Object.fromEntries(
        stored.map(({ field, filename, size, mime }) => [field, { filename, size, mime }]),
      )
      return { ...record, answers: storedAnswers(form.fields, answers, byField) }
    },
    undo: () => fileStore.removeFormFiles(payload, stored),
  }
}
