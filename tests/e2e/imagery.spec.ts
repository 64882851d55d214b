import { expect, test } from '@playwright/test'

import { LONG_PAGES, localized, PAGE_LANGUAGES, SHORT_PAGES } from '../support/page-rhythm'

/**
 * What visitors see of the imagery whatever the screen's width, in both
 * languages (the layout at 390 and 1280 px: imagery.responsive.spec.ts):
 * What We Do ends with one band, long pages carry a back-to-top link (working
 * without JavaScript) and short ones do not, Arabic pages show Arabic
 * mock-ups and Arabic initials, every client shows its own uncut wordmark.
 * The markup and files are the same at any width, so these run once, at
 * 1280 px.
 */

for (const { prefix, lang, backToTop } of PAGE_LANGUAGES) {
  test.describe(`imagery ${lang}`, () => {
    test('What We Do ends with one band that also leads to Our Work', async ({ page }) => {
      await page.goto(localized(prefix, '/what-we-do'))
      const band = page.locator('.cta-band')
      await expect(band).toHaveCount(1)
      await expect(band.locator(`a[href="${prefix}/our-work"]`)).toHaveCount(1)
      await expect(band.locator(`a[href="${prefix}/contact"]`)).toHaveCount(1)
      // Nothing but the services list comes between the services and the band.
      const before = await band.evaluate((node) =>
        node.previousElementSibling?.getAttribute('data-testid'),
      )
      expect(before).toBe('services')
    })

    test('long pages have a back-to-top link, short pages none', async ({ page }) => {
      test.setTimeout(180_000)
      for (const path of LONG_PAGES) {
        await page.goto(localized(prefix, path), { waitUntil: 'domcontentloaded' })
        const link = page.getByRole('link', { name: backToTop, exact: true })
        await expect(link, `${prefix}${path}`).toHaveCount(1)
        await expect(link).toHaveAttribute('href', '#main')
        // Out of sight on the first screen.
        await expect(link).not.toBeInViewport()
      }
      for (const path of SHORT_PAGES) {
        await page.goto(localized(prefix, path), { waitUntil: 'domcontentloaded' })
        await expect(page.getByTestId('back-to-top'), `${prefix}${path}`).toHaveCount(0)
      }
    })

    test('Arabic pages show Arabic mock-ups, English pages English ones', async ({ page }) => {
      for (const path of ['/what-we-do/erp-solution', '/what-we-do/mobile-app', '/our-work']) {
        await page.goto(localized(prefix, path))
        const sources = await page
          .locator('main img')
          .evaluateAll((images) =>
            images.map((img) =>
              decodeURIComponent(
                (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
              ),
            ),
          )
        const mockups = sources.filter((src) => src.includes('/page-images/'))
        expect(mockups.length, path).toBeGreaterThan(2)
        for (const src of mockups) {
          if (lang === 'ar') expect(src, path).toContain('.ar.webp')
          else expect(src, path).not.toContain('.ar.webp')
        }
      }
    })

    test('team monograms use the letters of the page language', async ({ page }) => {
      await page.goto(localized(prefix, '/'))
      const monograms = await page.locator('#team span[aria-hidden="true"]').allTextContents()
      expect(monograms.length).toBeGreaterThanOrEqual(4)
      for (const monogram of monograms) {
        if (lang === 'ar') expect(monogram).toMatch(/^[\u0621-\u064A]( [\u0621-\u064A])?$/)
        else expect(monogram).toMatch(/^[A-Z]{1,2}$/)
      }
    })

    test('every client shows its own wordmark, whole', async ({ page }) => {
      await page.goto(localized(prefix, '/'))
      const logos = page.locator('#testimonials figure img')
      expect(await logos.count()).toBeGreaterThanOrEqual(5)
      for (const logo of await logos.all()) {
        await expect(logo).toHaveAttribute('src', /logo-testimonials/)
        // Drawn on a 3:1 canvas with the name fitted inside it (loaded afresh: slides load lazily).
        const ratio = await logo.evaluate(
          (img: HTMLImageElement) =>
            new Promise<number>((resolve) => {
              const probe = new Image()
              probe.onload = () => resolve(probe.naturalWidth / probe.naturalHeight)
              probe.onerror = () => resolve(0)
              probe.src = img.src
            }),
        )
        expect(ratio).toBeCloseTo(3, 1)
      }
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('back to top is a plain link that works', async ({ page }) => {
    await page.goto('/ar/privacy-policy')
    const link = page.getByRole('link', { name: 'العودة إلى الأعلى', exact: true })
    const title = page.getByRole('heading', { level: 1 })
    await page.mouse.wheel(0, 6000)
    await expect(title).not.toBeInViewport()
    await expect(link).toBeInViewport()
    await link.click()
    await expect(title).toBeInViewport()
  })
})
