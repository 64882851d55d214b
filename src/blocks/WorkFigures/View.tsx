import { Container } from '@/components/Container'
import { StatGrid } from '@/components/StatGrid'
import type { WorkFiguresBlock } from '@/payload-types'

/**
 * The figures card, pulled up over the hero (the hero before it keeps room
 * for it: see OurWorkPage).
 */
export function WorkFiguresView({ block }: { block: WorkFiguresBlock }) {
  return (
    <section
      aria-label={block.label ?? undefined}
      data-testid="our-work-stats"
      className="relative z-10 -mt-20"
    >
      <Container>
        <StatGrid
          stats={(block.items ?? []).map((item) => ({
            value: item.value ?? '',
            label: item.label ?? '',
          }))}
        />
      </Container>
    </section>
  )
}
