import type { Locale } from '@/i18n/routing'
import { BlockList } from './BlockList'
import { HomeFeaturesView } from './HomeFeatures/View'
import { HomeHeroView } from './HomeHero/View'
import { HomeIntroView } from './HomeIntro/View'
import { HomePartnersView } from './HomePartners/View'
import { HomeSolutionsView } from './HomeSolutions/View'
import { HomeSupportView } from './HomeSupport/View'
import { HomeTeamView } from './HomeTeam/View'
import { HomeTestimonialsView } from './HomeTestimonials/View'
import type { ContentBlock } from './RenderPageBlocks'

/** One section of the home page, drawn by its own view; blocks of other pages draw nothing here. */
function HomeBlockView({ block, locale }: { block: ContentBlock; locale: Locale }) {
  switch (block.blockType) {
    case 'home-hero':
      return <HomeHeroView block={block} locale={locale} />
    case 'home-intro':
      return <HomeIntroView block={block} locale={locale} />
    case 'home-solutions':
      return <HomeSolutionsView block={block} locale={locale} />
    case 'home-partners':
      return <HomePartnersView block={block} />
    case 'home-features':
      return <HomeFeaturesView block={block} locale={locale} />
    case 'home-support':
      return <HomeSupportView block={block} locale={locale} />
    case 'home-team':
      return <HomeTeamView block={block} locale={locale} />
    case 'home-testimonials':
      return <HomeTestimonialsView block={block} locale={locale} />
    default:
      return null
  }
}

/**
 * The home page's sections, top to bottom. Apart from the other pages'
 * RenderPageBlocks on purpose: the home views bring the slider, tabs and
 * carousel client code, which a page bundles as soon as its renderer imports
 * them, so sharing one renderer would make every page's JavaScript grow.
 */
export function RenderHomeBlocks({
  blocks,
  locale,
}: {
  blocks: readonly ContentBlock[]
  locale: Locale
}) {
  return <BlockList blocks={blocks} locale={locale} View={HomeBlockView} />
}
