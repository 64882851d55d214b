/**
 * Generates the mock-ups of the Our Work page (/our-work): the two case
 * studies (a nutrition-tracking phone app, 560x1160, and a nutritionist web
 * platform, 1200x750, both without device chrome: the page draws it with
 * DeviceFrame) and six 800x500 featured-project thumbnails. Plausible screens
 * drawn as SVG and written as WebP (scripts/assets/draw.ts, brand fonts; each with
 * its right-to-left Arabic twin `*.ar.webp`): no photographs, nothing
 * downloaded. The outputs are committed, so nothing here runs at install,
 * build or start. Regenerate with `npm run assets`
 * (or only these: `npx tsx scripts/assets/mockups/our-work.ts`).
 *
 * It writes src/seed/media/mockups/our-work-*.webp (src/content/mockups.ts),
 * which the seed uploads to Page images, and fails if a file passes 60 KB.
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
import { ARABIC, KEEP_LATIN } from './our-work.ar'
import { BRAND_COLOURS } from '../../../src/lib/brand-colours'
import { MOCKUP_FOLDER } from '../../../src/content/mockups'

const outDir = path.join(root, 'src/seed/media', MOCKUP_FOLDER)

const BRAND = BRAND_COLOURS.brand
const STRONG = BRAND_COLOURS['brand-strong']
const INK = BRAND_COLOURS.ink
const SOFT = BRAND_COLOURS['brand-soft']
const SURFACE = BRAND_COLOURS.surface
const LINE = '#E2E8F0'
const MUTED = '#64748B'
const ACCENT = BRAND_COLOURS.accent
const CORAL = '#F87171'
const BLUE = '#3B82F6'
const GREEN = '#22C55E'
const VIOLET = '#8B5CF6'

const font = BRAND_FONT
const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const text = (
  x: number,
  y: number,
  value: string,
  { size = 14, weight = 400, fill = INK, anchor = 'start' } = {},
) =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(value)}</text>`

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 10, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`

const bar = (x: number, y: number, w: number, color = '#CBD5E1', h = 9) =>
  rect(x, y, w, h, color, h / 2)

const card = (x: number, y: number, w: number, h: number, rx = 14) =>
  rect(x, y, w, h, '#fff', rx, `stroke="${LINE}"`)

/** A ring from 0 to `share` of a full turn (stroke-dasharray on a circle). */
function ring(cx: number, cy: number, r: number, share: number, color: string, width = 18) {
  const length = 2 * Math.PI * r
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${LINE}" stroke-width="${width}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"
    stroke-dasharray="${(length * share).toFixed(1)} ${length.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
}

const svg = (w: number, h: number, body: string, background = '#fff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${rect(0, 0, w, h, background, 0)}${body}</svg>`

/** `--missing`: only list the texts that have no Arabic yet. */
const listMissing = process.argv[2] === '--missing'
const missing = new Set<string>()

/** Writes the English mock-up and its right-to-left Arabic twin. */
async function write(name: string, markup: string, quality = 80) {
  if (listMissing) {
    for (const text of untranslated(markup, ARABIC, KEEP_LATIN)) missing.add(text)
    return
  }
  const file = path.join(outDir, `our-work-${name}`)
  await writeWebp(file, markup, quality)
  await writeWebp(arabicTwin(file), arabicVersion(markup, ARABIC, KEEP_LATIN), quality)
}

/** Case study 1: the nutrition app's home screen (phone, 560x1160). */
function nutritionApp() {
  const meal = (y: number, name: string, detail: string, kcal: string, tint: string) =>
    `${card(32, y, 496, 92, 18)}${rect(50, y + 16, 60, 60, tint, 14)}
     ${text(128, y + 42, name, { size: 21, weight: 700 })}${text(128, y + 70, detail, { size: 16, fill: MUTED })}
     ${text(504, y + 56, kcal, { size: 19, weight: 700, fill: BRAND, anchor: 'end' })}`
  const macro = (x: number, label: string, value: string, share: number, color: string) =>
    `${text(x, 560, label, { size: 16, fill: MUTED })}${text(x, 588, value, { size: 19, weight: 700 })}
     ${bar(x, 602, 140, LINE, 10)}${bar(x, 602, 140 * share, color, 10)}`
  return svg(
    560,
    1160,
    `${text(40, 56, '9:41', { size: 18, weight: 700 })}${rect(470, 42, 50, 18, INK, 5)}
     ${text(32, 128, 'Good morning, Sara', { size: 30, weight: 700 })}
     ${text(32, 162, 'Tuesday · 3 of 5 meals logged', { size: 18, fill: MUTED })}
     ${rect(456, 96, 72, 72, SOFT, 36)}${text(492, 142, 'S', { size: 30, weight: 700, fill: BRAND, anchor: 'middle' })}
     ${rect(32, 196, 496, 320, SURFACE, 24, `stroke="${LINE}"`)}
     ${ring(180, 356, 110, 0.68, BRAND, 26)}
     ${text(180, 352, '1,360', { size: 40, weight: 700, anchor: 'middle' })}
     ${text(180, 384, 'of 2,000 kcal', { size: 17, fill: MUTED, anchor: 'middle' })}
     ${text(330, 276, 'Water', { size: 17, fill: MUTED })}
     ${[0, 1, 2, 3, 4, 5].map((i) => rect(330 + (i % 3) * 54, 292 + Math.floor(i / 3) * 74, 40, 60, i < 4 ? '#7DD3FC' : LINE, 10)).join('')}
     ${text(330, 466, '1.6 of 2.4 L', { size: 17, weight: 700 })}
     ${macro(32, 'Protein', '86 g', 0.72, CORAL)}${macro(210, 'Carbs', '152 g', 0.58, ACCENT)}${macro(388, 'Fat', '41 g', 0.46, VIOLET)}
     ${text(32, 676, 'Today’s meals', { size: 23, weight: 700 })}${text(528, 676, 'Add', { size: 18, weight: 700, fill: BRAND, anchor: 'end' })}
     ${meal(700, 'Breakfast', 'Labneh, za’atar bread, tea', '420', '#FDE68A')}
     ${meal(808, 'Lunch', 'Chicken machboos, salad', '690', '#99F6E4')}
     ${meal(916, 'Snack', 'Dates and almonds', '250', '#FBCFE8')}
     ${rect(0, 1060, 560, 100, '#fff', 0, `stroke="${LINE}"`)}
     ${[50, 150, 382, 482].map((x, i) => rect(x, 1084, 28, 6, i === 0 ? BRAND : '#fff', 3) + rect(x, 1100, 28, 28, i === 0 ? BRAND : '#CBD5E1', 8)).join('')}
     ${rect(236, 1018, 88, 88, BRAND, 44)}${text(280, 1076, '+', { size: 48, weight: 700, fill: '#fff', anchor: 'middle' })}`,
  )
}

/** Case study 2: the nutritionist platform's dashboard (1200x750). */
function nutritionistPlatform() {
  const kpi = (x: number, label: string, value: string, note: string) =>
    `${card(x, 96, 276, 112)}${text(x + 22, 132, label, { size: 15, fill: MUTED })}
     ${text(x + 22, 174, value, { size: 32, weight: 700 })}${text(x + 254, 174, note, { size: 15, weight: 700, fill: GREEN, anchor: 'end' })}`
  const client = (
    y: number,
    name: string,
    plan: string,
    share: number,
    initials: string,
    tint: string,
  ) =>
    `${rect(262, y, 420, 1, LINE, 0)}${rect(278, y + 16, 40, 40, tint, 20)}
     ${text(298, y + 42, initials, { size: 14, weight: 700, fill: INK, anchor: 'middle' })}
     ${text(332, y + 34, name, { size: 16, weight: 700 })}${text(332, y + 54, plan, { size: 13, fill: MUTED })}
     ${bar(520, y + 32, 110, LINE, 8)}${bar(520, y + 32, 110 * share, share > 0.8 ? BRAND : ACCENT, 8)}
     ${text(668, y + 40, `${Math.round(share * 100)}%`, { size: 15, weight: 700, anchor: 'end' })}`
  const points = [336, 350, 346, 372, 380, 392, 404, 410, 421, 426]
    .map((y, i) => `${736 + i * 46},${y}`)
    .join(' ')
  return svg(
    1200,
    750,
    `${rect(0, 0, 230, 750, INK, 0)}${rect(24, 28, 36, 36, BRAND, 10)}
     ${text(72, 53, 'Vitalo Coach', { size: 19, weight: 700, fill: '#fff' })}
     ${['Dashboard', 'Clients', 'Meal plans', 'Calendar', 'Messages', 'Invoices']
       .map(
         (label, i) =>
           (i === 1 ? rect(14, 96 + i * 50, 202, 40, STRONG, 10) : '') +
           rect(32, 110 + i * 50, 14, 14, i === 1 ? SOFT : '#33475B', 4) +
           text(60, 122 + i * 50, label, { size: 15, fill: i === 1 ? '#fff' : '#94A3B8' }),
       )
       .join('')}
     ${text(262, 58, 'Clients', { size: 26, weight: 700 })}${rect(880, 30, 180, 40, SURFACE, 20, `stroke="${LINE}"`)}
     ${text(904, 56, 'Search clients', { size: 14, fill: MUTED })}${rect(1076, 30, 100, 40, BRAND, 10)}
     ${text(1126, 56, 'New plan', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}
     ${kpi(262, 'Active clients', '48', '+6')}${kpi(560, 'Average adherence', '86%', '+4%')}${kpi(858, 'Sessions this week', '23', '+3')}
     ${card(262, 232, 436, 490)}${text(282, 268, 'Adherence this week', { size: 17, weight: 700 })}
     ${client(290, 'Sara Al-Mutairi', 'Weight loss · week 9', 0.92, 'SA', SOFT)}
     ${client(362, 'Fahad Al-Enezi', 'Muscle gain · week 4', 0.78, 'FE', '#FDE68A')}
     ${client(434, 'Noura Al-Sabah', 'Diabetes care · week 14', 0.88, 'NS', '#FBCFE8')}
     ${client(506, 'Omar Haddad', 'Weight loss · week 2', 0.64, 'OH', '#BFDBFE')}
     ${client(578, 'Laila Kareem', 'Pregnancy · week 20', 0.95, 'LK', '#DDD6FE')}
     ${client(650, 'Yousef Nasser', 'Sports · week 6', 0.81, 'YN', '#FED7AA')}
     ${card(720, 232, 456, 300)}${text(740, 268, 'Sara: weight trend (kg)', { size: 17, weight: 700 })}
     ${[0, 1, 2, 3].map((i) => rect(736, 320 + i * 50, 420, 1, LINE, 0)).join('')}
     <polyline points="${points}" fill="none" stroke="${BRAND}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
     ${text(1156, 300, '78.4 → 72.9', { size: 15, weight: 700, fill: BRAND, anchor: 'end' })}
     ${card(720, 552, 456, 170)}${text(740, 588, 'Next consultations', { size: 17, weight: 700 })}
     ${[0, 1, 2]
       .map(
         (i) =>
           rect(740, 606 + i * 36, 64, 26, SOFT, 8) +
           text(772, 624 + i * 36, ['10:00', '11:30', '14:00'][i], {
             size: 13,
             weight: 700,
             fill: STRONG,
             anchor: 'middle',
           }) +
           bar(820, 614 + i * 36, [180, 140, 200][i]),
       )
       .join('')}`,
    SURFACE,
  )
}

/** A browser-less web page thumbnail (800x500) with a top bar. */
const page = (brand: string, tint: string, body: string) =>
  svg(
    800,
    500,
    `${rect(0, 0, 800, 64, '#fff', 0, `stroke="${LINE}"`)}${rect(28, 20, 24, 24, tint, 6)}
     ${text(62, 39, brand, { size: 17, weight: 700 })}
     ${[0, 1, 2, 3].map((i) => bar(420 + i * 70, 28, 50)).join('')}${body}`,
    SURFACE,
  )

function storefront() {
  const product = (x: number, hue: string, price: string) =>
    `${card(x, 220, 170, 250)}${rect(x + 12, 232, 146, 120, hue, 10)}
     ${bar(x + 14, 370, 120)}${bar(x + 14, 390, 80)}
     ${text(x + 14, 432, price, { size: 14, weight: 700 })}${rect(x + 122, 412, 34, 30, BRAND, 15)}
     ${text(x + 139, 433, '+', { size: 20, weight: 700, fill: '#fff', anchor: 'middle' })}`
  return page(
    'Souq Al Nakheel',
    BRAND,
    `${rect(28, 88, 744, 108, SOFT, 16)}${text(56, 134, 'Home, made easy', { size: 26, weight: 700, fill: STRONG })}
     ${text(56, 166, 'Delivery today across Kuwait · pay with KNET', { size: 15, fill: STRONG })}
     ${product(28, '#FDE68A', 'KWD 12.500')}${product(218, '#BFDBFE', 'KWD 8.750')}${product(408, '#FBCFE8', 'KWD 24.000')}${product(598, '#99F6E4', 'KWD 5.250')}`,
  )
}

/** A phone screen standing on a tinted stage, for the mobile thumbnails. */
const phoneStage = (stage: string, screen: string, side: string) =>
  svg(
    800,
    500,
    `${rect(0, 0, 800, 500, stage, 0)}<g transform="translate(300 40)">${rect(0, 0, 220, 460, INK, 34)}${rect(10, 10, 200, 440, '#fff', 26)}${screen}</g>${side}`,
  )

function qrDineIn() {
  const item = (y: number, name: string, price: string, hue: string) =>
    `${rect(24, y, 172, 58, SURFACE, 12, `stroke="${LINE}"`)}${rect(32, y + 9, 40, 40, hue, 10)}
     ${text(80, y + 26, name, { size: 12, weight: 700 })}${text(80, y + 44, price, { size: 11, fill: MUTED })}
     ${rect(164, y + 18, 22, 22, BRAND, 11)}`
  return phoneStage(
    '#FFEDD5',
    `${rect(10, 10, 200, 84, '#9A3412', 26)}${rect(10, 60, 200, 34, '#9A3412', 0)}
     ${text(28, 50, 'Bait Al Qahwa', { size: 15, weight: 700, fill: '#fff' })}${text(28, 74, 'Table 7', { size: 12, fill: '#FED7AA' })}
     ${item(108, 'Latte', 'KWD 1.750', '#FDE68A')}${item(176, 'Karak tea', 'KWD 0.750', '#FED7AA')}
     ${item(244, 'Date cake', 'KWD 2.250', '#FEF3C7')}${item(312, 'Lemon mint', 'KWD 1.500', '#BBF7D0')}
     ${rect(24, 390, 172, 42, BRAND, 21)}${text(110, 416, 'Order · KWD 4.000', { size: 13, weight: 700, fill: '#fff', anchor: 'middle' })}`,
    `<g transform="translate(590 150)">${rect(0, 0, 150, 150, '#fff', 16)}${[
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]
      .map((i) =>
        (i * 7) % 3 === 0
          ? rect(20 + (i % 4) * 28, 20 + Math.floor(i / 4) * 28, 22, 22, INK, 3)
          : '',
      )
      .join(
        '',
      )}</g>${text(665, 330, 'Scan to order', { size: 16, weight: 700, fill: '#9A3412', anchor: 'middle' })}`,
  )
}

function rentalsPortal() {
  const unit = (x: number, y: number, hue: string, rent: string, free: boolean) =>
    `${card(x, y, 232, 180)}${rect(x + 12, y + 12, 208, 92, hue, 10)}
     ${bar(x + 14, y + 120, 140)}${text(x + 14, y + 160, rent, { size: 15, weight: 700 })}
     ${rect(x + 148, y + 142, 72, 26, free ? SOFT : '#FEE2E2', 13)}${text(x + 184, y + 160, free ? 'Free' : 'Let', { size: 12, weight: 700, fill: free ? STRONG : '#991B1B', anchor: 'middle' })}`
  return page(
    'Dar Properties',
    VIOLET,
    `${text(28, 112, 'Available apartments · Salmiya', { size: 22, weight: 700 })}
     ${[0, 1, 2].map((i) => rect(28 + i * 110, 130, 96, 30, i === 0 ? INK : '#fff', 15, i === 0 ? '' : `stroke="${LINE}"`)).join('')}
     ${unit(28, 180, '#DDD6FE', 'KWD 450', true)}${unit(284, 180, '#C7D2FE', 'KWD 520', true)}${unit(540, 180, '#E9D5FF', 'KWD 380', false)}
     ${rect(28, 380, 744, 96, '#fff', 14, `stroke="${LINE}"`)}${text(52, 418, 'Occupancy 94%', { size: 18, weight: 700 })}
     ${bar(52, 440, 680, LINE, 12)}${bar(52, 440, 640, VIOLET, 12)}`,
  )
}

function fleetDashboard() {
  const route = `M120 380 C 200 300, 260 340, 320 250 S 430 160, 520 200`
  const stop = (x: number, y: number, color: string) =>
    `<circle cx="${x}" cy="${y}" r="10" fill="${color}" stroke="#fff" stroke-width="4"/>`
  return page(
    'Sahra Logistics',
    ACCENT,
    `${rect(28, 88, 500, 388, '#E2E8F0', 14)}
     ${[0, 1, 2, 3, 4].map((i) => rect(28, 130 + i * 70, 500, 2, '#CBD5E1', 0)).join('')}
     ${[0, 1, 2, 3].map((i) => rect(120 + i * 110, 88, 2, 388, '#CBD5E1', 0)).join('')}
     <path d="${route}" fill="none" stroke="${BRAND}" stroke-width="6" stroke-linecap="round"/>
     ${stop(120, 380, INK)}${stop(320, 250, ACCENT)}${stop(520, 200, BRAND)}
     ${card(548, 88, 224, 388)}${text(566, 120, 'Deliveries', { size: 17, weight: 700 })}
     ${[0, 1, 2, 3, 4]
       .map(
         (i) =>
           rect(566, 140 + i * 64, 188, 52, SURFACE, 10) +
           rect(578, 154 + i * 64, 24, 24, [BRAND, ACCENT, BRAND, BLUE, BRAND][i], 12) +
           bar(612, 156 + i * 64, [110, 90, 120, 80, 100][i]) +
           bar(612, 172 + i * 64, 60, '#E2E8F0', 7),
       )
       .join('')}`,
  )
}

function clinicBooking() {
  const day = (i: number) => {
    const x = 26 + (i % 7) * 25
    const y = 120 + Math.floor(i / 7) * 28
    const chosen = i === 10
    return `${chosen ? rect(x - 4, y - 16, 24, 24, BRAND, 12) : ''}${text(x + 8, y, String(i + 1), { size: 11, weight: chosen ? 700 : 400, fill: chosen ? '#fff' : INK, anchor: 'middle' })}`
  }
  return phoneStage(
    '#E0F2FE',
    `${text(28, 52, 'Book a visit', { size: 17, weight: 700 })}${text(28, 74, 'Dr. Mariam · Dermatology', { size: 11, fill: MUTED })}
     ${text(28, 98, 'November', { size: 12, weight: 700 })}
     ${Array.from({ length: 28 }, (_, i) => day(i)).join('')}
     ${text(28, 262, 'Available times', { size: 12, weight: 700 })}
     ${['09:00', '10:30', '12:00', '16:15', '17:30', '18:45']
       .map(
         (time, i) =>
           rect(
             24 + (i % 3) * 58,
             276 + Math.floor(i / 3) * 40,
             52,
             30,
             i === 1 ? BRAND : SURFACE,
             8,
             i === 1 ? '' : `stroke="${LINE}"`,
           ) +
           text(50 + (i % 3) * 58, 296 + Math.floor(i / 3) * 40, time, {
             size: 11,
             weight: 700,
             fill: i === 1 ? '#fff' : INK,
             anchor: 'middle',
           }),
       )
       .join('')}
     ${rect(24, 390, 172, 42, BRAND, 21)}${text(110, 416, 'Confirm 10:30', { size: 13, weight: 700, fill: '#fff', anchor: 'middle' })}`,
    `${card(560, 170, 200, 120)}${rect(578, 190, 40, 40, '#BAE6FD', 20)}${bar(630, 200, 100)}${bar(630, 218, 70)}
     ${bar(578, 250, 160, SOFT, 12)}${text(90, 250, 'Reminder sent', { size: 15, weight: 700, fill: '#075985' })}${bar(90, 266, 120, '#7DD3FC')}`,
  )
}

function holdingWebsite() {
  return page(
    'Al Waha Holding',
    INK,
    `<defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>
     ${rect(0, 64, 800, 210, 'url(#hero)', 0)}
     ${text(40, 140, 'Investing in the Gulf’s', { size: 30, weight: 700, fill: '#fff' })}
     ${text(40, 178, 'next generation', { size: 30, weight: 700, fill: '#fff' })}
     ${bar(40, 200, 300, '#99F6E4')}${rect(40, 222, 120, 34, '#fff', 8)}
     ${[
       ['35', 'years'],
       ['12', 'companies'],
       ['6', 'countries'],
     ]
       .map(
         ([value, label], i) =>
           card(40 + i * 182, 300, 166, 76) +
           text(58 + i * 182, 338, value, { size: 26, weight: 700, fill: BRAND }) +
           text(58 + i * 182, 362, label, { size: 13, fill: MUTED }),
       )
       .join('')}
     ${card(590, 300, 170, 176)}${rect(602, 312, 146, 72, '#CBD5E1', 8)}${bar(602, 400, 130)}${bar(602, 418, 100)}
     ${[0, 1, 2].map((i) => card(40 + i * 182, 394, 166, 82) + bar(56 + i * 182, 414, 120) + bar(56 + i * 182, 432, 90) + bar(56 + i * 182, 450, 110)).join('')}`,
  )
}

mkdirSync(outDir, { recursive: true })
await write('nutrition-app.webp', nutritionApp())
await write('nutritionist-platform.webp', nutritionistPlatform())
await write('souq-online-store.webp', storefront())
await write('qr-dine-in.webp', qrDineIn())
await write('rentals-portal.webp', rentalsPortal())
await write('fleet-dashboard.webp', fleetDashboard())
await write('clinic-booking.webp', clinicBooking())
await write('holding-website.webp', holdingWebsite())
if (listMissing) console.log(JSON.stringify([...missing], null, 1))
await closeRasterizer()
