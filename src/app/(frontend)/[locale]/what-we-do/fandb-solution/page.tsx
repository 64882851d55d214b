import { getTranslations } from 'next-intl/server'

import {
  FANDB_AUDIENCES,
  FANDB_BENEFITS,
  FANDB_FEATURES,
  FANDB_HERO_IMAGE,
  FANDB_IMPACT,
  FANDB_SCREENSHOTS,
  FANDB_SERVICE_OPTIONS,
} from '@/content/fandb-solution'
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

export const generateMetadata = serviceMetadata('fandbSolution')

/**
 * Food and beverage (spec §2): hero, four platform screens, three service
 * options, nine features, three audiences, six key benefits, the impact
 * figures and the CTAs.
 */
export default async function FandbSolutionPage(props: ServicePageProps) {
  const locale = await serviceLocale(props)
  const t = await getTranslations({ locale, namespace: 'servicePages.fandbSolution' })
  const product = (await getSiteSettings(locale)).products.dining

  return (
    <main id="main">
      <ServicePageHero
        locale={locale}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', { product: product.name || t('hero.eyebrow') })}
        image={FANDB_HERO_IMAGE}
        address={hostOf(product.url)}
      />
      <ServiceSection id="overview" copy={t.raw('overview')}>
        <ScreenshotGallery items={FANDB_SCREENSHOTS} locale={locale} />
      </ServiceSection>
      <ServiceSection id="service-options" tone="surface" copy={t.raw('options')}>
        <CardGrid items={FANDB_SERVICE_OPTIONS} locale={locale} testId="service-options" />
      </ServiceSection>
      <ServiceSection id="features" copy={t.raw('features')}>
        <CardGrid items={FANDB_FEATURES} locale={locale} testId="features" />
      </ServiceSection>
      <ServiceSection id="audiences" tone="surface" copy={t.raw('audiences')}>
        <AudienceCards items={FANDB_AUDIENCES} locale={locale} />
      </ServiceSection>
      <ServiceSection id="benefits" copy={t.raw('benefits')}>
        <CardGrid items={FANDB_BENEFITS} locale={locale} variant="plain" testId="benefits" />
      </ServiceSection>
      <ImpactSection stats={FANDB_IMPACT} locale={locale} copy={t.raw('impact')} />
      <ServiceCtas locale={locale} title={t('cta.title')} text={t('cta.text')} />
    </main>
  )
}
