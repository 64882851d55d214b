/**
 * Generates the seed's images and hero video (no photographs, nothing downloaded).
 * The outputs are committed, so nothing here runs at install or start.
 * Regenerate with `npm run assets` (or only these: `npx tsx
 * scripts/assets/seed-media.ts`); the video needs ffmpeg (`apt-get install -y
 * ffmpeg` on Debian).
 *
 * It writes, in src/seed/media: service-*.webp (1200x800 product mock-ups
 * without words, so they suit both languages: the services' images are one
 * upload each), logo-*.webp (480x160 client wordmarks, the name set smaller
 * when long so it is never cut), blog-*.webp (1200x630 covers),
 * hero-loop.mp4 (8 s, 960x540) and its poster. Text is set in the brand fonts
 * (scripts/assets/draw.ts). Team members get no picture: the site draws their
 * initials in the page's language (src/sections/home/Team.tsx);
 * it copies the loop and poster to public/clip1.mp4 and public/clip1-poster.webp
 * (the site's built-in hero fallback). Every image must stay under 60 KB.
 * Without ffmpeg the images are still written and the video is left as it is.
 * The product logos in public/logos/*.svg come from scripts/assets/product-logos.ts.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { BRAND_FONT, closeRasterizer, root, writeWebp } from './draw'
import { BRAND_COLOURS } from '../../src/lib/brand-colours'

const here = path.join(root, 'src/seed/media')
const publicDir = path.join(root, 'public')

const BRAND = BRAND_COLOURS.brand
const STRONG = BRAND_COLOURS['brand-strong']
const INK = BRAND_COLOURS.ink
const SOFT = BRAND_COLOURS['brand-soft']
const SURFACE = BRAND_COLOURS.surface
const ACCENT = BRAND_COLOURS.accent

const font = BRAND_FONT

const webp = (name: string, svg: string, quality = 78) =>
  writeWebp(path.join(here, name), svg, quality)

const bars = (x: number, y: number, heights: number[], color: string) =>
  heights
    .map(
      (h, i) =>
        `<rect x="${x + i * 34}" y="${y - h}" width="22" height="${h}" rx="4" fill="${color}"/>`,
    )
    .join('')

const lines = (x: number, y: number, widths: number[], color = '#CBD5E1', gap = 22) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="10" rx="5" fill="${color}"/>`,
    )
    .join('')

/** A browser window with a product UI inside: the shape of every service mock-up. */
function browser(title: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <g transform="translate(80 70)">
    <rect width="1040" height="660" rx="18" fill="#fff"/>
    <rect width="1040" height="48" rx="18" fill="${SURFACE}"/><rect y="30" width="1040" height="18" fill="${SURFACE}"/>
    <circle cx="28" cy="24" r="7" fill="#F87171"/><circle cx="50" cy="24" r="7" fill="${ACCENT}"/><circle cx="72" cy="24" r="7" fill="#34D399"/>
    <rect x="300" y="12" width="440" height="24" rx="12" fill="#E2E8F0"/>
    <text x="520" y="29" ${font} font-size="13" fill="#64748B" text-anchor="middle">${title}</text>
    ${body}
  </g></svg>`
}

function dashboard(title: string, accent: string, cards: string[]) {
  const cardSvg = cards
    .map(
      (
        label,
        i,
      ) => `<g transform="translate(${220 + i * 200} 80)"><rect width="180" height="96" rx="12" fill="${SURFACE}" stroke="#E2E8F0"/>
      <rect x="16" y="22" width="${70 + label.length * 6}" height="10" rx="5" fill="#CBD5E1"/>
      <text x="16" y="72" ${font} font-size="28" font-weight="700" fill="${INK}">${[98, 1250, 42, 17][i % 4]}${['%', '', 'k', ''][i % 4]}</text></g>`,
    )
    .join('')
  return browser(
    title,
    `<rect x="0" y="48" width="190" height="612" fill="${INK}"/>
     <text x="24" y="92" ${font} font-size="18" font-weight="700" fill="#fff">Nakhla</text>
     ${lines(24, 130, [120, 100, 130, 90, 110, 120], '#33475B', 40)}
     <rect x="16" y="120" width="158" height="30" rx="8" fill="${accent}" opacity="0.35"/>
     <text x="220" y="60" ${font} font-size="20" font-weight="700" fill="${INK}"></text>
     ${cardSvg}
     <g transform="translate(220 200)"><rect width="500" height="300" rx="12" fill="${SURFACE}" stroke="#E2E8F0"/>
       <polyline points="30,250 100,200 170,220 240,140 310,160 380,90 460,110" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
       ${lines(30, 30, [160], '#94A3B8')}</g>
     <g transform="translate(740 200)"><rect width="280" height="300" rx="12" fill="${SURFACE}" stroke="#E2E8F0"/>
       ${bars(30, 270, [120, 180, 90, 210, 150, 60, 170], accent)}</g>
     <g transform="translate(220 520)"><rect width="800" height="110" rx="12" fill="${SURFACE}" stroke="#E2E8F0"/>${lines(24, 24, [520, 640, 460, 580], '#CBD5E1', 20)}</g>`,
  )
}

function phoneScreens(title: string) {
  const phone = (x: number, tint: string, rows: number) => `<g transform="translate(${x} 70)">
    <rect width="250" height="510" rx="34" fill="${INK}"/><rect x="12" y="12" width="226" height="486" rx="24" fill="#fff"/>
    <rect x="12" y="12" width="226" height="110" rx="24" fill="${tint}"/><rect x="12" y="90" width="226" height="32" fill="${tint}"/>
    ${lines(32, 46, [120, 80], '#ffffff', 24)}
    ${Array.from({ length: rows }, (_, i) => `<g transform="translate(28 ${146 + i * 82})"><rect width="194" height="66" rx="12" fill="${SURFACE}" stroke="#E2E8F0"/><rect x="10" y="10" width="46" height="46" rx="10" fill="${SOFT}"/>${lines(68, 16, [100, 70], '#CBD5E1', 18)}</g>`).join('')}
  </g>`
  return browser(
    title,
    `${phone(150, BRAND, 4)}${phone(400, INK, 3)}${phone(650, STRONG, 4)}
    <g transform="translate(930 150)">${lines(0, 0, [60, 50, 70, 40], '#CBD5E1', 30)}</g>`,
  )
}

function storefront(title: string) {
  const product = (
    x: number,
    y: number,
    hue: string,
  ) => `<g transform="translate(${x} ${y})"><rect width="220" height="250" rx="14" fill="#fff" stroke="#E2E8F0"/>
    <rect x="12" y="12" width="196" height="140" rx="10" fill="${hue}"/>${lines(16, 170, [150, 90], '#CBD5E1')}
    <rect x="16" y="210" width="80" height="26" rx="13" fill="${BRAND}"/></g>`
  return browser(
    title,
    `<rect x="0" y="48" width="1040" height="70" fill="#fff"/><text x="32" y="92" ${font} font-size="22" font-weight="700" fill="${INK}">Souq</text>
     ${lines(
       400,
       80,
       [60, 60, 60, 60].map(() => 70),
       '#CBD5E1',
       0,
     )}
     <rect x="860" y="70" width="140" height="34" rx="17" fill="${BRAND}"/>
     <rect x="32" y="140" width="976" height="130" rx="16" fill="${SOFT}"/>${lines(64, 180, [360, 260], BRAND, 30)}
     ${product(32, 300, '#99F6E4')}${product(282, 300, '#FDE68A')}${product(532, 300, '#BFDBFE')}${product(782, 300, '#FBCFE8')}`,
  )
}

function listings(title: string) {
  const card = (
    x: number,
    y: number,
    roof: string,
  ) => `<g transform="translate(${x} ${y})"><rect width="300" height="230" rx="14" fill="#fff" stroke="#E2E8F0"/>
    <rect x="12" y="12" width="276" height="120" rx="10" fill="${SURFACE}"/>
    <polygon points="110,92 150,56 190,92" fill="${roof}"/><rect x="120" y="92" width="60" height="34" fill="${roof}" opacity="0.7"/>
    ${lines(16, 150, [180, 120], '#CBD5E1')}<rect x="16" y="198" width="${[90, 110, 80, 120, 100, 95][x % 6]}" height="16" rx="8" fill="${BRAND}"/></g>`
  return browser(
    title,
    `<rect x="32" y="72" width="976" height="56" rx="12" fill="${SURFACE}" stroke="#E2E8F0"/>${lines(56, 95, [240], '#94A3B8')}
     <rect x="860" y="82" width="130" height="36" rx="10" fill="${BRAND}"/>
     ${card(32, 150, BRAND)}${card(370, 150, INK)}${card(708, 150, STRONG)}
     ${card(32, 400, STRONG)}${card(370, 400, BRAND)}${card(708, 400, INK)}`,
  )
}

function menu(title: string) {
  const dish = (
    x: number,
    y: number,
    tint: string,
  ) => `<g transform="translate(${x} ${y})"><rect width="470" height="110" rx="14" fill="#fff" stroke="#E2E8F0"/>
    <circle cx="58" cy="55" r="38" fill="${tint}"/>${lines(116, 34, [200, 140], '#CBD5E1')}
    <rect x="370" y="38" width="76" height="34" rx="17" fill="${BRAND}"/></g>`
  return browser(
    title,
    `<rect x="0" y="48" width="1040" height="612" fill="${SURFACE}"/>
     <g>${[70, 52, 60, 56, 72].map((width, i) => `<rect x="${32 + i * 150}" y="72" width="136" height="40" rx="20" fill="${i === 1 ? BRAND : '#fff'}" stroke="#E2E8F0"/><rect x="${100 - width / 2 + i * 150}" y="87" width="${width}" height="10" rx="5" fill="${i === 1 ? '#fff' : '#CBD5E1'}"/>`).join('')}</g>
     ${dish(32, 140, '#FDE68A')}${dish(538, 140, '#FECACA')}${dish(32, 270, '#BBF7D0')}${dish(538, 270, '#FED7AA')}${dish(32, 400, '#DDD6FE')}${dish(538, 400, '#99F6E4')}
     <rect x="32" y="540" width="976" height="90" rx="14" fill="${INK}"/>${lines(64, 572, [220, 140], '#33506B', 26)}
     <rect x="820" y="560" width="160" height="50" rx="25" fill="${ACCENT}"/>`,
  )
}

function website(title: string) {
  return browser(
    title,
    `<rect x="0" y="48" width="1040" height="300" fill="${SOFT}"/>
     <rect x="60" y="112" width="400" height="34" rx="10" fill="${INK}"/>
     ${lines(60, 180, [420, 360], '#5EEAD4', 24)}<rect x="60" y="250" width="170" height="50" rx="25" fill="${BRAND}"/>
     <g transform="translate(620 90)"><rect width="360" height="220" rx="16" fill="#fff" stroke="#99F6E4"/>${bars(40, 190, [60, 100, 80, 140, 120, 170, 150, 110], BRAND)}</g>
     ${[0, 1, 2].map((i) => `<g transform="translate(${60 + i * 320} 390)"><rect width="290" height="230" rx="16" fill="#fff" stroke="#E2E8F0"/><rect x="24" y="24" width="56" height="56" rx="14" fill="${SOFT}"/>${lines(24, 110, [200, 230, 180, 210], '#CBD5E1', 24)}</g>`).join('')}`,
  )
}

/** A 480x160 client wordmark: mark, then the name, set smaller when long so it always fits. */
function wordmark(name: string, color: string, shape: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
  <rect width="480" height="160" fill="#fff"/><g transform="translate(12 20)">${shape.replace(/COLOR/g, color)}</g>
  <text x="146" y="96" data-fit="314" ${font} font-size="44" font-weight="700" fill="${INK}">${name}</text></svg>`
}

function cover(title: string, from: string, to: string, motif: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#c)"/>
  <circle cx="1020" cy="120" r="220" fill="#fff" opacity="0.06"/><circle cx="160" cy="560" r="180" fill="#fff" opacity="0.05"/>
  ${motif}
  <text x="80" y="540" ${font} font-size="30" font-weight="700" fill="#fff" opacity="0.9">${title}</text></svg>`
}

const SHAPES = {
  circle: '<circle cx="60" cy="60" r="34" fill="COLOR"/>',
  diamond:
    '<rect x="34" y="34" width="52" height="52" rx="8" transform="rotate(45 60 60)" fill="COLOR"/>',
  triangle: '<polygon points="60,22 98,92 22,92" fill="COLOR"/>',
  rings: '<circle cx="60" cy="60" r="32" fill="none" stroke="COLOR" stroke-width="12"/>',
  flame:
    '<path d="M60 18c6 20 30 30 30 56a30 30 0 0 1-60 0c0-14 8-24 16-30 0 12 6 18 12 20-4-16 0-32 2-46z" fill="COLOR"/>',
  cup: '<path d="M26 44h56v22a28 28 0 0 1-56 0zM82 50h6a12 12 0 0 1 0 24h-8" fill="none" stroke="COLOR" stroke-width="10" stroke-linejoin="round"/><path d="M40 22c-4 6 4 10 0 16M56 22c-4 6 4 10 0 16" fill="none" stroke="COLOR" stroke-width="6" stroke-linecap="round"/>',
}

async function main() {
  mkdirSync(here, { recursive: true })
  await webp('service-web-development.webp', website('nakhla.example'))
  await webp('service-mobile-app.webp', phoneScreens('apps.nakhla.example'))
  await webp(
    'service-erp-solution.webp',
    dashboard('suite.nakhla.example', BRAND, ['Sales', 'Orders', 'Revenue', 'Stock']),
  )
  await webp('service-ecommerce-application.webp', storefront('souq.nakhla.example'))
  await webp('service-property-management.webp', listings('rentals.nakhla.example'))
  await webp('service-fandb-solution.webp', menu('dine.nakhla.example'))

  await webp('logo-gulf-retail.webp', wordmark('Gulf Retail', BRAND, SHAPES.circle), 90)
  await webp('logo-marina-foods.webp', wordmark('Marina Foods', '#B45309', SHAPES.diamond), 90)
  await webp('logo-al-noor.webp', wordmark('Al Noor Realty', '#1E3A8A', SHAPES.triangle), 90)
  await webp(
    'logo-desert-logistics.webp',
    wordmark('Desert Logistics', '#7C3AED', SHAPES.rings),
    90,
  )
  await webp(
    'logo-bait-al-shawarma.webp',
    wordmark('Bait Al Shawarma', '#B91C1C', SHAPES.flame),
    90,
  )
  await webp('logo-cafe-nabeel.webp', wordmark('Café Nabeel', '#92400E', SHAPES.cup), 90)

  const motifs = [
    `<g transform="translate(700 140)">${bars(0, 300, [90, 160, 120, 230, 190, 280], '#ffffff')}</g>`,
    `<g transform="translate(760 110)" fill="none" stroke="#fff" stroke-width="10" opacity="0.85"><rect width="180" height="340" rx="30"/><rect x="220" y="60" width="150" height="280" rx="26"/></g>`,
    `<g transform="translate(720 150)" opacity="0.9"><rect width="360" height="240" rx="18" fill="#fff" opacity="0.15"/>${lines(30, 40, [250, 300, 200, 280, 240], '#ffffff', 36)}</g>`,
    `<g transform="translate(740 130)" fill="#fff" opacity="0.85"><polygon points="150,0 300,120 0,120"/><rect x="40" y="120" width="220" height="170"/></g>`,
    `<g transform="translate(760 140)" fill="#fff" opacity="0.85"><circle cx="150" cy="150" r="140" fill="none" stroke="#fff" stroke-width="14"/><circle cx="150" cy="150" r="60"/></g>`,
    `<g transform="translate(720 160)" stroke="#fff" stroke-width="12" fill="none" opacity="0.85"><path d="M0 250 L120 130 L220 200 L380 20"/></g>`,
    `<g transform="translate(760 130)" fill="#fff" opacity="0.8">${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${c * 110}" y="${r * 110}" width="90" height="90" rx="14"/>`).join('')).join('')}</g>`,
  ]
  const coverColours: Array<[string, string]> = [
    [BRAND, INK],
    [STRONG, '#1E293B'],
    ['#0E7490', INK],
    ['#1E3A8A', INK],
    ['#B45309', INK],
    [BRAND, '#134E4A'],
    ['#334155', INK],
  ]
  for (let i = 0; i < motifs.length; i++) {
    await webp(
      `blog-${i + 1}.webp`,
      cover('Nakhla Journal', coverColours[i][0], coverColours[i][1], motifs[i]),
    )
  }

  const video = path.join(here, 'hero-loop.mp4')
  const poster = path.join(here, 'hero-loop-poster.webp')
  try {
    // A slow drifting teal-to-ink gradient, 4 s forwards then the same 4 s
    // backwards: an 8 s muted loop with no jump where it restarts.
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `gradients=s=960x540:c0=0x0F766E:c1=0x0B1F33:c2=0x115E59:c3=0x0B1F33:n=4:speed=0.012:d=4:r=24`,
      '-filter_complex',
      '[0:v]split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0[v]',
      '-map',
      '[v]',
      '-an',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'main',
      '-crf',
      '30',
      '-movflags',
      '+faststart',
      video,
    ])
    // The poster is the first frame, so nothing shifts when the video starts.
    const frame = execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-i',
      video,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-vcodec',
      'png',
      '-',
    ])
    await sharp(frame).webp({ quality: 70 }).toFile(poster)
    copyFileSync(video, path.join(publicDir, 'clip1.mp4'))
    copyFileSync(poster, path.join(publicDir, 'clip1-poster.webp'))
    console.log(`hero-loop.mp4 ${(statSync(video).size / 1024).toFixed(0)} KB`)
  } catch (error) {
    console.warn('ffmpeg unavailable: hero video not regenerated', (error as Error).message)
  }
  await closeRasterizer()
}

await main()
