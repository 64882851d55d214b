/**
 * Generates the product mock-ups of three service pages (ERP solution,
 * property management, food and beverage): plausible screens of Nakhla Suite,
 * Nakhla Rentals and Nakhla Dine drawn as SVG and written as WebP in the brand
 * fonts, each with its right-to-left Arabic twin `*.ar.webp` (scripts/assets/draw.ts;
 * no photographs, nothing downloaded). The outputs are committed, so nothing
 * here runs at install, build or start. Regenerate with `npm run assets`
 * (or only these: `npx tsx scripts/assets/mockups/erp-property-fandb.ts`).
 *
 * It writes src/seed/media/mockups/<slug>-*.webp (src/content/mockups.ts;
 * 1200x750, a screen without its browser chrome: the page draws that with
 * DeviceFrame; the phone screens of the ordering and guest views are
 * 600x1200), which the seed uploads to Page images. Every file must stay
 * under 60 KB; the script fails otherwise.
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
import { ARABIC, KEEP_LATIN } from './erp-property-fandb.ar'
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
const RED = '#EF4444'
const BLUE = '#3B82F6'
const GREEN = '#22C55E'

const W = 1200
const H = 750
const font = BRAND_FONT

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const text = (
  x: number,
  y: number,
  value: string,
  { size = 14, weight = 400, fill = INK, anchor = 'start' } = {},
) =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(value)}</text>`

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 10, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`

const panel = (x: number, y: number, w: number, h: number, title?: string) =>
  `${rect(x, y, w, h, '#fff', 14, `stroke="${LINE}"`)}${title ? text(x + 20, y + 34, title, { size: 15, weight: 700 }) : ''}`

const bar = (x: number, y: number, w: number, color = '#CBD5E1', h = 9) =>
  rect(x, y, w, h, color, h / 2)

const pill = (x: number, y: number, label: string, fg: string, bg: string, w = 92) =>
  `${rect(x, y, w, 26, bg, 13)}${text(x + w / 2, y + 18, label, { size: 12, weight: 600, fill: fg, anchor: 'middle' })}`

function svg(width: number, height: number, body: string, background = SURFACE) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${rect(0, 0, width, height, background, 0)}${body}</svg>`
}

/** The product shell: a dark sidebar with the product's mark and menu, and a top bar. */
function shell(product: string, menu: string[], active: number, title: string, body: string) {
  const items = menu
    .map((label, i) => {
      const y = 120 + i * 46
      return `${i === active ? rect(16, y - 26, 188, 38, BRAND, 9) : ''}${rect(32, y - 14, 14, 14, i === active ? '#fff' : '#33506B', 4)}${text(58, y - 2, label, { size: 14, weight: i === active ? 700 : 400, fill: i === active ? '#fff' : '#A5B4C3' })}`
    })
    .join('')
  return svg(
    W,
    H,
    `${rect(0, 0, 220, H, INK, 0)}
     <g transform="translate(28 30)"><path d="M12 30V15" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path fill="#5EEAD4" d="M12 15c-2-6-8-8-12-6 4 0 8 2 12 6Zm0 0c2-6 8-8 12-6-4 0-8 2-12 6Zm0 0c-1-5 1-10 5-12-2 3-4 7-5 12Z"/></g>
     ${text(64, 54, product, { size: 17, weight: 700, fill: '#fff' })}
     ${items}
     ${rect(220, 0, W - 220, 68, '#fff', 0)}${rect(220, 67, W - 220, 1, LINE, 0)}
     ${text(252, 42, title, { size: 20, weight: 700 })}
     ${rect(820, 18, 240, 34, SURFACE, 17, `stroke="${LINE}"`)}${text(842, 40, 'Search…', { size: 13, fill: MUTED })}
     <circle cx="1100" cy="35" r="11" fill="none" stroke="${MUTED}" stroke-width="2"/><circle cx="1106" cy="27" r="5" fill="${RED}"/>
     <circle cx="1150" cy="35" r="17" fill="${SOFT}"/>${text(1150, 40, 'NA', { size: 12, weight: 700, fill: BRAND, anchor: 'middle' })}
     ${body}`,
  )
}

function kpis(x: number, y: number, items: Array<[string, string, string]>, width = 220) {
  return items
    .map(([label, value, delta], i) => {
      const left = x + i * (width + 16)
      const up = !delta.startsWith('-')
      return `${panel(left, y, width, 100)}${text(left + 20, y + 32, label, { size: 13, fill: MUTED })}
        ${text(left + 20, y + 70, value, { size: 26, weight: 700 })}
        ${text(left + width - 18, y + 32, delta, { size: 13, weight: 700, fill: up ? '#15803D' : '#B91C1C', anchor: 'end' })}`
    })
    .join('')
}

function lineChart(x: number, y: number, w: number, h: number, values: number[], color = BRAND) {
  const max = Math.max(...values)
  const step = (w - 40) / (values.length - 1)
  const points = values.map((v, i) => [x + 20 + i * step, y + h - 20 - (v / max) * (h - 50)])
  const line = points.map(([px, py]) => `${px.toFixed(0)},${py.toFixed(0)}`).join(' ')
  const area = `${x + 20},${y + h - 20} ${line} ${x + w - 20},${y + h - 20}`
  const grid = [0, 1, 2, 3]
    .map((i) => rect(x + 20, y + 30 + i * ((h - 50) / 3), w - 40, 1, LINE, 0))
    .join('')
  return `${grid}<polygon points="${area}" fill="${color}" opacity="0.12"/><polyline points="${line}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`
}

function bars(x: number, y: number, h: number, values: number[], color = BRAND, gap = 34) {
  const max = Math.max(...values)
  return values
    .map((v, i) => {
      const bh = (v / max) * h
      return rect(
        x + i * gap,
        y + h - bh,
        gap - 12,
        bh,
        i === values.length - 1 ? ACCENT : color,
        5,
      )
    })
    .join('')
}

function donut(cx: number, cy: number, r: number, parts: Array<[number, string]>) {
  const c = 2 * Math.PI * r
  let offset = 0
  return parts
    .map(([share, color]) => {
      const dash = share * c
      const seg = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="22" stroke-dasharray="${dash.toFixed(1)} ${(c - dash).toFixed(1)}" stroke-dashoffset="${(-offset).toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
      offset += dash
      return seg
    })
    .join('')
}

function legend(x: number, y: number, items: Array<[string, string]>) {
  return items
    .map(
      ([label, color], i) =>
        `${rect(x, y + i * 28, 12, 12, color, 3)}${text(x + 22, y + i * 28 + 11, label, { size: 13, fill: MUTED })}`,
    )
    .join('')
}

/** A table: header row then rows of cells; a cell starting with "●" becomes a status pill. */
function table(x: number, y: number, widths: number[], head: string[], rows: string[][]) {
  const total = widths.reduce((a, b) => a + b, 0)
  const col = (i: number) => x + 20 + widths.slice(0, i).reduce((a, b) => a + b, 0)
  const header = `${rect(x, y, total + 40, 40, SURFACE, 0)}${head.map((h, i) => text(col(i), y + 25, h, { size: 12, weight: 700, fill: MUTED })).join('')}`
  const body = rows
    .map((row, r) => {
      const ry = y + 40 + r * 46
      return `${rect(x, ry + 45, total + 40, 1, LINE, 0)}${row
        .map((cell, i) => {
          if (cell.startsWith('●')) {
            const [label, tone] = cell.slice(1).split('|')
            const tones: Record<string, [string, string]> = {
              ok: ['#166534', '#DCFCE7'],
              warn: ['#92400E', '#FEF3C7'],
              bad: ['#991B1B', '#FEE2E2'],
              info: [STRONG, SOFT],
            }
            const [fg, bg] = tones[tone ?? 'info']
            return pill(col(i), ry + 10, label, fg, bg, Math.max(70, label.length * 8 + 20))
          }
          return text(col(i), ry + 28, cell, { size: 13, weight: i === 0 ? 600 : 400 })
        })
        .join('')}`
    })
    .join('')
  return header + body
}

/* ───────────────────────── ERP: Nakhla Suite ───────────────────────── */

const SUITE_MENU = [
  'Dashboard',
  'Sales',
  'Kitchen',
  'Inventory',
  'Books',
  'HRMS',
  'CRM',
  'Delivery',
]

const erp = {
  /** The hero: the suite's home with its nine modules as tiles, each with today's figure. */
  modules: () =>
    shell(
      'Nakhla Suite',
      SUITE_MENU,
      0,
      'Good morning, Nasser',
      `${text(252, 110, 'Nine modules, one set of numbers · Sunday 23 November', { size: 14, fill: MUTED })}
       ${[
         ['Kitchen', '38 tickets open', ACCENT, '11 min avg.'],
         ['Books', 'KWD 194k net profit', BRAND, '+23%'],
         ['HRMS', '214 employees', BLUE, '9 on leave'],
         ['Inventory', '18 items low', RED, '9 POs'],
         ['E-commerce', '312 online orders', '#A855F7', '+17%'],
         ['Sales', 'KWD 4,310 today', BRAND, '+9%'],
         ['CRM', '1,248 customers', BLUE, '42 follow-ups'],
         ['Delivery', '27 on the road', ACCENT, '18 min avg.'],
         ['Marketing', '3 live campaigns', '#EC4899', '6.2% CTR'],
       ]
         .map(([name, figure, color, note], i) => {
           const x = 252 + (i % 3) * 308
           const y = 130 + Math.floor(i / 3) * 200
           return `${panel(x, y, 292, 184)}${rect(x + 20, y + 20, 44, 44, color, 12, 'opacity="0.16"')}${rect(x + 34, y + 34, 16, 16, color, 4)}
             ${text(x + 78, y + 48, name, { size: 17, weight: 700 })}
             <circle cx="${x + 264}" cy="${y + 42}" r="6" fill="${GREEN}"/>
             ${text(x + 20, y + 104, figure, { size: 20, weight: 700 })}
             ${text(x + 20, y + 132, note, { size: 13, fill: MUTED })}
             ${bar(x + 20, y + 152, 252, LINE, 8)}${bar(x + 20, y + 152, 90 + ((i * 53) % 150), color, 8)}`
         })
         .join('')}`,
    ),
  overview: () =>
    shell(
      'Nakhla Suite',
      SUITE_MENU,
      0,
      'Business overview',
      `${kpis(252, 92, [
        ['Revenue (KWD)', '48,920', '+12%'],
        ['Orders', '3,184', '+8%'],
        ['Gross margin', '41.6%', '+3%'],
        ['Open invoices', '126', '-5%'],
      ])}
       ${panel(252, 210, 580, 300, 'Revenue, last 12 months')}${lineChart(252, 240, 580, 270, [32, 35, 31, 38, 42, 40, 45, 44, 49, 47, 52, 58])}
       ${panel(848, 210, 320, 300, 'Sales by channel')}${donut(958, 370, 70, [
         [0.46, BRAND],
         [0.28, ACCENT],
         [0.16, BLUE],
         [0.1, '#A855F7'],
       ])}${legend(1050, 320, [
         ['Branches', BRAND],
         ['Online', ACCENT],
         ['Delivery', BLUE],
         ['B2B', '#A855F7'],
       ])}
       ${panel(252, 526, 916, 200, 'Modules today')}
       ${[
         'Kitchen',
         'Books',
         'HRMS',
         'Inventory',
         'E-commerce',
         'Sales',
         'CRM',
         'Delivery',
         'Marketing',
       ]
         .map(
           (m, i) =>
             `${rect(272 + (i % 5) * 178, 576 + Math.floor(i / 5) * 66, 164, 52, SURFACE, 10, `stroke="${LINE}"`)}<circle cx="${292 + (i % 5) * 178}" cy="${602 + Math.floor(i / 5) * 66}" r="6" fill="${GREEN}"/>${text(306 + (i % 5) * 178, 607 + Math.floor(i / 5) * 66, m, { size: 14, weight: 600 })}`,
         )
         .join('')}`,
    ),

  sales: () =>
    shell(
      'Nakhla Suite',
      SUITE_MENU,
      1,
      'Sales & point of sale',
      `${kpis(
        252,
        92,
        [
          ['Today (KWD)', '4,310', '+9%'],
          ['Tickets', '612', '+4%'],
          ['Avg. basket', '7.040', '+2%'],
        ],
        296,
      )}
       ${panel(252, 210, 560, 516, 'Latest invoices')}
       ${table(
         252,
         260,
         [110, 170, 120, 120],
         ['INVOICE', 'CUSTOMER', 'AMOUNT', 'STATUS'],
         [
           ['INV-20481', 'Gulf Retail Co.', 'KWD 1,240', '●Paid|ok'],
           ['INV-20480', 'Marina Foods', 'KWD 386', '●Paid|ok'],
           ['INV-20479', 'Al Noor Realty', 'KWD 2,015', '●Due|warn'],
           ['INV-20478', 'Desert Logistics', 'KWD 740', '●Paid|ok'],
           ['INV-20477', 'Salmiya Branch', 'KWD 95', '●Overdue|bad'],
           ['INV-20476', 'Hawalli Branch', 'KWD 412', '●Paid|ok'],
           ['INV-20475', 'Online order', 'KWD 58', '●Paid|ok'],
           ['INV-20474', 'Fahaheel Branch', 'KWD 233', '●Due|warn'],
         ],
       )}
       ${panel(828, 210, 340, 250, 'Sales by hour')}${bars(852, 262, 170, [20, 34, 52, 70, 64, 48, 58, 80, 92])}
       ${panel(828, 476, 340, 250, 'Top items')}
       ${['Chicken machboos', 'Karak tea', 'Falafel wrap', 'Date cake']
         .map(
           (item, i) =>
             `${text(852, 548 + i * 44, item, { size: 13 })}${bar(1010, 540 + i * 44, [130, 104, 80, 58][i], BRAND)}`,
         )
         .join('')}`,
    ),

  kitchen: () =>
    shell(
      'Nakhla Suite',
      SUITE_MENU,
      2,
      'Kitchen display',
      `${[
        [
          '#1042',
          'Dine-in · T12',
          '04:12',
          ['2 × Chicken machboos', '1 × Fattoush', '3 × Karak tea'],
          ACCENT,
        ],
        ['#1043', 'Delivery', '02:40', ['1 × Mixed grill', '2 × Hummus', '1 × Lemon mint'], BRAND],
        ['#1044', 'Pickup', '01:05', ['4 × Falafel wrap', '2 × Fries', '4 × Laban'], BRAND],
        ['#1045', 'Dine-in · T03', '00:30', ['1 × Lamb ouzi', '1 × Rice', '2 × Water'], BLUE],
      ]
        .map(([num, kind, time, lines, color], i) => {
          const x = 252 + i * 232
          const l = lines as string[]
          return `${panel(x, 92, 216, 420)}${rect(x, 92, 216, 64, color as string, 14)}${rect(x, 140, 216, 16, color as string, 0)}
            ${text(x + 18, 122, `Order ${num}`, { size: 17, weight: 700, fill: '#fff' })}${text(x + 18, 146, kind as string, { size: 12, fill: '#fff' })}
            ${text(x + 198, 122, time as string, { size: 15, weight: 700, fill: '#fff', anchor: 'end' })}
            ${l.map((line, j) => `${rect(x + 18, 184 + j * 48, 18, 18, '#fff', 4, `stroke="${MUTED}" stroke-width="1.5"`)}${text(x + 46, 198 + j * 48, line, { size: 13 })}`).join('')}
            ${rect(x + 18, 448, 180, 44, i === 0 ? GREEN : SURFACE, 10, i === 0 ? '' : `stroke="${LINE}"`)}${text(x + 108, 476, i === 0 ? 'Ready' : 'Start', { size: 14, weight: 700, fill: i === 0 ? '#fff' : INK, anchor: 'middle' })}`
        })
        .join('')}
       ${panel(252, 530, 916, 196, 'Prep time by station (min)')}
       ${['Grill', 'Fryer', 'Cold', 'Drinks', 'Bakery']
         .map(
           (s, i) =>
             `${text(276, 600 + i * 26, s, { size: 13, fill: MUTED })}${bar(360, 591 + i * 26, [520, 300, 220, 140, 380][i], i === 0 ? ACCENT : BRAND, 12)}`,
         )
         .join('')}`,
    ),

  inventory: () =>
    shell(
      'Nakhla Suite',
      SUITE_MENU,
      3,
      'Inventory',
      `${kpis(252, 92, [
        ['Stock value', 'KWD 86k', '+3%'],
        ['SKUs', '1,482', '+24'],
        ['Low stock', '18', '-6'],
        ['Purchase orders', '9', '+2'],
      ])}
       ${panel(252, 210, 600, 516, 'Stock levels · Main warehouse')}
       ${table(
         252,
         260,
         [170, 110, 130, 110],
         ['ITEM', 'ON HAND', 'REORDER AT', 'STATUS'],
         [
           ['Basmati rice 10 kg', '240', '80', '●In stock|ok'],
           ['Chicken, whole', '62', '70', '●Low|warn'],
           ['Olive oil 5 L', '38', '20', '●In stock|ok'],
           ['Takeaway boxes', '1,900', '500', '●In stock|ok'],
           ['Cardamom 1 kg', '4', '10', '●Reorder|bad'],
           ['Tomatoes, crate', '26', '15', '●In stock|ok'],
           ['Paper cups 8 oz', '320', '400', '●Low|warn'],
           ['Saffron 100 g', '12', '5', '●In stock|ok'],
         ],
       )}
       ${panel(868, 210, 300, 250, 'Stock movement')}${lineChart(868, 240, 300, 220, [40, 44, 39, 50, 47, 56, 52, 61], BLUE)}
       ${panel(868, 476, 300, 250, 'Warehouses')}
       ${['Shuwaikh', 'Salmiya', 'Abu Dhabi']
         .map(
           (w, i) =>
             `${text(892, 546 + i * 56, w, { size: 14, weight: 600 })}${bar(892, 556 + i * 56, 250, LINE, 10)}${bar(892, 556 + i * 56, [210, 140, 90][i], BRAND, 10)}`,
         )
         .join('')}`,
    ),

  books: () =>
    shell(
      'Nakhla Suite',
      SUITE_MENU,
      4,
      'Books · Profit and loss',
      `${kpis(252, 92, [
        ['Income', 'KWD 512k', '+11%'],
        ['Expenses', 'KWD 318k', '+4%'],
        ['Net profit', 'KWD 194k', '+23%'],
        ['Cash in bank', 'KWD 141k', '+6%'],
      ])}
       ${panel(252, 210, 916, 270, 'Income vs expenses, 2026')}
       ${Array.from({ length: 12 }, (_, i) => {
         const inc = [60, 64, 58, 70, 74, 72, 80, 78, 86, 84, 90, 98][i]
         const exp = [44, 46, 45, 48, 50, 49, 52, 51, 55, 53, 56, 58][i]
         const x = 300 + i * 72
         return `${rect(x, 460 - inc * 2, 22, inc * 2, BRAND, 4)}${rect(x + 26, 460 - exp * 2, 22, exp * 2, '#94A3B8', 4)}`
       }).join('')}
       ${rect(900, 234, 12, 12, BRAND, 3)}${text(920, 245, 'Income', { size: 13, fill: MUTED })}
       ${rect(1010, 234, 12, 12, '#94A3B8', 3)}${text(1030, 245, 'Expenses', { size: 13, fill: MUTED })}
       ${panel(252, 496, 916, 230, 'Journal entries')}
       ${table(
         252,
         540,
         [150, 330, 180, 180],
         ['DATE', 'ACCOUNT', 'DEBIT', 'CREDIT'],
         [
           ['23 Nov 2026', 'Sales revenue · Salmiya', '', 'KWD 4,310.000'],
           ['23 Nov 2026', 'Cash and bank', 'KWD 4,310.000', ''],
           ['22 Nov 2026', 'Supplier · Gulf Poultry', 'KWD 1,120.500', ''],
         ],
       )}`,
    ),

  hrms: () =>
    shell(
      'Nakhla Suite',
      SUITE_MENU,
      5,
      'HRMS · People and payroll',
      `${kpis(252, 92, [
        ['Employees', '214', '+6'],
        ['On leave today', '9', '-2'],
        ['Payroll (KWD)', '96,400', '+1%'],
        ['Open positions', '5', '+1'],
      ])}
       ${panel(252, 210, 600, 516, 'Team')}
       ${[
         ['Fatma Al-Sabah', 'Finance manager', '●Active|ok'],
         ['Omar Haddad', 'Head chef · Salmiya', '●Active|ok'],
         ['Reem Al-Mutairi', 'HR officer', '●On leave|warn'],
         ['Yousef Karim', 'Delivery lead', '●Active|ok'],
         ['Noura Al-Enezi', 'Store supervisor', '●Active|ok'],
         ['Khalid Mansour', 'Accountant', '●Probation|info'],
         ['Sara Ibrahim', 'Marketing executive', '●Active|ok'],
       ]
         .map(([name, role, status], i) => {
           const y = 262 + i * 64
           const initials = name
             .split(' ')
             .map((p) => p[0])
             .join('')
             .slice(0, 2)
           return `<circle cx="292" cy="${y + 20}" r="20" fill="${[SOFT, '#FEF3C7', '#DBEAFE'][i % 3]}"/>${text(292, y + 25, initials, { size: 12, weight: 700, fill: STRONG, anchor: 'middle' })}
             ${text(326, y + 16, name, { size: 14, weight: 600 })}${text(326, y + 36, role, { size: 12, fill: MUTED })}
             ${(() => {
               const [label, tone] = status.slice(1).split('|')
               const tones: Record<string, [string, string]> = {
                 ok: ['#166534', '#DCFCE7'],
                 warn: ['#92400E', '#FEF3C7'],
                 info: [STRONG, SOFT],
               }
               return pill(720, y + 6, label, tones[tone][0], tones[tone][1], 108)
             })()}`
         })
         .join('')}
       ${panel(868, 210, 300, 250, 'Attendance this week')}${bars(900, 262, 170, [92, 95, 90, 97, 88, 60], BRAND, 40)}
       ${panel(868, 476, 300, 250, 'Payroll run · November')}
       ${text(892, 548, 'KWD 96,400.000', { size: 24, weight: 700 })}${text(892, 574, '214 payslips ready', { size: 13, fill: MUTED })}
       ${bar(892, 600, 250, LINE, 10)}${bar(892, 600, 200, BRAND, 10)}
       ${rect(892, 640, 150, 42, BRAND, 10)}${text(967, 667, 'Approve run', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}`,
    ),
}

/* ───────────────────── Property management: Nakhla Rentals ───────────────────── */

function house(x: number, y: number, w: number, h: number, tint: string) {
  const roofH = h * 0.32
  return `${rect(x, y, w, h, tint, 12)}
    <polygon points="${x + w * 0.3},${y + h * 0.5} ${x + w * 0.5},${y + h * 0.5 - roofH} ${x + w * 0.7},${y + h * 0.5}" fill="#fff" opacity="0.9"/>
    ${rect(x + w * 0.34, y + h * 0.5, w * 0.32, h * 0.3, '#fff', 2, 'opacity="0.75"')}
    ${rect(x + w * 0.46, y + h * 0.62, w * 0.08, h * 0.18, tint, 1)}`
}

function siteHeader(active: number) {
  return `${rect(0, 0, W, 72, '#fff', 0)}${rect(0, 71, W, 1, LINE, 0)}
    <g transform="translate(40 22)"><path d="M12 30V15" stroke="${INK}" stroke-width="3" stroke-linecap="round"/><path fill="${BRAND}" d="M12 15c-2-6-8-8-12-6 4 0 8 2 12 6Zm0 0c2-6 8-8 12-6-4 0-8 2-12 6Zm0 0c-1-5 1-10 5-12-2 3-4 7-5 12Z"/></g>
    ${text(76, 46, 'Nakhla Rentals', { size: 19, weight: 700 })}
    ${['Rent', 'Buy', 'Landlords', 'Tenants']
      .map(
        (l, i) =>
          `${text(420 + i * 110, 44, l, { size: 15, weight: i === active ? 700 : 400, fill: i === active ? BRAND : INK })}`,
      )
      .join('')}
    ${rect(1000, 18, 160, 38, BRAND, 19)}${text(1080, 42, 'Sign in', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}`
}

function listingCard(
  x: number,
  y: number,
  w: number,
  tint: string,
  name: string,
  price: string,
  meta: string,
) {
  return `${panel(x, y, w, 250)}${house(x + 10, y + 10, w - 20, 130, tint)}
    ${rect(x + 20, y + 20, 70, 24, '#fff', 12)}${text(x + 55, y + 37, 'For rent', { size: 11, weight: 700, fill: BRAND, anchor: 'middle' })}
    ${text(x + 18, y + 170, name, { size: 15, weight: 700 })}${text(x + 18, y + 194, meta, { size: 12, fill: MUTED })}
    ${text(x + 18, y + 228, price, { size: 17, weight: 700, fill: BRAND })}${text(x + w - 18, y + 228, '/ month', { size: 12, fill: MUTED, anchor: 'end' })}`
}

const property = {
  home: () =>
    svg(
      W,
      H,
      `${siteHeader(0)}
       <defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>
       ${rect(0, 72, W, 330, 'url(#hero)', 0)}
       ${text(80, 170, 'Find your next home in Kuwait', { size: 38, weight: 700, fill: '#fff' })}
       ${text(80, 208, 'Verified listings, online viewings and rent paid in two taps.', { size: 17, fill: '#D1FAF5' })}
       ${rect(80, 248, 1040, 74, '#fff', 16)}
       ${['Area · Salmiya', 'Type · Apartment', 'Bedrooms · 2+', 'Budget · KWD 600'].map((l, i) => `${text(110 + i * 220, 292, l, { size: 15, fill: INK })}${i < 3 ? rect(300 + i * 220, 268, 1, 34, LINE, 0) : ''}`).join('')}
       ${rect(990, 262, 114, 46, BRAND, 12)}${text(1047, 291, 'Search', { size: 15, weight: 700, fill: '#fff', anchor: 'middle' })}
       ${text(80, 456, 'Featured properties', { size: 22, weight: 700 })}${text(1120, 456, 'View all →', { size: 14, weight: 600, fill: BRAND, anchor: 'end' })}
       ${listingCard(80, 480, 250, '#5EB3A9', 'Sea-view apartment', 'KWD 650', 'Salmiya · 2 bd · 120 m²')}
       ${listingCard(344, 480, 250, '#7C9CBF', 'Family villa', 'KWD 1,400', 'Mishref · 5 bd · 400 m²')}
       ${listingCard(608, 480, 250, '#C9A46A', 'Studio near Gulf Rd', 'KWD 320', 'Sharq · 1 bd · 48 m²')}
       ${listingCard(872, 480, 250, '#8E7CC3', 'Office floor', 'KWD 2,100', 'Kuwait City · 600 m²')}`,
      '#fff',
    ),

  listings: () =>
    svg(
      W,
      H,
      `${siteHeader(0)}
       ${rect(0, 72, 300, H - 72, SURFACE, 0)}${rect(299, 72, 1, H - 72, LINE, 0)}
       ${text(32, 116, 'Filters', { size: 18, weight: 700 })}
       ${['Area', 'Property type', 'Bedrooms', 'Price (KWD)', 'Furnishing']
         .map(
           (f, i) =>
             `${text(32, 160 + i * 92, f, { size: 13, weight: 600, fill: MUTED })}${rect(32, 172 + i * 92, 236, 42, '#fff', 10, `stroke="${LINE}"`)}${text(48, 199 + i * 92, ['Salmiya, Jabriya', 'Apartment', '2 – 3', '400 – 900', 'Any'][i], { size: 14 })}`,
         )
         .join('')}
       ${text(332, 116, '128 apartments for rent in Salmiya', { size: 20, weight: 700 })}
       ${text(1168, 116, 'Sort: Newest', { size: 13, fill: MUTED, anchor: 'end' })}
       ${listingCard(332, 140, 264, '#5EB3A9', 'Sea-view apartment', 'KWD 650', '2 bd · 2 ba · 120 m²')}
       ${listingCard(612, 140, 264, '#7C9CBF', 'Corner flat, Block 10', 'KWD 520', '2 bd · 1 ba · 95 m²')}
       ${listingCard(892, 140, 264, '#C9A46A', 'Penthouse with terrace', 'KWD 980', '3 bd · 3 ba · 210 m²')}
       ${listingCard(332, 406, 264, '#8E7CC3', 'New tower, high floor', 'KWD 700', '2 bd · 2 ba · 130 m²')}
       ${listingCard(612, 406, 264, '#E07A5F', 'Family apartment', 'KWD 610', '3 bd · 2 ba · 150 m²')}
       ${listingCard(892, 406, 264, '#3D8C95', 'Furnished 2-bedroom', 'KWD 750', '2 bd · 2 ba · 118 m²')}
       ${['1', '2', '3', '…', '11'].map((p, i) => `${rect(600 + i * 46, 680, 38, 38, i === 0 ? BRAND : '#fff', 10, i === 0 ? '' : `stroke="${LINE}"`)}${text(619 + i * 46, 705, p, { size: 14, weight: 600, fill: i === 0 ? '#fff' : INK, anchor: 'middle' })}`).join('')}`,
      '#fff',
    ),

  detail: () =>
    svg(
      W,
      H,
      `${siteHeader(0)}
       ${text(60, 112, 'Rent › Salmiya › Sea-view apartment', { size: 13, fill: MUTED })}
       ${house(60, 132, 640, 360, '#5EB3A9')}
       ${house(716, 132, 200, 172, '#7FC4BB')}${house(932, 132, 208, 172, '#3D8C95')}
       ${house(716, 320, 200, 172, '#A7D8D1')}${rect(932, 320, 208, 172, INK, 12)}${text(1036, 414, '+14 photos', { size: 16, weight: 700, fill: '#fff', anchor: 'middle' })}
       ${text(60, 546, 'Sea-view apartment, Salmiya', { size: 26, weight: 700 })}
       ${text(60, 576, 'Block 10, Salem Al Mubarak St · Available 1 December', { size: 14, fill: MUTED })}
       ${['2 bedrooms', '2 bathrooms', '120 m²', 'Parking', 'Sea view']
         .map(
           (f, i) =>
             `${rect(60 + i * 128, 600, 118, 34, SURFACE, 17, `stroke="${LINE}"`)}${text(119 + i * 128, 622, f, { size: 12, weight: 600, anchor: 'middle' })}`,
         )
         .join('')}
       ${bar(60, 664, 600)}${bar(60, 686, 540)}${bar(60, 708, 580)}
       ${panel(760, 520, 380, 210)}${text(784, 562, 'KWD 650', { size: 28, weight: 700, fill: BRAND })}${text(1116, 562, '/ month', { size: 14, fill: MUTED, anchor: 'end' })}
       ${text(784, 592, 'Deposit KWD 650 · 12-month lease', { size: 13, fill: MUTED })}
       ${rect(784, 612, 332, 46, BRAND, 12)}${text(950, 641, 'Book a viewing', { size: 15, weight: 700, fill: '#fff', anchor: 'middle' })}
       ${rect(784, 668, 332, 46, '#fff', 12, `stroke="${LINE}"`)}${text(950, 697, 'Apply online', { size: 15, weight: 700, anchor: 'middle' })}`,
      '#fff',
    ),
}

const RENTALS_MENU = [
  'Analytics',
  'Properties',
  'Tenants',
  'Leases',
  'Maintenance',
  'Revenue',
  'Documents',
]

const propertyAdmin = {
  /** The hero: the tenant portal, where rent, requests and the lease meet. */
  tenant: () =>
    shell(
      'Nakhla Rentals',
      ['Home', 'Payments', 'Requests', 'Lease', 'Documents', 'Messages'],
      0,
      'Welcome home, Mariam',
      `${panel(252, 92, 560, 250)}${text(276, 130, 'Rent for December', { size: 15, weight: 700 })}
       ${text(276, 190, 'KWD 520.000', { size: 40, weight: 700 })}${text(276, 222, 'Due 1 December · Jabriya, Block 3, Apt 3A', { size: 14, fill: MUTED })}
       ${rect(276, 252, 200, 52, BRAND, 12)}${text(376, 284, 'Pay with KNET', { size: 16, weight: 700, fill: '#fff', anchor: 'middle' })}
       ${rect(492, 252, 160, 52, '#fff', 12, `stroke="${LINE}"`)}${text(572, 284, 'Auto-pay', { size: 16, weight: 700, anchor: 'middle' })}
       ${panel(828, 92, 340, 250, 'Lease')}${text(852, 160, '12 months · renews 31 Mar 2027', { size: 13, fill: MUTED })}
       ${bar(852, 180, 292, LINE, 12)}${bar(852, 180, 196, BRAND, 12)}${text(852, 222, '8 of 12 months paid on time', { size: 13 })}
       ${rect(852, 262, 140, 40, SURFACE, 10, `stroke="${LINE}"`)}${text(922, 287, 'View lease', { size: 13, weight: 700, anchor: 'middle' })}
       ${panel(252, 358, 560, 368, 'Maintenance requests')}
       ${[
         ['AC not cooling in bedroom', 'Technician Thu 10:00', '●Scheduled|info'],
         ['Kitchen tap leaking', 'Fixed on 12 Nov', '●Done|ok'],
         ['Parking gate remote', 'Waiting for part', '●In progress|warn'],
       ]
         .map(([title, note, status], i) => {
           const y = 410 + i * 92
           const [label, tone] = status.slice(1).split('|')
           const tones: Record<string, [string, string]> = {
             ok: ['#166534', '#DCFCE7'],
             warn: ['#92400E', '#FEF3C7'],
             info: [STRONG, SOFT],
           }
           return `${rect(276, y, 512, 76, SURFACE, 12, `stroke="${LINE}"`)}${rect(292, y + 16, 44, 44, SOFT, 10)}
             ${text(352, y + 34, title, { size: 15, weight: 700 })}${text(352, y + 56, note, { size: 12, fill: MUTED })}
             ${pill(668, y + 24, label, tones[tone][0], tones[tone][1], 108)}`
         })
         .join('')}
       ${rect(276, 686, 220, 28, '#fff', 0)}${text(276, 704, '+ New request with photos', { size: 14, weight: 700, fill: BRAND })}
       ${panel(828, 358, 340, 368, 'Payments')}
       ${['Nov', 'Oct', 'Sep', 'Aug', 'Jul']
         .map(
           (m, i) =>
             `${text(852, 420 + i * 58, `${m} 2026`, { size: 14 })}${text(1060, 420 + i * 58, 'KWD 520', { size: 14, weight: 600, anchor: 'end' })}${pill(1072, 402 + i * 58, 'Paid', '#166534', '#DCFCE7', 72)}`,
         )
         .join('')}`,
    ),
  analytics: () =>
    shell(
      'Nakhla Rentals',
      RENTALS_MENU,
      0,
      'Portfolio analytics',
      `${kpis(252, 92, [
        ['Occupancy', '94.2%', '+1.8%'],
        ['Units', '1,046', '+32'],
        ['Avg. rent (KWD)', '585', '+4%'],
        ['Renewals due', '38', '-7'],
      ])}
       ${panel(252, 210, 580, 300, 'Occupancy, last 12 months')}${lineChart(252, 240, 580, 270, [84, 86, 85, 88, 89, 88, 90, 91, 92, 93, 93, 94])}
       ${panel(848, 210, 320, 300, 'Units by type')}${donut(958, 370, 70, [
         [0.58, BRAND],
         [0.22, ACCENT],
         [0.12, BLUE],
         [0.08, '#A855F7'],
       ])}${legend(1050, 320, [
         ['Flats', BRAND],
         ['Villas', ACCENT],
         ['Offices', BLUE],
         ['Shops', '#A855F7'],
       ])}
       ${panel(252, 526, 916, 200, 'Occupancy by area')}
       ${['Salmiya', 'Jabriya', 'Mishref', 'Kuwait City', 'Abu Dhabi']
         .map(
           (a, i) =>
             `${text(276, 584 + i * 28, a, { size: 13, fill: MUTED })}${bar(400, 575 + i * 28, 700, LINE, 12)}${bar(400, 575 + i * 28, [680, 640, 610, 590, 560][i], BRAND, 12)}`,
         )
         .join('')}`,
    ),

  maintenance: () =>
    shell(
      'Nakhla Rentals',
      RENTALS_MENU,
      4,
      'Maintenance requests',
      `${[
        [
          'New',
          RED,
          [
            ['AC not cooling', 'Salmiya T2 · 14B'],
            ['Leaking kitchen tap', 'Jabriya · 3A'],
            ['Door lock stuck', 'Sharq · 7'],
          ],
        ],
        [
          'In progress',
          ACCENT,
          [
            ['Water heater', 'Mishref villa 22'],
            ['Lift inspection', 'Tower C'],
            ['Repaint lobby', 'Block 10'],
          ],
        ],
        [
          'Scheduled',
          BLUE,
          [
            ['Pest control', 'Salmiya T1'],
            ['Generator service', 'Tower A'],
          ],
        ],
        [
          'Done',
          GREEN,
          [
            ['Window seal', 'Jabriya · 8C'],
            ['Light fixtures', 'Office 1204'],
            ['AC filter', 'Sharq · 2'],
          ],
        ],
      ]
        .map(([col, color, cards], i) => {
          const x = 252 + i * 232
          const list = cards as string[][]
          return `${rect(x, 92, 216, 634, '#EEF2F6', 14)}<circle cx="${x + 22}" cy="${120}" r="6" fill="${color}"/>
            ${text(x + 38, 125, col as string, { size: 15, weight: 700 })}${text(x + 196, 125, String(list.length), { size: 13, fill: MUTED, anchor: 'end' })}
            ${list
              .map(
                ([title, where], j) =>
                  `${panel(x + 12, 148 + j * 130, 192, 116)}${text(x + 28, 180 + j * 130, title, { size: 14, weight: 700 })}
                   ${text(x + 28, 202 + j * 130, where, { size: 12, fill: MUTED })}
                   ${pill(x + 28, 220 + j * 130, ['Urgent', 'Normal', 'Low'][(i + j) % 3], ['#991B1B', STRONG, '#334155'][(i + j) % 3], ['#FEE2E2', SOFT, '#E2E8F0'][(i + j) % 3], 70)}
                   <circle cx="${x + 178}" cy="${233 + j * 130}" r="13" fill="${SOFT}"/>`,
              )
              .join('')}`
        })
        .join('')}`,
    ),

  properties: () =>
    shell(
      'Nakhla Rentals',
      RENTALS_MENU,
      1,
      'Properties',
      `${rect(252, 92, 300, 40, '#fff', 10, `stroke="${LINE}"`)}${text(270, 117, 'Filter by area, owner…', { size: 13, fill: MUTED })}
       ${rect(1018, 92, 150, 40, BRAND, 10)}${text(1093, 117, '+ Add property', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}
       ${panel(252, 150, 916, 576)}
       ${table(
         252,
         150,
         [250, 150, 110, 140, 120],
         ['PROPERTY', 'OWNER', 'UNITS', 'OCCUPANCY', 'STATUS'],
         [
           ['Salmiya Tower 2', 'Al Noor Realty', '84', '96%', '●Listed|ok'],
           ['Jabriya Residences', 'F. Al-Sabah', '36', '92%', '●Listed|ok'],
           ['Mishref villas', 'Private owner', '12', '100%', '●Full|info'],
           ['Sharq studios', 'Gulf Estates', '48', '88%', '●Listed|ok'],
           ['Tower C offices', 'Al Noor Realty', '22', '77%', '●Vacancies|warn'],
           ['Block 10 flats', 'K. Mansour', '18', '94%', '●Listed|ok'],
           ['Abu Dhabi Marina', 'Marina Holdings', '60', '91%', '●Listed|ok'],
           ['Fahaheel shops', 'Private owner', '14', '64%', '●Review|bad'],
           ['Hawalli complex', 'Gulf Estates', '40', '95%', '●Listed|ok'],
           ['Mangaf duplexes', 'R. Al-Mutairi', '10', '90%', '●Listed|ok'],
           ['Salwa townhouses', 'Private owner', '8', '100%', '●Full|info'],
         ],
       )}`,
    ),

  revenue: () =>
    shell(
      'Nakhla Rentals',
      RENTALS_MENU,
      5,
      'Revenue',
      `${kpis(252, 92, [
        ['Rent collected', 'KWD 612k', '+7%'],
        ['Collection rate', '97.8%', '+1.2%'],
        ['Outstanding', 'KWD 13k', '-18%'],
        ['Paid online', '86%', '+9%'],
      ])}
       ${panel(252, 210, 916, 290, 'Monthly rent collected (KWD k)')}${bars(300, 262, 210, [480, 492, 501, 505, 520, 534, 541, 556, 570, 582, 598, 612], BRAND, 72)}
       ${['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((m, i) => text(330 + i * 72, 492, m, { size: 11, fill: MUTED, anchor: 'middle' })).join('')}
       ${panel(252, 516, 916, 210, 'Latest payments')}
       ${table(
         252,
         560,
         [260, 220, 180, 150],
         ['TENANT', 'UNIT', 'AMOUNT', 'METHOD'],
         [
           ['Ahmad Al-Rashidi', 'Salmiya T2 · 14B', 'KWD 650.000', '●KNET|info'],
           ['Mariam Yousef', 'Jabriya · 3A', 'KWD 520.000', '●Card|info'],
           ['Gulf Retail Co.', 'Tower C · 5F', 'KWD 2,100.000', '●Transfer|info'],
         ],
       )}`,
    ),
}

/* ───────────────────── Food and beverage: Nakhla Dine ───────────────────── */

const DINE_MENU = [
  'Dashboard',
  'Orders',
  'Menu',
  'Tables & QR',
  'Customers',
  'Delivery',
  'Inventory',
]

function dish(cx: number, cy: number, r: number, tint: string) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="${LINE}" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="${tint}"/><circle cx="${cx - r * 0.2}" cy="${cy - r * 0.15}" r="${r * 0.2}" fill="#fff" opacity="0.35"/>`
}

/** A QR-like code: three finder squares and a fixed scatter of modules. */
function qr(x: number, y: number, size: number) {
  const n = 21
  const m = size / n
  const finder = (fx: number, fy: number) =>
    `${rect(x + fx * m, y + fy * m, 7 * m, 7 * m, INK, 2)}${rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, '#fff', 1)}${rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, INK, 1)}`
  const inFinder = (r: number, c: number) =>
    (r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8)
  let modules = ''
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (!inFinder(r, c) && (r * 7 + c * 13 + ((r * c) % 5)) % 3 === 0)
        modules += rect(x + c * m, y + r * m, m, m, INK, 0)
  return finder(0, 0) + finder(n - 7, 0) + finder(0, n - 7) + modules
}

const fandb = {
  /** The hero: every order of every channel on one live board. */
  board: () =>
    shell(
      'Nakhla Dine',
      DINE_MENU,
      1,
      'Live orders · Salmiya',
      `${[
        [
          'New',
          RED,
          [
            ['#1092', 'Delivery', 'KWD 8.250'],
            ['#1093', 'Dine-in · T4', 'KWD 14.000'],
            ['#1094', 'Pickup', 'KWD 3.500'],
          ],
        ],
        [
          'Preparing',
          ACCENT,
          [
            ['#1089', 'Dine-in · T7', 'KWD 23.500'],
            ['#1090', 'Delivery', 'KWD 12.750'],
            ['#1091', 'Pickup', 'KWD 6.250'],
          ],
        ],
        [
          'Ready',
          GREEN,
          [
            ['#1086', 'Pickup', 'KWD 4.750'],
            ['#1088', 'Dine-in · T2', 'KWD 9.000'],
          ],
        ],
        [
          'On the way',
          BLUE,
          [
            ['#1084', 'Delivery · Yousef', 'KWD 11.500'],
            ['#1085', 'Delivery · Ali', 'KWD 7.250'],
          ],
        ],
      ]
        .map(([col, color, cards], i) => {
          const x = 252 + i * 232
          const list = cards as string[][]
          return `${rect(x, 92, 216, 634, '#EEF2F6', 14)}<circle cx="${x + 22}" cy="120" r="6" fill="${color}"/>
            ${text(x + 38, 125, col as string, { size: 15, weight: 700 })}${text(x + 196, 125, String(list.length), { size: 13, fill: MUTED, anchor: 'end' })}
            ${list
              .map(([num, kind, total], j) => {
                const y = 148 + j * 150
                const channel = kind.split(' ')[0]
                const tint: Record<string, [string, string]> = {
                  Delivery: ['#1E40AF', '#DBEAFE'],
                  Pickup: ['#92400E', '#FEF3C7'],
                  'Dine-in': [STRONG, SOFT],
                }
                return `${panel(x + 12, y, 192, 136)}${text(x + 28, y + 32, `Order ${num}`, { size: 15, weight: 700 })}
                  ${pill(x + 28, y + 46, kind, tint[channel][0], tint[channel][1], Math.min(164, kind.length * 8 + 24))}
                  ${bar(x + 28, y + 88, 120)}${text(x + 28, y + 122, total, { size: 14, weight: 700, fill: BRAND })}
                  ${text(x + 188, y + 122, `${4 + ((i * 3 + j * 5) % 11)} min`, { size: 12, fill: MUTED, anchor: 'end' })}`
              })
              .join('')}`
        })
        .join('')}`,
    ),
  admin: () =>
    shell(
      'Nakhla Dine',
      DINE_MENU,
      0,
      'Restaurant dashboard',
      `${kpis(252, 92, [
        ['Orders today', '486', '+14%'],
        ['Sales (KWD)', '3,912', '+9%'],
        ['Avg. prep', '11 min', '-2 min'],
        ['Rating', '4.8 ★', '+0.1'],
      ])}
       ${panel(252, 210, 580, 300, 'Orders by hour')}${bars(290, 262, 220, [8, 14, 30, 52, 46, 28, 22, 40, 66, 74, 58, 34, 18, 10], BRAND, 38)}
       ${panel(848, 210, 320, 300, 'Orders by channel')}${donut(958, 370, 70, [
         [0.44, BRAND],
         [0.22, ACCENT],
         [0.34, BLUE],
       ])}${legend(1050, 330, [
         ['Delivery', BRAND],
         ['Pickup', ACCENT],
         ['Dine-in QR', BLUE],
       ])}
       ${panel(252, 526, 916, 200, 'Live orders')}
       ${table(
         252,
         566,
         [120, 220, 180, 150, 160],
         ['ORDER', 'CUSTOMER', 'TYPE', 'TOTAL', 'STATUS'],
         [
           ['#1087', 'Hessa A.', 'Delivery · Salmiya', 'KWD 12.750', '●On the way|info'],
           ['#1086', 'Table 7', 'Dine-in QR', 'KWD 23.500', '●Preparing|warn'],
           ['#1085', 'Faisal M.', 'Pickup', 'KWD 6.250', '●Ready|ok'],
         ],
       )}`,
    ),

  menuAdmin: () =>
    shell(
      'Nakhla Dine',
      DINE_MENU,
      2,
      'Menu management',
      `${['Breakfast', 'Grills', 'Rice dishes', 'Salads', 'Drinks', 'Desserts']
        .map(
          (c, i) =>
            `${rect(252 + i * 128, 92, 118, 38, i === 1 ? BRAND : '#fff', 19, i === 1 ? '' : `stroke="${LINE}"`)}${text(311 + i * 128, 116, c, { size: 13, weight: 600, fill: i === 1 ? '#fff' : INK, anchor: 'middle' })}`,
        )
        .join('')}
       ${rect(1018, 92, 150, 38, INK, 10)}${text(1093, 116, '+ New item', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}
       ${[
         ['Mixed grill platter', 'KWD 6.500', '#E07A5F', true],
         ['Chicken tikka', 'KWD 3.750', '#F2A65A', true],
         ['Lamb kebab', 'KWD 4.250', '#C9705A', true],
         ['Shish tawook', 'KWD 3.500', '#EFC27A', true],
         ['Grilled hammour', 'KWD 5.900', '#8FB8DE', false],
         ['Veggie skewers', 'KWD 2.750', '#8BC34A', true],
       ]
         .map(([name, price, tint, on], i) => {
           const x = 252 + (i % 3) * 312
           const y = 150 + Math.floor(i / 3) * 290
           return `${panel(x, y, 292, 272)}${rect(x + 10, y + 10, 272, 130, '#FFF7ED', 10)}${dish(x + 146, y + 75, 52, tint as string)}
             ${text(x + 20, y + 170, name as string, { size: 16, weight: 700 })}${text(x + 20, y + 196, 'Grills · 520 kcal', { size: 12, fill: MUTED })}
             ${text(x + 20, y + 240, price as string, { size: 17, weight: 700, fill: BRAND })}
             ${rect(x + 214, y + 222, 52, 28, on ? BRAND : '#CBD5E1', 14)}<circle cx="${on ? x + 252 : x + 228}" cy="${y + 236}" r="11" fill="#fff"/>`
         })
         .join('')}`,
    ),

  ordering: () =>
    svg(
      W,
      H,
      `${rect(0, 0, W, 72, '#fff', 0)}${rect(0, 71, W, 1, LINE, 0)}
       ${text(40, 46, 'Marina Grill', { size: 22, weight: 700 })}${text(200, 46, 'Salmiya · Open until 1:00', { size: 13, fill: MUTED })}
       ${['Delivery', 'Pickup', 'Dine-in'].map((m, i) => `${rect(640 + i * 120, 17, 110, 38, i === 0 ? BRAND : SURFACE, 19, i === 0 ? '' : `stroke="${LINE}"`)}${text(695 + i * 120, 41, m, { size: 14, weight: 700, fill: i === 0 ? '#fff' : INK, anchor: 'middle' })}`).join('')}
       ${['Popular', 'Grills', 'Rice', 'Sandwiches', 'Drinks'].map((c, i) => `${text(40 + i * 120, 116, c, { size: 15, weight: i === 0 ? 700 : 400, fill: i === 0 ? BRAND : MUTED })}${i === 0 ? rect(40, 126, 64, 3, BRAND, 2) : ''}`).join('')}
       ${[
         ['Chicken machboos', 'KWD 3.250', '#F2A65A'],
         ['Mixed grill platter', 'KWD 6.500', '#E07A5F'],
         ['Falafel wrap', 'KWD 1.250', '#C5A46D'],
         ['Fattoush salad', 'KWD 1.750', '#8BC34A'],
         ['Karak tea', 'KWD 0.500', '#D9A066'],
         ['Kunafa', 'KWD 2.000', '#EFC27A'],
       ]
         .map(([name, price, tint], i) => {
           const x = 40 + (i % 2) * 370
           const y = 150 + Math.floor(i / 2) * 190
           return `${panel(x, y, 350, 172)}${dish(x + 80, y + 86, 56, tint)}
             ${text(x + 158, y + 62, name, { size: 15, weight: 700 })}${bar(x + 158, y + 78, 150)}${bar(x + 158, y + 96, 110)}
             ${text(x + 158, y + 144, price, { size: 16, weight: 700, fill: BRAND })}
             ${rect(x + 290, y + 120, 40, 36, BRAND, 10)}${text(x + 310, y + 145, '+', { size: 22, weight: 700, fill: '#fff', anchor: 'middle' })}`
         })
         .join('')}
       ${panel(800, 92, 360, 634, 'Your order')}
       ${[
         ['2 × Chicken machboos', '6.500'],
         ['1 × Fattoush salad', '1.750'],
         ['3 × Karak tea', '1.500'],
       ]
         .map(
           ([item, amount], i) =>
             `${text(824, 170 + i * 44, item, { size: 14 })}${text(1136, 170 + i * 44, amount, { size: 14, weight: 600, anchor: 'end' })}`,
         )
         .join('')}
       ${rect(824, 310, 312, 1, LINE, 0)}
       ${text(824, 346, 'Delivery fee', { size: 13, fill: MUTED })}${text(1136, 346, '0.500', { size: 13, fill: MUTED, anchor: 'end' })}
       ${text(824, 384, 'Total', { size: 17, weight: 700 })}${text(1136, 384, 'KWD 10.250', { size: 17, weight: 700, anchor: 'end' })}
       ${text(824, 436, 'Pay with', { size: 13, weight: 600, fill: MUTED })}
       ${['KNET', 'Card', 'Apple Pay'].map((p, i) => `${rect(824 + i * 106, 452, 98, 42, i === 0 ? SOFT : '#fff', 10, `stroke="${i === 0 ? BRAND : LINE}"`)}${text(873 + i * 106, 478, p, { size: 13, weight: 700, anchor: 'middle' })}`).join('')}
       ${text(824, 540, 'Deliver to', { size: 13, weight: 600, fill: MUTED })}${text(824, 566, 'Block 10, Street 4, House 12, Salmiya', { size: 13 })}
       ${rect(824, 650, 312, 52, ACCENT, 14)}${text(980, 682, 'Place order · KWD 10.250', { size: 15, weight: 700, fill: INK, anchor: 'middle' })}`,
      SURFACE,
    ),

  guest: () =>
    svg(
      W,
      H,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>
       ${rect(0, 0, W, H, 'url(#g)', 0)}
       ${text(80, 150, 'Scan. Order. Enjoy.', { size: 40, weight: 700, fill: '#fff' })}
       ${text(80, 192, 'Table 7 orders from the menu on their phone;', { size: 18, fill: '#D1FAF5' })}
       ${text(80, 218, 'the kitchen sees it at once and the bill is paid in the app.', { size: 18, fill: '#D1FAF5' })}
       ${rect(80, 270, 220, 220, '#fff', 18)}
       ${qr(100, 290, 180)}
       ${text(190, 530, 'Table 7', { size: 16, weight: 700, fill: '#fff', anchor: 'middle' })}
       <g transform="translate(430 250)">
         ${rect(0, 0, 250, 480, '#061523', 36)}${rect(10, 10, 230, 460, '#fff', 28)}
         ${rect(10, 10, 230, 90, ACCENT, 28)}${rect(10, 70, 230, 30, ACCENT, 0)}
         ${text(30, 52, 'Marina Grill', { size: 16, weight: 700, fill: INK })}${text(30, 76, 'Table 7 · Dine-in', { size: 12, fill: INK })}
         ${[0, 1, 2].map((i) => `${rect(24, 118 + i * 92, 202, 80, SURFACE, 12, `stroke="${LINE}"`)}${dish(62, 158 + i * 92, 26, ['#F2A65A', '#8BC34A', '#E07A5F'][i])}${bar(100, 142 + i * 92, 100)}${bar(100, 162 + i * 92, 70)}${text(100, 188 + i * 92, ['KWD 3.250', 'KWD 1.750', 'KWD 6.500'][i], { size: 12, weight: 700, fill: BRAND })}`).join('')}
         ${rect(24, 400, 202, 48, BRAND, 14)}${text(125, 430, 'Send to kitchen', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}
       </g>
       <g transform="translate(730 250)">
         ${rect(0, 0, 390, 200, '#fff', 18)}${text(24, 44, 'Order status', { size: 16, weight: 700 })}
         ${['Received', 'Preparing', 'Served'].map((s, i) => `<circle cx="${54 + i * 140}" cy="100" r="18" fill="${i < 2 ? BRAND : LINE}"/>${i < 2 ? `<path d="M${46 + i * 140} 100l6 6 11-12" stroke="#fff" stroke-width="3" fill="none"/>` : ''}${i < 2 ? rect(72 + i * 140, 98, 104, 4, i === 0 ? BRAND : LINE, 2) : ''}${text(54 + i * 140, 146, s, { size: 13, weight: 600, anchor: 'middle' })}`).join('')}
         ${text(24, 182, 'Ready in about 9 minutes', { size: 13, fill: MUTED })}
       </g>
       <g transform="translate(730 474)">
         ${rect(0, 0, 390, 180, '#fff', 18)}${text(24, 44, 'How was your meal?', { size: 16, weight: 700 })}
         ${[0, 1, 2, 3, 4].map((i) => `<path transform="translate(${24 + i * 46} 64) scale(1.6)" d="M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21.1l1.4-7L2 9.3l7-.8z" fill="${i < 4 ? ACCENT : LINE}"/>`).join('')}
         ${text(24, 146, '+120 loyalty points earned', { size: 14, weight: 700, fill: BRAND })}
       </g>`,
      INK,
    ),
}

type Shot = { slug: string; name: string; draw: () => string }

const SHOTS: Shot[] = [
  { slug: 'erp-solution', name: 'hero-modules', draw: erp.modules },
  { slug: 'erp-solution', name: 'overview', draw: erp.overview },
  { slug: 'erp-solution', name: 'sales', draw: erp.sales },
  { slug: 'erp-solution', name: 'kitchen', draw: erp.kitchen },
  { slug: 'erp-solution', name: 'inventory', draw: erp.inventory },
  { slug: 'erp-solution', name: 'books', draw: erp.books },
  { slug: 'erp-solution', name: 'hrms', draw: erp.hrms },
  { slug: 'property-management', name: 'hero-tenant-portal', draw: propertyAdmin.tenant },
  { slug: 'property-management', name: 'website-home', draw: property.home },
  { slug: 'property-management', name: 'website-listings', draw: property.listings },
  { slug: 'property-management', name: 'website-property', draw: property.detail },
  { slug: 'property-management', name: 'admin-analytics', draw: propertyAdmin.analytics },
  { slug: 'property-management', name: 'admin-maintenance', draw: propertyAdmin.maintenance },
  { slug: 'property-management', name: 'admin-property', draw: propertyAdmin.properties },
  { slug: 'property-management', name: 'admin-revenue', draw: propertyAdmin.revenue },
  { slug: 'fandb-solution', name: 'hero-live-orders', draw: fandb.board },
  { slug: 'fandb-solution', name: 'admin-dashboard', draw: fandb.admin },
  { slug: 'fandb-solution', name: 'online-ordering', draw: fandb.ordering },
  { slug: 'fandb-solution', name: 'menu-management', draw: fandb.menuAdmin },
  { slug: 'fandb-solution', name: 'customer-experience', draw: fandb.guest },
]

async function main() {
  const only = process.argv[2]
  // `--missing`: list the texts that have no Arabic yet, draw nothing.
  if (only === '--missing') {
    const texts = SHOTS.flatMap((shot) => untranslated(shot.draw(), ARABIC, KEEP_LATIN))
    console.log(JSON.stringify([...new Set(texts)], null, 1))
    return
  }
  for (const shot of SHOTS) {
    if (only && !`${shot.slug}/${shot.name}`.includes(only)) continue
    mkdirSync(outDir, { recursive: true })
    const file = path.join(outDir, `${shot.slug}-${shot.name}.webp`)
    const svg = shot.draw()
    await writeWebp(file, svg)
    await writeWebp(arabicTwin(file), arabicVersion(svg, ARABIC, KEEP_LATIN))
  }
  await closeRasterizer()
}

await main()
