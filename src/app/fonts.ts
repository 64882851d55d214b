import localFont from 'next/font/local'
import { preload } from 'react-dom'

import type { Locale } from '@/i18n/routing'

/**
 * Latin: Inter through next/font/local (self-hosted, preloaded, with a
 * size-adjusted fallback so the swap does not shift the layout).
 *
 * Arabic: IBM Plex Sans Arabic, declared in globals.css from /public/fonts.
 * next/font cannot preload a face for one language only (it preloads by
 * route, and both languages share one layout), and an Arabic page waiting
 * to discover its face through the stylesheet is what made Arabic LCP late.
 * With stable URLs the Arabic layout preloads its two files itself, and
 * English pages never fetch them (their unicode-range is Arabic only).
 * Two files cover the four weights of DESIGN.md: 400 serves 400–500, 700
 * serves 600–800 (no synthetic bold, 45 KB less per Arabic page).
 */
export const latin = localFont({
  src: '../fonts/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  display: 'swap',
  weight: '100 900',
})

export const ARABIC_FONT_FILES = [
  '/fonts/plex-arabic-400-v1.woff2',
  '/fonts/plex-arabic-700-v1.woff2',
]

/** Call while rendering a page: asks the browser for the page language's faces first. */
export function preloadFontsFor(locale: Locale) {
  if (locale !== 'ar') return
  for (const href of ARABIC_FONT_FILES) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  }
}
