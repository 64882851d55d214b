/**
 * The links behind an enquiry's e-mail and phone number, so staff call or
 * write back in one click. Plain functions: the list cell and the edit view
 * share them.
 */
export function contactHref(kind: 'email' | 'phone', value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  if (kind === 'email') return `mailto:${value.trim()}`
  // tel: takes digits and a leading plus; the spaces are for people.
  const digits = value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return digits.replace('+', '') ? `tel:${digits}` : null
}

export const contactKind = (fieldName: string | undefined): 'email' | 'phone' =>
  fieldName === 'email' ? 'email' : 'phone'
