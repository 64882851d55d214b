import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/routing'
import type { ContentBlock } from './RenderPageBlocks'

type BlockView = ComponentType<{ block: ContentBlock; locale: Locale }>

/** A page's blocks top to bottom, each drawn by `View`, keyed by its id (or its type and place). */
export function BlockList({
  blocks,
  locale,
  View,
}: {
  blocks: readonly ContentBlock[]
  locale: Locale
  View: BlockView
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <View key={block.id ?? `${block.blockType}-${index}`} block={block} locale={locale} />
      ))}
    </>
  )
}
