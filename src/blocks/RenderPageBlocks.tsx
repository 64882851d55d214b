import type { Locale } from '@/i18n/routing'
import type { PageKeyword } from '@/payload-types'
import { CaseStudiesView } from './CaseStudies/View'
import { CtaBandView } from './CtaBand/View'
import { FeaturedProjectsView } from './FeaturedProjects/View'
import { PageHeroView } from './PageHero/View'
import { PolicySectionsView } from './PolicySections/View'
import { WorkFiguresView } from './WorkFigures/View'
import { WorkServicesView } from './WorkServices/View'

export type ContentBlock = NonNullable<PageKeyword['layout']>[number]

/** One block of a content page, drawn by its own view. */
export function ContentBlockView({ block, locale }: { block: ContentBlock; locale: Locale }) {
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
