import { StatGrid } from '@/components/StatGrid'
import type { FiguresBlock } from '@/payload-types'
import { StatsBand } from '@/sections/service-pages/StatsBand'
import type { Statistic } from '@/sections/types'

const statsOf = (block: FiguresBlock): Statistic[] =>
  (block.items ?? []).map((item) => ({ value: item.value ?? '', label: item.label ?? '' }))

/** The card of figures overlapping the hero, just under it. */
export function FiguresView({ block }: { block: FiguresBlock }) {
  return <StatsBand stats={statsOf(block)} label={block.label ?? ''} />
}

/** A titled figures section's body: the figures on the raised white card. */
export function FiguresBody({ block }: { block: FiguresBlock }) {
  return (
    <div data-testid="service-stats">
      <StatGrid stats={statsOf(block)} />
    </div>
  )
}
