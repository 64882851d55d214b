/**
 * The links behind an enquiry's e-mail and phone number, so staff call or
 * write back in one click. Plain functions: the list cell and the edit view
 * share them.
 */
export function contactHref(kind: 'email' | 'phone', value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  if (kind === 'email') return mailtoHref(value.trim())
  // tel: takes digits and a leading plus; the spaces are for people.
  const digits = value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return digits.replace('+', '') ? `tel:${digits}` : null
}

export const contactKind = (fieldName: string | undefined): 'email' | 'phone' =>
  fieldName === 'email' ? 'email' : 'phone'

/**
 * A mailto: link to exactly one mailbox. In a mailto: URI `?` starts header
 * fields (`?cc=…&bcc=…&subject=…&body=…`), `#` a fragment and `%` an escape;
 * the form refuses such addresses (lib/contact/email.ts), and each part is
 * percent-encoded here as well, so an address stored before that rule, or typed
 * by staff, still writes to that one mailbox and nothing after it becomes a field.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 0) return `mailto:${encodeURIComponent(address)}`
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}
