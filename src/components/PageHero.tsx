import type { ComponentProps } from 'react'

import { HeroArt, type HeroArtKind } from './HeroArt'
import { PageHeroFrame } from './PageHeroFrame'

/**
 * The hero that opens every page (PageHeroFrame), with the page's decorative
 * emblem (`art`) on the right on wide screens when there is no `aside`.
 */
export function PageHero({
  art,
  ...frame
}: ComponentProps<typeof PageHeroFrame> & { art?: HeroArtKind }) {
  if (frame.aside || !art) return <PageHeroFrame {...frame} />
  return (
    <PageHeroFrame
      {...frame}
      aside={<HeroArt kind={art} compact={frame.size === 'compact'} />}
      asideOnWideOnly
    />
  )
}
