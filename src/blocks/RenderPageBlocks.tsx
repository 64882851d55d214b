import type { Locale } from '@/i18n/routing'
import type { PageKeyword } from '@/payload-types'
import { CtaBandView } from './CtaBand/View'
import { PageHeroView } from './PageHero/View'

export type ContentBlock = NonNullable<PageKeyword['layout']>[number]

/** One block of a content page, drawn by its own view. */
export function ContentBlockView({ block, locale }: { block: ContentBlock; locale: Locale }) {
  switch (block.blockType) {
    case 'page-hero':
      return <PageHeroView block={block} locale={locale} />
    case 'cta-band':
      return <CtaBandView block={block} locale={locale} />
  }
}

/** A content page's blocks, top to bottom. */
export function RenderPageBlocks({
  blocks,
  locale,
}: {
  blocks: readonly ContentBlock[]
  locale: Locale
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <ContentBlockView
          key={block.id ?? `${block.blockType}-${index}`}
          block={block}
          locale={locale}
        />
      ))}
    </>
  )
}
