import { COUNTRY_ISOS, countryByIso, DEFAULT_COUNTRY_ISO } from './countries'
import { isValidEmail } from './email'
import { EMPLOYEE_RANGES, LIMITS } from './fields'

export { EMPLOYEE_RANGES, LIMITS }

/**
 * The contact form's rules, declared once and run twice: by the server on
 * every post (the one that decides), and by the browser before it sends, so
 * the visitor sees the same messages without a round trip. Plain functions
 * with no dependencies, so the browser's copy costs a few hundred bytes.
 *
 * Error codes, not sentences: the form shows them in the visitor's language
 * (messages `contact.form.errors.<code>`), and the server answers with the same codes.
 */
export type ContactErrorCode =
  'required' | 'tooLong' | 'email' | 'mobile' | 'countryCode' | 'employees' | 'controlCharacters'

// Control characters (except tab/newline in the message) never belong in a form field.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/

type Rule = (raw: unknown) => { value: string } | { error: ContactErrorCode }

const text =
  (max: number, options: { required: boolean; multiline?: boolean }): Rule =>
  (raw) => {
    if (raw !== undefined && typeof raw !== 'string') return { error: 'required' }
    const value = (raw ?? '').trim()
    if (options.required && value.length === 0) return { error: 'required' }
    if (value.length > max) return { error: 'tooLong' }
    if ((options.multiline ? CONTROL : CONTROL_SINGLE_LINE).test(value))
      return { error: 'controlCharacters' }
    return { value }
  }

const oneOf =
  (allowed: readonly string[], error: ContactErrorCode, fallback = ''): Rule =>
  (raw) => {
    if (raw !== undefined && typeof raw !== 'string') return { error }
    const value = (raw ?? '').trim() || fallback
    return value === '' || allowed.includes(value) ? { value } : { error }
  }

const RULES = {
  name: text(LIMITS.name, { required: true }),
  countryIso: oneOf(COUNTRY_ISOS, 'countryCode', DEFAULT_COUNTRY_ISO),
  mobile: (raw) => {
    if (raw !== undefined && typeof raw !== 'string') return { error: 'required' }
    // Visitors type spaces and dashes; only digits are stored.
    const value = (raw ?? '').replace(/[\s\-().]/g, '')
    if (value.length === 0) return { error: 'required' }
    return /^\d{4,15}$/.test(value) ? { value } : { error: 'mobile' }
  },
  email: (raw) => {
    const checked = text(LIMITS.email, { required: true })(raw)
    if ('error' in checked) return checked
    return isValidEmail(checked.value) ? checked : { error: 'email' }
  },
  company: text(LIMITS.company, { required: true }),
  employees: oneOf(EMPLOYEE_RANGES, 'employees'),
  subject: text(LIMITS.subject, { required: true }),
  message: text(LIMITS.message, { required: false, multiline: true }),
} satisfies Record<string, Rule>

export type ContactField = keyof typeof RULES
export type ContactData = Record<ContactField, string>
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>

/** The fields in the order the form shows them: the first one listed with a problem gets focus. */
export const CONTACT_FIELDS = Object.keys(RULES) as ContactField[]

export function validateContact(
  input: unknown,
): { ok: true; data: ContactData } | { ok: false; errors: ContactFieldErrors } {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const data = {} as ContactData
  const errors: ContactFieldErrors = {}
  for (const field of CONTACT_FIELDS) {
    const checked = RULES[field](raw[field])
    if ('error' in checked) errors[field] = checked.error
    else data[field] = checked.value
  }
  return Object.keys(errors).length === 0 ? { ok: true, data } : { ok: false, errors }
}

/** The stored record (contact_submissions). */
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
