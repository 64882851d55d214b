import { expect, test } from '@playwright/test'

import { scrollThrough } from '../support/axe'
import {
  externalLinks,
  LANGS,
  seedBlock,
  seedItems,
  showsFile,
  type SeedItem,
} from '../support/service-pages'

/**
 * The ERP solution, property management and food and beverage pages
 * (docs/PRODUCT.md, Service pages) in both languages: hero and figures, every list at its count, the
 * ERP modules' learn-more links (new tab, rel set) to the business-suite
 * site, the ERP JSON-LD, the teal placeholder with the title when a
 * screenshot fails, the CTAs, and axe (WCAG 2.2 AA) at 390 and 1280 px.
 */

type PageCase = {
  slug: string
  id: 'erpSolution' | 'propertyManagement' | 'fandbSolution'
  stats: SeedItem[]
  /** CSS selector of a list → expected number of items. */
  lists: Record<string, number>
  externalLinks: number
  /** A screenshot the hero does not reuse, to break in the placeholder test. */
  broken: SeedItem
}

const PAGES: PageCase[] = [
  {
    slug: 'erp-solution',
    id: 'erpSolution',
    stats: seedItems('erp-solution', 'figures'),
    lists: {
      '[data-testid="screenshots"]': 6,
      '[data-testid="modules"]': 9,
      '[data-testid="benefits"]': 6,
      '[data-testid="industries"]': 8,
      '[data-testid="steps"]': 4,
    },
    externalLinks: 9,
    broken: seedItems('erp-solution', 'screenshots')[1],
  },
  {
    slug: 'property-management',
    id: 'propertyManagement',
    stats: seedItems('property-management', 'figures'),
    lists: {
      '#overview [data-testid="screenshots"]': 3,
      '#admin [data-testid="screenshots"]': 4,
      '[data-testid="features"]': 6,
      '[data-testid="audiences"]': 3,
    },
    externalLinks: 0,
    broken: seedItems('property-management', 'screenshots', 'admin')[0],
  },
  {
    slug: 'fandb-solution',
    id: 'fandbSolution',
    stats: seedItems('fandb-solution', 'figures'),
    lists: {
      '[data-testid="screenshots"]': 4,
      '[data-testid="service-options"]': 3,
      '[data-testid="features"]': 9,
      '[data-testid="audiences"]': 3,
      '[data-testid="benefits"]': 6,
    },
    externalLinks: 0,
    broken: seedItems('fandb-solution', 'screenshots')[2],
  },
]

/** The business-suite site as seeded (src/seed/site-settings.ts, products.business_suite). */
const SUITE_URL = 'https://suite.nakhla.example'

for (const { lang, prefix } of LANGS) {
  for (const spec of PAGES) {
    const url = `${prefix}/what-we-do/${spec.slug}`

    test.describe(url, () => {
      test('renders the hero, the figures and every list at its count', async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).toHaveText(seedBlock(spec.slug, 'hero').title[lang])

        const stats = page.getByTestId('service-stats')
        await expect(stats.locator('dd')).toHaveText(spec.stats.map((stat) => stat.value[lang]))
        await expect(stats.locator('dt')).toHaveText(spec.stats.map((stat) => stat.label[lang]))

        for (const [selector, count] of Object.entries(spec.lists)) {
          await expect(page.locator(`${selector} > li`), selector).toHaveCount(count)
        }
        await expect(page.locator('main img[alt=""]')).toHaveCount(0)
      })

      test('opens external links in a new tab with rel set; CTAs lead to contact and services', async ({
        page,
        baseURL,
      }) => {
        await page.goto(url)
        const external = await externalLinks(page, new URL(baseURL!).origin)
        expect(external).toHaveLength(spec.externalLinks)
        for (const link of external) {
          expect(link.target, link.href ?? '').toBe('_blank')
          expect(link.rel, link.href ?? '').toMatch(/\bnoopener\b/)
        }
        const cta = page.locator('main section').last()
        await expect(cta.locator(`a[href="${prefix}/contact"]`)).toBeVisible()
        await expect(cta.locator(`a[href="${prefix}/what-we-do"]`)).toBeVisible()
      })

      test('a broken screenshot shows the teal placeholder with its title', async ({ page }) => {
        const { image, title } = spec.broken
        // Arabic pages show the Arabic twin of a mock-up: that is the file to break.
        await page.route(
          (u) => showsFile(u, image, lang),
          (route) => route.abort(),
        )
        await page.goto(url)
        await scrollThrough(page)
        const placeholder = page.locator('main [data-image-placeholder]')
        await expect(placeholder).toHaveCount(1)
        await placeholder.scrollIntoViewIfNeeded()
        await expect(placeholder).toBeVisible()
        await expect(placeholder).toHaveText(title[lang])
        await expect(placeholder).toHaveAttribute('role', 'img')
        await expect(placeholder).toHaveAccessibleName(image.alt[lang])
        await expect(placeholder).toHaveCSS('background-color', 'rgb(15, 118, 110)')
      })
    })
  }

  test(`${prefix}/what-we-do/erp-solution: nine modules of four features, each with a learn-more link to the suite in a new tab`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/what-we-do/erp-solution`)
    const modules = page.locator('[data-testid="modules"] > li')
    await expect(modules.locator('h3')).toHaveText(
      seedItems('erp-solution', 'cards', 'modules').map((m) => m.title[lang]),
    )
    for (const card of await modules.all()) {
      await expect(card.locator('ul > li')).toHaveCount(4)
      const link = card.getByRole('link', { name: lang === 'en' ? /Learn more/ : /اعرف المزيد/ })
      await expect(link).toHaveAttribute('href', SUITE_URL)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await expect(page.locator('[data-testid="steps"] > li')).toHaveText(
      seedItems('erp-solution', 'steps').map(
        (step, i) => new RegExp(`0${i + 1}\\s*${step.title[lang]}`),
      ),
    )
  })

  test(`${prefix}/what-we-do/erp-solution: the SoftwareApplication JSON-LD claims nine modules, 4.8 from 50 reviews, 24/7 support`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/what-we-do/erp-solution`)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const app = scripts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'SoftwareApplication') as {
      featureList: string[]
      aggregateRating: { ratingValue: number; reviewCount: number }
      publisher: { contactPoint: { hoursAvailable: { dayOfWeek: string[]; opens: string } } }
    }
    expect(app).toBeTruthy()
    expect(app.featureList).toEqual(
      seedItems('erp-solution', 'cards', 'modules').map((m) => m.title[lang]),
    )
    expect(app.featureList).toHaveLength(9)
    expect(app.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 50 })
    expect(app.publisher.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(7)
    expect(app.publisher.contactPoint.hoursAvailable.opens).toBe('00:00')
  })

  test(`${prefix}/what-we-do/property-management: get started goes to contact, explore services to what we do`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/what-we-do/property-management`)
    const cta = page.locator('main section').last()
    await expect(
      cta.getByRole('link', { name: lang === 'en' ? 'Get started' : 'ابدأ الآن' }),
    ).toHaveAttribute('href', `${prefix}/contact`)
    await expect(
      cta.getByRole('link', { name: lang === 'en' ? 'Explore services' : 'استكشف خدماتنا' }),
    ).toHaveAttribute('href', `${prefix}/what-we-do`)
  })
}
