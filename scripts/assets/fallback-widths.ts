/**
 * `npx tsx scripts/assets/fallback-widths.ts [--arabic] [/path …]`: how wide
 * the site's copy sets in its web face against each fallback face of
 * globals.css, per font weight, on running pages (BASE_URL, default
 * http://localhost:3000; every page of the route list when no path is given).
 * Latin copy of the English pages against Inter's fallbacks by default;
 * with `--arabic`, the Arabic copy of the Arabic pages against Plex's. A
 * ratio of 1.000 means a line wraps at the same word before and after the
 * face arrives; the fallback's size-adjust is multiplied by the printed ratio
 * to get there. Each text leaf is measured on one line (white-space: nowrap)
 * at its own size, weight, letter spacing and case, in the browser the
 * end-to-end suite drives (scripts/lib/chromium.ts).
 */
import { chromium } from '@playwright/test'

import { localizedPath, SPEC_ROUTES } from '../../bench/routes'
import { testBrowserPath } from '../lib/chromium'

const arabic = process.argv.includes('--arabic')
/** The face under test (its CSS variable), its fallbacks, and the face the text's other script keeps. */
const SCRIPT = arabic
  ? {
      face: '--font-plex-arabic-face',
      fallbacks: ['Plex Arabic Fallback'],
      other: '--font-inter-face',
      arabicText: true,
    }
  : {
      face: '--font-inter-face',
      fallbacks: ['Inter Fallback', 'Inter Fallback DejaVu'],
      other: '',
      arabicText: false,
    }
const base = process.env.BASE_URL || 'http://localhost:3000'
const given = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))

const browser = await chromium.launch({
  executablePath: testBrowserPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
/** weight → [the face's width, then each fallback's width], summed over every text leaf. */
const totals = new Map<string, number[]>()
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const paths = given.length
    ? given
    : await Promise.all(
        SPEC_ROUTES.map(async (route) =>
          localizedPath(await route.sample(base), arabic ? 'ar' : 'en'),
        ),
      )
  for (const target of paths) {
    await page.goto(new URL(target, base).href, { waitUntil: 'load' })
    const rows = await page.evaluate(async (script) => {
      // No named helpers in here: tsx would wrap them in a function the page does not have.
      const root = getComputedStyle(document.documentElement)
      const face = root.getPropertyValue(script.face).trim()
      // Runs of the other script keep their own face in every measurement.
      const other = script.other ? `, ${root.getPropertyValue(script.other).trim()}` : ''
      const probe = document.createElement('span')
      probe.style.cssText = 'position:absolute;top:0;left:0;white-space:nowrap;visibility:hidden'
      document.body.append(probe)
      const widths: Array<[string, number[]]> = []
      for (const element of document.querySelectorAll('body *')) {
        const text = element.children.length === 0 ? element.textContent?.trim() : ''
        if (!text || text.length < 4 || /[\u0600-\u06ff]/.test(text) !== script.arabicText) continue
        const style = getComputedStyle(element)
        // Text the page does not set in a font of its own (an SVG's title, say) has no size to compare.
        if (!style.fontSize || !style.fontWeight) continue
        Object.assign(probe.style, {
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          letterSpacing: style.letterSpacing,
          textTransform: style.textTransform,
        })
        probe.textContent = text
        const row: number[] = []
        for (const family of [face, ...script.fallbacks.map((name) => `'${name}'`)]) {
          probe.style.fontFamily = family + other
          await document.fonts.load(`${style.fontWeight} ${style.fontSize} ${family}`, text)
          row.push(probe.getBoundingClientRect().width)
        }
        widths.push([style.fontWeight, row])
      }
      probe.remove()
      return widths
    }, SCRIPT)
    for (const [weight, row] of rows) {
      const sum = totals.get(weight) ?? row.map(() => 0)
      totals.set(
        weight,
        sum.map((value, index) => value + row[index]!),
      )
    }
  }
} finally {
  await browser.close()
}

const faceName = arabic ? 'Plex' : 'Inter'
console.log(
  `weight  ${SCRIPT.fallbacks.map((name) => `${faceName} / ${name}`.padEnd(30)).join('')}`,
)
for (const [weight, [face, ...fallbacks]] of [...totals].sort()) {
  console.log(
    `${weight.padEnd(8)}${fallbacks.map((width) => (face! / width).toFixed(3).padEnd(30)).join('')}`,
  )
}
