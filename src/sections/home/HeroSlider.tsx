'use client'

import Link from 'next/link'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'

import type { Locale } from '@/i18n/routing'
import { linkFor, type HeroSlideView } from './hero-slide'
import { prefersReducedMotion, useHydratedMarker, useReducedMotion, useTabVisible } from './hooks'
import {
  clockRuns,
  initialSliderState,
  isPlaying,
  PROGRESS_TICK_MS,
  fill,
  sliderReducer,
  type SliderState,
} from './slider'

/** Background videos play from this width up (Tailwind's `lg`). */
const WIDE_SCREEN = '(min-width: 64rem)'

/** Loaded only in the error state (the usual page ships none of it). */
const HeroError = lazy(() => import('./HeroError'))

/** The site's Button styles (components/Button) on dark, kept here so the Button module stays out of this bundle. */
const BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-[10px] px-5 text-[15px] font-semibold transition-colors duration-200'
const BUTTON_PRIMARY = `${BUTTON} bg-white text-ink hover:bg-brand-soft`
const BUTTON_SECONDARY = `${BUTTON} border border-white/60 text-white hover:bg-white/10`

export type HeroIcons = Record<'arrow' | 'previous' | 'next' | 'pause' | 'play', ReactNode>

type HeroState = 'ready' | 'error' | 'empty'

/** The hero's copy (messages `home.hero`), passed in so no translation runtime ships to the browser. */
export type HeroLabels = Record<
  | 'carouselLabel'
  | 'slideLabel'
  | 'previous'
  | 'next'
  | 'pause'
  | 'play'
  | 'goTo'
  | 'error'
  | 'retry'
  | 'loading'
  | 'empty'
  | 'talk',
  string
>

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

/** Fades an element in over `ms` whenever `key` changes (skipped under reduced motion). */
function useFadeIn(ref: RefObject<HTMLElement | null>, key: string, ms: number) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const element = ref.current
    if (!element || prefersReducedMotion() || typeof element.animate !== 'function') return
    element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: ms, easing: 'ease-out' })
  }, [ref, key, ms])
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
  slides: initialSlides,
  state: initialState,
  locale,
  aside,
  eyebrow,
  icons,
  frameClass,
  labels: t,
}: Props) {
  const [content, setContent] = useState({ state: initialState, slides: initialSlides })
  const slides = content.slides
  const count = slides.length
  const [slider, dispatch] = useReducer(sliderReducer(count), undefined, initialSliderState)
  const tabVisible = useTabVisible()
  const reducedMotion = useReducedMotion()
  const playing = isPlaying(slider, reducedMotion)
  const [mediaReady, setMediaReady] = useState(false)
  const textRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const sectionRef = useRef<HTMLElement>(null)
  useHydratedMarker(sectionRef)

  // Videos wait for the page's load event, then an idle moment, and play on
  // wide screens only: phones keep the gradient (no video download on mobile
  // data, and the title stays the largest paint).
  useEffect(() => {
    let timer: number | undefined
    const start = () => {
      if (!window.matchMedia?.(WIDE_SCREEN).matches) return
      timer = window.setTimeout(() => {
        const ready = () => setMediaReady(true)
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(ready, { timeout: 2000 })
        else ready()
      }, 200)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      window.clearTimeout(timer)
    }
  }, [])

  const running = clockRuns(slider, count, tabVisible, reducedMotion)
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), PROGRESS_TICK_MS)
    return () => window.clearInterval(timer)
  }, [running])

  const current = slides[slider.index] ?? slides[0]
  useFadeIn(textRef, `${slider.index}:${current?.id}`, slider.fadeMs)

  const showVideo = Boolean(current?.videoUrl) && mediaReady
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    if (playing && tabVisible && !reducedMotion) video.play().catch(() => {})
    else video.pause()
  }, [playing, tabVisible, reducedMotion, showVideo, current?.id])

  const onSlides = useCallback((fresh: HeroSlideView[]) => {
    setContent(fresh.length ? { state: 'ready', slides: fresh } : { state: 'empty', slides: [] })
    dispatch({ type: 'reset' })
  }, [])

  const errorBox =
    content.state === 'error' ? (
      <Suspense fallback={null}>
        <HeroError locale={locale} onSlides={onSlides} labels={t} />
      </Suspense>
    ) : null

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      className="page-hero relative isolate overflow-hidden text-white"
      data-testid="hero"
      data-state={content.state}
    >
      {showVideo && current?.videoUrl ? (
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
          autoPlay={playing && !reducedMotion}
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : null}
      <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
      <div className={frameClass}>
        <div className="min-w-0">
          {eyebrow}
          {content.state === 'empty' ? (
            <h1 className="text-3xl font-bold sm:text-4xl">{t.empty}</h1>
          ) : current ? (
            <div aria-live={running ? 'off' : 'polite'} aria-atomic="true">
              <div
                ref={textRef}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.slideLabel, { current: slider.index + 1, total: count })}
                data-testid="hero-slide"
                data-index={slider.index}
                data-fade-ms={slider.fadeMs}
              >
                <h1 className="text-[2.5rem] leading-[1.1] font-bold tracking-[-0.02em] text-balance sm:text-[3.5rem] rtl:leading-[1.35] rtl:tracking-normal">
                  {current.title}
                </h1>
                {current.subtitle ? (
                  <p className="mt-5 max-w-[38rem] text-lg text-white/85 sm:text-[19px]">
                    {current.subtitle}
                  </p>
                ) : null}
                <div className="mt-8 flex flex-wrap gap-3">
                  {current.buttonText ? (
                    <Link href={current.href} className={BUTTON_PRIMARY}>
                      {current.buttonText}
                      {icons.arrow}
                    </Link>
                  ) : null}
                  <Link href={linkFor('/contact', locale)} className={BUTTON_SECONDARY}>
                    {t.talk}
                  </Link>
                </div>
              </div>
            </div>
          ) : null}
          {errorBox}
          {count > 1 ? (
            <SliderControls
              icons={icons}
              slider={slider}
              playing={playing}
              count={count}
              dispatch={dispatch}
              t={t}
            />
          ) : null}
        </div>
        <div className="hidden min-w-0 lg:block">{aside}</div>
      </div>
    </section>
  )
}

function SliderControls({
  icons,
  slider,
  playing,
  count,
  dispatch,
  t,
}: {
  icons: HeroIcons
  slider: SliderState
  playing: boolean
  count: number
  dispatch: (action: Parameters<ReturnType<typeof sliderReducer>>[1]) => void
  t: HeroLabels
}) {
  const round =
    'grid size-11 shrink-0 place-items-center rounded-full border border-white/40 text-white transition-colors hover:bg-white/10'
  return (
    <div className="mt-10">
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={round}
          onClick={() => dispatch({ type: 'previous' })}
          aria-label={t.previous}
        >
          {icons.previous}
        </button>
        <button
          type="button"
          className={round}
          onClick={() => dispatch({ type: 'setPlaying', playing: !playing })}
          aria-label={playing ? t.pause : t.play}
        >
          {playing ? icons.pause : icons.play}
        </button>
        <button
          type="button"
          className={round}
          onClick={() => dispatch({ type: 'next' })}
          aria-label={t.next}
        >
          {icons.next}
        </button>
        <span
          aria-hidden="true"
          className="ms-1 h-1 w-28 overflow-hidden rounded-full bg-white/25 sm:w-36"
        >
          <span
            data-testid="hero-progress"
            data-progress={slider.progress}
            className="block h-full origin-left rounded-full bg-accent motion-safe:transition-transform motion-safe:duration-100 motion-safe:ease-linear rtl:origin-right"
            style={{ transform: `scaleX(${slider.progress / 100})` }}
          />
        </span>
        <span dir="ltr" className="text-sm text-white/80 tabular-nums" data-testid="hero-count">
          {slider.index + 1} / {count}
        </span>
      </div>
      <div className="mt-5 flex gap-1 lg:hidden" data-testid="hero-dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="grid size-6 place-items-center rounded-full"
            aria-label={fill(t.goTo, { number: index + 1 })}
            aria-current={index === slider.index ? 'true' : undefined}
            onClick={() => dispatch({ type: 'goTo', index })}
          >
            <span
              aria-hidden="true"
              className={`block h-2 rounded-full transition-all ${index === slider.index ? 'w-5 bg-white' : 'w-2 bg-white/50'}`}
            />
          </button>
        ))}
      </div>
    </div>
  )
}
