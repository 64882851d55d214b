/**
 * Writes the partner wordmarks of the home page's logo strip (neutral
 * wordmarks; drawn like the seed's testimonial logos in
 * scripts/assets/seed-media.ts, on a canvas wide enough for the longest name).
 * The solution-*.webp images are copies of the seed's service mock-ups
 * (scripts/assets/seed-media.ts; run that first). Text is set in the brand
 * fonts (scripts/assets/draw.ts). The outputs (the wordmarks in src/seed/media,
 * the solution pictures in src/sections/home/images) are committed; regenerate with `npm run assets` (or only these:
 * `npx tsx scripts/assets/home-images.ts`).
 */
import { copyFileSync } from 'node:fs'
import path from 'node:path'

import { BRAND_FONT, closeRasterizer, root, writeWebp } from './draw'
import { BRAND_COLOURS } from '../../src/lib/brand-colours'
import { PARTNERS, partnerFile, type PartnerKey } from '../../src/content/partners'

const here = path.join(root, 'src/sections/home/images')
const seedMedia = path.join(root, 'src/seed/media')
const font = BRAND_FONT

const SHAPES = {
  circle: '<circle cx="60" cy="60" r="34" fill="COLOR"/>',
  diamond:
    '<rect x="34" y="34" width="52" height="52" rx="8" transform="rotate(45 60 60)" fill="COLOR"/>',
  triangle: '<polygon points="60,22 98,92 22,92" fill="COLOR"/>',
  square: '<rect x="28" y="28" width="64" height="64" rx="14" fill="COLOR"/>',
  arch: '<path d="M26 94V60a34 34 0 0 1 68 0v34z" fill="COLOR"/>',
  bars: '<rect x="26" y="50" width="16" height="44" rx="4" fill="COLOR"/><rect x="52" y="34" width="16" height="60" rx="4" fill="COLOR"/><rect x="78" y="22" width="16" height="72" rx="4" fill="COLOR"/>',
  wave: '<path d="M22 70c12-20 26-20 38 0s26 20 38 0" fill="none" stroke="COLOR" stroke-width="12" stroke-linecap="round"/><path d="M22 46c12-20 26-20 38 0s26 20 38 0" fill="none" stroke="COLOR" stroke-width="12" stroke-linecap="round" opacity="0.5"/>',
}

const wordmark = (name: string, color: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120">
  <rect width="400" height="120" fill="#fff"/>${shape.replace(/COLOR/g, color)}
  <text x="110" y="74" data-fit="274" ${font} font-size="34" font-weight="700" fill="${BRAND_COLOURS.ink}">${name}</text></svg>`

/** Each partner's colour and shape (names: src/content/partners.ts). */
const LOOKS: Record<PartnerKey, [string, string]> = {
  'gulf-retail': [BRAND_COLOURS.brand, SHAPES.circle],
  'marina-foods': ['#B45309', SHAPES.diamond],
  'al-noor': ['#1E3A8A', SHAPES.triangle],
  'bayan-care': ['#0E7490', SHAPES.square],
  'sadu-style': ['#BE185D', SHAPES.arch],
  'wafra-auto': ['#334155', SHAPES.bars],
  'khaleej-air': ['#1D4ED8', SHAPES.wave],
}

// The seed uploads the wordmarks to Page images for the logo strips.
for (const [key, [color, shape]] of Object.entries(LOOKS) as Array<
  [PartnerKey, [string, string]]
>) {
  await writeWebp(
    path.join(seedMedia, partnerFile(key)),
    wordmark(PARTNERS[key].en, color, shape),
    90,
  )
}
await closeRasterizer()

// The home's solution tabs show the seed's service mock-ups (drawn without words: both languages).
for (const [solution, service] of [
  ['website', 'web-development'],
  ['mobile', 'mobile-app'],
  ['ecommerce', 'ecommerce-application'],
]) {
  copyFileSync(
    path.join(seedMedia, `service-${service}.webp`),
    path.join(here, `solution-${solution}.webp`),
  )
}
