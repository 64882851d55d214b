import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Section } from '@/components/Section'
import {
  PROPERTY_ADMIN_SCREENSHOTS,
  PROPERTY_AUDIENCES,
  PROPERTY_FEATURES,
  PROPERTY_HERO_IMAGE,
  PROPERTY_IMPACT,
  PROPERTY_WEBSITE_SCREENSHOTS,
} from '@/content/property-management'
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
  return staticPageMetadata(locale, 'propertyManagement')
}

/** Property management (spec §2): the rentals website, its admin dashboard, features and impact. */
export default async function PropertyManagementPage({ params }: Props) {
  const { locale: param } = await params
  if (!hasLocale(routing.locales, param)) notFound()
  setRequestLocale(param)
  const locale = param as Locale
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

      <Section
        id="overview"
        eyebrow={t('overview.eyebrow')}
        title={t('overview.title')}
        lead={t('overview.lead')}
      >
        <ScreenshotGallery items={PROPERTY_WEBSITE_SCREENSHOTS} locale={locale} columns={3} />
      </Section>

      <Section
        id="admin"
        tone="surface"
        eyebrow={t('admin.eyebrow')}
        title={t('admin.title')}
        lead={t('admin.lead')}
      >
        <ScreenshotGallery items={PROPERTY_ADMIN_SCREENSHOTS} locale={locale} columns={2} />
      </Section>

      <Section
        id="features"
        eyebrow={t('features.eyebrow')}
        title={t('features.title')}
        lead={t('features.lead')}
      >
        <CardGrid items={PROPERTY_FEATURES} locale={locale} columns={3} testId="features" />
      </Section>

      <Section
        id="audiences"
        tone="surface"
        eyebrow={t('audiences.eyebrow')}
        title={t('audiences.title')}
        lead={t('audiences.lead')}
      >
        <AudienceCards items={PROPERTY_AUDIENCES} locale={locale} />
      </Section>

      <ImpactSection
        stats={PROPERTY_IMPACT}
        locale={locale}
        tone="white"
        eyebrow={t('impact.eyebrow')}
        title={t('impact.title')}
        lead={t('impact.lead')}
      />

      <ServiceCtas locale={locale} title={t('cta.title')} text={t('cta.text')} />
    </main>
  )
}
