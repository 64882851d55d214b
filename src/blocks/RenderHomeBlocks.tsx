import type { Locale } from '@/i18n/routing'
import { BlockList, type BlockViews, type ContentBlock } from './BlockList'
import { HomeFeaturesView } from './HomeFeatures/View'
import { HomeHeroView } from './HomeHero/View'
import { HomeIntroView } from './HomeIntro/View'
import { HomePartnersView } from './HomePartners/View'
import { HomeSolutionsView } from './HomeSolutions/View'
import { HomeSupportView } from './HomeSupport/View'
import { HomeTeamView } from './HomeTeam/View'
import { HomeTestimonialsView } from './HomeTestimonials/View'

const HOME_VIEWS: BlockViews = {
  'home-hero': HomeHeroView,
  'home-intro': HomeIntroView,
  'home-solutions': HomeSolutionsView,
  'home-partners': HomePartnersView,
  'home-features': HomeFeaturesView,
  'home-support': HomeSupportView,
  'home-team': HomeTeamView,
  'home-testimonials': HomeTestimonialsView,
}

/**
 * The home page's sections, top to bottom; blocks of other pages draw nothing
 * here. Apart from the other pages' RenderPageBlocks on purpose: the home
 * views bring the slider, tabs and carousel client code, which a page bundles
 * as soon as its renderer imports them, so sharing one renderer would make
 * every page's JavaScript grow.
 */
export function RenderHomeBlocks({
  blocks,
  locale,
}: {
  blocks: readonly ContentBlock[]
  locale: Locale
}) {
  return <BlockList blocks={blocks} locale={locale} views={HOME_VIEWS} />
}
