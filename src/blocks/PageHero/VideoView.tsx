import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { ContentBlock } from '../BlockList'
import { videoOf } from '@/lib/data/uploads'
import type { PageHeroBlock } from '@/payload-types'
import { HeroVideo } from './HeroVideo'
import { PageHeroView } from './View'

/**
 * The hero of a page staff make, whose background may be a video. Only that
 * route imports this view, so only it carries the player's script; the fixed
 * pages cannot choose a video background (its field refuses it).
 */
export async function PageHeroWithVideoView({
  block,
  locale,
  page,
  index,
}: {
  block: PageHeroBlock
  locale: Locale
  page?: readonly ContentBlock[]
  index?: number
}) {
  const t = await getTranslations({ locale, namespace: 'blocks.heroVideo' })
  const labels = { pause: t('pause'), play: t('play') }
  return (
    <PageHeroView
      block={block}
      locale={locale}
      page={page}
      index={index}
      video={(hero, still) => {
        const video = videoOf(hero.background_video)
        return video ? (
          <HeroVideo src={video.src} type={video.type} labels={labels}>
            {still}
          </HeroVideo>
        ) : null
      }}
    />
  )
}
