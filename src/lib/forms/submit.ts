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
import {
  checkPostedFiles,
  removeFormFiles,
  storeFormFiles,
  type AcceptedFile,
  type StoredFile,
} from './form-files'
import type { PublicForm } from './public-form'
import { validateForm, type FormAnswers, type FormFieldErrors, type PostedValues } from './validate'

export type FormOutcome =
  | { status: 'success' }
  | { status: 'invalid'; errors: FormFieldErrors }
  | { status: 'closed' }
  | { status: 'rate-limited' }
  | { status: 'error' }

/** The first answer of a kind, for the inbox's columns and the e-mail's reply address. */
function firstOf(
  form: PublicForm,
  answers: FormAnswers,
  match: (field: PublicForm['fields'][number]) => boolean,
): string {
  const field = form.fields.find((each) => match(each) && typeof answers[each.name] === 'string')
  return field ? (answers[field.name] as string) : ''
}

/**
 * The enquiry a built form's answers become: every answer with the words it
 * was asked in, and the ones the inbox lists by (name, e-mail, phone) copied
 * to its columns, so sales work every form's submissions as they work enquiries.
 */
export function formEnquiry(form: PublicForm, answers: FormAnswers, now = new Date()) {
  const fullMobile = firstOf(form, answers, (field) => field.kind === 'phone')
  return {
    form: form.id,
    answers: storedAnswers(form.fields, answers),
    name: firstOf(form, answers, (field) => field.kind === 'text' && /name/.test(field.name)),
    email: firstOf(form, answers, (field) => field.kind === 'email'),
    full_mobile: fullMobile,
    country_code: fullMobile.split(' ')[0] ?? '',
    mobile: fullMobile.split(' ')[1] ?? '',
    subject: stripFallback(form.title),
    message: firstOf(form, answers, (field) => field.kind === 'textarea'),
    submitted_at: now.toISOString(),
    status: 'new' as const,
  }
}

/**
 * A post to a built form, through the contact form's pipeline: the honeypot,
 * validation from the form's own definition (only its fields are read), a
 * closed form refused, then the same resend check, rate limits, stored-before-
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
  // Files are read from their content only when their field passed the cheap checks.
  const checked = await checkPostedFiles(
    form.fields.filter((field) => !(result.ok ? {} : result.errors)[field.name]),
    files,
  )
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
    checked.accepted.length > 0
      ? fileAttachments(payload, form, result.answers, token, checked.accepted)
      : undefined,
  )
}

/** A submission's files as stored attachments: the record's answers then point to them. */
function fileAttachments(
  payload: Payload,
  form: PublicForm,
  answers: FormAnswers,
  token: string,
  accepted: AcceptedFile[],
): Attachments {
  let stored: StoredFile[] = []
  return {
    store: async (record) => {
      stored = await storeFormFiles(payload, token, accepted)
      const byField = Object.fromEntries(
        stored.map(({ field, filename, size, mime }) => [field, { filename, size, mime }]),
      )
      return { ...record, answers: storedAnswers(form.fields, answers, byField) }
    },
    undo: () => removeFormFiles(payload, stored),
  }
}
