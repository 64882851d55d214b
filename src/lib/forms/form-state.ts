import { SENT_ANCHOR } from '@/lib/contact/fields'
import type { SiteForm } from './definition'
import type { FieldErrorCode, FormAnswer } from './validate'

export type BuiltFormState = {
  status: 'idle' | 'success' | 'invalid' | 'closed' | 'rate-limited' | 'error'
  errors: Partial<Record<string, FieldErrorCode>>
  /** What the visitor gave, returned on failure so a round trip without JavaScript keeps it. */
  values: Record<string, FormAnswer>
  /** Changes on every answer so the form can reset after each success. */
  answeredAt: number
}

export const initialBuiltFormState: BuiltFormState = {
  status: 'idle',
  errors: {},
  values: {},
  answeredAt: 0,
}

/**
 * Where a page's form sent without JavaScript lands once stored: its thank-you
 * (CSS :target). The contact form keeps the anchor it always had.
 */
export const sentAnchor = (form: { id: number; siteForm?: SiteForm | null }) =>
  form.siteForm === 'contact' ? SENT_ANCHOR : `form-${form.id}-sent`

/**
 * The start of a form's control ids: forms are told apart by their id, and the
 * contact form's fields keep their own names as ids (`/contact#message`).
 */
export const fieldIdPrefix = (form: { id: number; siteForm?: SiteForm | null }) =>
  form.siteForm === 'contact' ? '' : `f${form.id}-`

/** A page address the form may send the visitor back to: a path on this site, nothing else. */
export const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-/]{0,300}$/
