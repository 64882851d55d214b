import type { Block } from 'payload'

import { AppPortfolioBlock } from './AppPortfolio/config'
import { AudiencesBlock } from './Audiences/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardsBlock } from './Cards/config'
import { CaseStudiesBlock } from './CaseStudies/config'
import { CtaBandBlock } from './CtaBand/config'
import { FeaturedProjectsBlock } from './FeaturedProjects/config'
import { FaqBlock } from './Faq/config'
import { ImageTextBlock } from './ImageText/config'
import { LatestPostsBlock } from './LatestPosts/config'
import { RichTextBlock } from './RichText/config'
import { SpacerBlock } from './Spacer/config'
import { StoriesListBlock } from './StoriesList/config'
import { VideoBlock } from './Video/config'
import { ContactHeroBlock } from './ContactHero/config'
import { EnquiryFormBlock } from './EnquiryForm/config'
import { FiguresBlock } from './Figures/config'
import { FormBlock } from './Form/config'
import { HeroBlock } from './Hero/config'
import { HOME_PAGE_BLOCKS } from './home-blocks'
import { IndustriesBlock } from './Industries/config'
import { MissionFiguresBlock } from './MissionFigures/config'
import { NotFoundBlock } from './NotFound/config'
import { PageHeroBlock } from './PageHero/config'
import { PolicySectionsBlock } from './PolicySections/config'
import { PageScreenshotsBlock, ScreenshotsBlock } from './Screenshots/config'
import { ServiceSectionsBlock } from './ServiceSections/config'
import { SoftwareApplicationBlock } from './SoftwareApplication/config'
import { StatementBandBlock } from './StatementBand/config'
import { PageStepsBlock, StepsBlock } from './Steps/config'
import { TechnologiesBlock } from './Technologies/config'
import { PageTimelineBlock, TimelineBlock } from './Timeline/config'
import { TopicPanelBlock } from './TopicPanel/config'
import { ValueCardsBlock } from './ValueCards/config'
import { WebPortfolioBlock } from './WebPortfolio/config'
import { WorkFiguresBlock } from './WorkFigures/config'
import { WorkServicesBlock } from './WorkServices/config'

/**
 * Sections are told apart by their kind and what they hold: without this,
 * every row of a page's section list reads "Untitled" beside its kind,
 * inviting staff to name what needs no name.
 */
const unnamed = (blocks: Block[]): Block[] =>
  blocks.map((block) => ({ ...block, admin: { ...block.admin, disableBlockName: true } }))

/** The one block set every service page is built from (schemas; views in RenderBlocks). */
export const SERVICE_PAGE_BLOCKS: Block[] = unnamed([
  HeroBlock,
  FiguresBlock,
  CardsBlock,
  WebPortfolioBlock,
  AppPortfolioBlock,
  ScreenshotsBlock,
  TechnologiesBlock,
  StepsBlock,
  TimelineBlock,
  AudiencesBlock,
  IndustriesBlock,
  CallToActionBlock,
  SoftwareApplicationBlock,
])

/**
 * The blocks the site's other pages (home, About, What We Do, Our Work, the
 * privacy policy, contact, not found) are built from: each page document's
 * `layout` (views in RenderPageBlocks).
 */
export const CONTENT_PAGE_BLOCKS: Block[] = unnamed([
  PageHeroBlock,
  CtaBandBlock,
  WorkFiguresBlock,
  WorkServicesBlock,
  CaseStudiesBlock,
  FeaturedProjectsBlock,
  PolicySectionsBlock,
  // About, What We Do, contact and not found.
  MissionFiguresBlock,
  TopicPanelBlock,
  ValueCardsBlock,
  StatementBandBlock,
  ServiceSectionsBlock,
  ContactHeroBlock,
  EnquiryFormBlock,
  NotFoundBlock,
  // The shared library: any page but the home page.
  RichTextBlock,
  ImageTextBlock,
  FaqBlock,
  VideoBlock,
  PageStepsBlock,
  PageTimelineBlock,
  PageScreenshotsBlock,
  LatestPostsBlock,
  StoriesListBlock,
  SpacerBlock,
  // Pages staff make.
  FormBlock,
  // The home page's sections.
  ...HOME_PAGE_BLOCKS,
])

/**
 * The home page's sections other pages may hold too: drawn by server views
 * there (the testimonials as a grid, not the home page's carousel).
 */
export const SHARED_HOME_BLOCKS = ['home-partners', 'home-team', 'home-testimonials'] as const

const HOME_SLUGS = new Set(HOME_PAGE_BLOCKS.map((block) => block.slug))
const SHARED_HOME = new Set<string>(SHARED_HOME_BLOCKS)

/**
 * Sections that bring client code belong to one page, whose renderer alone
 * imports their views (see RenderPageBlocks): a page's scripts are made from
 * every client module it imports, shown or not, so the enquiry form would
 * otherwise be downloaded by every inner page. The About panel and Contact's
 * enquiry section are drawn by the route of the pages at their address, their
 * client code in chunks of their own that only a page showing them loads;
 * each stays its page's, the section made for it.
 */
export const PAGE_OWN_BLOCKS = {
  'topic-panel': 'about',
  'enquiry-form': 'contact',
} as const satisfies Record<string, string>

/**
 * The sections a page may hold: the home page has its own renderer (slider,
 * tabs, carousel, never bundled into other pages), so its sections and the
 * other pages' never mix (but for SHARED_HOME_BLOCKS), and a page's own
 * sections stay on it. A section of the wrong kind would not show.
 */
export function blocksForPage(pageKey: unknown): string[] {
  const key = typeof pageKey === 'string' && pageKey !== '' ? pageKey : null
  // A page staff make (no key) gets the shared sections and the form (its
  // route alone carries the form's script), not the 404's copy.
  const owners: Record<string, string | null> = key
    ? { ...PAGE_OWN_BLOCKS, form: null }
    : { ...PAGE_OWN_BLOCKS, 'not-found': 'not-found' }
  const ofPage = (slug: string) =>
    key === 'home' ? HOME_SLUGS.has(slug) : !HOME_SLUGS.has(slug) || SHARED_HOME.has(slug)
  return CONTENT_PAGE_BLOCKS.map((block) => block.slug).filter(
    (slug) => ofPage(slug) && (owners[slug] ?? key) === key,
  )
}
