import type { CSSProperties } from 'react'

import { Button } from '@/components/Button'
import { Container } from '@/components/Container'
import { CtaBand } from '@/components/CtaBand'
import { Icon } from '@/components/Icon'
import { HeroRings } from '@/components/HeroArt'
import { PageHero } from '@/components/PageHero'
import type { Locale } from '@/i18n/routing'
import { splitParagraphs } from '@/lib/text'
import type { Story, StoryItem, StoryLink } from './data'
import { storyLink } from './links'
import { INK, isLightBackground, readableColour, WHITE } from './logic'
import { StoryLogo } from './StoryLogo'

/**
 * The parts of a success-story page (docs/PRODUCT.md, Success story pages): gradient hero with logo,
 * overview, features grid, optional who-we-serve sections, results on the
 * story's colour, closing call to action. Colours come from the CMS; text on
 * them switches between white and ink to keep WCAG contrast.
 */

export type StoryLabels = {
  eyebrow: string
  tryNow: string
  newTab: string
  logoAlt: string
  featuresFallback: string
  resultsFallback: string
}

const tint = (colour: string) => `color-mix(in srgb, ${colour} 14%, white)`

function ItemIcon({ item }: { item: StoryItem }) {
  return (
    <span
      className="grid size-12 shrink-0 place-items-center rounded-xl"
      style={{ backgroundColor: tint(item.color), color: readableColour(item.color, WHITE, 3) }}
    >
      <Icon name={item.icon} set="story" className="size-6" />
    </span>
  )
}

function ItemCard({ item, headingLevel = 3 }: { item: StoryItem; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3' | 'h4'
  return (
    <li className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-[0_1px_2px_rgba(11,31,51,0.04)] sm:p-7">
      <ItemIcon item={item} />
      <Heading className="mt-5 text-lg font-bold text-ink">{item.title}</Heading>
      {item.description ? <p className="mt-2 text-muted">{item.description}</p> : null}
    </li>
  )
}

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

export function StoryOverview({ story }: { story: Story }) {
  const paragraphs = splitParagraphs(story.overview.description)
  if (!story.overview.title && paragraphs.length === 0) return null
  return (
    <section
      aria-labelledby={story.overview.title ? 'overview-title' : undefined}
      className="bg-surface py-16 lg:py-24"
      data-part="overview"
    >
      <Container>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
          {story.overview.title ? (
            <h2
              id="overview-title"
              className="text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
            >
              {story.overview.title}
            </h2>
          ) : (
            <div />
          )}
          <div className="space-y-5 text-lg leading-relaxed text-ink/85">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </Container>
    </section>
  )
}

export function StoryFeatures({ story, labels }: { story: Story; labels: StoryLabels }) {
  const { items } = story.features
  if (items.length === 0) return null
  const columns = items.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  return (
    <section
      aria-labelledby="features-title"
      className="bg-white py-16 lg:py-24"
      data-part="features"
    >
      <Container>
        <h2
          id="features-title"
          className="mb-10 max-w-2xl text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
        >
          {story.features.title || labels.featuresFallback}
        </h2>
        <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ul>
      </Container>
    </section>
  )
}

export function StoryWhoWeServe({ section }: { section: Story['sections'][number] }) {
  const light = isLightBackground(section.background)
  const headingId = `section-${section.id}-title`
  return (
    <section
      aria-labelledby={section.title ? headingId : undefined}
      className="py-16 lg:py-24"
      style={{ backgroundColor: section.background, color: light ? INK : WHITE }}
      data-part="who_we_serve"
    >
      <Container>
        {section.title ? (
          <h2
            id={headingId}
            className="mb-10 max-w-2xl text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
          >
            {section.title}
          </h2>
        ) : null}
        <ul className="grid gap-6 md:grid-cols-3">
          {section.items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ul>
      </Container>
    </section>
  )
}

export function StoryResults({ story, labels }: { story: Story; labels: StoryLabels }) {
  const { results } = story
  if (results.stats.length === 0) return null
  const background = results.background
  const light = isLightBackground(background)
  const text = light ? INK : WHITE
  const columns =
    results.stats.length >= 4
      ? 'grid-cols-2 lg:grid-cols-4'
      : results.stats.length === 3
        ? 'sm:grid-cols-3'
        : 'grid-cols-2'
  return (
    <section
      aria-labelledby="results-title"
      className="py-16 lg:py-24"
      style={{ backgroundColor: background, color: text } as CSSProperties}
      data-part="results"
    >
      <Container>
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2
            id="results-title"
            className="text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
          >
            {results.title || labels.resultsFallback}
          </h2>
          {results.subtitle ? (
            <p className="mt-3 text-lg" style={{ opacity: light ? 0.8 : 0.85 }}>
              {results.subtitle}
            </p>
          ) : null}
        </div>
        <dl className={`grid gap-4 sm:gap-6 ${columns}`}>
          {results.stats.map((stat) => (
            <div
              key={stat.id}
              className={`flex flex-col-reverse items-center gap-2 rounded-2xl px-4 py-8 text-center ring-1 ${light ? 'bg-white ring-slate-200' : 'bg-white/5 ring-white/15'}`}
            >
              <dt className="text-[15px] leading-snug">{stat.label}</dt>
              <dd
                className="flex flex-col items-center gap-3"
                style={{ color: readableColour(stat.color, light ? WHITE : background, 3) }}
              >
                <Icon name={stat.icon} set="story" className="size-7" />
                <span dir="ltr" className="text-4xl leading-tight font-bold sm:text-5xl">
                  {stat.value}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}

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
            {cta.primary ? (
              <CtaLink
                link={cta.primary}
                locale={locale}
                variant="primary"
                newTab={labels.newTab}
              />
            ) : null}
            {cta.secondary ? (
              <CtaLink
                link={cta.secondary}
                locale={locale}
                variant="secondary"
                newTab={labels.newTab}
              />
            ) : null}
          </>
        }
      />
    </div>
  )
}
