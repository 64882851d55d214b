import type { Block } from 'payload'

import { AppPortfolioBlock } from './AppPortfolio/config'
import { AudiencesBlock } from './Audiences/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardsBlock } from './Cards/config'
import { CaseStudiesBlock } from './CaseStudies/config'
import { CtaBandBlock } from './CtaBand/config'
import { FeaturedProjectsBlock } from './FeaturedProjects/config'
import { ContactHeroBlock } from './ContactHero/config'
import { EnquiryFormBlock } from './EnquiryForm/config'
import { FiguresBlock } from './Figures/config'
import { HeroBlock } from './Hero/config'
import { HOME_PAGE_BLOCKS } from './home-blocks'
import { IndustriesBlock } from './Industries/config'
import { MissionFiguresBlock } from './MissionFigures/config'
import { NotFoundBlock } from './NotFound/config'
import { PageHeroBlock } from './PageHero/config'
import { PolicySectionsBlock } from './PolicySections/config'
import { ScreenshotsBlock } from './Screenshots/config'
import { ServiceSectionsBlock } from './ServiceSections/config'
import { SoftwareApplicationBlock } from './SoftwareApplication/config'
import { StatementBandBlock } from './StatementBand/config'
import { StepsBlock } from './Steps/config'
import { TechnologiesBlock } from './Technologies/config'
import { TimelineBlock } from './Timeline/config'
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
  // The home page's sections.
  ...HOME_PAGE_BLOCKS,
])
