import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Section } from '@/components/Section'
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
import { routing, type Locale } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/data'
import { staticPageMetadata } from '@/lib/seo'
import { CardGrid } from '@/sections/service-pages/CardGrid'
import { erpJsonLd } from '@/sections/service-pages/erpJsonLd'
import { hostOf } from '@/sections/service-pages/hostOf'
import { IndustryList } from '@/sections/service-pages/IndustryList'
import { JsonLd } from '@/sections/service-pages/JsonLd'
import { ScreenshotGallery } from '@/sections/service-pages/ScreenshotGallery'
import { ServiceCtas } from '@/sections/service-pages/ServiceCtas'
import { ServicePageHero } from '@/sections/service-pages/ServicePageHero'
import { StatsBand } from '@/sections/service-pages/StatsBand'
import { StepsList } from '@/sections/service-pages/StepsTimeline'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  return staticPageMetadata(locale, 'erpSolution')
}

/** ERP solution (spec §2): the business suite's nine modules, figures and how it is rolled out. */
export default async function ErpSolutionPage({ params }: Props) {
  const { locale: param } = await params
  if (!hasLocale(routing.locales, param)) notFound()
  setRequestLocale(param)
  const locale = param as Locale
  const t = await getTranslations({ locale, namespace: 'servicePages.erpSolution' })
  const { products } = await getSiteSettings(locale)
  const suite = products.business_suite
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

      <Section
        id="screenshots"
        eyebrow={t('screenshots.eyebrow')}
        title={t('screenshots.title')}
        lead={t('screenshots.lead')}
      >
        <ScreenshotGallery items={ERP_SCREENSHOTS} locale={locale} columns={3} />
      </Section>

      <Section
        id="modules"
        tone="surface"
        eyebrow={t('modules.eyebrow')}
        title={t('modules.title')}
        lead={t('modules.lead')}
      >
        <CardGrid items={modules} locale={locale} columns={3} testId="modules" />
      </Section>

      <Section
        id="benefits"
        eyebrow={t('benefits.eyebrow')}
        title={t('benefits.title')}
        lead={t('benefits.lead')}
      >
        <CardGrid items={ERP_BENEFITS} locale={locale} columns={3} variant="plain" />
      </Section>

      <Section
        id="industries"
        tone="surface"
        eyebrow={t('industries.eyebrow')}
        title={t('industries.title')}
        lead={t('industries.lead')}
      >
        <IndustryList items={ERP_INDUSTRIES} locale={locale} />
      </Section>

      <Section
        id="integration"
        eyebrow={t('integration.eyebrow')}
        title={t('integration.title')}
        lead={t('integration.lead')}
      >
        <CardGrid items={ERP_INTEGRATIONS} locale={locale} columns={4} variant="plain" />
        <h3 className="mt-16 mb-6 text-2xl font-bold text-ink">{t('integration.stepsTitle')}</h3>
        <StepsList steps={ERP_STEPS} locale={locale} />
      </Section>

      <ServiceCtas locale={locale} title={t('cta.title')} text={t('cta.text')} />
    </main>
  )
}
