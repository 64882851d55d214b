import type { ReactNode } from 'react'

import { PageHero } from '@/components/PageHero'
import type { Locale } from '@/i18n/routing'
import { pictureOf } from '@/lib/data/uploads'
import type { PageHeroBlock } from '@/payload-types'
import { PageLinkButton } from '../PageLink'
import { HeroBackdrop, heroStill } from './Backdrop'

/** Draws a video background's player over its still, or null (the pages staff make only: see VideoView). */
export type HeroVideoSlot = (block: PageHeroBlock, still: ReactNode) => ReactNode

/** An inner page's opening band; `children` add page-specific lines under the lead. */
export function PageHeroView({
  block,
  locale,
  className,
  children,
  video,
}: {
  block: PageHeroBlock
  locale: Locale
  className?: string
  children?: ReactNode
  video?: HeroVideoSlot
}) {
  const background = block.background ?? 'gradient'
  const picture = background === 'gradient' ? null : pictureOf(block.background_image)
  const still = picture ? heroStill(picture) : null
  const gradient = background === 'gradient'
  return (
    <PageHero
      // A picture or video is the band's image: no emblem over it.
      art={still ? undefined : (block.art ?? undefined)}
      size={block.size === 'compact' ? 'compact' : undefined}
      className={className}
      from={gradient ? block.gradient_from || undefined : undefined}
      to={gradient ? block.gradient_to || undefined : undefined}
      backdrop={
        still
          ? ((background === 'video' ? video?.(block, still) : null) ?? (
              <HeroBackdrop still={still} />
            ))
          : undefined
      }
      eyebrow={block.eyebrow ?? undefined}
      title={block.title ?? ''}
      lead={block.lead ? <p>{block.lead}</p> : undefined}
      actions={
        block.button?.label || block.second_button?.label ? (
          <>
            <PageLinkButton link={block.button} locale={locale} />
            <PageLinkButton link={block.second_button} locale={locale} variant="secondary" />
          </>
        ) : undefined
      }
    >
      {children}
    </PageHero>
  )
}
