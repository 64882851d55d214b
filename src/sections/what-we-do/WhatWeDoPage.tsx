import { getTranslations } from 'next-intl/server'
import { connection } from 'next/server'

import { Button } from '@/components/Button'
import { CtaBand } from '@/components/CtaBand'
import { PageHero } from '@/components/PageHero'
import { StateMessage } from '@/components/StateMessage'
import type { Locale } from '@/i18n/routing'
import { localizePath, PAGES, servicePath } from '@/lib/routes'

import { readServices } from './data'
import { HashScroll } from './HashScroll'
import { ServiceSection } from './ServiceSection'
import { ServicesError } from './ServicesStates'

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

/** The What We Do page (docs/PRODUCT.md, What We Do page): every service from the CMS between the hero and the call to action. */
export async function WhatWeDoPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('whatWeDo')
  const href = (path: string) => localizePath(path, locale)

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
        <ServicesList locale={locale} />
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
