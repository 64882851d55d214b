import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { Button } from '@/components/Button'
import { Container } from '@/components/Container'
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

/** One section per service from the CMS, in display order (spec §2 What We Do, §7). */
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
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        actions={
          <Button href={href(PAGES.contact.path)} onDark arrow>
            {t('hero.cta')}
          </Button>
        }
      />

      <div aria-label={t('servicesLabel')} role="region" data-testid="services">
        {/* No Suspense here: see the home page (app/(frontend)/[locale]/page.tsx). */}
        <ServicesList locale={locale as Locale} />
      </div>

      <section aria-labelledby="our-work-link-title" className="bg-white pt-16 lg:pt-24">
        <Container>
          <div className="flex flex-col gap-6 rounded-3xl border border-slate-200 bg-brand-soft/40 px-6 py-10 sm:px-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="our-work-link-title" className="text-2xl font-bold text-balance sm:text-3xl">
                {t('ourWork.title')}
              </h2>
              <p className="mt-2 text-lg text-muted">{t('ourWork.text')}</p>
            </div>
            <Button
              href={href(PAGES.ourWork.path)}
              arrow
              className="shrink-0 self-start lg:self-auto"
            >
              {t('ourWork.button')}
            </Button>
          </div>
        </Container>
      </section>

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <Button href={href(PAGES.contact.path)} onDark arrow>
            {t('cta.button')}
          </Button>
        }
      />
    </main>
  )
}
