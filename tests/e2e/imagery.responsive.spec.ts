import { expect, test, type Page } from '@playwright/test'

/**
 * What visitors see of the imagery and the page rhythm, at 390 px (phone
 * project) and 1280 px (desktop project), in both languages: the closing call
 * to action sits one section-gap below the content, What We Do ends with one
 * band, long pages carry a back-to-top link (working without JavaScript) and
 * short ones do not, Arabic pages show Arabic mock-ups and Arabic initials,
 * every client shows its own uncut wordmark, inner heroes fill their right
 * half on wide screens, the 404 hero stops before the footer.
 */

const LANGUAGES = [
  { prefix: '', lang: 'en', backToTop: 'Back to top' },
  { prefix: '/ar', lang: 'ar', backToTop: 'العودة إلى الأعلى' },
] as const

const localized = (prefix: string, path: string) =>
  prefix && path === '/' ? prefix : prefix + path

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640

/** Pages that end with the closing call-to-action band. */
const CTA_PAGES = [
  '/about',
  '/what-we-do',
  '/our-work',
  '/privacy-policy',
  '/what-we-do/web-development',
  '/what-we-do/mobile-app',
  '/what-we-do/erp-solution',
  '/what-we-do/ecommerce-application',
  '/what-we-do/property-management',
  '/what-we-do/fandb-solution',
]

/** About ten phone screens or more: these get a back-to-top link. */
const LONG_PAGES = [
  '/',
  '/our-work',
  '/privacy-policy',
  '/what-we-do/web-development',
  '/what-we-do/mobile-app',
  '/what-we-do/erp-solution',
  '/what-we-do/ecommerce-application',
  '/what-we-do/property-management',
  '/what-we-do/fandb-solution',
]
const SHORT_PAGES = ['/contact', '/blog', '/about', '/no-such-page']

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

for (const { prefix, lang, backToTop } of LANGUAGES) {
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
        const mockups = sources.filter((src) => src.includes('/images/'))
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
