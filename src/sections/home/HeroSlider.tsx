'use client'

import { lazy, Suspense, useRef, type ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import type { HeroIcons, HeroLabels } from './hero-copy'
import type { HeroSlideView } from './hero-slide'
import { HeroControls } from './HeroControls'
import { HeroSlide } from './HeroSlide'
import { useHydratedMarker } from './hooks'
import { useHeroSlider, type HeroState } from './use-hero-slider'

/** Loaded only in the error state (the usual page ships none of it). */
const HeroError = lazy(() => import('./HeroError'))

type Props = {
  slides: HeroSlideView[]
  state: HeroState
  locale: Locale
  /** The product mock-up beside the text on wide screens (server-rendered). */
  aside: ReactNode
  /** The line above the title (server-rendered). */
  eyebrow: ReactNode
  /** Icons drawn on the server (no icon code in the browser bundle). */
  icons: HeroIcons
  /** Classes of the content frame (the site's Container and the hero's padding). */
  frameClass: string
  labels: HeroLabels
}

/**
 * The home hero (docs/PRODUCT.md, Home page): slides with title, subtitle and button over
 * a video or the brand gradient. Autoplays (8 s, progress +1.25 every 100 ms)
 * unless the visitor prefers reduced motion; pause/play, previous/next (both
 * wrap), dots on phones; stops while the tab is hidden. The first slide's
 * text is in the server HTML; videos load only after the page has loaded, so
 * the first paint is text on the gradient.
 */
export function HeroSlider({
  slides,
  state: initialState,
  locale,
  aside,
  eyebrow,
  icons,
  frameClass,
  labels: t,
}: Props) {
  const sectionRef = useRef<HTMLElement>(null)
  const textRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  useHydratedMarker(sectionRef)
  const { state, count, current, slider, playing, ...hero } = useHeroSlider(
    slides,
    initialState,
    textRef,
    videoRef,
  )

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      className="page-hero relative isolate overflow-hidden text-white"
      data-testid="hero"
      data-state={state}
    >
      {hero.showVideo && current?.videoUrl ? (
        <video
          key={current.id}
          ref={videoRef}
          className="absolute inset-0 -z-20 size-full object-cover opacity-45"
          src={current.videoUrl}
          poster={current.posterUrl ?? undefined}
          muted
          loop
          playsInline
          preload="auto"
          autoPlay={playing && !hero.reducedMotion}
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : null}
      <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
      <div className={frameClass}>
        <div className="min-w-0">
          {eyebrow}
          {state === 'empty' ? (
            <h1 className="text-3xl font-bold sm:text-4xl">{t.empty}</h1>
          ) : current ? (
            <HeroSlide
              slide={current}
              index={slider.index}
              count={count}
              fadeMs={slider.fadeMs}
              autoplaying={hero.running}
              textRef={textRef}
              locale={locale}
              icons={icons}
              t={t}
            />
          ) : null}
          {state === 'error' ? (
            <Suspense fallback={null}>
              <HeroError locale={locale} onSlides={hero.onSlides} labels={t} />
            </Suspense>
          ) : null}
          {count > 1 ? (
            <HeroControls
              icons={icons}
              slider={slider}
              playing={playing}
              count={count}
              dispatch={hero.dispatch}
              t={t}
            />
          ) : null}
        </div>
        <div className="hidden min-w-0 lg:block">{aside}</div>
      </div>
    </section>
  )
}
