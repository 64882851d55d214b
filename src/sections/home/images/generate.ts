/**
 * Writes the partner wordmarks of the home page's logo strip (neutral
 * wordmarks, DESIGN.md; drawn like the seed's testimonial logos in
 * src/seed/media/generate.ts, on a canvas wide enough for the longest name).
 * The solution-*.webp images are copies of the seed's service mock-ups.
 * The outputs are committed; regenerate with
 *
 *   npx tsx src/sections/home/images/generate.ts
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const here = path.dirname(fileURLToPath(import.meta.url))
const font = `font-family="DejaVu Sans, Noto Sans, Arial, sans-serif"`

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
  <text x="110" y="74" ${font} font-size="34" font-weight="700" fill="#0B1F33">${name}</text></svg>`

const PARTNERS: Array<[string, string, string, string]> = [
  ['partner-gulf-retail.webp', 'Gulf Retail', '#0F766E', SHAPES.circle],
  ['partner-marina-foods.webp', 'Marina Foods', '#B45309', SHAPES.diamond],
  ['partner-al-noor.webp', 'Al Noor Realty', '#1E3A8A', SHAPES.triangle],
  ['partner-bayan-care.webp', 'Bayan Care', '#0E7490', SHAPES.square],
  ['partner-sadu-style.webp', 'Sadu Style', '#BE185D', SHAPES.arch],
  ['partner-wafra-auto.webp', 'Wafra Auto', '#334155', SHAPES.bars],
  ['partner-khaleej-air.webp', 'Khaleej Air', '#1D4ED8', SHAPES.wave],
]

for (const [file, name, color, shape] of PARTNERS) {
  const out = path.join(here, file)
  await sharp(Buffer.from(wordmark(name, color, shape)))
    .webp({ quality: 90, effort: 6 })
    .toFile(out)
  console.log(`${file.padEnd(32)} ${(statSync(out).size / 1024).toFixed(1)} KB`)
}
