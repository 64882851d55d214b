import { getTranslations } from 'next-intl/server'

import {
  benefits,
  features,
  heroImage,
  industries,
  process,
  screenshots,
  stats,
  technologies,
  timeline,
} from '@/content/ecommerce-application'
import { CardGrid } from '@/sections/service-pages/CardGrid'
import { IndustryList } from '@/sections/service-pages/IndustryList'
import {
  serviceLocale,
  serviceMetadata,
  type ServicePageProps,
} from '@/sections/service-pages/page'
import { ScreenshotGallery } from '@/sections/service-pages/ScreenshotGallery'
import { ServicePage } from '@/sections/service-pages/ServicePage'
import { ServiceSection } from '@/sections/service-pages/ServiceSection'
import { PhaseTimeline, StepsList } from '@/sections/service-pages/StepsTimeline'
import { TechnologyGrid } from '@/sections/service-pages/TechnologyGrid'

export const generateMetadata = serviceMetadata('ecommerceApplication')

/**
 * E-commerce application (spec §2): hero, stats, four screenshots, eight
 * feature cards, six benefits, six industries, five technologies, the
 * four-step process with its 12-week timeline, CTAs.
 */
export default async function EcommerceApplicationPage(props: ServicePageProps) {
  const locale = await serviceLocale(props)
  const t = await getTranslations({ locale, namespace: 'servicePages.ecommerceApplication' })
  return (
    <ServicePage locale={locale} page="ecommerceApplication" heroImage={heroImage} stats={stats}>
      <ServiceSection id="screenshots" copy={t.raw('screenshots')}>
        <ScreenshotGallery items={screenshots} locale={locale} />
      </ServiceSection>
      <ServiceSection id="features" tone="surface" copy={t.raw('features')}>
        <CardGrid items={features} locale={locale} columns={4} testId="features" />
      </ServiceSection>
      <ServiceSection id="benefits" copy={t.raw('benefits')}>
        <CardGrid items={benefits} locale={locale} variant="plain" testId="benefits" />
      </ServiceSection>
      <ServiceSection id="industries" tone="surface" copy={t.raw('industries')}>
        <IndustryList items={industries} locale={locale} />
      </ServiceSection>
      <ServiceSection id="technologies" copy={t.raw('technologies')}>
        <TechnologyGrid items={technologies} />
      </ServiceSection>
      <ServiceSection id="process" tone="surface" copy={t.raw('process')}>
        <StepsList steps={process} locale={locale} />
        <div className="mt-8">
          <PhaseTimeline phases={timeline} locale={locale} title={t('process.timelineTitle')} />
        </div>
      </ServiceSection>
    </ServicePage>
  )
}
