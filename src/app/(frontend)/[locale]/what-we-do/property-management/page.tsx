import { getTranslations } from 'next-intl/server'

import {
  PROPERTY_ADMIN_SCREENSHOTS,
  PROPERTY_AUDIENCES,
  PROPERTY_FEATURES,
  PROPERTY_HERO_IMAGE,
  PROPERTY_IMPACT,
  PROPERTY_WEBSITE_SCREENSHOTS,
} from '@/content/property-management'
import { getSiteSettings } from '@/lib/data'
import { AudienceCards } from '@/sections/service-pages/AudienceCards'
import { CardGrid } from '@/sections/service-pages/CardGrid'
import { hostOf } from '@/sections/service-pages/hostOf'
import { ImpactSection } from '@/sections/service-pages/ImpactSection'
import {
  serviceLocale,
  serviceMetadata,
  type ServicePageProps,
} from '@/sections/service-pages/page'
import { ScreenshotGallery } from '@/sections/service-pages/ScreenshotGallery'
import { ServiceCtas } from '@/sections/service-pages/ServiceCtas'
import { ServicePageHero } from '@/sections/service-pages/ServicePageHero'
import { ServiceSection } from '@/sections/service-pages/ServiceSection'

export const generateMetadata = serviceMetadata('propertyManagement')

/**
 * Property management (spec §2): hero, the rentals website (three screens),
 * the admin dashboard (four), six platform features, three audiences, the
 * impact figures and get-started / explore-services CTAs.
 */
export default async function PropertyManagementPage(props: ServicePageProps) {
  const locale = await serviceLocale(props)
  const t = await getTranslations({ locale, namespace: 'servicePages.propertyManagement' })
  const product = (await getSiteSettings(locale)).products.property_management

  return (
    <main id="main">
      <ServicePageHero
        locale={locale}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', { product: product.name || t('hero.eyebrow') })}
        image={PROPERTY_HERO_IMAGE}
        address={hostOf(product.url)}
      />
      <ServiceSection id="overview" copy={t.raw('overview')}>
        <ScreenshotGallery items={PROPERTY_WEBSITE_SCREENSHOTS} locale={locale} columns={3} />
      </ServiceSection>
      <ServiceSection id="admin" tone="surface" copy={t.raw('admin')}>
        <ScreenshotGallery items={PROPERTY_ADMIN_SCREENSHOTS} locale={locale} />
      </ServiceSection>
      <ServiceSection id="features" copy={t.raw('features')}>
        <CardGrid items={PROPERTY_FEATURES} locale={locale} testId="features" />
      </ServiceSection>
      <ServiceSection id="audiences" tone="surface" copy={t.raw('audiences')}>
        <AudienceCards items={PROPERTY_AUDIENCES} locale={locale} />
      </ServiceSection>
      <ImpactSection stats={PROPERTY_IMPACT} locale={locale} copy={t.raw('impact')} tone="white" />
      <ServiceCtas locale={locale} title={t('cta.title')} text={t('cta.text')} />
    </main>
  )
}
