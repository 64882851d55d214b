import { Container } from '@/components/Container'
import type { SpacerBlock } from '@/payload-types'

const HEIGHTS = { small: 'py-4', medium: 'py-8', large: 'py-12' } as const

/** Room between sections; the line, when there is one, is a real separator for screen readers. */
export function SpacerView({ block }: { block: SpacerBlock }) {
  const height = HEIGHTS[block.size ?? 'medium'] ?? HEIGHTS.medium
  return (
    <div className={`bg-white ${height}`} data-spacer={block.size ?? 'medium'}>
      {block.line ? (
        <Container>
          <hr className="border-slate-200" />
        </Container>
      ) : null}
    </div>
  )
}
