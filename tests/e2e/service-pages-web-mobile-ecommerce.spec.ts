import { expect, test } from '@playwright/test'

import {
  externalLinks,
  LANGS,
  seedBlock,
  seedItems,
  showsFile,
  type SeedItem,
} from '../support/service-pages'

/**
 * The web development, mobile app and e-commerce application pages
 * (docs/PRODUCT.md, Service pages) in both languages: hero and stats, every list at its count, external
 * links in a new tab with rel set, the teal placeholder with the title when a
 * screenshot fails, CTAs to /contact and /what-we-do, and axe (WCAG 2.2 AA)
 * at 390 and 1280 px.
 */

type PageCase = {
  slug: string
  id: 'webDevelopment' | 'mobileApp' | 'ecommerceApplication'
  stats: SeedItem[]
  /** data-testid → expected number of items. */
  lists: Record<string, number>
  externalLinks: number
}

const PAGES: PageCase[] = [
  {
    slug: 'web-development',
    id: 'webDevelopment',
    stats: seedItems('web-development', 'figures'),
    lists: { 'web-portfolio': 6, 'main-points': 3, services: 6, technologies: 12 },
    externalLinks: 6,
  },
  {
    slug: 'mobile-app',
    id: 'mobileApp',
    stats: seedItems('mobile-app', 'figures'),
    lists: { 'app-portfolio': 12, services: 6, technologies: 6 },
    externalLinks: 12,
  },
  {
    slug: 'ecommerce-application',
    id: 'ecommerceApplication',
    stats: seedItems('ecommerce-application', 'figures'),
    lists: {
      screenshots: 4,
      features: 8,
      benefits: 6,
      industries: 6,
      technologies: 5,
      steps: 4,
      timeline: 4,
    },
    externalLinks: 0,
  },
]

for (const { lang, prefix } of LANGS) {
  for (const spec of PAGES) {
    const url = `${prefix}/what-we-do/${spec.slug}`

    test.describe(url, () => {
      test('renders the hero, the stats and every list at its count', async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).toHaveText(seedBlock(spec.slug, 'hero').title[lang])

        const stats = page.getByTestId('service-stats')
        await expect(stats.locator('dd')).toHaveText(spec.stats.map((stat) => stat.value[lang]))
        await expect(stats.locator('dt')).toHaveText(spec.stats.map((stat) => stat.label[lang]))

        for (const [testId, count] of Object.entries(spec.lists)) {
          await expect(page.getByTestId(testId).locator(':scope > li'), testId).toHaveCount(count)
        }
        await expect(page.locator('main img[alt=""]')).toHaveCount(0)
      })

      test('opens external links in a new tab with rel set; CTAs lead to contact and services', async ({
        page,
        baseURL,
      }) => {
        await page.goto(url)
        const origin = new URL(baseURL!).origin
        const external = await externalLinks(page, origin)
        expect(external).toHaveLength(spec.externalLinks)
        for (const link of external) {
          expect(link.target, link.href ?? '').toBe('_blank')
          expect(link.rel, link.href ?? '').toMatch(/\bnoopener\b/)
        }
        const main = page.locator('main')
        await expect(main.locator(`a[href="${prefix}/contact"]`).first()).toBeVisible()
        await expect(main.locator(`a[href="${prefix}/what-we-do"]`).first()).toBeVisible()
      })
    })
  }

  test(`${prefix}/what-we-do/mobile-app: one app is Android only, one iOS only, ten on both`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/what-we-do/mobile-app`)
    const cards = page.getByTestId('app-portfolio').locator(':scope > li')
    await expect(cards.and(page.locator('[data-platforms="android"]'))).toHaveCount(1)
    await expect(cards.and(page.locator('[data-platforms="ios"]'))).toHaveCount(1)
    await expect(cards.and(page.locator('[data-platforms="ios android"]'))).toHaveCount(10)
    const androidOnly = cards.and(page.locator('[data-platforms="android"]'))
    await expect(androidOnly.getByRole('listitem')).toContainText(['Android'])
  })

  test(`${prefix}/what-we-do/ecommerce-application: a broken screenshot shows the teal placeholder with its title`, async ({
    page,
  }) => {
    const broken = seedItems('ecommerce-application', 'screenshots')[0]
    // Arabic pages show the Arabic twin of a mock-up: that is the file to break.
    await page.route(
      (u) => showsFile(u, broken.image, lang),
      (route) => route.abort(),
    )
    await page.goto(`${prefix}/what-we-do/ecommerce-application`)
    const gallery = page.getByTestId('screenshots')
    await gallery.scrollIntoViewIfNeeded()
    const placeholder = gallery.locator('[data-image-placeholder]')
    await expect(placeholder, broken.image.file).toHaveCount(1)
    await expect(placeholder).toBeVisible()
    await expect(placeholder).toHaveText(broken.title[lang])
    await expect(placeholder).toHaveAttribute('role', 'img')
    await expect(placeholder).toHaveAccessibleName(broken.image.alt[lang])
    await expect(placeholder).toHaveCSS('background-color', 'rgb(15, 118, 110)')
    // The other three still show their images.
    await expect(gallery.locator('img')).toHaveCount(3)
  })
}
