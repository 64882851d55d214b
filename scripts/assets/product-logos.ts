/**
 * Writes the product logos in public/logos/*.svg (240x64 wordmarks: a tile
 * with the palm-leaf mark, "Nakhla" and the product's name). The words are
 * drawn as outlines of the brand face (Inter, the site's own file in
 * src/app/fonts, read with fontkit): an SVG shown through <img> cannot use the
 * page's web fonts, so text left as <text> would fall back to Arial or
 * DejaVu. The outputs are committed; regenerate with `npm run assets` (or only
 * these: `npx tsx scripts/assets/product-logos.ts`; needs Python's fontTools).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import * as fontkit from 'fontkit'

import { BRAND_COLOURS } from '../../src/lib/brand-colours'
import { root } from './draw'

const INK = BRAND_COLOURS.ink

/**
 * Inter at one weight, as a static face. fontkit cannot read the weights of
 * the variable WOFF2 (its variation decoding fails on that format), so
 * fontTools' instancer (`pip install fonttools brotli`, as for the font
 * subsets in scripts/assets/fonts.md) cuts each weight first.
 */
function interAt(weight: number): fontkit.Font {
  const file = path.join(tmpdir(), `inter-${weight}.woff2`)
  execFileSync('python3', [
    '-m',
    'fontTools.varLib.instancer',
    path.join(root, 'src/app/fonts/inter-latin-var.woff2'),
    `wght=${weight}`,
    '--quiet',
    '-o',
    file,
  ])
  return fontkit.create(readFileSync(file)) as fontkit.Font
}

/** `text` as one SVG path in Inter at `size` px and `weight`, its baseline starting at (x, y). */
function outline(text: string, x: number, y: number, size: number, weight: number, fill: string) {
  const face = interAt(weight)
  const run = face.layout(text)
  const scale = size / face.unitsPerEm
  let pen = x
  const parts = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]
    const d = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG()
      // A tenth of a pixel is finer than the logo is ever drawn: shorter files.
      .replace(/-?\d+\.\d+/g, (value) => String(Math.round(Number(value) * 10) / 10))
    pen += position.xAdvance * scale
    return d
  })
  return `<path fill="${fill}" d="${parts.join('')}"/>`
}

const MARK =
  'M32 50V26m0 0c-2-9-10-13-18-11 6 2 11 6 13 12m5-1c2-9 10-13 18-11-6 2-11 6-13 12m-5-1c-5-7-4-15 0-20 4 5 5 13 0 20'

/** file name, the second word, the tile's and the second word's colour. */
const LOGOS: Array<[string, string, string]> = [
  ['business-suite', 'Suite', BRAND_COLOURS.brand],
  ['rentals', 'Rentals', '#5B21B6'],
  ['kitchen', 'Kitchen', '#B45309'],
  ['dining', 'Dine', '#0E7490'],
  ['default', 'Technologies', INK],
]

for (const [file, word, colour] of LOGOS) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="Nakhla ${word}">
  <rect x="2" y="2" width="60" height="60" rx="16" fill="${colour}"/>
  <path d="${MARK}" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
  ${outline('Nakhla', 74, 30, 20, 700, INK)}
  ${outline(word, 74, 52, 16, 500, colour)}
</svg>
`
  writeFileSync(path.join(root, 'public/logos', `${file}.svg`), svg)
  console.log(`public/logos/${file}.svg ${(svg.length / 1024).toFixed(1)} KB`)
}
