import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { staticPageMetadata, type RoutedPageId } from '@/lib/seo'
import { routing, type Locale } from './routing'

/** The props Next gives a page under /[locale]. */
export type LocaleProps = { params: Promise<{ locale: string }> }

/**
 * The language of a page's address, the request then rendered in it; an
 * address in a language the site does not have is the 404 page.
 */
export async function pageLocale({ params }: LocaleProps): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/** A fixed page's `generateMetadata`: its title and description in the address's language. */
export const staticMetadata =
  (page: RoutedPageId) =>
  async ({ params }: LocaleProps): Promise<Metadata> => {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) return {}
    setRequestLocale(locale)
    return staticPageMetadata(locale, page)
  }
