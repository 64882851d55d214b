import { DEFAULT_COUNTRY_ISO, DIALLING_CODES, isCountryIso } from '@/lib/contact/dialling-codes'
import { isValidEmail } from '@/lib/contact/email'
import {
  countryInputName,
  DEFAULT_MAX_LENGTH,
  TEXT_CEILING,
  type FormFieldDefinition,
} from './definition'
import {
  displayFileName,
  fileProblem,
  fileTypeList,
  megabytesOf,
  postedFile,
  type PostedFile,
} from './files'

/**
 * Validation built from a form's own definition, run by the server on every
 * post (the one that decides) and by the browser before sending. Codes, not
 * sentences: the page shows them in its language (`fieldErrorText`).
 */
export type FieldErrorCode =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'email'
  | 'mobile'
  | 'countryCode'
  | 'number'
  | 'tooSmall'
  | 'tooLarge'
  | 'date'
  | 'choice'
  | 'pattern'
  | 'consent'
  | 'controlCharacters'
  | 'fileType'
  | 'fileTooLarge'

export type FormAnswer = string | string[]
export type FormAnswers = Record<string, FormAnswer>
export type FormFieldErrors = Record<string, FieldErrorCode>

/** What a post carries: each input's values by name (FormData.getAll gives several for checkboxes). */
export type PostedValues = (name: string) => string[]
/** The file a post carries in a file input, or null. */
export type PostedFiles = (name: string) => PostedFile | null

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const NUMBER = /^-?\d+(?:\.\d+)?$/

type Checked = { value: FormAnswer } | { error: FieldErrorCode }

/** A pattern staff wrote; one that does not compile never blocks a visitor. */
function compiled(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null
  try {
    return new RegExp(`^(?:${pattern})$`, 'u')
  } catch {
    return null
  }
}

function checkText(field: FormFieldDefinition, raw: string): Checked {
  const multiline = field.kind === 'textarea'
  // Browsers send a text area's line breaks as CRLF; one line break is kept as one character.
  const value = (multiline ? raw.replace(/\r\n?/g, '\n') : raw).trim()
  if (value === '') return field.required ? { error: 'required' } : { value: '' }
  const ceiling = multiline ? TEXT_CEILING.multiline : TEXT_CEILING.line
  const max = Math.min(field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind] ?? ceiling, ceiling)
  if (value.length > max) return { error: 'tooLong' }
  if (field.minLength && value.length < field.minLength) return { error: 'tooShort' }
  if ((multiline ? CONTROL : CONTROL_SINGLE_LINE).test(value)) return { error: 'controlCharacters' }
  if (field.kind === 'email' && !isValidEmail(value)) return { error: 'email' }
  const pattern = compiled(field.pattern)
  if (pattern && !pattern.test(value)) return { error: 'pattern' }
  return { value }
}

function checkPhone(field: FormFieldDefinition, raw: string, rawCountry: string): Checked {
  const digits = raw.replace(/[\s\-().]/g, '')
  if (digits === '') return field.required ? { error: 'required' } : { value: '' }
  const iso = rawCountry.trim() || DEFAULT_COUNTRY_ISO
  if (!isCountryIso(iso)) return { error: 'countryCode' }
  if (!/^\d{4,15}$/.test(digits)) return { error: 'mobile' }
  return { value: `${DIALLING_CODES[iso]} ${digits}` }
}

function checkNumber(field: FormFieldDefinition, raw: string): Checked {
  const value = raw.trim()
  if (value === '') return field.required ? { error: 'required' } : { value: '' }
  if (!NUMBER.test(value) || value.length > 30) return { error: 'number' }
  const number = Number(value)
  if (field.min != null && number < field.min) return { error: 'tooSmall' }
  if (field.max != null && number > field.max) return { error: 'tooLarge' }
  return { value }
}

function checkDate(field: FormFieldDefinition, raw: string): Checked {
  const value = raw.trim()
  if (value === '') return field.required ? { error: 'required' } : { value: '' }
  if (!DATE.test(value)) return { error: 'date' }
  // 2026-02-30 is not a day: the round trip through a date must give it back.
  const day = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value)
    return { error: 'date' }
  return { value }
}

const optionValues = (field: FormFieldDefinition) => (field.options ?? []).map((o) => o.value)

function checkField(field: FormFieldDefinition, posted: PostedValues, files: PostedFiles): Checked {
  const values = posted(field.name)
  const first = values[0] ?? ''
  switch (field.kind) {
    case 'phone':
      return checkPhone(field, first, posted(countryInputName(field.name))[0] ?? '')
    case 'number':
      return checkNumber(field, first)
    case 'date':
      return checkDate(field, first)
    case 'choice': {
      const value = first.trim()
      if (value === '') return field.required ? { error: 'required' } : { value: '' }
      return optionValues(field).includes(value) ? { value } : { error: 'choice' }
    }
    case 'checkboxes': {
      const allowed = optionValues(field)
      const chosen = [...new Set(values.map((value) => value.trim()).filter(Boolean))]
      if (chosen.some((value) => !allowed.includes(value))) return { error: 'choice' }
      if (field.required && chosen.length === 0) return { error: 'required' }
      return { value: allowed.filter((value) => chosen.includes(value)) }
    }
    case 'file': {
      // The answer is the visitor's name for the file; the file itself is stored beside it.
      const file = files(field.name)
      const problem = fileProblem(field, file)
      if (problem) return { error: problem }
      return { value: file ? displayFileName(file.name) : '' }
    }
    case 'consent':
      // A consent box is always required: a form that asks for it cannot go without it.
      return first === 'on' || first === 'yes' ? { value: 'yes' } : { error: 'consent' }
    default:
      return checkText(field, first)
  }
}

/**
 * Checks every field of the form against what was posted. Inputs the form
 * does not have are never read, so unknown names cannot reach the store.
 */
export function validateForm(
  fields: readonly FormFieldDefinition[],
  posted: PostedValues,
  files: PostedFiles = () => null,
): { ok: true; answers: FormAnswers } | { ok: false; errors: FormFieldErrors } {
  const answers: FormAnswers = {}
  const errors: FormFieldErrors = {}
  for (const field of fields) {
    const checked = checkField(field, posted, files)
    if ('error' in checked) errors[field.name] = checked.error
    else answers[field.name] = checked.value
  }
  return Object.keys(errors).length === 0 ? { ok: true, answers } : { ok: false, errors }
}

/** Reads the posted files of a FormData (empty file inputs are no file). */
export function postedFilesFrom(data: FormData): PostedFiles {
  return (name) => postedFile(data.get(name))
}

/** Reads posted values from a FormData or a plain record (tests, the browser's own check). */
export function postedFrom(source: FormData | Record<string, string | string[]>): PostedValues {
  if (typeof FormData !== 'undefined' && source instanceof FormData)
    return (name) =>
      source.getAll(name).filter((value): value is string => typeof value === 'string')
  const record = source as Record<string, string | string[]>
  return (name) => {
    const value = record[name]
    return value === undefined ? [] : Array.isArray(value) ? value : [value]
  }
}

/** The limit a message names ("at most {max} characters"), for the page to fill in. */
export function errorVariables(field: FormFieldDefinition): Record<string, string | number> {
  if (field.kind === 'file') return { max: megabytesOf(field), types: fileTypeList(field) }
  const ceiling = field.kind === 'textarea' ? TEXT_CEILING.multiline : TEXT_CEILING.line
  return {
    min: field.kind === 'number' ? (field.min ?? '') : (field.minLength ?? ''),
    max:
      field.kind === 'number'
        ? (field.max ?? '')
        : Math.min(field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind] ?? ceiling, ceiling),
  }
}

/**
 * A field's problem in the page's language: the form's own message for its
 * pattern, else the site's sentence for the code with the field's limits in it.
 */
export function fieldErrorText(
  field: FormFieldDefinition,
  code: FieldErrorCode,
  messages: Partial<Record<string, string>>,
  fallback: string,
): string {
  if (code === 'pattern' && field.patternMessage) return field.patternMessage
  const text = messages[code] ?? fallback
  const variables = errorVariables(field)
  return text.replace(/\{(min|max|types)\}/g, (_, key: string) => String(variables[key] ?? ''))
}
