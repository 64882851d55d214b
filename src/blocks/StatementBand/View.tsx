import { Section } from '@/components/Section'
import type { StatementBandBlock } from '@/payload-types'
import { Eyebrow } from '@/components/Eyebrow'
import { occurrenceId } from '../BlockList'

/** A statement centred on the dark band. */
export function StatementBandView({
  block,
  occurrence,
}: {
  block: StatementBandBlock
  occurrence?: number
}) {
  const id = occurrenceId('vision', occurrence)
  return (
    <Section id={id} tone="ink" className="on-dark" labelledBy={`${id}-title`}>
      <div className="mx-auto max-w-3xl text-center">
        {block.eyebrow ? <Eyebrow onDark>{block.eyebrow}</Eyebrow> : null}
        <h2
          id={`${id}-title`}
          className="mt-3 text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.75rem] rtl:tracking-normal"
        >
          {block.title}
        </h2>
        {block.text ? <p className="mt-5 text-lg text-white/80 sm:text-xl">{block.text}</p> : null}
      </div>
    </Section>
  )
}
