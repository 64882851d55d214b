import { createHash } from 'node:crypto'

/**
 * Each filled-in form carries a token (made in the browser once per form, see
 * sections/forms/use-form-sending.ts), stored unique with the enquiry: a visitor whose post timed
 * out and who sends again is recognised and not stored twice. Public pages are
 * static, so a form sent without JavaScript has no token of its own; its key
 * is the enquiry's content and the day, which the same resend repeats.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,100}$/

export function submissionToken(raw: unknown, data: unknown, now = new Date()): string {
  if (typeof raw === 'string' && TOKEN.test(raw)) return raw
  const day = now.toISOString().slice(0, 10)
  const digest = createHash('sha256')
    .update(JSON.stringify([data, day]))
    .digest('base64url')
  return `content-${digest}`
}
