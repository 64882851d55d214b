/**
 * The one rule for e-mail addresses, used by the contact form's schema and by
 * the stored enquiry's field, so an address the form accepts is always stored
 * and one it refuses gets a field message instead of a failed save.
 *
 * The rule is RFC 5321's mailbox in its everyday form, which is what mail
 * servers deliver to:
 * - the local part is a dot-atom: letters, digits and !$'*+/=^_`{|}~-,
 *   dots only between characters (no leading, trailing or double dot), at most
 *   64 characters; quoted local parts ("a b"@x.com) are refused. RFC 5322 also
 *   allows ? & % #, but staff write back through mailto: links, where they
 *   start or join header fields (`?cc=…&bcc=…`), escape them (`%3F`) or cut
 *   the address (`#`): an address with them is refused (issue 35);
 * - the domain is a host name of at least two labels, written in ASCII or in
 *   its own script (bücher.de, مثال.كويت are converted to their IDNA form to be
 *   checked, and stored as typed); each label 1–63 letters, digits or inner
 *   hyphens, the last one alphabetic (or an IDNA `xn--` label); no trailing
 *   dot, no IP address literal;
 * - at most 254 characters in all.
 * Dependency-free so the browser can use it too.
 */
const ATOM = /^[A-Za-z0-9!$'*+/=^_`{|}~-]+$/
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

function asciiDomain(domain: string): string | null {
  if (!domain || domain.endsWith('.') || /[\s/\\?#@:[\]%]/.test(domain)) return null
  try {
    // The URL parser applies IDNA (Unicode → xn--) in Node and in browsers alike.
    return new URL(`http://${domain}`).hostname
  } catch {
    return null
  }
}

export function isValidEmail(address: string): boolean {
  if (address.length > 254) return false
  const at = address.lastIndexOf('@')
  if (at <= 0 || at === address.length - 1) return false
  const local = address.slice(0, at)
  if (local.length > 64 || !local.split('.').every((atom) => ATOM.test(atom))) return false
  const domain = asciiDomain(address.slice(at + 1))
  if (!domain || domain.length > 253) return false
  const labels = domain.split('.')
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LABEL.test(labels[labels.length - 1])
  )
}

/** Payload's validate signature: true, or the reason (staff and API clients read English here). */
export function emailValidationMessage(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'An e-mail address is required.'
  return isValidEmail(value) ? true : 'This is not an e-mail address the site can reply to.'
}
