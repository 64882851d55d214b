import { getTranslations } from 'next-intl/server'

import {
  ERP_BENEFITS,
  ERP_HERO_IMAGE,
  ERP_INDUSTRIES,
  ERP_INTEGRATIONS,
  ERP_MODULES,
  ERP_SCREENSHOTS,
  ERP_STATS,
  ERP_STEPS,
} from '@/content/erp-solution'
import { getSiteSettings } from '@/lib/data'
import { CardGrid } from '@/sections/service-pages/CardGrid'
import { erpJsonLd } from '@/sections/service-pages/erpJsonLd'
import { hostOf } from '@/sections/service-pages/hostOf'
import { IndustryList } from '@/sections/service-pages/IndustryList'
import { JsonLd } from '@/sections/service-pages/JsonLd'
import {
  serviceLocale,
  serviceMetadata,
  type ServicePageProps,
} from '@/sections/service-pages/page'
import { ScreenshotGallery } from '@/sections/service-pages/ScreenshotGallery'
import { ServiceCtas } from '@/sections/service-pages/ServiceCtas'
import { ServicePageHero } from '@/sections/service-pages/ServicePageHero'
import { ServiceSection } from '@/sections/service-pages/ServiceSection'
import { StatsBand } from '@/sections/service-pages/StatsBand'
import { StepsList } from '@/sections/service-pages/StepsTimeline'

export const generateMetadata = serviceMetadata('erpSolution')

/**
 * ERP solution (spec §2): hero, stats, six dashboards, nine modules with
 * learn-more links to the business-suite site, benefits, industries,
 * integration and the four implementation steps, CTAs; SoftwareApplication
 * JSON-LD (spec §9).
 */
export default async function ErpSolutionPage(props: ServicePageProps) {
  const locale = await serviceLocale(props)
  const t = await getTranslations({ locale, namespace: 'servicePages.erpSolution' })
  const suite = (await getSiteSettings(locale)).products.business_suite
  // Every module's learn-more link goes to the business-suite site (a staff setting).
  const modules = ERP_MODULES.map((module) => ({ ...module, url: suite.url || undefined }))

  return (
    <main id="main">
      <JsonLd data={await erpJsonLd(locale)} />
      <ServicePageHero
        locale={locale}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', { product: suite.name || 'ERP' })}
        image={ERP_HERO_IMAGE}
        address={hostOf(suite.url)}
      />
      <StatsBand stats={ERP_STATS} locale={locale} label={t('statsLabel')} />
      <ServiceSection id="screenshots" copy={t.raw('screenshots')}>
        <ScreenshotGallery items={ERP_SCREENSHOTS} locale={locale} columns={3} />
      </ServiceSection>
      <ServiceSection id="modules" tone="surface" copy={t.raw('modules')}>
        <CardGrid items={modules} locale={locale} testId="modules" />
      </ServiceSection>
      <ServiceSection id="benefits" copy={t.raw('benefits')}>
        <CardGrid items={ERP_BENEFITS} locale={locale} variant="plain" testId="benefits" />
      </ServiceSection>
      <ServiceSection id="industries" tone="surface" copy={t.raw('industries')}>
        <IndustryList items={ERP_INDUSTRIES} locale={locale} />
      </ServiceSection>
      <ServiceSection id="integration" copy={t.raw('integration')}>
        <CardGrid items={ERP_INTEGRATIONS} locale={locale} columns={4} variant="plain" />
        <h3 className="mt-16 mb-6 text-2xl font-bold text-ink">{t('integration.stepsTitle')}</h3>
        <StepsList steps={ERP_STEPS} locale={locale} />
      </ServiceSection>
      <ServiceCtas locale={locale} title={t('cta.title')} text={t('cta.text')} />
    </main>
  )
}
