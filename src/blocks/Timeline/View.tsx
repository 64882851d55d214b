import type { Locale } from '@/i18n/routing'
import type { PageTimelineBlock, TimelineBlock } from '@/payload-types'
import { PhaseTimeline } from '@/sections/service-pages/StepsTimeline'
import { PageSection } from '../page-section'

type Phases = Pick<TimelineBlock, 'items' | 'timeline_title'>

function Phases({ block, locale }: { block: Phases; locale: Locale }) {
  const phases = (block.items ?? []).map((item) => ({
    weeks: { from: item.from_week, to: item.to_week },
    period: item.period ?? '',
    task: item.task ?? '',
  }))
  return <PhaseTimeline phases={phases} locale={locale} title={block.timeline_title ?? ''} />
}

export function TimelineBody({ block, context }: { block: Phases; context: { locale: Locale } }) {
  return <Phases block={block} locale={context.locale} />
}

/** The phases as a section of a page. */
export function PageTimelineView({ block, locale }: { block: PageTimelineBlock; locale: Locale }) {
  return (
    <PageSection block={block}>
      <Phases block={block} locale={locale} />
    </PageSection>
  )
}
