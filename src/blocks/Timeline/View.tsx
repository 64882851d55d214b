import type { Locale } from '@/i18n/routing'
import type { PageTimelineBlock, TimelineBlock } from '@/payload-types'
import { PhaseTimeline } from '@/sections/service-pages/StepsTimeline'
import { PageSection } from '../page-section'

export function TimelineBody({
  block,
  context,
}: {
  block: Pick<TimelineBlock, 'items' | 'timeline_title'>
  context: { locale: Locale }
}) {
  const phases = (block.items ?? []).map((item) => ({
    weeks: { from: item.from_week, to: item.to_week },
    period: item.period ?? '',
    task: item.task ?? '',
  }))
  return (
    <PhaseTimeline phases={phases} locale={context.locale} title={block.timeline_title ?? ''} />
  )
}

/** The phases as a section of a page. */
export function PageTimelineView({ block, locale }: { block: PageTimelineBlock; locale: Locale }) {
  return (
    <PageSection block={block}>
      <TimelineBody block={block} context={{ locale }} />
    </PageSection>
  )
}
