import { expect, test, type Page } from '@playwright/test'

import { CTA_PAGES, isPhone, localized, PAGE_LANGUAGES } from '../support/page-rhythm'

/**
 * What visitors see of the page rhythm, at 390 px (phone project) and 1280 px
 * (desktop project), in both languages: the closing call to action sits one
 * section-gap below the content, back to top rides along at the inline end,
 * inner heroes fill their right half on wide screens, the 404 hero stops
 * before the footer. What is the same at every width: imagery.spec.ts.
 */

/**
 * The white between the band and the content above it, from layout boxes:
 * from the lowest box above it that shows something (a leaf element, an
 * image, or anything with a background of its own other than white) to the
 * top of the band's dark card. Borders and shadows show too (a card's edge).
 */
const whiteAboveBand = (page: Page) =>
  page.evaluate(() => {
    const band = document.querySelector('.cta-band')!
    const card = band.querySelector('.page-hero')!.getBoundingClientRect()
    const previous = band.previousElementSibling as HTMLElement
    const plain = ['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']
    const shows = (node: Element) => {
      const style = getComputedStyle(node)
      const tinted = !plain.includes(style.backgroundColor)
      const framed =
        parseFloat(style.borderBottomWidth) > 0 && !plain.includes(style.borderBottomColor)
      return (
        tinted ||
        framed ||
        style.boxShadow !== 'none' ||
        node.childElementCount === 0 ||
        node.matches('img, svg, a, button')
      )
    }
    const boxes = [previous, ...previous.querySelectorAll('*')]
      .filter(shows)
      .map((node) => node.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.width > 0)
    return Math.round(card.top - Math.max(...boxes.map((box) => box.bottom)))
  })

for (const { prefix, lang, backToTop } of PAGE_LANGUAGES) {
  test.describe(`imagery and rhythm ${lang}`, () => {
    test('the closing band sits one section gap below the content', async ({ page }) => {
      test.setTimeout(180_000)
      for (const path of CTA_PAGES) {
        await page.goto(localized(prefix, path), { waitUntil: 'domcontentloaded' })
        // The section rhythm: 4rem on phones, 6rem on wide screens (Arabic sets 1rem 6% larger).
        const rem = await page.evaluate(() =>
          parseFloat(getComputedStyle(document.documentElement).fontSize),
        )
        const gap = Math.round(rem * (isPhone(page) ? 4 : 6))
        const white = await whiteAboveBand(page)
        expect(white, `${prefix}${path}`).toBeGreaterThanOrEqual(gap - 1)
        expect(white, `${prefix}${path}`).toBeLessThanOrEqual(gap + 1)
      }
    })

    test('back to top rides along a long page at the inline end and takes the keyboard back up', async ({
      page,
    }) => {
      await page.goto(localized(prefix, '/what-we-do/erp-solution'))
      const link = page.getByRole('link', { name: backToTop, exact: true })
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }),
      )
      await expect(link).toBeInViewport()
      const box = (await link.boundingBox())!
      const { width, height } = page.viewportSize()!
      expect(box.y + box.height).toBeLessThanOrEqual(height)
      expect(box.y + box.height).toBeGreaterThan(height - 100)
      // Right in English, left in Arabic.
      if (lang === 'ar') expect(box.x).toBeLessThan(width / 4)
      else expect(box.x + box.width).toBeGreaterThan((width * 3) / 4)
      await link.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5)
      await expect(page).toHaveURL(/#main$/)
    })

    test('inner heroes fill their right half on wide screens only', async ({ page }) => {
      for (const path of [
        '/about',
        '/what-we-do',
        '/our-work',
        '/blog',
        '/privacy-policy',
        '/no-such-page',
      ]) {
        await page.goto(localized(prefix, path))
        const art = page.locator('[data-hero-art]')
        if (isPhone(page)) {
          await expect(art, path).toBeHidden()
          continue
        }
        // An unknown address renders on demand at first: the browser mounts its not-found view
        // again once the scripts have run, so the measurement is retried until it holds (waiting
        // for an idle network instead hung when a page kept fetching ahead).
        await expect(async () => {
          await expect(art, path).toBeVisible({ timeout: 1000 })
          const heading = (await page.locator('h1').boundingBox())!
          const box = (await art.boundingBox())!
          // Beside the title: after it in English, before it in Arabic.
          if (lang === 'ar') expect(box.x + box.width).toBeLessThan(heading.x)
          else expect(box.x).toBeGreaterThan(heading.x + heading.width)
        }, path).toPass({ timeout: 15_000 })
      }
    })

    test('the story hero shows the logo large on a tile that fits it', async ({ page }) => {
      await page.goto(localized(prefix, '/success-stories/business-suite'))
      const logo = page.locator('main img').first()
      await expect(logo).toBeVisible()
      const logoBox = (await logo.boundingBox())!
      const tile = (await logo.locator('xpath=..').boundingBox())!
      expect(logoBox.height).toBeGreaterThanOrEqual(isPhone(page) ? 60 : 90)
      expect(tile.width - logoBox.width).toBeLessThanOrEqual(90)
    })

    test('the 404 hero ends before the footer, above a white band of pages', async ({ page }) => {
      await page.goto(localized(prefix, '/no-such-page'))
      const band = page.getByTestId('not-found-suggestions')
      await expect(band.getByRole('link')).toHaveCount(4)
      // A first visit renders the address on demand: the browser mounts the route's
      // not-found view over the server's once its scripts have run, so the measurement is
      // retried until it holds.
      await expect(async () => {
        await expect(page.locator('main .page-hero')).toBeVisible({ timeout: 1000 })
        const hero = (await page.locator('main .page-hero').boundingBox())!
        const footer = (await page.locator('footer').last().boundingBox())!
        expect(await band.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
          'rgb(255, 255, 255)',
        )
        expect(footer.y - (hero.y + hero.height)).toBeGreaterThanOrEqual(150)
      }).toPass({ timeout: 15_000 })
    })
  })
}
