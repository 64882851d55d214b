/**
 * The brand's colours for what is drawn outside the stylesheet: pages the
 * server writes as a string (refusals, the search limit), the browser's theme
 * colour, the map pin, the admin's charts, content defaults. The stylesheet's
 * theme (app/globals.css, `@theme`) names the same colours for Tailwind; CSS
 * cannot import this file, so tests/unit/brand-colours.test.ts holds the two
 * equal.
 */
export const BRAND_COLOURS = {
  brand: '#0f766e',
  'brand-strong': '#115e59',
  'brand-soft': '#ccfbf1',
  ink: '#0b1f33',
  muted: '#475569',
  accent: '#f59e0b',
  surface: '#f8fafc',
} as const

export type BrandColour = keyof typeof BRAND_COLOURS
