import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { ImageRef, Statistic } from '@/content/types'
import type { Locale } from '@/i18n/routing'
import { ServiceCtas } from './ServiceCtas'
import { ServicePageHero } from './ServicePageHero'
import { StatsBand } from './StatsBand'

/** Page ids with a `servicePages.<id>` message object holding hero, statsLabel and cta. */
export type ServicePageId =
  | 'webDevelopment'
  | 'mobileApp'
  | 'erpSolution'
  | 'ecommerceApplication'
  | 'propertyManagement'
  | 'fandbSolution'

/**
 * The frame every service page shares: `<main>`, the hero (eyebrow, h1, lead
 * from `servicePages.<page>.hero`, CTAs, mock-up), the stats card overlapping
 * it (`statsLabel`), the page's own sections, then the closing CTA band
 * (`cta.title`, `cta.text`). Leave `stats` out when the figures sit lower on
 * the page (then `statsLabel` is not read).
 */
export async function ServicePage({
  locale,
  page,
  heroImage,
  frame = 'browser',
  stats,
  children,
}: {
  locale: Locale
  page: ServicePageId
  heroImage: ImageRef
  frame?: 'browser' | 'phone' | 'tablet'
  stats?: Statistic[]
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: `servicePages.${page}` })
  return (
    <main id="main">
      <ServicePageHero
        locale={locale}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        image={heroImage}
        frame={frame}
      />
      {stats ? <StatsBand stats={stats} locale={locale} label={t('statsLabel')} /> : null}
      {children}
      <ServiceCtas locale={locale} title={t('cta.title')} text={t('cta.text')} />
    </main>
  )
}
