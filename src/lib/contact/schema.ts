import { z } from 'zod'

import { COUNTRY_ISOS, countryByIso, DEFAULT_COUNTRY_ISO } from './countries'
import { isValidEmail } from './email'

import { EMPLOYEE_RANGES, LIMITS } from './fields'

export { EMPLOYEE_RANGES, LIMITS }

/**
 * Error codes, not sentences: the form shows them in the visitor's language
 * (messages `contact.errors.<code>`), and the server answers with the same codes.
 */
export type ContactErrorCode =
  'required' | 'tooLong' | 'email' | 'mobile' | 'countryCode' | 'employees' | 'controlCharacters'

// Control characters (except tab/newline in the message) never belong in a form field.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/

const text = (max: number, options: { required: boolean; multiline?: boolean }) =>
  z
    .string({ error: 'required' })
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      if (options.required && value.length === 0)
        ctx.addIssue({ code: 'custom', message: 'required' })
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: 'tooLong' })
      else if ((options.multiline ? CONTROL : CONTROL_SINGLE_LINE).test(value))
        ctx.addIssue({ code: 'custom', message: 'controlCharacters' })
    })

export const contactSchema = z.object({
  name: text(LIMITS.name, { required: true }),
  countryIso: z
    .string()
    .optional()
    .transform((value) => value || DEFAULT_COUNTRY_ISO)
    .refine((value) => COUNTRY_ISOS.includes(value), { message: 'countryCode' }),
  mobile: z
    .string({ error: 'required' })
    // Visitors type spaces and dashes; only digits are stored.
    .transform((value) => value.replace(/[\s\-().]/g, ''))
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'required' })
      else if (!/^\d{4,15}$/.test(value)) ctx.addIssue({ code: 'custom', message: 'mobile' })
    }),
  email: text(LIMITS.email, { required: true }).refine(
    (value) => value === '' || isValidEmail(value),
    {
      message: 'email',
    },
  ),
  company: text(LIMITS.company, { required: true }),
  employees: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || (EMPLOYEE_RANGES as readonly string[]).includes(value), {
      message: 'employees',
    }),
  subject: text(LIMITS.subject, { required: true }),
  message: text(LIMITS.message, { required: false, multiline: true }),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>
export type ContactFieldErrors = Partial<Record<keyof ContactData, ContactErrorCode>>

export function validateContact(
  input: unknown,
): { ok: true; data: ContactData } | { ok: false; errors: ContactFieldErrors } {
  const result = contactSchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors: ContactFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactData
    // The first problem of a field is the one worth telling.
    errors[field] ??= (issue.message as ContactErrorCode) || 'required'
  }
  return { ok: false, errors }
}

/** The stored record of spec §3 (contact_submissions). */
export function toSubmission(data: ContactData, now = new Date()) {
  const country = countryByIso(data.countryIso)!
  return {
    name: data.name,
    mobile: data.mobile,
    email: data.email,
    company: data.company,
    employees: data.employees,
    subject: data.subject,
    message: data.message,
    country_code: country.code,
    full_mobile: `${country.code} ${data.mobile}`,
    submitted_at: now.toISOString(),
    status: 'new' as const,
  }
}
