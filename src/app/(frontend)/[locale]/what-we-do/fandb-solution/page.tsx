import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Section } from '@/components/Section'
import {
  FANDB_AUDIENCES,
  FANDB_BENEFITS,
  FANDB_FEATURES,
  FANDB_HERO_IMAGE,
  FANDB_IMPACT,
  FANDB_SCREENSHOTS,
  FANDB_SERVICE_OPTIONS,
} from '@/content/fandb-solution'
import { routing, type Locale } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/data'
import { staticPageMetadata } from '@/lib/seo'
import { AudienceCards } from '@/sections/service-pages/AudienceCards'
import { CardGrid } from '@/sections/service-pages/CardGrid'
import { ImpactSection } from '@/sections/service-pages/ImpactSection'
import { ScreenshotGallery } from '@/sections/service-pages/ScreenshotGallery'
import { ServiceCtas } from '@/sections/service-pages/ServiceCtas'
import { ServicePageHero } from '@/sections/service-pages/ServicePageHero'
import { hostOf } from '@/sections/service-pages/hostOf'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  return staticPageMetadata(locale, 'fandbSolution')
}

/** Food and beverage (spec §2): ordering, kitchen and delivery software for restaurants. */
export default async function FandbSolutionPage({ params }: Props) {
  const { locale: param } = await params
  if (!hasLocale(routing.locales, param)) notFound()
  setRequestLocale(param)
  const locale = param as Locale
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

      <Section
        id="overview"
        eyebrow={t('overview.eyebrow')}
        title={t('overview.title')}
        lead={t('overview.lead')}
      >
        <ScreenshotGallery items={FANDB_SCREENSHOTS} locale={locale} columns={2} />
      </Section>

      <Section
        id="service-options"
        tone="surface"
        eyebrow={t('options.eyebrow')}
        title={t('options.title')}
        lead={t('options.lead')}
      >
        <CardGrid
          items={FANDB_SERVICE_OPTIONS}
          locale={locale}
          columns={3}
          testId="service-options"
        />
      </Section>

      <Section
        id="features"
        eyebrow={t('features.eyebrow')}
        title={t('features.title')}
        lead={t('features.lead')}
      >
        <CardGrid items={FANDB_FEATURES} locale={locale} columns={3} testId="features" />
      </Section>

      <Section
        id="audiences"
        tone="surface"
        eyebrow={t('audiences.eyebrow')}
        title={t('audiences.title')}
        lead={t('audiences.lead')}
      >
        <AudienceCards items={FANDB_AUDIENCES} locale={locale} />
      </Section>

      <Section
        id="benefits"
        eyebrow={t('benefits.eyebrow')}
        title={t('benefits.title')}
        lead={t('benefits.lead')}
      >
        <CardGrid items={FANDB_BENEFITS} locale={locale} columns={3} variant="plain" />
      </Section>

      <ImpactSection
        stats={FANDB_IMPACT}
        locale={locale}
        eyebrow={t('impact.eyebrow')}
        title={t('impact.title')}
        lead={t('impact.lead')}
      />

      <ServiceCtas locale={locale} title={t('cta.title')} text={t('cta.text')} />
    </main>
  )
}
