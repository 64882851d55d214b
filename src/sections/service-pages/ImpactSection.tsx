import { StatGrid } from '@/components/StatGrid'
import type { Statistic } from '@/content/types'
import type { Locale } from '@/i18n/routing'
import { ServiceSection, type SectionCopy } from './ServiceSection'

/**
 * A titled "impact" block further down a page (property management, food and
 * beverage): eyebrow, heading and lead centred, then the figures on the
 * raised white card. Carries `data-testid="service-stats"` like StatsBand.
 */
export function ImpactSection({
  id = 'impact',
  stats,
  locale,
  copy,
  tone = 'surface',
}: {
  id?: string
  stats: Statistic[]
  locale: Locale
  copy: SectionCopy
  tone?: 'white' | 'surface'
}) {
  return (
    <ServiceSection id={id} copy={copy} tone={tone} centered>
      <div data-testid="service-stats">
        <StatGrid stats={stats.map((stat) => ({ value: stat.value, label: stat.label[locale] }))} />
      </div>
    </ServiceSection>
  )
}
