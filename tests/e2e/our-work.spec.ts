import { expect, test } from '@playwright/test'

/**
 * Our Work, the static projects showcase (docs/PRODUCT.md, Our Work page): the four figures, four
 * service cards, two case studies with their mock-ups, a featured grid that
 * starts at the list's third entry, and "Get Started Today" leading to
 * /contact (the original's dead button is not copied).
 */

const LANGUAGES = [
  {
    prefix: '',
    title: /^Our work · /,
    stats: ['Resource strength', 'Total projects', 'Satisfied clients', 'Countries served'],
    cta: 'Get Started Today',
    kinds: ['Mobile app · iOS and Android', 'Web platform'],
  },
  {
    prefix: '/ar',
    title: /^أعمالنا · /,
    stats: ['حجم فريق العمل', 'إجمالي المشاريع', 'عملاء راضون', 'دولة نخدمها'],
    cta: 'ابدأ اليوم',
    kinds: ['تطبيق جوال · iOS وAndroid', 'منصة ويب'],
  },
]

/** The featured list's first two entries are the case studies; the grid starts at the third. */
const SKIPPED = ['nutrition-app', 'nutritionist-platform']
const GRID = [
  'souq-online-store',
  'qr-dine-in',
  'rentals-portal',
  'fleet-dashboard',
  'clinic-booking',
  'holding-website',
]

for (const lang of LANGUAGES) {
  test.describe(`our work ${lang.prefix || '/'}`, () => {
    test('the four figures of the spec', async ({ page }) => {
      await page.goto(`${lang.prefix}/our-work`)
      await expect(page).toHaveTitle(lang.title)
      const stats = page.getByTestId('our-work-stats')
      await expect(stats.locator('dd')).toHaveText(['150+', '2,000+', '800+', '20+'])
      await expect(stats.locator('dt')).toHaveText(lang.stats)
      await expect(page.locator('h1')).toHaveCount(1)
    })

    test('four service cards and two case studies with their mock-ups', async ({ page }) => {
      await page.goto(`${lang.prefix}/our-work`)
      await expect(page.getByTestId('our-work-services').locator('> li')).toHaveCount(4)
      const studies = page.getByTestId('case-study')
      await expect(studies).toHaveCount(2)
      await expect(studies.nth(0).locator('h3')).toContainText('Vitalo')
      await expect(studies.nth(1).locator('h3')).toContainText('Vitalo Coach')
      for (const [index, kind] of lang.kinds.entries()) {
        await expect(studies.nth(index)).toContainText(kind)
        const image = studies.nth(index).locator('img')
        await image.scrollIntoViewIfNeeded()
        await expect(image).toHaveAttribute('alt', /.{20,}/)
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
      }
    })

    test('the featured grid starts at the third entry of the list', async ({ page }) => {
      await page.goto(`${lang.prefix}/our-work`)
      const items = page.getByTestId('featured-grid').locator('> li')
      expect(
        await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-project'))),
      ).toEqual(GRID)
      for (const id of SKIPPED) await expect(page.locator(`[data-project="${id}"]`)).toHaveCount(0)
      // Each card has its picture, name and description.
      for (const item of await items.all()) {
        await expect(item.locator('img')).toHaveAttribute('width', '800')
        await expect(item.locator('h3')).not.toBeEmpty()
      }
    })

    test('"Get Started Today" leads to the contact page', async ({ page }) => {
      await page.goto(`${lang.prefix}/our-work`)
      const cta = page.getByRole('link', { name: lang.cta })
      await expect(cta).toHaveAttribute('href', `${lang.prefix}/contact`)
      await cta.click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/contact$`))
      await expect(page.locator('main form')).toBeVisible()
    })
  })
}

test.describe('our work on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const prefix of ['', '/ar']) {
    test(`${prefix || '/'}: one column, nothing wider than the screen`, async ({ page }) => {
      await page.goto(`${prefix}/our-work`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      )
      const items = page.getByTestId('featured-grid').locator('> li')
      const first = await items.nth(0).boundingBox()
      const second = await items.nth(1).boundingBox()
      expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
    })
  }
})
