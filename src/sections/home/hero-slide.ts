import type { Locale } from '@/i18n/routing'

/**
 * A hero slide as the slider draws it, and the address of its button: shared by the slider and
 * its error state (which reloads the slides in the browser), so neither imports the other.
 */
export type HeroSlideView = {
  id: string
  title: string
  subtitle: string
  buttonText: string
  /** Already in the page's language (/ar/…) or an external address. */
  href: string
  videoUrl: string | null
  posterUrl: string | null
}

/** A site path in the page's language (/ar/… in Arabic, as lib/routes' localizePath); addresses stay as they are. */
export function linkFor(link: string, locale: Locale): string {
  const clean = link.trim() || '/what-we-do'
  if (!clean.startsWith('/') || clean.startsWith('//') || locale === 'en') return clean
  return clean === '/' ? '/ar' : `/ar${clean}`
}
