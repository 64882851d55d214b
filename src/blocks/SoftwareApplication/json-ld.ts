import 'server-only'

import { getSiteSettings } from '@/lib/data'
import { serverUrl } from '@/lib/env'
import { localizePath } from '@/lib/routes'
import { companyName } from '@/lib/seo'
import type { SoftwareApplicationBlock } from '@/payload-types'
import type { BlockContext } from '../context'

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
 * A SoftwareApplication for search engines: the product (name and address
 * from the site settings), the page's feature list, its aggregate rating and
 * a technical-support contact point open around the clock.
 */
export async function softwareApplicationJsonLd(
  block: SoftwareApplicationBlock,
  context: BlockContext,
  featureList: string[],
) {
  const { locale } = context
  const settings = (await getSiteSettings(locale)).value
  const base = serverUrl()
  const company = await companyName(locale, settings)
  const product = block.product ? settings.products[block.product] : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: product?.name || context.title,
    applicationCategory: 'BusinessApplication',
    ...(block.category ? { applicationSubCategory: block.category } : {}),
    operatingSystem: 'Web, iOS, Android',
    description: context.description,
    url: `${base}${localizePath(context.path, locale)}`,
    ...(product?.url ? { sameAs: product.url } : {}),
    inLanguage: ['en', 'ar'],
    featureList,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: block.rating_value,
      reviewCount: block.review_count,
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
