import { Section, SECTION_TITLE } from '@/components/Section'
import { StatGrid } from '@/components/StatGrid'
import type { MissionFiguresBlock } from '@/payload-types'
import { Eyebrow } from '@/components/Eyebrow'
import { occurrenceId } from '../BlockList'

/** The mission beside its figures: side by side on wide screens, stacked on phones. */
export function MissionFiguresView({
  block,
  occurrence,
}: {
  block: MissionFiguresBlock
  occurrence?: number
}) {
  const id = occurrenceId('mission', occurrence)
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
        <div>
          {block.eyebrow ? <Eyebrow>{block.eyebrow}</Eyebrow> : null}
          <h2 id={`${id}-title`} className={SECTION_TITLE}>
            {block.title}
          </h2>
          {block.text ? <p className="mt-5 text-lg text-muted sm:text-xl">{block.text}</p> : null}
        </div>
        <StatGrid
          className="grid-cols-1! sm:grid-cols-3! lg:grid-cols-1!"
          stats={(block.figures ?? []).map((figure) => ({
            value: figure.value ?? '',
            label: figure.label ?? '',
          }))}
        />
      </div>
    </Section>
  )
}
