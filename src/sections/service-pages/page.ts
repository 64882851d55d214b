import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { routing, type Locale } from '@/i18n/routing'
import { getServices } from '@/lib/data'
import { SERVICE_PAGES, type PageId } from '@/lib/routes'
import { staticPageMetadata } from '@/lib/seo'

/** The props Next passes to a service page (its only param is the locale). */
export type ServicePageProps = { params: Promise<{ locale: string }> }

/** The search and share fields of the service a page presents (by its slug), if it has any. */
async function serviceSeo(locale: Locale, id: PageId) {
  const slug = Object.entries(SERVICE_PAGES).find(([, page]) => page === id)?.[0]
  if (!slug) return undefined
  try {
    return (await getServices(locale)).find((service) => service.slug === slug)?.seo
  } catch {
    // The page's own title and description still apply (spec §8).
    return undefined
  }
}

/**
 * `export const generateMetadata = serviceMetadata('webDevelopment')`: title,
 * description (meta.pages.<id>), the service's own search fields, keywords by
 * page key, canonical, alternates.
 */
export function serviceMetadata(id: PageId) {
  return async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) return {}
    setRequestLocale(locale)
    return staticPageMetadata(locale, id, await serviceSeo(locale, id))
  }
}

/** The page's locale (404 for an unknown one), registered for static rendering. */
export async function serviceLocale({ params }: ServicePageProps): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return locale
}
