/**
 * Faces are self-hosted from /public/fonts and declared in globals.css:
 * Inter (variable, Latin) and IBM Plex Sans Arabic (two files cover the four
 * weights of DESIGN.md: 400 serves 400–500, 700 serves 600–800). How the
 * files were cut is in scripts/fonts/README.md.
 *
 * Not next/font: it preloads a face on every route of the layout, and both
 * languages share one layout. And no preload at all, measured: on Lighthouse's
 * mobile profile a preloaded face is fetched ahead of the page's first paint
 * and pushed Largest Contentful Paint from ~1.5 s to 2.5–3.5 s (the Arabic
 * pages' two faces most). With `font-display: swap` the text paints at once
 * in a fallback scaled to the face's widths (globals.css), and the face swaps
 * in when it arrives; English pages never download the Arabic files (their
 * unicode-range is Arabic only). File names carry a version, so the year-long
 * immutable cache of /fonts/* (next.config.ts) never serves a stale face.
 */
export const FONT_FILES = {
  latin: '/fonts/inter-latin-var-v2.woff2',
  arabic: ['/fonts/plex-arabic-400-v2.woff2', '/fonts/plex-arabic-700-v2.woff2'],
} as const
