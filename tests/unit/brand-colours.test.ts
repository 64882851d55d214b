import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BRAND_COLOURS } from '@/lib/brand-colours'

/** The `--color-*` values of the stylesheet's `@theme` block. */
function themeColours(): Record<string, string> {
  const css = readFileSync('src/app/globals.css', 'utf8')
  const theme = /@theme\s*{([^}]*)}/.exec(css)?.[1] ?? ''
  return Object.fromEntries(
    [...theme.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value.trim().toLowerCase(),
    ]),
  )
}

describe('brand colours', () => {
  it('the stylesheet theme and the code name the same colours, with the same values', () => {
    const lower = Object.fromEntries(
      Object.entries(BRAND_COLOURS).map(([name, value]) => [name, value.toLowerCase()]),
    )
    expect(themeColours()).toEqual(lower)
  })

  it('no colour of the theme is written out again in the code that draws outside it', () => {
    const drawers = [
      'src/server/request-guard.ts',
      'src/server/search-guard.ts',
      'src/app/(frontend)/[locale]/layout.tsx',
      'src/sections/contact/LeafletMap.tsx',
      'src/cms/views/insights/InsightsChart.tsx',
      'src/lib/data/services.ts',
      'src/sections/success-stories/logic.ts',
      'src/lib/data/stories.ts',
      'src/cms/collections/Services.ts',
      'src/cms/collections/SuccessStories.ts',
      // The pictures the site ships, drawn by code.
      'scripts/assets/og-image.ts',
      'scripts/assets/home-images.ts',
      'scripts/assets/product-logos.ts',
      'scripts/assets/seed-media.ts',
      'scripts/assets/mockups/our-work.ts',
      'scripts/assets/mockups/erp-property-fandb.ts',
      'scripts/assets/mockups/web-mobile-ecommerce.ts',
    ]
    for (const file of drawers) {
      const source = readFileSync(file, 'utf8').toLowerCase()
      for (const [name, value] of Object.entries(BRAND_COLOURS))
        expect(
          source.includes(value.toLowerCase()),
          `${file} writes ${name} (${value}) itself`,
        ).toBe(false)
    }
  })
})
