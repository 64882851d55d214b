import { Card } from '@/components/Card'
import { Icon } from '@/components/Icon'
import { Section } from '@/components/Section'
import type { ValueCardsBlock } from '@/payload-types'
import { occurrenceId } from '../BlockList'

/** The values: three cards in a row on wide screens, stacked on phones. */
export function ValueCardsView({
  block,
  occurrence,
}: {
  block: ValueCardsBlock
  occurrence?: number
}) {
  return (
    <Section
      id={occurrenceId('values', occurrence)}
      eyebrow={block.eyebrow || undefined}
      title={block.title}
      centered
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {(block.items ?? []).map((item, index) => (
          <Card as="li" key={item.id ?? index}>
            <span className="grid size-12 place-items-center rounded-xl bg-brand text-white">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
            {item.text ? <p className="mt-2 text-muted">{item.text}</p> : null}
          </Card>
        ))}
      </ul>
    </Section>
  )
}
