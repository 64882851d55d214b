import type { Locale } from '@/i18n/routing'
import { BlockList, type BlockViews, type ContentBlock } from './BlockList'
import { CaseStudiesView } from './CaseStudies/View'
import { ContactHeroView } from './ContactHero/View'
import { CtaBandView } from './CtaBand/View'
import { FaqView } from './Faq/View'
import { FeaturedProjectsView } from './FeaturedProjects/View'
import { HomePartnersView } from './HomePartners/View'
import { HomeTeamView } from './HomeTeam/View'
import { TestimonialsGridView } from './HomeTestimonials/Grid'
import { ImageTextView } from './ImageText/View'
import { LatestPostsView } from './LatestPosts/View'
import { MissionFiguresView } from './MissionFigures/View'
import { NotFoundBlockView } from './NotFound/View'
import { PageHeroView } from './PageHero/View'
import { PolicySectionsView } from './PolicySections/View'
import { RichTextView } from './RichText/View'
import { PageScreenshotsView } from './Screenshots/View'
import { ServiceSectionsView } from './ServiceSections/View'
import { SpacerView } from './Spacer/View'
import { StatementBandView } from './StatementBand/View'
import { PageStepsView } from './Steps/View'
import { StoriesListView } from './StoriesList/View'
import { PageTimelineView } from './Timeline/View'
import { ValueCardsView } from './ValueCards/View'
import { VideoView } from './Video/View'
import { WorkFiguresView } from './WorkFigures/View'
import { WorkServicesView } from './WorkServices/View'

/**
 * A page's own sections (PAGE_OWN_BLOCKS in ./index.ts), drawn by views its
 * page passes in: only that page imports them and their client code.
 */
export type OwnViews = BlockViews

const PAGE_VIEWS: BlockViews = {
  'page-hero': PageHeroView,
  'cta-band': CtaBandView,
  'work-figures': WorkFiguresView,
  'work-services': WorkServicesView,
  'case-studies': CaseStudiesView,
  'featured-projects': FeaturedProjectsView,
  'policy-sections': PolicySectionsView,
  'mission-figures': MissionFiguresView,
  'value-cards': ValueCardsView,
  'statement-band': StatementBandView,
  'service-sections': ({ locale }) => <ServiceSectionsView locale={locale} />,
  'contact-hero': ContactHeroView,
  'not-found': NotFoundBlockView,
  'rich-text': RichTextView,
  'image-text': ImageTextView,
  faq: FaqView,
  video: VideoView,
  steps: PageStepsView,
  timeline: PageTimelineView,
  screenshots: PageScreenshotsView,
  'latest-posts': LatestPostsView,
  'stories-list': StoriesListView,
  spacer: SpacerView,
  // The home page's sections shared with the others (SHARED_HOME_BLOCKS).
  'home-partners': HomePartnersView,
  'home-team': HomeTeamView,
  'home-testimonials': TestimonialsGridView,
}

const viewsWith = (own?: OwnViews): BlockViews => (own ? { ...PAGE_VIEWS, ...own } : PAGE_VIEWS)

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
  return <BlockList blocks={blocks} locale={locale} views={viewsWith(own)} />
}
