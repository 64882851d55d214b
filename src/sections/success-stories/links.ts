import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'

/**
 * Where a staff-entered link of a story goes: a path on this site is shown in
 * the page's language (`/contact` → `/ar/contact`); an absolute http(s)
 * address leaves the site (new tab); mailto:, tel: and anchors stay as they are.
 */
export function storyLink(url: string, locale: Locale): { href: string; external: boolean } {
  const value = url.trim()
  if (/^https?:\/\//i.test(value)) return { href: value, external: true }
  if (value.startsWith('/') && !value.startsWith('//')) {
    const already = /^\/(ar|en)(?=\/|$|\?|#)/.test(value)
    return { href: already ? value : localizePath(value, locale), external: false }
  }
  return { href: value, external: false }
}
