/**
 * `npx tsx scripts/screenshots.ts /about /ar/about …`: full-page screenshots of
 * running pages at phone (390 px) and desktop (1280 px) width in Debian
 * Chromium, for looking at what was built. BASE_URL (default
 * http://localhost:3000) picks the server; OUT_DIR (default /tmp/shots) the folder.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const base = process.env.BASE_URL || 'http://localhost:3000'
const out = process.env.OUT_DIR || '/tmp/shots'
const paths = process.argv.slice(2)
if (paths.length === 0) {
  console.error('Usage: npx tsx scripts/screenshots.ts /path [/ar/path …]')
  process.exit(2)
}
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const target of paths) {
      await page.goto(new URL(target, base).href, { waitUntil: 'networkidle', timeout: 120_000 })
      // Lazy images and in-view animations: walk down once, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForTimeout(400)
      const name = `${target.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'}-${width}.png`
      await page.screenshot({ path: path.join(out, name), fullPage: true })
      console.log(path.join(out, name))
    }
    await context.close()
  }
} finally {
  await browser.close()
}
