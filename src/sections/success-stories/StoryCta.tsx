import type { CSSProperties } from 'react'

import { Button } from '@/components/Button'
import { CtaBand } from '@/components/CtaBand'
import type { Locale } from '@/i18n/routing'
import type { Story, StoryLink } from '@/lib/data'
import { storyLink } from './links'
import type { StoryLabels } from './story-labels'

function CtaLink({
  link,
  locale,
  variant,
  newTab,
}: {
  link: StoryLink
  locale: Locale
  variant: 'primary' | 'secondary'
  newTab: string
}) {
  const { href, external } = storyLink(link.url, locale)
  return external ? (
    <Button href={href} external onDark variant={variant} arrow newTabLabel={newTab}>
      {link.text}
    </Button>
  ) : (
    <Button href={href} onDark variant={variant} arrow={variant === 'primary'}>
      {link.text}
    </Button>
  )
}

export function StoryCta({
  story,
  locale,
  labels,
}: {
  story: Story
  locale: Locale
  labels: StoryLabels
}) {
  const { cta } = story
  if (!cta.title && !cta.primary && !cta.secondary) return null
  return (
    <div
      style={{ '--hero-from': story.gradientFrom, '--hero-to': story.gradientTo } as CSSProperties}
      data-part="cta"
    >
      <CtaBand
        id="story-cta"
        title={cta.title || story.title}
        text={cta.description || undefined}
        actions={
          <>
            {(['primary', 'secondary'] as const).map((variant) => {
              const link = cta[variant]
              return link ? (
                <CtaLink
                  key={variant}
                  link={link}
                  locale={locale}
                  variant={variant}
                  newTab={labels.newTab}
                />
              ) : null
            })}
          </>
        }
      />
    </div>
  )
}
