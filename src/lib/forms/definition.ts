import type { FileTypeKey } from './files'

/**
 * A form staff build in the CMS (collection `forms`), as the site reads it in
 * one language: the fields in order, each of one kind with its own rules.
 * Dependency-free, so the browser runs the same rules as the server.
 */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'choice',
  'checkboxes',
  'consent',
  'file',
] as const

export type FieldKind = (typeof FIELD_KINDS)[number]

export type ChoiceOption = { value: string; label: string }

export type FormFieldDefinition = {
  kind: FieldKind
  /** The answer's key: letters, digits and underscores, unique in its form. */
  name: string
  label: string
  help?: string | null
  placeholder?: string | null
  required?: boolean | null
  /** Text kinds: the fewest and most characters. */
  minLength?: number | null
  maxLength?: number | null
  /** Text kinds: a regular expression the whole answer must match, with its message. */
  pattern?: string | null
  patternMessage?: string | null
  /** Numbers: the range. */
  min?: number | null
  max?: number | null
  /** Single choice: shown as a list or as radio buttons. */
  display?: 'select' | 'radios' | null
  options?: ChoiceOption[] | null
  /** Consent: the page the link goes to and the link's words. */
  linkHref?: string | null
  linkText?: string | null
  /** Files: the kinds of file taken (src/lib/forms/files.ts) and the largest, in megabytes. */
  fileTypes?: FileTypeKey[] | null
  maxMegabytes?: number | null
}

/** The most any text answer may hold, whatever a form says: no field stores a book. */
export const TEXT_CEILING = { line: 500, multiline: 10_000 } as const

export const DEFAULT_MAX_LENGTH: Partial<Record<FieldKind, number>> = {
  text: 200,
  textarea: 5000,
  email: 254,
}

/** The most fields a form can have: a longer form is a mistake, and a post with more is refused. */
export const MAX_FORM_FIELDS = 40

/** The second input of a phone field: its country (ISO code), beside the number. */
export const countryInputName = (field: string) => `${field}__country`

export const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/

/**
 * Forms the site cannot run without, marked by a key staff never see: the
 * contact page's enquiry form is one. It cannot be deleted or closed, and its
 * fields keep the short ids and the thank-you anchor links point at.
 */
export const SITE_FORMS = ['contact'] as const
export type SiteForm = (typeof SITE_FORMS)[number]
