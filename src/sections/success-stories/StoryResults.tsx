import type { CSSProperties } from 'react'

import { Container } from '@/components/Container'
import { Icon } from '@/components/Icon'
import type { Story } from '@/lib/data'
import { INK, isLightBackground, readableColour, WHITE } from './logic'
import type { StoryLabels } from './story-labels'

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
