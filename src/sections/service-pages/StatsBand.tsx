import { Container } from '@/components/Container'
import { StatGrid } from '@/components/StatGrid'
import type { Statistic } from '@/sections/types'

/**
 * A page's four figures on the white card that overlaps the hero's lower
 * edge. Place it right after ServicePageHero. `label` names the region.
 */
export function StatsBand({
  stats,
  label,
  overlap = true,
}: {
  stats: Statistic[]
  label: string
  /** false: a standalone band (e.g. an "impact" block further down the page). */
  overlap?: boolean
}) {
  return (
    <section
      aria-label={label}
      data-testid="service-stats"
      className={overlap ? 'relative z-10 flow-root bg-white' : 'bg-white py-16 lg:py-24'}
    >
      <Container>
        <StatGrid
          className={overlap ? '-mt-12 lg:-mt-14' : ''}
          stats={stats.map((stat) => ({ value: stat.value, label: stat.label }))}
        />
      </Container>
    </section>
  )
}
