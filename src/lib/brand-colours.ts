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

/**
 * Hex in capitals, as the CMS's colour fields store their defaults (and the
 * database columns' defaults say). Typed as strings, not literals, so a drawing
 * may pass any colour where one goes.
 */
export const BRAND_COLOURS: Readonly<Record<BrandColour, string>> = {
  brand: '#0F766E',
  'brand-strong': '#115E59',
  'brand-soft': '#CCFBF1',
  ink: '#0B1F33',
  muted: '#475569',
  accent: '#F59E0B',
  surface: '#F8FAFC',
}
