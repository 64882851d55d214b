/** Attribution constants shared by the visit script, the form and the server (no dependencies: safe in the browser). */

/** The UTM tags read from the landing address, in the order staff read them. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const

export const DEVICES = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/** Narrower viewports (CSS pixels) are phones; wider ones tablets when touch is their pointer, else desktops. */
export const PHONE_MAX_WIDTH = 767

/** Longest value kept (characters); longer values are cut to it. */
export const SOURCE_VALUE_LIMIT = 200

/** The form's hidden field carrying the visit, and the longest JSON read from it. */
export const VISIT_FIELD = 'visit'
export const VISIT_FIELD_LIMIT = 4096

/** The tab's sessionStorage key for the visit's first page (no cookie, no localStorage). */
export const VISIT_STORAGE_KEY = 'site-visit'
