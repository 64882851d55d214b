import type { RefObject } from 'react'

import { IntentLink } from '@/components/IntentLink'
import type { Locale } from '@/i18n/routing'
import type { HeroIcons, HeroLabels } from './hero-copy'
import { linkFor, type HeroSlideView } from './hero-slide'
import { fill } from './slider'

/** The site's Button styles (components/Button) on dark, kept here so the Button module stays out of this bundle. */
const BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-[10px] px-5 text-[15px] font-semibold transition-colors duration-200'
const BUTTON_PRIMARY = `${BUTTON} bg-white text-ink hover:bg-brand-soft`
const BUTTON_SECONDARY = `${BUTTON} border border-white/60 text-white hover:bg-white/10`

type Props = {
  slide: HeroSlideView
  index: number
  count: number
  fadeMs: number
  /** While the clock runs, slide changes are not announced (one every 8 s would drown the page). */
  autoplaying: boolean
  textRef: RefObject<HTMLDivElement | null>
  locale: Locale
  icons: HeroIcons
  t: HeroLabels
}

/** One slide's text: its title, subtitle, button and the "talk to us" link. */
export function HeroSlide({
  slide,
  index,
  count,
  fadeMs,
  autoplaying,
  textRef,
  locale,
  icons,
  t,
}: Props) {
  return (
    <div aria-live={autoplaying ? 'off' : 'polite'} aria-atomic="true">
      <div
        ref={textRef}
        role="group"
        aria-roledescription="slide"
        aria-label={fill(t.slideLabel, { current: index + 1, total: count })}
        data-testid="hero-slide"
        data-index={index}
        data-fade-ms={fadeMs}
      >
        <h1 className="text-[2.5rem] leading-[1.1] font-bold tracking-[-0.02em] text-balance sm:text-[3.5rem] rtl:leading-[1.35] rtl:tracking-normal">
          {slide.title}
        </h1>
        {slide.subtitle ? (
          <p className="mt-5 max-w-[38rem] text-lg text-white/85 sm:text-[19px]">
            {slide.subtitle}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {slide.buttonText ? (
            <IntentLink href={slide.href} className={BUTTON_PRIMARY}>
              {slide.buttonText}
              {icons.arrow}
            </IntentLink>
          ) : null}
          <IntentLink href={linkFor('/contact', locale)} className={BUTTON_SECONDARY}>
            {t.talk}
          </IntentLink>
        </div>
      </div>
    </div>
  )
}
