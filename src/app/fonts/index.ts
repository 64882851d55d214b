import localFont from 'next/font/local'

/**
 * The site's two faces, self-hosted through next/font/local: Inter (variable,
 * Latin, weights 400–700) and IBM Plex Sans Arabic (400 serves 400–500, 700
 * serves 600–800), the four weights the design uses. The files beside this
 * module are subsets cut from the @fontsource packages (scripts/assets/fonts.md);
 * next/font gives them hashed names under /_next/static/media, cached for a year.
 *
 * No preload, on purpose (a preload of the page's language was the first plan;
 * measured, it costs more than it gives): both languages share one layout, so
 * next/font would preload every face on every page, and on Lighthouse's mobile
 * profile a preloaded face is fetched ahead of the first paint. It pushed
 * Largest Contentful Paint from ~1.5 s to 2.5–3.5 s, the Arabic pages most.
 * With `display: swap` the text paints at once in a fallback scaled to the
 * face's widths (globals.css) and the face swaps in when it arrives.
 *
 * The faces a page's text needs are still requested during its first layout,
 * and the simulated first paint counts their bytes, so the files are cut to
 * what the two languages need (53 KB for an Arabic page, 28 KB for an English
 * one): Inter keeps only the weights the design uses, Plex only the Arabic
 * language's letters, marks and punctuation (scripts/assets/fonts.md).
 *
 * `unicode-range` keeps each face to its own script: English pages never
 * download the Arabic files, and Latin runs and Western digits inside Arabic
 * text keep Inter. The Arabic range includes the space, so Arabic words are
 * spaced by their own face. Each range must match what its file covers
 * (tests/unit/fonts.test.ts checks the files against these declarations).
 *
 * next/font reads these options at build time: they must stay literals.
 */
export const interVariable = localFont({
  src: './inter-latin-var.woff2',
  weight: '400 700',
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
    {
      prop: 'unicode-range',
      value:
        'U+0020, U+00A0, U+060C, U+061B, U+061F, U+0621-063A, U+0640-065F, U+0660-066D, U+0670-0671, U+067E, U+0686, U+06A4, U+06A9, U+06AF, U+06CC, U+200C-200F, U+25CC',
    },
  ],
})

/** Class names that define the two faces' CSS variables; set on <html> by both root layouts. */
export const fontVariables = `${interVariable.variable} ${plexSansArabic.variable}`
