import type { Locale } from '@/i18n/routing'
import type { Form, Page } from '@/payload-types'
import { localizePath } from '@/lib/routes'
import {
  FIELD_KINDS,
  FIELD_NAME,
  SITE_FORMS,
  type FieldKind,
  type FormFieldDefinition,
  type SiteForm,
} from './definition'
import { fileTypesOf, megabytesOf } from './files'

/**
 * A form as pages show it and the server checks it, in one language: never
 * its recipients (staff business), and only fields the site can draw, so a
 * half-edited row cannot break a page.
 */
export type PublicForm = {
  id: number
  title: string
  /** A form the site cannot run without (the contact form), else null. */
  siteForm: SiteForm | null
  open: boolean
  fields: FormFieldDefinition[]
  submitLabel: string
  confirmation: string
  /** Where the visitor goes once it is sent, in the page's language; null shows the message. */
  redirectHref: string | null
}

const pageHref = (page: number | Page | null | undefined, locale: Locale): string | null =>
  page && typeof page === 'object' && typeof page.path === 'string' && page._status !== 'draft'
    ? localizePath(page.path, locale)
    : null

const isKind = (value: unknown): value is FieldKind =>
  (FIELD_KINDS as readonly unknown[]).includes(value)

export function toPublicForm(doc: Form, locale: Locale): PublicForm {
  const seen = new Set<string>()
  const fields: FormFieldDefinition[] = []
  for (const row of doc.fields ?? []) {
    if (!isKind(row.kind) || !FIELD_NAME.test(row.name) || seen.has(row.name)) continue
    seen.add(row.name)
    fields.push({
      kind: row.kind,
      name: row.name,
      label: row.label?.trim() || row.name,
      help: row.help || null,
      placeholder: row.placeholder || null,
      required: row.kind === 'consent' || Boolean(row.required),
      minLength: row.minLength ?? null,
      maxLength: row.maxLength ?? null,
      pattern: row.pattern || null,
      patternMessage: row.patternMessage || null,
      min: row.min ?? null,
      max: row.max ?? null,
      display: row.display ?? null,
      options: (row.options ?? []).map((option) => ({
        value: option.value,
        label: option.label?.trim() || option.value,
      })),
      linkHref: pageHref(row.linkPage, locale),
      linkText: row.linkText || null,
      fileTypes: row.kind === 'file' ? fileTypesOf(row) : null,
      maxMegabytes: row.kind === 'file' ? megabytesOf(row) : null,
    })
  }
  return {
    id: doc.id,
    title: doc.title ?? '',
    siteForm: (SITE_FORMS as readonly unknown[]).includes(doc.site_form)
      ? (doc.site_form as SiteForm)
      : null,
    open: doc.open !== false,
    fields,
    submitLabel: doc.submitLabel ?? '',
    confirmation: doc.confirmation ?? '',
    redirectHref: doc.confirmationType === 'redirect' ? pageHref(doc.redirectPage, locale) : null,
  }
}
