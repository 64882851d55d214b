/** Form constants shared by the browser form and the server schema (no dependencies: safe in the client bundle). */
export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const

export const LIMITS = { name: 120, email: 254, company: 160, subject: 200, message: 5000 } as const

/** The honeypot: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = 'website'

/** The form's one-per-form token: a resend of the same form is recognised (submission-token.ts). */
export const TOKEN_FIELD = 'submission_token'

/** Where a form sent without JavaScript lands once stored: the page's success copy (CSS :target). */
export const SENT_ANCHOR = 'enquiry-sent'
