import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Button } from '@/components/Button'
import { Card } from '@/components/Card'
import { Icon } from '@/components/Icon'
import { PageHero } from '@/components/PageHero'
import { Section } from '@/components/Section'
import { routing, type Locale } from '@/i18n/routing'
import { getServices } from '@/lib/data'
import { localizePath, PAGES } from '@/lib/routes'
import { organizationJsonLd, staticPageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  return staticPageMetadata(locale, 'home')
}

/** A first, minimal home page proving the stack end to end (replaced by the full home). */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('home')
  const tNav = await getTranslations('shell.nav')
  const services = await getServices(locale as Locale)
  const jsonLd = await organizationJsonLd(locale as Locale)

  return (
    <main id="main">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <PageHero
        size="home"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={<p>{t('lead')}</p>}
        actions={
          <>
            <Button href={localizePath(PAGES.whatWeDo.path, locale as Locale)} onDark arrow>
              {tNav('allServices')}
            </Button>
            <Button
              href={localizePath(PAGES.contact.path, locale as Locale)}
              variant="secondary"
              onDark
            >
              {tNav('getInTouch')}
            </Button>
          </>
        }
      />
      <Section id="services" title={t('servicesTitle')}>
        {services.length === 0 ? (
          <p className="text-muted">{t('noServices')}</p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="services">
            {services.map((service) => (
              <Card as="li" key={service.id}>
                <span className="mb-5 grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
                  <Icon name={service.iconName} className="size-6" />
                </span>
                <h3 className="text-lg font-semibold">{service.title}</h3>
                {service.subtitle ? <p className="mt-2 text-muted">{service.subtitle}</p> : null}
              </Card>
            ))}
          </ul>
        )}
      </Section>
    </main>
  )
}
