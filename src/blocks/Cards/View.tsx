import type { CardsBlock } from '@/payload-types'
import { CardGrid, type CardItem } from '@/sections/service-pages/CardGrid'
import { textsOf, type BlockContext } from '../context'

export function cardsOf(block: CardsBlock, context: BlockContext): CardItem[] {
  // A product link (site settings) replaces every card's own link when chosen.
  const productUrl = block.product ? context.products[block.product].url : ''
  return (block.items ?? []).map((item) => ({
    id: item.id ?? undefined,
    icon: item.icon,
    title: item.title ?? '',
    description: item.description ?? '',
    features: textsOf(item.features),
    url: (block.product ? productUrl : item.url) || undefined,
  }))
}

export function CardsBody({ block, context }: { block: CardsBlock; context: BlockContext }) {
  return (
    <CardGrid
      items={cardsOf(block, context)}
      locale={context.locale}
      columns={Number(block.columns) as 2 | 3 | 4}
      variant={block.variant}
      testId={block.anchor || undefined}
    />
  )
}
