import type { TimelineBlock } from '@/payload-types'
import { PhaseTimeline } from '@/sections/service-pages/StepsTimeline'
import type { BlockContext } from '../context'

export function TimelineBody({ block, context }: { block: TimelineBlock; context: BlockContext }) {
  const phases = (block.items ?? []).map((item) => ({
    weeks: { from: item.from_week, to: item.to_week },
    period: item.period ?? '',
    task: item.task ?? '',
  }))
  return (
    <PhaseTimeline phases={phases} locale={context.locale} title={block.timeline_title ?? ''} />
  )
}
