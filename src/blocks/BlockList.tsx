import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import type { Page } from '@/payload-types'

/** A block of a page's layout, of any kind. */
export type ContentBlock = NonNullable<Page['layout']>[number]

/** The block of one kind: `BlockOf<'topic-panel'>`. */
export type BlockOf<K extends ContentBlock['blockType']> = Extract<ContentBlock, { blockType: K }>

/** The view of each kind of block a page may hold: `{ 'page-hero': PageHeroView, … }`. */
export type BlockViews = {
  [K in ContentBlock['blockType']]?: (props: { block: BlockOf<K>; locale: Locale }) => ReactNode
}

type AnyBlockView = (props: { block: ContentBlock; locale: Locale }) => ReactNode

/** One block, drawn by the view of its kind (nothing where `views` has none). */
export function BlockView({
  block,
  locale,
  views,
}: {
  block: ContentBlock
  locale: Locale
  views: BlockViews
}) {
  const View = views[block.blockType] as AnyBlockView | undefined
  return View ? <View block={block} locale={locale} /> : null
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
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView
          key={block.id ?? `${block.blockType}-${index}`}
          block={block}
          locale={locale}
          views={views}
        />
      ))}
    </>
  )
}
