import localFont from 'next/font/local'

/**
 * The site's two faces, self-hosted through next/font/local: Inter (variable,
 * Latin) and IBM Plex Sans Arabic (400 serves 400–500, 700 serves 600–800, the
 * four weights the design uses). The files beside this module are subsets cut
 * from the @fontsource packages (scripts/assets/fonts.md); next/font gives
 * them hashed names under /_next/static/media, cached for a year.
 *
 * No preload, on purpose (a preload of the page's language was the first plan;
 * measured, it costs more than it gives): both languages share one layout, so
 * next/font would preload every face on every page, and on Lighthouse's mobile
 * profile a preloaded face is fetched ahead of the first paint. It pushed
 * Largest Contentful Paint from ~1.5 s to 2.5–3.5 s, the Arabic pages most.
 * With `display: swap` the text paints at once in a fallback scaled to the
 * face's widths (globals.css) and the face swaps in when it arrives.
 *
 * `unicode-range` keeps each face to its own script: English pages never
 * download the Arabic files, and Latin runs inside Arabic text keep Inter.
 * The Arabic range includes the space, so Arabic words are spaced by their
 * own face. Each range must match what its file covers.
 *
 * next/font reads these options at build time: they must stay literals.
 */
export const interVariable = localFont({
  src: './inter-latin-var.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  // The scaled fallbacks of globals.css cover more systems than next/font's Arial-only one.
  adjustFontFallback: false,
  variable: '--font-inter-face',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

export const plexSansArabic = localFont({
  src: [
    { path: './plex-arabic-400.woff2', weight: '400 500', style: 'normal' },
    { path: './plex-arabic-700.woff2', weight: '600 800', style: 'normal' },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-plex-arabic-face',
  declarations: [
    { prop: 'unicode-range', value: 'U+0020, U+00A0, U+0600-06FF, U+200C-200F, U+25CC' },
  ],
})

/** Class names that define the two faces' CSS variables; set on <html> by both root layouts. */
export const fontVariables = `${interVariable.variable} ${plexSansArabic.variable}`
