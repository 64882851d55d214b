import type { ReactNode } from 'react'

/** Icons drawn on the server (no icon code in the browser bundle). */
export type HeroIcons = Record<'arrow' | 'previous' | 'next' | 'pause' | 'play', ReactNode>

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
