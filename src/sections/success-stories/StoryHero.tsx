import { Button } from '@/components/Button'
import { HeroRings } from '@/components/HeroArt'
import { PageHero } from '@/components/PageHero'
import type { Story } from '@/lib/data'
import { StoryLogo } from './StoryLogo'
import type { StoryLabels } from './story-labels'

export function StoryHero({
  story,
  labels,
  logoFallback,
}: {
  story: Story
  labels: StoryLabels
  logoFallback: string
}) {
  const cta = story.hero.cta
  return (
    <PageHero
      from={story.gradientFrom}
      to={story.gradientTo}
      eyebrow={labels.eyebrow}
      title={story.hero.title}
      lead={
        story.hero.subtitle || story.hero.description ? (
          <>
            {story.hero.subtitle ? (
              <p className="font-semibold text-white">{story.hero.subtitle}</p>
            ) : null}
            {story.hero.description ? (
              <p className="mt-3 text-base text-white/85 sm:text-lg">{story.hero.description}</p>
            ) : null}
          </>
        ) : undefined
      }
      actions={
        cta ? (
          <Button href={cta.url} external onDark arrow newTabLabel={labels.newTab}>
            {cta.text || labels.tryNow}
          </Button>
        ) : undefined
      }
      aside={
        <div className="relative mx-auto grid w-full max-w-md place-items-center py-6 lg:aspect-square lg:py-0">
          <div className="absolute inset-0 hidden lg:block">
            <HeroRings />
          </div>
          <div className="relative rounded-3xl bg-white px-8 py-7 shadow-[0_30px_60px_rgba(0,0,0,0.3)] sm:px-10 sm:py-9">
            <StoryLogo src={story.logoUrl} alt={labels.logoAlt} fallback={logoFallback} />
          </div>
        </div>
      }
    />
  )
}
