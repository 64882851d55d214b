import type { ReactNode } from 'react'

import { Section } from '@/components/Section'
import { StatGrid } from '@/components/StatGrid'
import type { Statistic } from '@/content/types'
import type { Locale } from '@/i18n/routing'

/**
 * A titled "impact" block further down a page (property management, food and
 * beverage): eyebrow, heading and lead, then the figures on the raised white
 * card. Carries `data-testid="service-stats"` like StatsBand.
 */
export function ImpactSection({
  id = 'impact',
  stats,
  locale,
  eyebrow,
  title,
  lead,
  tone = 'surface',
}: {
  id?: string
  stats: Statistic[]
  locale: Locale
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  tone?: 'white' | 'surface'
}) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} tone={tone} centered>
      <div data-testid="service-stats">
        <StatGrid stats={stats.map((stat) => ({ value: stat.value, label: stat.label[locale] }))} />
      </div>
    </Section>
  )
}
