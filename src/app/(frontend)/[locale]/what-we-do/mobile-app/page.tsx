import { getTranslations } from 'next-intl/server'

import { apps, heroImage, services, stats, technologies } from '@/content/mobile-app'
import { AppPortfolio } from '@/sections/service-pages/AppPortfolio'
import { CardGrid } from '@/sections/service-pages/CardGrid'
import {
  serviceLocale,
  serviceMetadata,
  type ServicePageProps,
} from '@/sections/service-pages/page'
import { ServicePage } from '@/sections/service-pages/ServicePage'
import { ServiceSection } from '@/sections/service-pages/ServiceSection'
import { TechnologyGrid } from '@/sections/service-pages/TechnologyGrid'

export const generateMetadata = serviceMetadata('mobileApp')

/** Mobile app (spec §2): hero, stats, the 12-app portfolio, six services, technologies, CTAs. */
export default async function MobileAppPage(props: ServicePageProps) {
  const locale = await serviceLocale(props)
  const t = await getTranslations({ locale, namespace: 'servicePages.mobileApp' })
  return (
    <ServicePage locale={locale} page="mobileApp" heroImage={heroImage} frame="phone" stats={stats}>
      <ServiceSection id="portfolio" copy={t.raw('portfolio')}>
        <AppPortfolio items={apps} locale={locale} />
      </ServiceSection>
      <ServiceSection id="services" tone="surface" copy={t.raw('services')}>
        <CardGrid items={services} locale={locale} testId="services" />
      </ServiceSection>
      <ServiceSection id="technologies" copy={t.raw('technologies')}>
        <TechnologyGrid items={technologies} />
      </ServiceSection>
    </ServicePage>
  )
}
