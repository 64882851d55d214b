/**
 * The addresses a link written by staff may point to: absolute http(s), a path
 * on this site, an e-mail or phone link, or an anchor on the same page.
 * `javascript:`, `data:` and the like never pass, and neither does `//host` or
 * `/\host` (browsers read both as another site's address) nor anything holding
 * spaces or control characters.
 */
const SAFE_URL = /^(?:https?:\/\/[^\s/\\]|\/(?![/\\])|mailto:[^\s]|tel:\+?[\d\s().-]+$|#)/i

const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\s\\]/

export function isSafeUrl(value: string | null | undefined): value is string {
  const url = value?.trim() ?? ''
  if (!url || !SAFE_URL.test(url)) return false
  // Phone links may contain spaces between digit groups; nothing else may.
  if (/^tel:/i.test(url)) return true
  return !UNSAFE_CHARACTERS.test(url)
}

/** An http(s) address on another site: opened without giving it this page (rel=noopener). */
export function isExternalUrl(value: string, siteOrigin?: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  if (!siteOrigin) return true
  try {
    return new URL(value).origin !== new URL(siteOrigin).origin
  } catch {
    return true
  }
}

/** A full http(s) address on another website, with nothing a browser would read as markup: a menu's outside link. */
export function isWebAddress(value: string): boolean {
  const url = value.trim()
  if (!isSafeUrl(url) || !/^https?:\/\//i.test(url) || /["'<>`]/.test(url)) return false
  try {
    return Boolean(new URL(url).hostname)
  } catch {
    return false
  }
}
