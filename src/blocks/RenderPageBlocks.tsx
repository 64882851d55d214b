import type { Locale } from '@/i18n/routing'
import type { PageKeyword } from '@/payload-types'
import { CaseStudiesView } from './CaseStudies/View'
import { CtaBandView } from './CtaBand/View'
import { FeaturedProjectsView } from './FeaturedProjects/View'
import { PageHeroView } from './PageHero/View'
import { PolicySectionsView } from './PolicySections/View'
import { WorkFiguresView } from './WorkFigures/View'
import { WorkServicesView } from './WorkServices/View'
import { ContactHeroView } from './ContactHero/View'
import { EnquiryFormView } from './EnquiryForm/View'
import { MissionFiguresView } from './MissionFigures/View'
import { NotFoundBlockView } from './NotFound/View'
import { ServiceSectionsView } from './ServiceSections/View'
import { StatementBandView } from './StatementBand/View'
import { TopicPanelView } from './TopicPanel/View'
import { ValueCardsView } from './ValueCards/View'

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
    case 'mission-figures':
      return <MissionFiguresView block={block} />
    case 'topic-panel':
      return <TopicPanelView block={block} />
    case 'value-cards':
      return <ValueCardsView block={block} />
    case 'statement-band':
      return <StatementBandView block={block} />
    case 'service-sections':
      return <ServiceSectionsView locale={locale} />
    case 'contact-hero':
      return <ContactHeroView block={block} />
    case 'enquiry-form':
      return <EnquiryFormView block={block} locale={locale} />
    case 'not-found':
      return <NotFoundBlockView block={block} locale={locale} />
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
