import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { routing, type Locale } from '@/i18n/routing'
import type { PageId } from '@/lib/routes'
import { staticPageMetadata } from '@/lib/seo'

/** The props Next passes to a service page (its only param is the locale). */
export type ServicePageProps = { params: Promise<{ locale: string }> }

/**
 * `export const generateMetadata = serviceMetadata('webDevelopment')`: title,
 * description (meta.pages.<id>), keywords by page key, canonical, alternates.
 */
export function serviceMetadata(id: PageId) {
  return async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) return {}
    setRequestLocale(locale)
    return staticPageMetadata(locale, id)
  }
}

/** The page's locale (404 for an unknown one), registered for static rendering. */
export async function serviceLocale({ params }: ServicePageProps): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return locale
}
