/**
 * Generates the mock-ups of three service pages (web development, mobile app,
 * e-commerce application): the six portfolio websites, the twelve app screens,
 * the four store screenshots and each page's hero, drawn as SVG and written as
 * WebP in the brand fonts, each with its right-to-left Arabic twin `*.ar.webp`
 * (scripts/assets/draw.ts; no photographs, nothing downloaded). The outputs are
 * committed, so nothing here runs at install, build or start. Regenerate with `npm run assets`
 * (or only these: `npx tsx scripts/assets/mockups/web-mobile-ecommerce.ts`).
 *
 * It writes src/seed/media/mockups/<slug>-*.webp (src/content/mockups.ts):
 * websites and store screens 1200x750 (a page without its browser chrome: the
 * site draws that with DeviceFrame), app screens 390x780, the mobile hero
 * 600x1200; the seed uploads them to Page images. Every file must stay under
 * 60 KB; the script fails otherwise.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import {
  arabicTwin,
  arabicVersion,
  BRAND_FONT,
  closeRasterizer,
  untranslated,
  writeWebp,
  root,
} from '../draw'
import { ARABIC, KEEP_LATIN } from './web-mobile-ecommerce.ar'
import { BRAND_COLOURS } from '../../../src/lib/brand-colours'
import { MOCKUP_FOLDER } from '../../../src/content/mockups'

const outDir = path.join(root, 'src/seed/media', MOCKUP_FOLDER)

const BRAND = BRAND_COLOURS.brand
const INK = BRAND_COLOURS.ink
const SOFT = BRAND_COLOURS['brand-soft']
const SURFACE = BRAND_COLOURS.surface
const LINE = '#E2E8F0'
const MUTED = '#64748B'
const ACCENT = BRAND_COLOURS.accent
const GREEN = '#22C55E'
const BLUE = '#3B82F6'

const font = BRAND_FONT
const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

type TextOptions = { size?: number; weight?: number; fill?: string; anchor?: string }
const text = (x: number, y: number, value: string, o: TextOptions = {}) =>
  `<text x="${x}" y="${y}" ${font} font-size="${o.size ?? 14}" font-weight="${o.weight ?? 400}" fill="${o.fill ?? INK}" text-anchor="${o.anchor ?? 'start'}">${esc(value)}</text>`
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 10, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`
const card = (x: number, y: number, w: number, h: number, rx = 14) =>
  rect(x, y, w, h, '#fff', rx, `stroke="${LINE}"`)
const bar = (x: number, y: number, w: number, color = '#CBD5E1', h = 9) =>
  rect(x, y, w, h, color, h / 2)
const bars = (x: number, y: number, widths: number[], color = '#CBD5E1', gap = 20, h = 9) =>
  widths.map((w, i) => bar(x, y + i * gap, w, color, h)).join('')
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`
const button = (
  x: number,
  y: number,
  w: number,
  label: string,
  fill = BRAND,
  fg = '#fff',
  h = 40,
) =>
  `${rect(x, y, w, h, fill, h / 2)}${text(x + w / 2, y + h / 2 + 5, label, { size: h > 36 ? 15 : 13, weight: 700, fill: fg, anchor: 'middle' })}`
const pill = (x: number, y: number, label: string, fg: string, bg: string, w = 96) =>
  `${rect(x, y, w, 24, bg, 12)}${text(x + w / 2, y + 16, label, { size: 12, weight: 700, fill: fg, anchor: 'middle' })}`

/** A 1200x750 web page: white background, the site's own nav bar, then the body. */
function page(brand: string, name: string, nav: string[], body: string, cta?: string) {
  const links = nav
    .map((label, i) => text(470 + i * 110, 45, label, { size: 15, fill: MUTED }))
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
  ${rect(0, 0, 1200, 750, '#fff', 0)}
  ${rect(0, 0, 1200, 76, '#fff', 0)}<rect y="75" width="1200" height="1" fill="${LINE}"/>
  ${rect(40, 22, 32, 32, brand, 8)}${text(84, 45, name, { size: 20, weight: 700 })}
  ${links}${cta ? button(1030, 19, 130, cta, brand, '#fff', 38) : ''}
  ${body}</svg>`
}

/** A 390x780 phone screen with status bar, app bar in the app's colour, then the body. */
function phone(tint: string, title: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="780" viewBox="0 0 390 780">
  ${rect(0, 0, 390, 780, SURFACE, 0)}
  ${rect(0, 0, 390, 132, tint, 0)}
  ${text(26, 34, '9:41', { size: 14, weight: 700, fill: '#fff' })}
  ${rect(318, 22, 44, 14, '#ffffff', 4, 'opacity="0.85"')}
  ${text(26, 96, title, { size: 26, weight: 700, fill: '#fff' })}
  ${body}
  ${rect(0, 716, 390, 64, '#fff', 0)}<rect y="716" width="390" height="1" fill="${LINE}"/>
  ${[0, 1, 2, 3].map((i) => circle(60 + i * 90, 746, 11, i === 0 ? tint : '#CBD5E1')).join('')}
  </svg>`
}

/** `--missing`: only list the texts that have no Arabic yet. */
const listMissing = process.argv[2] === '--missing'
/** Any other argument: only the images whose `<slug>/<name>` contains it. */
const only = listMissing ? undefined : process.argv[2]
const missing = new Set<string>()

/** Writes the English mock-up and its right-to-left Arabic twin. */
async function write(slug: string, name: string, svg: string, quality = 80) {
  if (listMissing) {
    for (const text of untranslated(svg, ARABIC, KEEP_LATIN)) missing.add(text)
    return
  }
  if (only && !`${slug}/${name}`.includes(only)) return
  mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `${slug}-${name}.webp`)
  await writeWebp(file, svg, quality)
  await writeWebp(arabicTwin(file), arabicVersion(svg, ARABIC, KEEP_LATIN), quality)
}

// ─── Web development ────────────────────────────────────────────────────────

function webHero() {
  const service = (x: number, label: string, color: string) =>
    `${card(x, 470, 250, 200)}${rect(x + 24, 494, 48, 48, color, 12)}${text(x + 24, 580, label, { size: 18, weight: 700 })}${bars(x + 24, 600, [190, 150], '#CBD5E1', 20)}`
  return page(
    BRAND,
    'Nakhla',
    ['Home', 'About', 'Services', 'Contact'],
    `${rect(0, 76, 1200, 360, SOFT, 0)}
     ${text(80, 190, 'Build your business online', { size: 40, weight: 700 })}
     ${bars(80, 225, [460, 380], '#5EAAA0', 22, 12)}
     ${button(80, 290, 170, 'Get started')}${button(266, 290, 150, 'العربية', '#fff', INK)}
     ${card(760, 120, 360, 270, 20)}
     ${text(940, 180, 'Performance', { size: 18, weight: 700, anchor: 'middle' })}
     ${circle(940, 275, 70, 'none', `stroke="${LINE}" stroke-width="16"`)}
     <circle cx="940" cy="275" r="70" fill="none" stroke="${GREEN}" stroke-width="16" stroke-linecap="round" stroke-dasharray="431 440" transform="rotate(-90 940 275)"/>
     ${text(940, 290, '98', { size: 44, weight: 700, anchor: 'middle', fill: '#15803D' })}
     ${text(940, 372, 'SEO 100 · Accessibility 100', { size: 14, fill: MUTED, anchor: 'middle' })}
     ${service(80, 'Corporate sites', BRAND)}${service(350, 'Web apps', ACCENT)}${service(620, 'E-commerce', BLUE)}${service(890, 'Maintenance', '#8B5CF6')}`,
    'Contact us',
  )
}

function alNoor() {
  const GOLD = '#B8862F'
  const NAVY = '#1E3A5F'
  const division = (x: number, y: number, label: string) =>
    `${card(x, y, 340, 120)}${circle(x + 50, y + 60, 26, '#FDF6E7', `stroke="${GOLD}" stroke-width="3"`)}${text(x + 96, y + 54, label, { size: 18, weight: 700 })}${bar(x + 96, y + 70, 180)}`
  return page(
    NAVY,
    'AL NOOR TRADING',
    ['Divisions', 'Tenders', 'Careers', 'عربي'],
    `${rect(0, 76, 1200, 300, NAVY, 0)}
     ${text(80, 180, 'Six divisions. One trusted name.', { size: 38, weight: 700, fill: '#fff' })}
     ${bars(80, 214, [520, 420], '#5B7CA6', 22, 12)}
     ${button(80, 280, 190, 'Our divisions', GOLD)}
     ${rect(820, 110, 300, 230, '#2C4E7A', 16)}${circle(970, 225, 70, GOLD, 'opacity="0.85"')}
     ${division(60, 410, 'Building materials')}${division(430, 410, 'Food distribution')}${division(800, 410, 'Automotive parts')}
     ${division(60, 550, 'Industrial supply')}${division(430, 550, 'Medical equipment')}${division(800, 550, 'Logistics')}
     ${rect(0, 690, 1200, 60, '#F1F5F9', 0)}${text(80, 727, 'Kuwait City · +965 2220 0000', { size: 15, fill: MUTED })}`,
    'Contact',
  )
}

function marinaFoods() {
  const ORANGE = '#EA580C'
  const dish = (x: number, y: number, label: string, price: string, tone: string) =>
    `${card(x, y, 250, 280)}${rect(x + 12, y + 12, 226, 140, '#FFF7ED', 10)}${circle(x + 125, y + 82, 52, '#fff', `stroke="#FED7AA" stroke-width="6"`)}${circle(x + 125, y + 82, 34, tone)}
     ${text(x + 18, y + 186, label, { size: 17, weight: 700 })}${bar(x + 18, y + 202, 160)}
     ${text(x + 18, y + 250, price, { size: 17, weight: 700, fill: ORANGE })}${rect(x + 180, y + 228, 52, 32, ORANGE, 16)}${text(x + 206, y + 250, '+', { size: 20, weight: 700, fill: '#fff', anchor: 'middle' })}`
  return page(
    ORANGE,
    'Marina Foods',
    ['Menu', 'Branches', 'Catering', 'عربي'],
    `${rect(0, 76, 1200, 190, '#FFF7ED', 0)}
     ${text(80, 150, 'Fresh from the Gulf, every day', { size: 34, weight: 700 })}
     ${bar(80, 176, 420, '#FDBA74', 12)}
     ${['All', 'Grills', 'Seafood', 'Salads', 'Desserts'].map((c, i) => pill(80 + i * 112, 210, c, i === 0 ? '#fff' : ORANGE, i === 0 ? ORANGE : '#fff', 100)).join('')}
     ${dish(80, 300, 'Mixed grill', 'KWD 4.500', '#B45309')}${dish(350, 300, 'Hammour fillet', 'KWD 5.250', ACCENT)}
     ${dish(620, 300, 'Fattoush', 'KWD 1.750', '#65A30D')}${dish(890, 300, 'Umm Ali', 'KWD 1.500', '#D97706')}
     ${rect(80, 610, 1040, 100, INK, 16)}${text(120, 668, '9 branches across Kuwait · Open until midnight', { size: 20, weight: 700, fill: '#fff' })}${button(900, 640, 190, 'Reserve a table', ORANGE)}`,
    'Order now',
  )
}

function desertLogistics() {
  const SAND = '#C2410C'
  const row = (y: number, id: string, route: string, status: string, good: boolean) =>
    `<rect x="300" y="${y}" width="520" height="1" fill="${LINE}"/>
     ${text(320, y + 34, id, { size: 15, weight: 700 })}${text(450, y + 34, route, { size: 15, fill: MUTED })}
     ${pill(700, y + 16, status, good ? '#166534' : '#9A3412', good ? '#DCFCE7' : '#FFEDD5', 104)}`
  return page(
    SAND,
    'Desert Logistics',
    ['Shipments', 'Quotes', 'Invoices', 'Help'],
    `${rect(0, 76, 260, 674, INK, 0)}
     ${['Dashboard', 'Shipments', 'Book freight', 'Invoices', 'Documents'].map((l, i) => `${i === 1 ? rect(16, 108 + i * 52, 228, 40, '#1E3A5F', 8) : ''}${text(40, 134 + i * 52, l, { size: 15, fill: i === 1 ? '#fff' : '#94A3B8' })}`).join('')}
     ${text(300, 130, 'Track shipments', { size: 26, weight: 700 })}
     ${[
       ['In transit', '28'],
       ['Delivered', '412'],
       ['Awaiting pickup', '6'],
     ]
       .map(
         ([l, v], i) =>
           `${card(300 + i * 180, 156, 165, 86)}${text(318 + i * 180, 188, l, { size: 13, fill: MUTED })}${text(318 + i * 180, 224, v, { size: 26, weight: 700 })}`,
       )
       .join('')}
     ${card(300, 266, 520, 440)}
     ${text(320, 302, 'Consignment', { size: 13, weight: 700, fill: MUTED })}${text(450, 302, 'Route', { size: 13, weight: 700, fill: MUTED })}${text(700, 302, 'Status', { size: 13, weight: 700, fill: MUTED })}
     ${row(318, 'DL-48210', 'Shuwaikh → Riyadh', 'In transit', false)}${row(380, 'DL-48207', 'Jebel Ali → Kuwait', 'Delivered', true)}
     ${row(442, 'DL-48199', 'Kuwait → Dammam', 'In transit', false)}${row(504, 'DL-48188', 'Kuwait → Manama', 'Delivered', true)}
     ${row(566, 'DL-48170', 'Doha → Kuwait', 'Delivered', true)}${row(628, 'DL-48162', 'Kuwait → Muscat', 'In transit', false)}
     ${card(840, 156, 320, 550)}${rect(856, 172, 288, 420, '#FEF3C7', 10)}
     <path d="M900 540 C 960 470, 980 380, 1040 330 S 1100 230, 1110 210" fill="none" stroke="${SAND}" stroke-width="5" stroke-dasharray="12 8"/>
     ${circle(900, 540, 10, SAND)}${circle(1110, 210, 10, INK)}${circle(1010, 360, 13, '#fff', `stroke="${SAND}" stroke-width="5"`)}
     ${text(860, 630, 'DL-48210 · ETA 14:30', { size: 16, weight: 700 })}${bar(860, 650, 220)}`,
    'Book freight',
  )
}

function gulfRetail() {
  const PLUM = '#7C3AED'
  const brand = (x: number, y: number, color: string, label: string) =>
    `${rect(x, y, 240, 130, color, 14)}${text(x + 120, y + 74, label, { size: 20, weight: 700, fill: '#fff', anchor: 'middle' })}`
  return page(
    PLUM,
    'Gulf Retail Group',
    ['Brands', 'Stores', 'Investors', 'News'],
    `${text(80, 150, 'Our brands', { size: 30, weight: 700 })}
     ${brand(80, 180, BRAND, 'HOMELINE')}${brand(340, 180, '#BE185D', 'LAYLA')}${brand(600, 180, '#1D4ED8', 'TECHNO')}${brand(860, 180, '#B45309', 'SAHRA')}
     ${card(80, 350, 620, 360)}${text(104, 392, 'Find a store', { size: 22, weight: 700 })}
     ${['Kuwait', 'UAE', 'Bahrain'].map((c, i) => pill(104 + i * 110, 412, c, i === 0 ? '#fff' : PLUM, i === 0 ? PLUM : '#F5F3FF', 100)).join('')}
     ${rect(104, 452, 572, 236, '#EDE9FE', 10)}
     ${[
       [180, 520],
       [300, 600],
       [420, 540],
       [560, 620],
       [620, 500],
     ]
       .map(([x, y]) => `${circle(x, y, 12, PLUM)}${circle(x, y, 5, '#fff')}`)
       .join('')}
     ${card(720, 350, 400, 360)}${text(744, 392, 'Latest news', { size: 22, weight: 700 })}
     ${[0, 1, 2].map((i) => `${rect(744, 416 + i * 96, 96, 76, '#F5F3FF', 8)}${text(856, 440 + i * 96, ['Q3 results', 'New store', 'Ramadan hours'][i], { size: 16, weight: 700 })}${bars(856, 456 + i * 96, [200, 150], '#CBD5E1', 18)}`).join('')}`,
    'Investors',
  )
}

function sidraClinics() {
  const SKY = '#0369A1'
  const doctor = (y: number, name: string, field: string) =>
    `${card(80, y, 440, 110)}${circle(140, y + 55, 34, '#E0F2FE')}${circle(140, y + 46, 13, '#7DD3FC')}<path d="M116 ${y + 80} q24 -28 48 0" fill="#7DD3FC"/>
     ${text(192, y + 48, name, { size: 18, weight: 700 })}${text(192, y + 74, field, { size: 14, fill: MUTED })}${pill(400, y + 40, 'Book', '#fff', SKY, 90)}`
  const days = Array.from({ length: 35 }, (_, i) => {
    const x = 604 + (i % 7) * 70
    const y = 250 + Math.floor(i / 7) * 70
    const free = [3, 4, 9, 11, 12, 17, 18, 24, 26, 31].includes(i)
    const picked = i === 12
    return `${rect(x, y, 58, 56, picked ? SKY : free ? '#E0F2FE' : SURFACE, 10)}${text(x + 29, y + 34, String((i % 30) + 1), { size: 15, weight: 700, fill: picked ? '#fff' : free ? SKY : '#94A3B8', anchor: 'middle' })}`
  }).join('')
  return page(
    SKY,
    'Sidra Clinics',
    ['Doctors', 'Specialities', 'Insurance', 'عربي'],
    `${text(80, 140, 'Book an appointment', { size: 30, weight: 700 })}
     ${doctor(170, 'Dr. Layla Al-Sabah', 'Dermatology')}${doctor(300, 'Dr. Omar Haddad', 'Paediatrics')}
     ${doctor(430, 'Dr. Noura Al-Mutairi', 'Dentistry')}${doctor(560, 'Dr. Khaled Nasser', 'Orthopaedics')}
     ${card(580, 170, 540, 540)}${text(604, 214, 'March', { size: 20, weight: 700 })}${text(1096, 214, '10 free slots', { size: 14, fill: MUTED, anchor: 'end' })}
     ${days}${button(604, 614, 490, 'Confirm 10:30 with Dr. Noura', SKY, '#fff', 44)}`,
    'Book now',
  )
}

function wafraAcademy() {
  const GREEN_DARK = '#15803D'
  const course = (x: number, y: number, color: string, title: string, meta: string) =>
    `${card(x, y, 330, 250)}${rect(x, y, 330, 96, color, 14)}<rect x="${x}" y="${y + 80}" width="330" height="16" fill="${color}"/>
     ${text(x + 22, y + 60, title, { size: 20, weight: 700, fill: '#fff' })}
     ${text(x + 22, y + 130, meta, { size: 14, fill: MUTED })}${bars(x + 22, y + 148, [270, 200], '#CBD5E1', 18)}
     ${text(x + 22, y + 222, 'KWD 120', { size: 17, weight: 700 })}${button(x + 196, y + 196, 112, 'Register', GREEN_DARK, '#fff', 36)}`
  return page(
    GREEN_DARK,
    'Wafra Academy',
    ['Courses', 'Calendar', 'My learning', 'عربي'],
    `${text(80, 140, 'Course catalogue', { size: 30, weight: 700 })}
     ${['All topics', 'Management', 'IT', 'Finance', 'Languages'].map((c, i) => pill(80 + i * 122, 162, c, i === 0 ? '#fff' : GREEN_DARK, i === 0 ? GREEN_DARK : '#F0FDF4', 112)).join('')}
     ${course(80, 214, '#15803D', 'Project management', '12 Apr · 5 days')}${course(435, 214, BRAND, 'Data analysis', '19 Apr · 4 days')}${course(790, 214, '#1D4ED8', 'Business English', '26 Apr · 8 weeks')}
     ${course(80, 484, '#B45309', 'Accounting basics', '3 May · 3 days')}${course(435, 484, '#7C3AED', 'Leadership', '10 May · 2 days')}${course(790, 484, '#BE185D', 'Digital marketing', '17 May · 4 days')}`,
    'Sign in',
  )
}

// ─── Mobile apps ────────────────────────────────────────────────────────────

const listRow = (y: number, thumb: string, title: string, sub: string, right = '') =>
  `${card(20, y, 350, 86, 16)}${rect(34, y + 14, 58, 58, thumb, 12)}${text(106, y + 38, title, { size: 16, weight: 700 })}${text(106, y + 62, sub, { size: 13, fill: MUTED })}${right ? text(354, y + 38, right, { size: 14, weight: 700, fill: INK, anchor: 'end' }) : ''}`

function sufra(tint = '#DC2626') {
  return phone(
    tint,
    'Sufra',
    `${rect(20, 150, 350, 44, '#fff', 22, `stroke="${LINE}"`)}${text(44, 178, 'Search restaurants', { size: 14, fill: MUTED })}
     ${['Burgers', 'Sushi', 'Arabic', 'Cafe'].map((c, i) => pill(20 + i * 88, 210, c, i === 0 ? '#fff' : tint, i === 0 ? tint : '#FEE2E2', 80)).join('')}
     ${listRow(254, '#FCA5A5', 'Burger Lab', '★ 4.8 · 25 min', '0.500')}
     ${listRow(352, '#FDE68A', 'Sakura Sushi', '★ 4.7 · 35 min', 'Free')}
     ${listRow(450, '#BBF7D0', 'Al Diwaniya', '★ 4.9 · 30 min', '0.750')}
     ${rect(20, 560, 350, 130, INK, 18)}${text(40, 598, 'Basket · 3 items', { size: 15, fill: '#CBD5E1' })}${text(40, 632, 'KWD 7.250', { size: 24, weight: 700, fill: '#fff' })}${button(210, 606, 140, 'Checkout', tint)}`,
  )
}

const appScreens: Record<string, () => string> = {
  sufra: () => sufra(),
  'nabd-fit': () =>
    phone(
      '#7C3AED',
      'Nabd Fit',
      `${card(20, 150, 350, 200, 18)}${text(40, 184, 'This week', { size: 15, weight: 700 })}
       ${[
         ['#7C3AED', 70, 0.8],
         [ACCENT, 50, 0.6],
         ['#22C55E', 30, 0.9],
       ]
         .map(
           ([c, r, p]) =>
             `<circle cx="120" cy="262" r="${r}" fill="none" stroke="#EEF2FF" stroke-width="14"/><circle cx="120" cy="262" r="${r}" fill="none" stroke="${c}" stroke-width="14" stroke-linecap="round" stroke-dasharray="${2 * Math.PI * Number(r) * Number(p)} 999" transform="rotate(-90 120 262)"/>`,
         )
         .join('')}
       ${text(220, 236, '4 / 5 classes', { size: 15, weight: 700 })}${text(220, 264, '2,340 kcal', { size: 15, weight: 700 })}${text(220, 292, '38 km', { size: 15, weight: 700 })}
       ${text(20, 388, 'Today', { size: 17, weight: 700 })}
       ${listRow(404, '#DDD6FE', 'Spin 45', '07:00 · Salmiya', 'Booked')}${listRow(502, '#FDE68A', 'Yoga flow', '18:30 · Hawally', '3 left')}${listRow(600, '#BBF7D0', 'HIIT', '20:00 · Salmiya', 'Join')}`,
    ),
  shifa: () =>
    phone(
      '#0369A1',
      'Shifa Care',
      `${rect(20, 150, 350, 150, '#E0F2FE', 18)}${text(40, 186, 'Next appointment', { size: 14, fill: '#0369A1' })}${text(40, 218, 'Dr. Noura · Dentistry', { size: 18, weight: 700 })}${text(40, 246, 'Sun 14 Apr · 10:30', { size: 15, fill: MUTED })}${button(40, 258, 150, 'Video call', '#0369A1', '#fff', 32)}
       ${text(20, 340, 'Doctors', { size: 17, weight: 700 })}
       ${listRow(356, '#BAE6FD', 'Dr. Omar Haddad', 'Paediatrics · ★ 4.9')}${listRow(454, '#BAE6FD', 'Dr. Layla Al-Sabah', 'Dermatology · ★ 4.8')}${listRow(552, '#E0E7FF', 'Lab results', '2 new reports', '›')}`,
    ),
  daris: () =>
    phone(
      '#1D4ED8',
      'Daris',
      `${card(20, 150, 350, 160, 18)}${text(40, 184, 'Sara · Grade 5', { size: 17, weight: 700 })}
       ${['Sun', 'Mon', 'Tue', 'Wed', 'Thu'].map((d, i) => `${rect(40 + i * 64, 204, 54, 84, i === 1 ? '#1D4ED8' : '#EFF6FF', 12)}${text(67 + i * 64, 236, d, { size: 13, weight: 700, fill: i === 1 ? '#fff' : '#1D4ED8', anchor: 'middle' })}${text(67 + i * 64, 268, String(14 + i), { size: 18, weight: 700, fill: i === 1 ? '#fff' : INK, anchor: 'middle' })}`).join('')}
       ${text(20, 350, 'Homework', { size: 17, weight: 700 })}
       ${listRow(366, '#BFDBFE', 'Maths', 'Page 42, exercises 1-6', '✓')}${listRow(464, '#FDE68A', 'Arabic', 'Read chapter 3', '')}${listRow(562, '#BBF7D0', 'Science', 'Plant project · Thu', '')}`,
    ),
  bayti: () =>
    phone(
      BRAND,
      'Bayti',
      `${[0, 1]
        .map(
          (
            i,
          ) => `${card(20, 150 + i * 270, 350, 250, 18)}${rect(32, 162 + i * 270, 326, 140, [SOFT, '#FEF3C7'][i], 12)}<polygon points="${165},${262 + i * 270} ${195},${212 + i * 270} ${225},${262 + i * 270}" fill="${[BRAND, '#B45309'][i]}"/>${rect(175, 240 + i * 270, 40, 22, [BRAND, '#B45309'][i], 2)}
         ${text(36, 332 + i * 270, ['KWD 450 / month', 'KWD 1,200 / month'][i], { size: 18, weight: 700, fill: BRAND })}${text(36, 358 + i * 270, ['2 bed flat · Salmiya', '4 bed villa · Mishref'][i], { size: 14, fill: MUTED })}${pill(266, 336 + i * 270, 'View', '#fff', BRAND, 86)}`,
        )
        .join('')}`,
    ),
  'souq-alwaha': () =>
    phone(
      '#15803D',
      'Souq Al Waha',
      `${rect(20, 150, 350, 70, '#DCFCE7', 16)}${text(40, 192, 'Delivery today 16:00-18:00', { size: 15, weight: 700, fill: '#166534' })}
       ${[0, 1, 2, 3]
         .map((i) => {
           const x = 20 + (i % 2) * 180
           const y = 240 + Math.floor(i / 2) * 230
           return `${card(x, y, 170, 214, 16)}${rect(x + 12, y + 12, 146, 100, ['#FEF3C7', '#FEE2E2', '#E0F2FE', '#DCFCE7'][i], 10)}${circle(x + 85, y + 62, 28, [ACCENT, '#EF4444', '#3B82F6', '#22C55E'][i])}${text(x + 14, y + 140, ['Dates 1kg', 'Tomatoes', 'Milk 2L', 'Lettuce'][i], { size: 15, weight: 700 })}${text(x + 14, y + 166, ['KWD 2.250', 'KWD 0.450', 'KWD 0.850', 'KWD 0.300'][i], { size: 14, fill: MUTED })}${rect(x + 118, y + 168, 40, 34, '#15803D', 10)}${text(x + 138, y + 191, '+', { size: 20, weight: 700, fill: '#fff', anchor: 'middle' })}`
         })
         .join('')}`,
    ),
  qaid: () =>
    phone(
      '#334155',
      'Qaid',
      `${card(20, 150, 350, 190, 18)}${text(40, 184, 'April spending', { size: 14, fill: MUTED })}${text(40, 218, 'KWD 1,842', { size: 28, weight: 700 })}
       ${[60, 90, 50, 110, 80, 130, 70].map((h, i) => rect(44 + i * 44, 320 - h * 0.7, 26, h * 0.7, i === 5 ? BRAND : '#CBD5E1', 6)).join('')}
       ${text(20, 378, 'Claims', { size: 17, weight: 700 })}
       ${listRow(394, '#E2E8F0', 'Site visit taxi', 'Project Wafra · 12 Apr', '8.500')}${listRow(492, '#E2E8F0', 'Client lunch', 'Awaiting approval', '24.000')}${listRow(590, '#E2E8F0', 'Printer toner', 'Approved', '17.750')}`,
    ),
  rihla: () =>
    phone(
      '#0E7490',
      'Rihla',
      `${[0, 1].map((i) => `${rect(20 + i * 180, 150, 170, 190, ['#CFFAFE', '#FEF3C7'][i], 18)}${circle(105 + i * 180, 220, 36, ['#06B6D4', ACCENT][i])}${text(36 + i * 180, 300, ['Istanbul', 'Salalah'][i], { size: 17, weight: 700 })}${text(36 + i * 180, 324, ['5 nights', '3 nights'][i], { size: 13, fill: MUTED })}`).join('')}
       ${text(20, 378, 'Your trip', { size: 17, weight: 700 })}${card(20, 394, 350, 296, 18)}
       ${['KWI → IST · 08:10', 'Hotel check-in', 'Bosphorus cruise', 'IST → KWI · 19:40'].map((l, i) => `${circle(48, 432 + i * 68, 9, i === 0 ? '#0E7490' : '#CBD5E1')}${i < 3 ? rect(46, 441 + i * 68, 4, 59, '#E2E8F0', 2) : ''}${text(72, 438 + i * 68, l, { size: 15, weight: 700 })}${bar(72, 450 + i * 68, 150)}`).join('')}`,
    ),
  masar: () =>
    phone(
      '#C2410C',
      'Masar Driver',
      `${rect(0, 132, 390, 330, '#FEF3C7', 0)}
       <path d="M60 420 L120 360 L200 380 L260 290 L330 220" fill="none" stroke="#C2410C" stroke-width="6" stroke-linejoin="round"/>
       ${[
         [60, 420],
         [120, 360],
         [200, 380],
         [260, 290],
         [330, 220],
       ]
         .map(
           ([x, y], i) =>
             `${circle(x, y, 16, i === 2 ? '#C2410C' : '#fff', `stroke="#C2410C" stroke-width="4"`)}${text(x, y + 5, String(i + 1), { size: 13, weight: 700, fill: i === 2 ? '#fff' : '#C2410C', anchor: 'middle' })}`,
         )
         .join('')}
       ${card(20, 480, 350, 210, 18)}${text(40, 516, 'Next stop · 3 of 5', { size: 14, fill: MUTED })}${text(40, 548, 'Block 4, Street 12, Jabriya', { size: 17, weight: 700 })}${text(40, 576, 'Collect KWD 12.000 cash', { size: 14, fill: '#C2410C' })}
       ${button(40, 608, 150, 'Navigate', '#C2410C')}${button(200, 608, 150, 'Delivered', INK)}`,
    ),
  'marina-rewards': () =>
    phone(
      '#EA580C',
      'Marina Rewards',
      `${rect(20, 150, 350, 190, INK, 20)}${text(44, 192, 'Gold member', { size: 14, fill: '#FDBA74' })}${text(44, 240, '2,450 pts', { size: 34, weight: 700, fill: '#fff' })}
       ${rect(44, 266, 302, 10, '#334155', 5)}${rect(44, 266, 220, 10, ACCENT, 5)}${text(44, 312, '550 pts to Platinum', { size: 13, fill: '#CBD5E1' })}
       ${text(20, 378, 'Rewards', { size: 17, weight: 700 })}
       ${listRow(394, '#FED7AA', 'Free dessert', '500 pts', 'Redeem')}${listRow(492, '#FED7AA', 'Free main course', '1,500 pts', 'Redeem')}${listRow(590, '#FDE68A', 'Birthday treat', 'Valid in May', '🎁')}`.replace(
        '🎁',
        '★',
      ),
    ),
  fazaa: () =>
    phone(
      '#1D4ED8',
      'Fazaa Auto',
      `${[
        ['Car wash', 'KWD 3.000'],
        ['Oil change', 'KWD 12.000'],
        ['Battery', 'KWD 25.000'],
        ['Roadside help', 'KWD 8.000'],
      ]
        .map(
          ([l, p], i) =>
            `${card(20 + (i % 2) * 180, 150 + Math.floor(i / 2) * 150, 170, 136, 16)}${rect(36 + (i % 2) * 180, 166 + Math.floor(i / 2) * 150, 44, 44, i === 0 ? '#1D4ED8' : '#DBEAFE', 12)}${text(36 + (i % 2) * 180, 240 + Math.floor(i / 2) * 150, l, { size: 15, weight: 700 })}${text(36 + (i % 2) * 180, 264 + Math.floor(i / 2) * 150, p, { size: 13, fill: MUTED })}`,
        )
        .join('')}
       ${text(20, 482, 'Pick a time', { size: 17, weight: 700 })}
       ${['09:00', '11:00', '13:00', '16:00', '18:00', '20:00'].map((h, i) => pill(20 + (i % 3) * 118, 500 + Math.floor(i / 3) * 40, h, i === 3 ? '#fff' : '#1D4ED8', i === 3 ? '#1D4ED8' : '#DBEAFE', 108)).join('')}
       ${button(20, 600, 350, 'Book car wash · 16:00', '#1D4ED8', '#fff', 48)}`,
    ),
  tathkara: () =>
    phone(
      '#BE185D',
      'Tathkara',
      `${card(20, 150, 350, 540, 22)}${rect(20, 150, 350, 150, '#FCE7F3', 22)}<rect x="20" y="280" width="350" height="20" fill="#FCE7F3"/>
       ${text(44, 200, 'Gulf Jazz Night', { size: 22, weight: 700 })}${text(44, 230, 'Fri 19 Apr · 20:00', { size: 15, fill: MUTED })}${text(44, 256, 'Sheikh Jaber Centre', { size: 15, fill: MUTED })}
       ${text(44, 336, 'Seat', { size: 13, fill: MUTED })}${text(44, 362, 'B-14', { size: 20, weight: 700 })}${text(200, 336, 'Gate', { size: 13, fill: MUTED })}${text(200, 362, '3', { size: 20, weight: 700 })}
       ${rect(95, 392, 200, 200, '#fff', 8, `stroke="${LINE}"`)}
       ${Array.from({ length: 64 }, (_, i) => ((i * 37) % 5 < 2 ? rect(111 + (i % 8) * 21, 408 + Math.floor(i / 8) * 21, 19, 19, INK, 2) : '')).join('')}
       ${rect(111, 408, 55, 55, INK, 4)}${rect(222, 408, 55, 55, INK, 4)}${rect(111, 519, 55, 55, INK, 4)}
       ${text(195, 634, 'Show at the gate', { size: 14, fill: MUTED, anchor: 'middle' })}`,
    ),
}

// ─── E-commerce ─────────────────────────────────────────────────────────────

const product = (x: number, y: number, hue: string, name: string, price: string, w = 230) =>
  `${card(x, y, w, 280)}${rect(x + 12, y + 12, w - 24, 160, hue, 10)}${circle(x + w / 2, y + 92, 42, '#ffffff', 'opacity="0.7"')}
   ${text(x + 16, y + 202, name, { size: 16, weight: 700 })}${text(x + 16, y + 228, price, { size: 16, weight: 700, fill: BRAND })}
   ${rect(x + w - 58, y + 222, 42, 42, BRAND, 21)}${text(x + w - 37, y + 250, '+', { size: 22, weight: 700, fill: '#fff', anchor: 'middle' })}`

function storeHeader(active = 0) {
  return `${rect(0, 0, 1200, 76, '#fff', 0)}<rect y="75" width="1200" height="1" fill="${LINE}"/>
    ${rect(40, 22, 32, 32, BRAND, 8)}${text(84, 46, 'Souq', { size: 22, weight: 700 })}
    ${['Women', 'Men', 'Home', 'Beauty', 'Offers'].map((c, i) => text(220 + i * 92, 46, c, { size: 15, weight: i === active ? 700 : 400, fill: i === active ? INK : MUTED })).join('')}
    ${rect(720, 20, 300, 36, SURFACE, 18, `stroke="${LINE}"`)}${text(744, 43, 'Search 4,000 products', { size: 13, fill: MUTED })}
    ${circle(1080, 38, 18, SOFT)}${circle(1130, 38, 18, BRAND)}${text(1130, 43, '3', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}`
}

const svg1200 = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">${rect(0, 0, 1200, 750, '#fff', 0)}${body}</svg>`

function storefront(withBasket = false) {
  return svg1200(`${storeHeader()}
    ${rect(40, 100, 1120, 220, SOFT, 20)}${text(80, 180, 'White Friday', { size: 40, weight: 700 })}${text(80, 222, 'Up to 50% off across the store', { size: 20, fill: BRAND })}${button(80, 250, 160, 'Shop now')}
    ${circle(900, 210, 90, '#99F6E4')}${circle(1010, 180, 60, '#FDE68A')}${rect(760, 140, 90, 130, '#5EEAD4', 16)}
    ${product(40, 350, SOFT, 'Linen abaya', 'KWD 18.500', 260)}${product(320, 350, '#FEF3C7', 'Oud perfume', 'KWD 32.000', 260)}
    ${product(600, 350, '#DBEAFE', 'Wireless earbuds', 'KWD 24.900', 260)}
    ${
      withBasket
        ? `${card(880, 350, 280, 360)}${text(900, 388, 'Basket (3)', { size: 18, weight: 700 })}
           ${[0, 1, 2].map((i) => `${rect(900, 408 + i * 70, 52, 52, [SOFT, '#FEF3C7', '#DBEAFE'][i], 8)}${bar(966, 420 + i * 70, 120)}${text(966, 452 + i * 70, ['18.500', '32.000', '24.900'][i], { size: 14, weight: 700 })}`).join('')}
           ${text(900, 640, 'Total KWD 75.400', { size: 17, weight: 700 })}${button(900, 656, 240, 'Checkout', BRAND, '#fff', 40)}`
        : product(880, 350, '#FCE7F3', 'Silk scarf', 'KWD 9.750', 280)
    }`)
}

function productPage() {
  return svg1200(`${storeHeader(0)}
    ${text(40, 112, 'Women › Abayas › Linen abaya', { size: 13, fill: MUTED })}
    ${rect(40, 130, 520, 520, SOFT, 20)}${rect(200, 200, 200, 380, '#5EEAD4', 90)}
    ${[0, 1, 2, 3].map((i) => rect(40 + i * 134, 664, 118, 70, [SOFT, '#99F6E4', '#F0FDFA', '#5EEAD4'][i], 10, i === 0 ? `stroke="${BRAND}" stroke-width="3"` : '')).join('')}
    ${text(620, 180, 'Linen abaya', { size: 34, weight: 700 })}${text(620, 216, '★★★★★  128 reviews', { size: 15, fill: ACCENT })}
    ${text(620, 270, 'KWD 18.500', { size: 30, weight: 700, fill: BRAND })}${text(840, 270, 'KWD 26.000', { size: 18, fill: MUTED })}<rect x="840" y="263" width="104" height="2" fill="${MUTED}"/>
    ${text(620, 320, 'Size', { size: 15, weight: 700 })}
    ${['S', 'M', 'L', 'XL'].map((s, i) => `${rect(620 + i * 70, 336, 58, 46, i === 1 ? INK : '#fff', 10, `stroke="${i === 1 ? INK : LINE}"`)}${text(649 + i * 70, 366, s, { size: 16, weight: 700, fill: i === 1 ? '#fff' : INK, anchor: 'middle' })}`).join('')}
    ${text(620, 420, 'Colour', { size: 15, weight: 700 })}${[BRAND, INK, '#D6D3D1', '#B45309'].map((c, i) => circle(640 + i * 50, 452, 18, c, i === 0 ? `stroke="#fff" stroke-width="3"` : '')).join('')}
    ${pill(620, 492, 'In stock', '#166534', '#DCFCE7', 100)}${text(736, 509, 'Delivered tomorrow in Kuwait City', { size: 14, fill: MUTED })}
    ${button(620, 540, 360, 'Add to basket', BRAND, '#fff', 52)}${rect(996, 540, 52, 52, '#fff', 26, `stroke="${LINE}"`)}${text(1022, 573, '♡', { size: 22, fill: INK, anchor: 'middle' })}
    ${bars(620, 620, [500, 460, 480, 300], '#CBD5E1', 22)}`)
}

function checkout() {
  return svg1200(`${storeHeader(-1)}
    ${text(40, 130, 'Checkout', { size: 32, weight: 700 })}
    ${card(40, 156, 700, 160)}${text(64, 192, '1  Delivery address', { size: 18, weight: 700 })}${text(64, 226, 'Block 2, Street 15, House 7, Salmiya', { size: 15 })}${text(64, 252, '+965 9990 1234', { size: 15, fill: MUTED })}${text(716, 192, 'Change', { size: 14, weight: 700, fill: BRAND, anchor: 'end' })}
    ${card(40, 332, 700, 150)}${text(64, 368, '2  Delivery time', { size: 18, weight: 700 })}
    ${['Today 16-18', 'Today 18-20', 'Tomorrow 10-12'].map((s, i) => `${rect(64 + i * 220, 392, 200, 64, i === 1 ? SOFT : '#fff', 12, `stroke="${i === 1 ? BRAND : LINE}" stroke-width="2"`)}${text(164 + i * 220, 430, s, { size: 15, weight: 700, fill: i === 1 ? BRAND : INK, anchor: 'middle' })}`).join('')}
    ${card(40, 498, 700, 220)}${text(64, 534, '3  Payment', { size: 18, weight: 700 })}
    ${['KNET', 'Visa / Mastercard', 'Apple Pay'].map((s, i) => `${rect(64, 552 + i * 52, 652, 44, i === 0 ? SOFT : '#fff', 10, `stroke="${i === 0 ? BRAND : LINE}"`)}${circle(88, 574 + i * 52, 9, i === 0 ? BRAND : '#fff', `stroke="${i === 0 ? BRAND : '#CBD5E1'}" stroke-width="3"`)}${text(110, 579 + i * 52, s, { size: 15, weight: 700 })}`).join('')}
    ${card(780, 156, 380, 562)}${text(804, 194, 'Order summary', { size: 18, weight: 700 })}
    ${[
      ['Linen abaya', '18.500'],
      ['Oud perfume', '32.000'],
      ['Wireless earbuds', '24.900'],
    ]
      .map(
        ([n, p], i) =>
          `${rect(804, 216 + i * 72, 56, 56, [SOFT, '#FEF3C7', '#DBEAFE'][i], 8)}${text(874, 240 + i * 72, n, { size: 15, weight: 700 })}${text(874, 262 + i * 72, 'Qty 1', { size: 13, fill: MUTED })}${text(1136, 240 + i * 72, p, { size: 15, weight: 700, anchor: 'end' })}`,
      )
      .join('')}
    <rect x="804" y="446" width="332" height="1" fill="${LINE}"/>
    ${text(804, 482, 'Delivery', { size: 15, fill: MUTED })}${text(1136, 482, 'Free', { size: 15, anchor: 'end' })}
    ${text(804, 520, 'Total', { size: 20, weight: 700 })}${text(1136, 520, 'KWD 75.400', { size: 20, weight: 700, anchor: 'end' })}
    ${button(804, 560, 332, 'Pay with KNET', BRAND, '#fff', 52)}${text(970, 650, 'Secure payment · SSL', { size: 13, fill: MUTED, anchor: 'middle' })}`)
}

function adminDashboard() {
  const kpi = (x: number, label: string, value: string, delta: string) =>
    `${card(x, 110, 210, 110)}${text(x + 20, 144, label, { size: 14, fill: MUTED })}${text(x + 190, 144, delta, { size: 14, weight: 700, fill: '#15803D', anchor: 'end' })}${text(x + 20, 190, value, { size: 26, weight: 700 })}`
  const order = (
    y: number,
    id: string,
    name: string,
    total: string,
    status: string,
    color: string,
    bg: string,
  ) =>
    `<rect x="270" y="${y}" width="560" height="1" fill="${LINE}"/>${text(290, y + 32, id, { size: 14, weight: 700 })}${text(390, y + 32, name, { size: 14 })}${text(600, y + 32, total, { size: 14, weight: 700 })}${pill(706, y + 14, status, color, bg, 104)}`
  return svg1200(`${rect(0, 0, 240, 750, INK, 0)}${rect(24, 24, 32, 32, BRAND, 8)}${text(68, 47, 'Souq Admin', { size: 17, weight: 700, fill: '#fff' })}
    ${['Dashboard', 'Orders', 'Products', 'Customers', 'Promotions', 'Reports', 'Settings'].map((l, i) => `${i === 0 ? rect(14, 86 + i * 48, 212, 38, '#134E4A', 8) : ''}${text(36, 111 + i * 48, l, { size: 15, fill: i === 0 ? '#fff' : '#94A3B8' })}`).join('')}
    ${text(270, 76, 'Today', { size: 26, weight: 700 })}
    ${kpi(270, 'Sales', 'KWD 3,480', '+18%')}${kpi(496, 'Orders', '142', '+12%')}${kpi(722, 'Conversion', '3.9%', '+0.4')}${kpi(948, 'Avg. basket', 'KWD 24.5', '+6%')}
    ${card(270, 240, 560, 250)}${text(290, 274, 'Revenue, last 14 days', { size: 15, weight: 700 })}
    <polyline points="300,450 340,430 380,440 420,400 460,410 500,370 540,380 580,340 620,350 660,320 700,300 740,310 780,280 800,270" fill="none" stroke="${BRAND}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
    <polygon points="300,450 340,430 380,440 420,400 460,410 500,370 540,380 580,340 620,350 660,320 700,300 740,310 780,280 800,270 800,470 300,470" fill="${SOFT}" opacity="0.6"/>
    ${card(850, 240, 310, 250)}${text(870, 274, 'Low stock', { size: 15, weight: 700 })}
    ${[
      ['Oud perfume', '4 left'],
      ['Linen abaya M', '2 left'],
      ['Earbuds black', '6 left'],
      ['Silk scarf', '3 left'],
    ]
      .map(
        ([n, q], i) =>
          `${text(870, 316 + i * 44, n, { size: 14 })}${pill(1040, 300 + i * 44, q, '#9A3412', '#FFEDD5', 100)}`,
      )
      .join('')}
    ${card(270, 510, 890, 220)}${text(290, 544, 'Latest orders', { size: 15, weight: 700 })}
    ${order(560, '#10482', 'Fatma A.', 'KWD 75.400', 'Paid', '#166534', '#DCFCE7')}${order(610, '#10481', 'Yousef K.', 'KWD 12.000', 'Packing', '#1E40AF', '#DBEAFE')}${order(660, '#10480', 'Mariam S.', 'KWD 44.250', 'Shipped', BRAND, SOFT)}
    ${text(870, 600, 'Top category', { size: 13, fill: MUTED })}${text(870, 628, 'Women · 41%', { size: 18, weight: 700 })}${rect(870, 646, 260, 12, '#E2E8F0', 6)}${rect(870, 646, 107, 12, BRAND, 6)}`)
}

async function main() {
  const web = 'web-development'
  await write(web, 'hero', webHero())
  await write(web, 'al-noor-trading', alNoor())
  await write(web, 'marina-foods', marinaFoods())
  await write(web, 'desert-logistics', desertLogistics())
  await write(web, 'gulf-retail', gulfRetail())
  await write(web, 'sidra-clinics', sidraClinics())
  await write(web, 'wafra-academy', wafraAcademy())

  const mobile = 'mobile-app'
  await write(mobile, 'hero', sufraHero())
  for (const [id, draw] of Object.entries(appScreens)) await write(mobile, id, draw())

  const shop = 'ecommerce-application'
  await write(shop, 'hero', storefront(true))
  await write(shop, 'storefront', storefront())
  await write(shop, 'product-page', productPage())
  await write(shop, 'checkout', checkout())
  await write(shop, 'admin-dashboard', adminDashboard())
  if (listMissing) console.log(JSON.stringify([...missing], null, 1))
  await closeRasterizer()
}

/** The mobile hero: the Sufra screen drawn at 600x1200 (the same 390x780 drawing, scaled). */
function sufraHero() {
  return sufra().replace('width="390" height="780"', 'width="600" height="1200"')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
