import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import { BlockList } from './BlockList'
import type { PageKeyword } from '@/payload-types'
import { CaseStudiesView } from './CaseStudies/View'
import { CtaBandView } from './CtaBand/View'
import { FeaturedProjectsView } from './FeaturedProjects/View'
import { PageHeroView } from './PageHero/View'
import { PolicySectionsView } from './PolicySections/View'
import { WorkFiguresView } from './WorkFigures/View'
import { WorkServicesView } from './WorkServices/View'
import { ContactHeroView } from './ContactHero/View'
import { MissionFiguresView } from './MissionFigures/View'
import { NotFoundBlockView } from './NotFound/View'
import { ServiceSectionsView } from './ServiceSections/View'
import { StatementBandView } from './StatementBand/View'
import { ValueCardsView } from './ValueCards/View'

export type ContentBlock = NonNullable<PageKeyword['layout']>[number]

/** The block of one kind: `BlockOf<'topic-panel'>`. */
export type BlockOf<K extends ContentBlock['blockType']> = Extract<ContentBlock, { blockType: K }>

/**
 * A page's own sections (PAGE_OWN_BLOCKS in ./index.ts), drawn by views its
 * page passes in: only that page imports them and their client code.
 */
export type OwnViews = {
  [K in ContentBlock['blockType']]?: (props: { block: BlockOf<K>; locale: Locale }) => ReactNode
}

/** One block of a content page, drawn by its own view (a page's own sections by `own`). */
export function ContentBlockView({
  block,
  locale,
  own = {},
}: {
  block: ContentBlock
  locale: Locale
  own?: OwnViews
}) {
  const Own = own[block.blockType] as OwnViews[keyof OwnViews] | undefined
  if (Own) return <Own block={block as never} locale={locale} />
  switch (block.blockType) {
    case 'page-hero':
      return <PageHeroView block={block} locale={locale} />
    case 'cta-band':
      return <CtaBandView block={block} locale={locale} />
    case 'work-figures':
      return <WorkFiguresView block={block} />
    case 'work-services':
      return <WorkServicesView block={block} />
    case 'case-studies':
      return <CaseStudiesView block={block} locale={locale} />
    case 'featured-projects':
      return <FeaturedProjectsView block={block} locale={locale} />
    case 'policy-sections':
      return <PolicySectionsView block={block} locale={locale} />
    case 'mission-figures':
      return <MissionFiguresView block={block} />
    case 'value-cards':
      return <ValueCardsView block={block} />
    case 'statement-band':
      return <StatementBandView block={block} />
    case 'service-sections':
      return <ServiceSectionsView locale={locale} />
    case 'contact-hero':
      return <ContactHeroView block={block} />
    case 'not-found':
      return <NotFoundBlockView block={block} locale={locale} />
  }
}

/** A content page's blocks, top to bottom (its own sections drawn by `own`). */
export function RenderPageBlocks({
  blocks,
  locale,
  own,
}: {
  blocks: readonly ContentBlock[]
  locale: Locale
  own?: OwnViews
}) {
  return (
    <BlockList
      blocks={blocks}
      locale={locale}
      View={({ block, locale: language }) => (
        <ContentBlockView block={block} locale={language} own={own} />
      )}
    />
  )
}
