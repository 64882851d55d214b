'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { useAnchoredItem, useHydratedMarker, useReducedMotion, useTabVisible } from './hooks'
import { fill, TESTIMONIAL_ROTATE_MS, wrapIndex } from './slider'

/**
 * The testimonials carousel (docs/PRODUCT.md, Home page): one quote at a time, turning every
 * 4 s. It stops while the pointer or keyboard focus is inside, while the tab
 * is hidden, when paused, and never starts under reduced motion. All quotes
 * are stacked in one grid cell, so the box keeps the tallest quote's height
 * and nothing below it moves. Quotes are rendered on the server.
 */
export type TestimonialLabels = Record<
  'carouselLabel' | 'slideLabel' | 'goTo' | 'pause' | 'play' | 'empty',
  string
>

export function TestimonialsCarousel({
  slides,
  anchors,
  labels: t,
  icons,
}: {
  /** Each quote's address anchor: `#<anchor>` opens the carousel there, held (the admin's preview). */
  anchors?: string[]
  /** Pause and play icons drawn on the server (no icon code in the browser bundle). */
  icons: { pause: ReactNode; play: ReactNode }
  slides: ReactNode[]
  /** Copy from messages `home.testimonials`, passed in (no translation runtime in the browser). */
  labels: TestimonialLabels
}) {
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<boolean | null>(null)
  const [held, setHeld] = useState({ hover: false, focus: false })
  const tabVisible = useTabVisible()
  const reducedMotion = useReducedMotion()
  // No autoplay under reduced motion unless the visitor presses play.
  const playing = choice ?? !reducedMotion
  const regionRef = useRef<HTMLElement>(null)
  useHydratedMarker(regionRef)

  // `#testimonial-<id>` opens the carousel at that quote, held (the admin's preview of it).
  const openQuote = useCallback((at: number) => {
    setIndex(at)
    setChoice(false)
  }, [])
  useAnchoredItem(anchors, openQuote)

  const running = playing && count > 1 && tabVisible && !held.hover && !held.focus
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(
      () => setIndex((current) => wrapIndex(current + 1, count)),
      TESTIMONIAL_ROTATE_MS,
    )
    return () => window.clearInterval(timer)
  }, [running, count])

  if (count === 0) {
    return <p className="py-10 text-center text-muted">{t.empty}</p>
  }

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      data-testid="testimonials"
      data-index={index}
      onPointerEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((h) => ({ ...h, focus: false }))
      }}
    >
      <div className="grid" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index
          return (
            <div
              key={slideIndex}
              id={anchors?.[slideIndex]}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(t.slideLabel, { current: slideIndex + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={`[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none ${
                active ? 'opacity-100' : 'invisible opacity-0'
              }`}
            >
              {slide}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className="mt-8 flex items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => setChoice(!playing)}
            aria-label={playing ? t.pause : t.play}
            className="me-2 grid size-9 place-items-center rounded-full border border-slate-300 text-ink hover:border-brand hover:text-brand-strong"
          >
            {playing ? icons.pause : icons.play}
          </button>
          {slides.map((_, dot) => (
            <button
              key={dot}
              type="button"
              aria-label={fill(t.goTo, { number: dot + 1 })}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setIndex(dot)}
              className="grid size-6 place-items-center rounded-full"
              data-testid="testimonials-dot"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${dot === index ? 'w-6 bg-brand' : 'w-2.5 bg-slate-300'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
