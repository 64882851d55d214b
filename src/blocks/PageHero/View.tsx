import type { ReactNode } from 'react'

import { PageHero } from '@/components/PageHero'
import type { Locale } from '@/i18n/routing'
import type { PageHeroBlock } from '@/payload-types'
import { PageLinkButton } from '../PageLink'

/** An inner page's opening band; `children` add page-specific lines under the lead. */
export function PageHeroView({
  block,
  locale,
  className,
  children,
}: {
  block: PageHeroBlock
  locale: Locale
  className?: string
  children?: ReactNode
}) {
  return (
    <PageHero
      art={block.art ?? undefined}
      size={block.size === 'compact' ? 'compact' : undefined}
      className={className}
      eyebrow={block.eyebrow ?? undefined}
      title={block.title ?? ''}
      lead={block.lead ? <p>{block.lead}</p> : undefined}
      actions={
        block.button?.label ? <PageLinkButton link={block.button} locale={locale} /> : undefined
      }
    >
      {children}
    </PageHero>
  )
}
