import { getTranslations } from 'next-intl/server'

import {
  heroImage,
  mainPoints,
  portfolio,
  services,
  stats,
  technologies,
} from '@/content/web-development'
import { CardGrid } from '@/sections/service-pages/CardGrid'
import {
  serviceLocale,
  serviceMetadata,
  type ServicePageProps,
} from '@/sections/service-pages/page'
import { ServicePage } from '@/sections/service-pages/ServicePage'
import { ServiceSection } from '@/sections/service-pages/ServiceSection'
import { TechnologyGrid } from '@/sections/service-pages/TechnologyGrid'
import { WebPortfolio } from '@/sections/service-pages/WebPortfolio'

export const generateMetadata = serviceMetadata('webDevelopment')

/** Web development (spec §2): hero, stats, main points, portfolio, services, technologies, CTAs. */
export default async function WebDevelopmentPage(props: ServicePageProps) {
  const locale = await serviceLocale(props)
  const t = await getTranslations({ locale, namespace: 'servicePages.webDevelopment' })
  return (
    <ServicePage locale={locale} page="webDevelopment" heroImage={heroImage} stats={stats}>
      <ServiceSection id="main-points" copy={t.raw('points')}>
        <CardGrid items={mainPoints} locale={locale} variant="plain" testId="main-points" />
      </ServiceSection>
      <ServiceSection id="portfolio" tone="surface" copy={t.raw('portfolio')}>
        <WebPortfolio items={portfolio} locale={locale} />
      </ServiceSection>
      <ServiceSection id="services" copy={t.raw('services')}>
        <CardGrid items={services} locale={locale} testId="services" />
      </ServiceSection>
      <ServiceSection id="technologies" tone="surface" copy={t.raw('technologies')}>
        <TechnologyGrid items={technologies} />
      </ServiceSection>
    </ServicePage>
  )
}
