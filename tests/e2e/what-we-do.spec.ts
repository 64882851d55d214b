import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/**
 * What We Do (docs/PRODUCT.md, What We Do page): one section per CMS
 * service in display order, anchored by its slug, alternating sides (mirrored
 * in Arabic), a link to each service page, hash scrolling, the image fallbacks,
 * and links on to Our Work and Contact.
 *
 * The services-read error state cannot be caused in a running
 * production server from a browser; it is covered by
 * tests/unit/what-we-do-services.test.tsx (error marker, error view, retry
 * reloads) and tests/integration/what-we-do.test.ts (a real database failure).
 */

type ApiService = {
  id: number
  slug: string
  title: string
  display_order: number
  image_storage_path: number | null
}

const LANGUAGES = [
  { prefix: '', locale: 'en', noImage: 'No image available', learnMore: 'Learn more' },
  { prefix: '/ar', locale: 'ar', noImage: 'لا تتوفر صورة', learnMore: 'اعرف المزيد' },
] as const

async function apiServices(request: APIRequestContext, locale: string): Promise<ApiService[]> {
  const response = await request.get(
    `/api/services?locale=${locale}&sort=display_order&depth=0&limit=100`,
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: ApiService[] }).docs
}

async function staffToken(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: 'e2e-admin@example.com', password: 'e2e-admin-password' },
  })
  expect(login.ok()).toBe(true)
  return (await login.json()).token as string
}

async function patchService(
  request: APIRequestContext,
  token: string,
  id: number,
  data: Record<string, unknown>,
) {
  const response = await request.patch(`/api/services/${id}`, {
    data,
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

const pageSlugs = (page: Page) =>
  page
    .getByTestId('service-section')
    .evaluateAll((sections) => sections.map((section) => section.id))

for (const lang of LANGUAGES) {
  test.describe(`what we do ${lang.prefix || '/'}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } })

    test('one section per CMS service, in display order, with its texts and page link', async ({
      page,
      request,
    }) => {
      const services = await apiServices(request, lang.locale)
      expect(services.length).toBeGreaterThan(0)
      await page.goto(`${lang.prefix}/what-we-do`)
      expect(await pageSlugs(page)).toEqual(services.map((service) => service.slug))
      const sections = page.getByTestId('service-section')
      for (const [index, service] of services.entries()) {
        const section = sections.nth(index)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(service.title)
        const link = section.getByRole('link', { name: new RegExp(lang.learnMore) })
        await expect(link).toHaveAttribute('href', `${lang.prefix}/what-we-do/${service.slug}`)
        await expect(link).toHaveAccessibleName(new RegExp(service.title.replace(/[()]/g, '.')))
      }
      await expect(page.locator('h1')).toHaveCount(1)
    })

    test('sections alternate sides, mirrored in Arabic', async ({ page }) => {
      await page.goto(`${lang.prefix}/what-we-do`)
      const sections = page.getByTestId('service-section')
      const count = await sections.count()
      for (let index = 0; index < Math.min(count, 4); index++) {
        const section = sections.nth(index)
        const image = await section.locator('img').first().boundingBox()
        const heading = await section.getByRole('heading', { level: 2 }).boundingBox()
        // In English the first image sits left of its text; each next one swaps.
        const imageLeft = image!.x < heading!.x
        const expectedLeft = (index % 2 === 0) === (lang.prefix === '')
        expect(imageLeft, `section ${index}`).toBe(expectedLeft)
      }
    })

    test('/what-we-do#<slug> lands on that service', async ({ page, request }) => {
      const services = await apiServices(request, lang.locale)
      const target = services[Math.min(4, services.length - 1)]
      await page.goto(`${lang.prefix}/what-we-do#${target.slug}`)
      const section = page.locator(`section#${target.slug}`)
      await expect
        .poll(async () => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(120)
      expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(-10)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    })

    test('without a hash the page starts at the top', async ({ page }) => {
      await page.goto(`${lang.prefix}/what-we-do`)
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('a service picture that fails to load is hidden and logged', async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      // Every service picture fails, whether asked for directly or through the optimizer.
      await page.route(
        (url) => decodeURIComponent(url.href).includes('/api/service-images/'),
        (route) => route.abort(),
      )
      await page.goto(`${lang.prefix}/what-we-do`)
      const sections = page.getByTestId('service-section')
      // Pictures load lazily: bring each section into view, then its picture is gone.
      for (const section of await sections.all()) {
        await section.scrollIntoViewIfNeeded()
        await expect(section.locator('img')).toHaveCount(0)
      }
      await expect(page.getByText(lang.noImage)).toHaveCount(0)
      // The text of every section stays.
      await expect(sections.first().getByRole('heading', { level: 2 })).toBeVisible()
      expect(errors.some((text) => text.includes('could not be loaded'))).toBe(true)
    })

    test('links on to Our Work and to Contact', async ({ page }) => {
      await page.goto(`${lang.prefix}/what-we-do`)
      const main = page.locator('main')
      await expect(main.locator(`a[href="${lang.prefix}/our-work"]`)).toHaveCount(1)
      await expect(main.locator(`a[href="${lang.prefix}/contact"]`)).toHaveCount(2)
      await main.locator(`a[href="${lang.prefix}/our-work"]`).click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/our-work$`))
      await expect(page.getByTestId('featured-grid')).toBeVisible()
    })
  })
}

test.describe('what we do follows the CMS', () => {
  // These change shared content for a moment and put it back; one at a time.
  test.describe.configure({ mode: 'serial' })

  test('a new display order shows on the page in both languages', async ({ page, request }) => {
    const token = await staffToken(request)
    const before = await apiServices(request, 'en')
    expect(before.length).toBeGreaterThan(1)
    const [first, second] = before
    const expected = [second.slug, first.slug, ...before.slice(2).map((s) => s.slug)]
    try {
      await patchService(request, token, first.id, { display_order: second.display_order })
      await patchService(request, token, second.id, { display_order: first.display_order })
      for (const prefix of ['', '/ar']) {
        await expect
          .poll(
            async () => {
              await page.goto(`${prefix}/what-we-do`)
              return pageSlugs(page)
            },
            { timeout: 20_000 },
          )
          .toEqual(expected)
      }
    } finally {
      await patchService(request, token, first.id, { display_order: first.display_order })
      await patchService(request, token, second.id, { display_order: second.display_order })
    }
    await expect
      .poll(
        async () => {
          await page.goto('/what-we-do')
          return pageSlugs(page)
        },
        { timeout: 20_000 },
      )
      .toEqual(before.map((s) => s.slug))
  })

  test('a service without a picture says so', async ({ page, request }) => {
    const token = await staffToken(request)
    const [service] = await apiServices(request, 'en')
    try {
      await patchService(request, token, service.id, {
        image_storage_path: null,
        image_url: null,
      })
      for (const lang of LANGUAGES) {
        await expect
          .poll(
            async () => {
              await page.goto(`${lang.prefix}/what-we-do`)
              return page.locator(`section#${service.slug}`).getByTestId('service-no-image').count()
            },
            { timeout: 20_000 },
          )
          .toBe(1)
        await expect(
          page.locator(`section#${service.slug}`).getByText(lang.noImage, { exact: true }),
        ).toBeVisible()
        await expect(page.locator(`section#${service.slug} img`)).toHaveCount(0)
      }
    } finally {
      await patchService(request, token, service.id, {
        image_storage_path: service.image_storage_path,
      })
    }
  })
})
