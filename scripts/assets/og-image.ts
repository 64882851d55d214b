/**
 * `npx tsx scripts/assets/og-image.ts` (part of `npm run assets`): writes public/og-image.png, the 1200×630 card
 * social networks show for a shared page (src/lib/seo.ts). Brand gradient and
 * palm mark only: the company name is a setting, so it is not baked in here.
 */
import path from 'node:path'

import sharp from 'sharp'

import { root } from './draw'
import { BRAND_COLOURS } from '../../src/lib/brand-colours'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND_COLOURS.brand}"/><stop offset="1" stop-color="${BRAND_COLOURS.ink}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.22" r="0.6">
      <stop offset="0" stop-color="#5EEAD4" stop-opacity="0.35"/><stop offset="1" stop-color="#5EEAD4" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M48 0H0V48" fill="none" stroke="#FFFFFF" stroke-opacity="0.06"/>
    </pattern>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#grid)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g transform="translate(600 300) scale(9) translate(-16 -16)">
    <path d="M16 29V15" stroke="${BRAND_COLOURS['brand-soft']}" stroke-width="2.2" stroke-linecap="round"/>
    <path fill="#5EEAD4" d="M16 15c-2-6-8-8-13-6 4 0 8 2 13 6Zm0 0c2-6 8-8 13-6-4 0-8 2-13 6Zm0 0c-1-5 1-10 5-12-2 3-4 7-5 12Zm0 0c1-5-1-10-5-12 2 3 4 7 5 12Z"/>
  </g>
  <rect x="520" y="520" width="160" height="6" rx="3" fill="${BRAND_COLOURS.accent}"/>
</svg>`

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(root, 'public/og-image.png'))
console.log('✔ public/og-image.png')
