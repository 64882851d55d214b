import Image from 'next/image'

import { Card } from '@/components/Card'
import { Icon } from '@/components/Icon'
import { Section } from '@/components/Section'
import { pictureOf } from '@/lib/data/uploads'
import type { ValueCardsBlock } from '@/payload-types'
import { occurrenceId } from '../BlockList'

/**
 * The values: three cards in a row on wide screens, stacked on phones. A card
 * with a picture shows it across its top (3:2, cropped around its focal
 * point) in the icon's place.
 */
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
        {(block.items ?? []).map((item, index) => {
          const picture = pictureOf(item.image)
          return (
            <Card as="li" key={item.id ?? index} className={picture ? 'overflow-hidden pt-0!' : ''}>
              {picture ? (
                <div className="relative -mx-6 aspect-[3/2] sm:-mx-7" data-card-picture>
                  <Image
                    src={picture.url}
                    alt={picture.alt}
                    fill
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className="object-cover"
                    style={{ objectPosition: picture.position }}
                  />
                </div>
              ) : (
                <span className="grid size-12 place-items-center rounded-xl bg-brand text-white">
                  <Icon name={item.icon} />
                </span>
              )}
              <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
              {item.text ? <p className="mt-2 text-muted">{item.text}</p> : null}
            </Card>
          )
        })}
      </ul>
    </Section>
  )
}
