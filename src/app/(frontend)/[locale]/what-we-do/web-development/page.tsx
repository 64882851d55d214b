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
import { ServiceCtas } from '@/sections/service-pages/ServiceCtas'
import { ServicePageHero } from '@/sections/service-pages/ServicePageHero'
import { ServiceSection } from '@/sections/service-pages/ServiceSection'
import { StatsBand } from '@/sections/service-pages/StatsBand'
import { TechnologyGrid } from '@/sections/service-pages/TechnologyGrid'
import { WebPortfolio } from '@/sections/service-pages/WebPortfolio'

export const generateMetadata = serviceMetadata('webDevelopment')

/** Web development (spec §2): hero, stats, main points, portfolio, services, technologies, CTAs. */
export default async function WebDevelopmentPage(props: ServicePageProps) {
  const locale = await serviceLocale(props)
  const t = await getTranslations({ locale, namespace: 'servicePages.webDevelopment' })
  return (
    <main id="main">
      <ServicePageHero
        locale={locale}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        image={heroImage}
      />
      <StatsBand stats={stats} locale={locale} label={t('statsLabel')} />
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
      <ServiceCtas locale={locale} title={t('cta.title')} text={t('cta.text')} />
    </main>
  )
}
