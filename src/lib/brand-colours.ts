/**
 * The brand's colours for what is drawn outside the stylesheet: pages the
 * server writes as a string (refusals, the search limit), the browser's theme
 * colour, the map pin, the admin's charts, content defaults, and the pictures
 * scripts/assets draws. The stylesheet's
 * theme (app/globals.css, `@theme`) names the same colours for Tailwind; CSS
 * cannot import this file, so tests/unit/brand-colours.test.ts holds the two
 * equal.
 */
export type BrandColour =
  'brand' | 'brand-strong' | 'brand-soft' | 'ink' | 'muted' | 'accent' | 'surface'

/** Hex, lower case: a value, not a literal type, so a drawing may pass any colour where one goes. */
export const BRAND_COLOURS: Readonly<Record<BrandColour, string>> = {
  brand: '#0f766e',
  'brand-strong': '#115e59',
  'brand-soft': '#ccfbf1',
  ink: '#0b1f33',
  muted: '#475569',
  accent: '#f59e0b',
  surface: '#f8fafc',
}
