import { Icon } from '@/components/Icon'
import type { StoryItem } from '@/lib/data'
import { readableColour, WHITE } from './logic'

const tint = (colour: string) => `color-mix(in srgb, ${colour} 14%, white)`

function ItemIcon({ item }: { item: StoryItem }) {
  return (
    <span
      className="grid size-12 shrink-0 place-items-center rounded-xl"
      style={{ backgroundColor: tint(item.color), color: readableColour(item.color, WHITE, 3) }}
    >
      <Icon name={item.icon} set="story" className="size-6" />
    </span>
  )
}

export function ItemCard({ item, headingLevel = 3 }: { item: StoryItem; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3' | 'h4'
  return (
    <li className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-[0_1px_2px_rgba(11,31,51,0.04)] sm:p-7">
      <ItemIcon item={item} />
      <Heading className="mt-5 text-lg font-bold text-ink">{item.title}</Heading>
      {item.description ? <p className="mt-2 text-muted">{item.description}</p> : null}
    </li>
  )
}
