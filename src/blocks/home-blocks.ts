import type { Block } from 'payload'

import { HomeFeaturesBlock } from './HomeFeatures/config'
import { HomeHeroBlock } from './HomeHero/config'
import { HomeIntroBlock } from './HomeIntro/config'
import { HomePartnersBlock } from './HomePartners/config'
import { HomeSolutionsBlock } from './HomeSolutions/config'
import { HomeSupportBlock } from './HomeSupport/config'
import { HomeTeamBlock } from './HomeTeam/config'
import { HomeTestimonialsBlock } from './HomeTestimonials/config'

/** The home page's sections (schemas; views in RenderHomeBlocks), in page order. */
export const HOME_PAGE_BLOCKS: Block[] = [
  HomeHeroBlock,
  HomeSolutionsBlock,
  HomeIntroBlock,
  HomePartnersBlock,
  HomeFeaturesBlock,
  HomeSupportBlock,
  HomeTeamBlock,
  HomeTestimonialsBlock,
]
