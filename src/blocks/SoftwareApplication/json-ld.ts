import 'server-only'

import { getTranslations } from 'next-intl/server'

import { ERP_MODULES, ERP_RATING } from '@/content/erp-solution'
import type { Locale } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/data'
import { serverUrl } from '@/lib/env'
import { localizePath, PAGES } from '@/lib/routes'
import { companyName } from '@/lib/seo'

const EVERY_DAY = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
].map((day) => `https://schema.org/${day}`)

/**
 * The ERP page's structured data (spec §9): a SoftwareApplication with its
 * nine modules, an aggregate rating of 4.8 from 50 reviews and support around
 * the clock (a technical-support contact point open 24/7).
 */
export async function erpJsonLd(locale: Locale) {
  const [settings, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'meta.pages.erpSolution' }),
  ])
  const base = serverUrl()
  const company = await companyName(locale, settings)
  const suite = settings.products.business_suite
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: suite.name || t('title'),
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: 'ERP',
    operatingSystem: 'Web, iOS, Android',
    description: t('description'),
    url: `${base}${localizePath(PAGES.erpSolution.path, locale)}`,
    ...(suite.url ? { sameAs: suite.url } : {}),
    inLanguage: ['en', 'ar'],
    featureList: ERP_MODULES.map((module) => module.title[locale]),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ERP_RATING.value,
      reviewCount: ERP_RATING.count,
      bestRating: 5,
      worstRating: 1,
    },
    publisher: {
      '@type': 'Organization',
      name: company,
      url: `${base}${localizePath('/', locale)}`,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        availableLanguage: ['English', 'Arabic'],
        ...(settings.email ? { email: settings.email } : {}),
        ...(settings.phone ? { telephone: settings.phone } : {}),
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: EVERY_DAY,
          opens: '00:00',
          closes: '23:59',
        },
      },
    },
  }
}
