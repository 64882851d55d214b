import type { ReactNode } from 'react'

import { PageHero } from '@/components/PageHero'
import type { Locale } from '@/i18n/routing'
import { pictureOf } from '@/lib/data/uploads'
import type { PageHeroBlock } from '@/payload-types'
import type { ContentBlock } from '../BlockList'
import { PageLinkButton } from '../PageLink'
import { PolicyUpdated } from '../PolicySections/Updated'
import { HeroBackdrop, heroStill } from './Backdrop'

/** Draws a video background's player over its still, or null (the pages staff make only: see VideoView). */
export type HeroVideoSlot = (block: PageHeroBlock, still: ReactNode) => ReactNode

/** Sections that draw a card over the foot of the hero above them: the hero leaves room for it. */
const OVER_THE_HERO: ReadonlySet<string> = new Set(['work-figures'])

/**
 * An inner page's opening band. Among its page's blocks (`page`, `index`) it
 * leaves room at its foot for a card drawn over it, and says when a policy
 * below it was last updated.
 */
export function PageHeroView({
  block,
  locale,
  page,
  index,
  video,
}: {
  block: PageHeroBlock
  locale: Locale
  page?: readonly ContentBlock[]
  index?: number
  video?: HeroVideoSlot
}) {
  const placed = page && index !== undefined
  const overlapped = placed && OVER_THE_HERO.has(page[index + 1]?.blockType ?? '')
  const background = block.background ?? 'gradient'
  const picture = background === 'gradient' ? null : pictureOf(block.background_image)
  const still = picture ? heroStill(picture) : null
  const gradient = background === 'gradient'
  return (
    <PageHero
      // A picture or video is the band's image: no emblem over it.
      art={still ? undefined : (block.art ?? undefined)}
      size={block.size === 'compact' ? 'compact' : undefined}
      className={overlapped ? 'pb-16' : undefined}
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
      {placed ? <PolicyUpdated page={page} index={index} locale={locale} /> : null}
    </PageHero>
  )
}
