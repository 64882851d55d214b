/**
 * `npx tsx scripts/screenshots-shell.ts`: the site shell's states in both
 * languages, for looking at them: the header at the top
 * and after scrolling, each desktop dropdown open, the mobile menu with both
 * groups expanded, and the footer. BASE_URL (default http://localhost:3000)
 * picks the server; OUT_DIR (default /tmp/shots/shell) the folder.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'

const base = process.env.BASE_URL || 'http://localhost:3000'
const out = process.env.OUT_DIR || '/tmp/shots/shell'
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})

async function open(page: Page, url: string) {
  await page.goto(new URL(url, base).href, { waitUntil: 'networkidle', timeout: 120_000 })
  // The header marks itself once React has hydrated it; clicks before that are lost.
  await page.locator('header[data-hydrated]').waitFor({ timeout: 30_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

async function shot(page: Page, name: string, clip?: 'footer') {
  const file = path.join(out, `${name}.png`)
  if (clip === 'footer') {
    // An element shot taller than the viewport is stitched while scrolling, and the
    // fixed header would be painted over the footer's middle: hide it for this one.
    await page.addStyleTag({ content: 'header { visibility: hidden !important }' })
    await page.locator('footer').last().screenshot({ path: file })
  } else await page.screenshot({ path: file })
  console.log(file)
}

try {
  for (const locale of ['en', 'ar'] as const) {
    const prefix = locale === 'ar' ? '/ar' : ''
    const desktop = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      reducedMotion: 'reduce',
    })
    const page = await desktop.newPage()
    await open(page, `${prefix}/about`)
    await shot(page, `${locale}-1280-header-top`)
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForTimeout(400)
    await shot(page, `${locale}-1280-header-scrolled`)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    const triggers = page.locator('header nav button[aria-controls]')
    for (const [index, name] of ['services', 'stories'].entries()) {
      await triggers.nth(index).click()
      await page.waitForTimeout(300)
      await shot(page, `${locale}-1280-dropdown-${name}`)
      await page.keyboard.press('Escape')
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(300)
    await shot(page, `${locale}-1280-footer`, 'footer')
    await desktop.close()

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    })
    const mobile = await phone.newPage()
    await open(mobile, `${prefix}/about`)
    await shot(mobile, `${locale}-390-header-top`)
    await mobile.locator('header button[aria-controls$="-mobile"]').tap()
    const sheet = mobile.locator('[id$="-mobile"]').first()
    await sheet.waitFor()
    const groups = sheet.getByRole('button')
    for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).tap()
    await mobile.waitForTimeout(300)
    await shot(mobile, `${locale}-390-menu-open`)
    await sheet.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await mobile.waitForTimeout(200)
    await shot(mobile, `${locale}-390-menu-open-end`)
    await mobile.keyboard.press('Escape')
    await mobile.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await mobile.waitForTimeout(300)
    await shot(mobile, `${locale}-390-footer`, 'footer')
    await phone.close()
  }
} finally {
  await browser.close()
}
