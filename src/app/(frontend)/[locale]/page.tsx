import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { routing, type Locale } from '@/i18n/routing'
import { getServices } from '@/lib/data'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return { title: t('homeTitle'), description: t('homeDescription') }
}

/** A first, minimal home page proving the stack end to end (replaced by the full home). */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('home')
  const services = await getServices(locale as Locale)

  return (
    <main id="main" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold text-brand">{t('eyebrow')}</p>
      <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{t('title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{t('lead')}</p>
      <h2 className="mt-12 text-2xl font-semibold">{t('servicesTitle')}</h2>
      {services.length === 0 ? (
        <p className="mt-4 text-muted">{t('noServices')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="services">
          {services.map((service) => (
            <li key={service.id} className="rounded-xl border border-slate-200 p-5">
              <h3 className="text-lg font-semibold">{service.title}</h3>
              {service.subtitle ? <p className="mt-2 text-muted">{service.subtitle}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
