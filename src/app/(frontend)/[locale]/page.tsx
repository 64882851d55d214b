import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { BackToTop } from '@/components/BackToTop'
import { routing, type Locale } from '@/i18n/routing'
import { organizationJsonLd, staticPageMetadata } from '@/lib/seo'
import { HeroSection } from '@/sections/home/HeroSection'
import { Features } from '@/sections/home/Features'
import { IntroBlock } from '@/sections/home/IntroBlock'
import { PartnerStrip } from '@/sections/home/PartnerStrip'
import { Solutions } from '@/sections/home/Solutions'
import { SupportBlock } from '@/sections/home/SupportBlock'
import { Team } from '@/sections/home/Team'
import { Testimonials } from '@/sections/home/Testimonials'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  return staticPageMetadata(locale, 'home')
}

/**
 * The home page (docs/PRODUCT.md, Home page): hero slider, the hero text block with the
 * four statistics, solutions tabs, partner logos, features, customer support,
 * team and testimonials. Static for both languages; CMS reads fall back to
 * the built-in content. No Suspense boundary: React moves a finished
 * boundary's content to the end of a static page (behind a loading fallback
 * and a reveal script) once the page passes 12.8 KB, which showed visitors
 * without JavaScript spinners instead of the hero and shifted the layout when
 * the hero was swapped in. Every read happens while the page is built, so
 * there is no loading moment to show.
 */
export default async function HomePage({ params }: Props) {
  const { locale: param } = await params
  if (!hasLocale(routing.locales, param)) notFound()
  setRequestLocale(param)
  const locale = param as Locale
  const jsonLd = await organizationJsonLd(locale)

  return (
    <main id="main">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <HeroSection locale={locale} />
      <IntroBlock locale={locale} />
      <Solutions locale={locale} />
      <PartnerStrip />
      <Features locale={locale} />
      <SupportBlock locale={locale} />
      <Team locale={locale} />
      <Testimonials locale={locale} />
      <BackToTop />
    </main>
  )
}
