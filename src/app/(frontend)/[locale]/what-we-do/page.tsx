import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { Button } from '@/components/Button'
import { CtaBand } from '@/components/CtaBand'
import { PageHero } from '@/components/PageHero'
import { StateMessage } from '@/components/StateMessage'
import { routing, type Locale } from '@/i18n/routing'
import { localizePath, PAGES, servicePath } from '@/lib/routes'
import { staticPageMetadata } from '@/lib/seo'
import { readServices } from '@/sections/what-we-do/data'
import { HashScroll } from '@/sections/what-we-do/HashScroll'
import { ServiceSection } from '@/sections/what-we-do/ServiceSection'
import { ServicesError } from '@/sections/what-we-do/ServicesStates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  return staticPageMetadata(locale, 'whatWeDo')
}

/** One section per service from the CMS, in display order (docs/PRODUCT.md, What We Do page). */
async function ServicesList({ locale }: { locale: Locale }) {
  const t = await getTranslations('whatWeDo')
  const result = await readServices(locale)
  if (!result.ok) {
    // Never keep a failed read in the page cache: render this one on request,
    // so the retry (a reload) reads the services again.
    await connection()
    return (
      <ServicesError
        title={t('error.title')}
        message={t('error.message')}
        retry={t('error.retry')}
      />
    )
  }
  if (result.services.length === 0) {
    return <StateMessage kind="empty" message={t('empty')} className="py-24" />
  }
  return (
    <>
      {result.services.map((service, index) => (
        <ServiceSection
          key={service.id}
          service={service}
          index={index}
          // Every service has its page (its blocks); the CMS is the list.
          href={localizePath(servicePath(service.slug), locale)}
          labels={{
            learnMore: t('learnMore'),
            learnMoreAbout: t('learnMoreAbout', { service: service.title }),
            noImage: t('noImage'),
          }}
        />
      ))}
      <HashScroll />
    </>
  )
}

export default async function WhatWeDoPage({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('whatWeDo')
  const href = (path: string) => localizePath(path, locale as Locale)

  return (
    <main id="main">
      <PageHero
        art="services"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        actions={
          <Button href={href(PAGES.contact.path)} onDark arrow>
            {t('hero.cta')}
          </Button>
        }
      />

      <section aria-label={t('servicesLabel')} data-testid="services">
        {/* No Suspense here: see the home page (app/(frontend)/[locale]/page.tsx). */}
        <ServicesList locale={locale as Locale} />
      </section>

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <Button href={href(PAGES.contact.path)} onDark arrow>
            {t('cta.button')}
          </Button>
        }
        more={
          <>
            <div className="max-w-2xl">
              <h3 id="our-work-link-title" className="text-xl font-bold text-balance">
                {t('ourWork.title')}
              </h3>
              <p className="mt-1 text-white/85">{t('ourWork.text')}</p>
            </div>
            <Button
              href={href(PAGES.ourWork.path)}
              variant="secondary"
              onDark
              arrow
              className="shrink-0 self-start sm:self-auto"
            >
              {t('ourWork.button')}
            </Button>
          </>
        }
      />
    </main>
  )
}
