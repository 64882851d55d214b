import type { Block } from 'payload'

import { AppPortfolioBlock } from './AppPortfolio/config'
import { AudiencesBlock } from './Audiences/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardsBlock } from './Cards/config'
import { FiguresBlock } from './Figures/config'
import { HeroBlock } from './Hero/config'
import { IndustriesBlock } from './Industries/config'
import { ScreenshotsBlock } from './Screenshots/config'
import { SoftwareApplicationBlock } from './SoftwareApplication/config'
import { StepsBlock } from './Steps/config'
import { TechnologiesBlock } from './Technologies/config'
import { TimelineBlock } from './Timeline/config'
import { WebPortfolioBlock } from './WebPortfolio/config'

/** The one block set every service page is built from (schemas; views in RenderBlocks). */
export const SERVICE_PAGE_BLOCKS: Block[] = [
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
]
