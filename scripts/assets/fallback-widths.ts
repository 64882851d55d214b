/**
 * `npx tsx scripts/assets/fallback-widths.ts [/path …]`: how wide the site's
 * Latin copy sets in Inter against each fallback face of globals.css, per font
 * weight, on running pages (BASE_URL, default http://localhost:3000; every
 * English page of the route list when no path is given). A ratio of 1.000
 * means a line wraps at the same word before and after Inter arrives; the
 * fallback's size-adjust is multiplied by the printed ratio to get there.
 * Each text leaf is measured on one line (white-space: nowrap) at its own
 * size, weight, letter spacing and case, in Debian Chromium (CHROME_PATH).
 */
import { chromium } from '@playwright/test'

import { SPEC_ROUTES } from '../../bench/routes'

const FALLBACKS = ['Inter Fallback', 'Inter Fallback DejaVu'] as const
const base = process.env.BASE_URL || 'http://localhost:3000'
const given = process.argv.slice(2)

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
/** weight → [Inter width, then each fallback's width], summed over every text leaf. */
const totals = new Map<string, number[]>()
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const paths = given.length
    ? given
    : await Promise.all(SPEC_ROUTES.map((route) => route.sample(base)))
  for (const target of paths) {
    await page.goto(new URL(target, base).href, { waitUntil: 'load' })
    const rows = await page.evaluate(async (fallbacks) => {
      const face = getComputedStyle(document.documentElement)
        .getPropertyValue('--font-inter-face')
        .trim()
      const probe = document.createElement('span')
      probe.style.cssText = 'position:absolute;top:0;left:0;white-space:nowrap;visibility:hidden'
      document.body.append(probe)
      const widths: Array<[string, number[]]> = []
      for (const element of document.querySelectorAll('body *')) {
        const text = element.children.length === 0 ? element.textContent?.trim() : ''
        if (!text || text.length < 4 || /[\u0600-\u06ff]/.test(text)) continue
        const style = getComputedStyle(element)
        Object.assign(probe.style, {
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          letterSpacing: style.letterSpacing,
          textTransform: style.textTransform,
        })
        probe.textContent = text
        const row: number[] = []
        for (const family of [face, ...fallbacks.map((name) => `'${name}'`)]) {
          probe.style.fontFamily = family
          await document.fonts.load(`${style.fontWeight} ${style.fontSize} ${family}`, text)
          row.push(probe.getBoundingClientRect().width)
        }
        widths.push([style.fontWeight, row])
      }
      probe.remove()
      return widths
    }, FALLBACKS)
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

console.log(`weight  ${FALLBACKS.map((name) => `Inter / ${name}`.padEnd(30)).join('')}`)
for (const [weight, [inter, ...fallbacks]] of [...totals].sort()) {
  console.log(
    `${weight.padEnd(8)}${fallbacks.map((width) => (inter! / width).toFixed(3).padEnd(30)).join('')}`,
  )
}
