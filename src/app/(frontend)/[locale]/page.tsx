import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { routing, type Locale } from '@/i18n/routing'
import { organizationJsonLd, staticPageMetadata } from '@/lib/seo'
import { HeroLoading, HeroSection } from '@/sections/home/HeroSection'
import {
  Features,
  IntroBlock,
  PartnerStrip,
  SectionLoading,
  Solutions,
  SupportBlock,
  Team,
  Testimonials,
} from '@/sections/home/HomeSections'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  return staticPageMetadata(locale, 'home')
}

/**
 * The home page (spec §2 Home): hero slider, the hero text block with the
 * four statistics, solutions tabs, partner logos, features, customer support,
 * team and testimonials. Static for both languages; CMS reads fall back to
 * the spec's built-in content, and the loading states show while a section
 * streams in.
 */
export default async function HomePage({ params }: Props) {
  const { locale: param } = await params
  if (!hasLocale(routing.locales, param)) notFound()
  setRequestLocale(param)
  const locale = param as Locale
  const t = await getTranslations('home')
  const jsonLd = await organizationJsonLd(locale)

  return (
    <main id="main">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <Suspense fallback={<HeroLoading />}>
        <HeroSection locale={locale} />
      </Suspense>
      <IntroBlock locale={locale} />
      <Solutions locale={locale} />
      <PartnerStrip />
      <Suspense fallback={<SectionLoading text={t('features.loading')} />}>
        <Features locale={locale} />
      </Suspense>
      <SupportBlock locale={locale} />
      <Suspense fallback={<SectionLoading text={t('team.loading')} />}>
        <Team locale={locale} />
      </Suspense>
      <Suspense fallback={<SectionLoading text={t('testimonials.loading')} />}>
        <Testimonials locale={locale} />
      </Suspense>
    </main>
  )
}
