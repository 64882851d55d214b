import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import type { Page } from '@/payload-types'

/** A block of a page's layout, of any kind. */
export type ContentBlock = NonNullable<Page['layout']>[number]

/** The block of one kind: `BlockOf<'topic-panel'>`. */
export type BlockOf<K extends ContentBlock['blockType']> = Extract<ContentBlock, { blockType: K }>

/**
 * What a view gets: its block, the page's language and `occurrence`, how many
 * blocks of its kind come before it on the page (0 for the first), so a
 * section with a fixed address (`#values`) gives the second `values-2`, and
 * no id is repeated when staff put two of one kind on a page. `page` and
 * `index` place it among the page's blocks, for a section drawn after what
 * its neighbours hold (a hero leaving room for a card over its foot).
 */
type ViewProps<B> = {
  block: B
  locale: Locale
  occurrence?: number
  page?: readonly ContentBlock[]
  index?: number
}

/** The view of each kind of block a page may hold: `{ 'page-hero': PageHeroView, … }`. */
export type BlockViews = {
  [K in ContentBlock['blockType']]?: (props: ViewProps<BlockOf<K>>) => ReactNode
}

type AnyBlockView = (props: ViewProps<ContentBlock>) => ReactNode

/** `values` for the first section of its kind on a page, `values-2` for the second, … */
export const occurrenceId = (base: string, occurrence = 0) =>
  occurrence > 0 ? `${base}-${occurrence + 1}` : base

/** One block, drawn by the view of its kind (nothing where `views` has none). */
export function BlockView({ views, ...props }: ViewProps<ContentBlock> & { views: BlockViews }) {
  const View = views[props.block.blockType] as AnyBlockView | undefined
  return View ? <View {...props} occurrence={props.occurrence ?? 0} /> : null
}

/** A page's blocks top to bottom, keyed by their id (or their kind and place). */
export function BlockList({
  blocks,
  locale,
  views,
}: {
  blocks: readonly ContentBlock[]
  locale: Locale
  views: BlockViews
}) {
  const seen = new Map<string, number>()
  return (
    <>
      {blocks.map((block, index) => {
        const occurrence = seen.get(block.blockType) ?? 0
        seen.set(block.blockType, occurrence + 1)
        return (
          <BlockView
            key={block.id ?? `${block.blockType}-${index}`}
            block={block}
            locale={locale}
            views={views}
            occurrence={occurrence}
            page={blocks}
            index={index}
          />
        )
      })}
    </>
  )
}
