import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { test } from '@playwright/test'

import { BENCH_LOCALES, localizedPath, SPEC_ROUTES } from '../routes'

/** Widths of the comparison: a phone and a desktop. */
const WIDTHS = [390, 1280] as const

const outDir = process.env.SHOTS_DIR || path.resolve('shots')

/** `/what-we-do/mobile-app` in Arabic → `ar_what-we-do_mobile-app`; `/blog/{id}` keeps its route name. */
const fileStem = (route: string, locale: string) =>
  `${locale}_${route === '/' ? 'home' : route.slice(1).replace(/[/{}]/g, (c) => (c === '/' ? '_' : ''))}`

test.use({ reducedMotion: 'reduce' })

for (const route of SPEC_ROUTES) {
  for (const locale of BENCH_LOCALES) {
    for (const width of WIDTHS) {
      test(`${locale} ${route.route} @${width}`, async ({ page, baseURL }) => {
        mkdirSync(outDir, { recursive: true })
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
        const url = localizedPath(await route.sample(baseURL!), locale)
        await page.goto(url, { waitUntil: 'load' })
        // Lazy images load as they scroll into view: walk the page once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 60))
          }
          window.scrollTo(0, 0)
          await document.fonts.ready
        })
        // Images still loading get a few seconds; a lazy one never started does not block.
        await page.evaluate(() =>
          Promise.race([
            new Promise((resolve) => setTimeout(resolve, 5000)),
            Promise.all(
              Array.from(document.images)
                .filter((img) => !img.complete)
                .map(
                  (img) =>
                    new Promise((resolve) => {
                      img.addEventListener('load', resolve, { once: true })
                      img.addEventListener('error', resolve, { once: true })
                    }),
                ),
            ),
          ]),
        )
        await page.waitForTimeout(500)
        await page.screenshot({
          path: path.join(outDir, `${fileStem(route.route, locale)}@${width}.png`),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        })
      })
    }
  }
}
