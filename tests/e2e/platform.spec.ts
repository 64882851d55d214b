import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { signInToAdmin } from '../support/admin'
import { gotoHydrated } from '../support/hydration'

/** The stack end to end: production build, seeded database, both languages, admin, REST. */

/**
 * The seeded services, read through the data module, reach every page in the
 * page's language: the header's What We Do menu lists their CMS titles.
 */
async function expectServiceTitles(page: Page, request: APIRequestContext, locale: 'en' | 'ar') {
  const services = (
    (await (await request.get(`/api/services?locale=${locale}&sort=display_order`)).json())
      .docs as { title: string }[]
  ).map((service) => service.title)
  expect(services).toHaveLength(6)
  const menu = page
    .locator('header nav')
    .first()
    .locator('details > summary', { hasText: locale === 'ar' ? 'خدماتنا' : 'What We Do' })
  await menu.click()
  const panel = menu.locator('xpath=following-sibling::*[1]')
  for (const title of services) await expect(panel.getByText(title, { exact: true })).toBeVisible()
}

/** The home shows CMS content (hero slides, features) in the page's language. */
async function homeTitles(request: APIRequestContext, locale: string) {
  const read = async (path: string) =>
    ((await (await request.get(path)).json()).docs as { title: string }[]).map((d) => d.title)
  const slides = await read(
    `/api/hero-slides?locale=${locale}&where[is_active][equals]=true&sort=display_order`,
  )
  const features = await read(
    `/api/features?locale=${locale}&where[status][equals]=true&sort=display_order&limit=20`,
  )
  return { slide: slides[0], features }
}

test('the English home renders the seeded service, hero slide and feature titles', async ({
  page,
  request,
}) => {
  const { slide, features } = await homeTitles(request, 'en')
  expect(features).toHaveLength(6)

  const response = await gotoHydrated(page, '/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1')).toHaveText(slide)
  for (const title of features)
    await expect(page.locator('#features').getByText(title, { exact: true })).toBeVisible()
  await expectServiceTitles(page, request, 'en')
})

test('the Arabic home renders the seeded Arabic service, hero slide and feature titles right to left', async ({
  page,
  request,
}) => {
  const { slide, features } = await homeTitles(request, 'ar')
  expect([slide, ...features].every((title) => /[\u0600-\u06FF]/.test(title))).toBe(true)

  await gotoHydrated(page, '/ar')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('h1')).toHaveText(slide)
  for (const title of features)
    await expect(page.locator('#features').getByText(title, { exact: true })).toBeVisible()
  await expectServiceTitles(page, request, 'ar')
})

test('GET /api/services?locale=ar returns six services with Arabic titles in display order', async ({
  request,
}) => {
  const response = await request.get('/api/services?locale=ar')
  expect(response.status()).toBe(200)
  const body = (await response.json()) as {
    docs: { slug: string; title: string; display_order: number }[]
  }
  expect(body.docs).toHaveLength(6)
  const orders = body.docs.map((doc) => doc.display_order)
  expect(orders).toEqual([...orders].sort((a, b) => a - b))
  expect(body.docs.map((doc) => doc.slug)).toEqual([
    'web-development',
    'mobile-app',
    'erp-solution',
    'ecommerce-application',
    'property-management',
    'fandb-solution',
  ])
  for (const doc of body.docs) expect(doc.title).toMatch(/[\u0600-\u06FF]/)
})

test('the admin login page renders; staff sign in, work in an Arabic admin and edit each content language', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // One sign-in for the whole walk: Payload keeps a user's sessions on the user
  // document, and two sign-ins of the same account at the same moment can race.
  await signInToAdmin(page)

  // The admin's own language (Payload keeps the staff member's choice in this cookie).
  await context.addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL! }])
  await page.goto('/admin')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  // Payload writes the direction in capitals.
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
  // The site's own words too: groups and collections, written { en, ar } in their configs.
  // The "Pages" group, and in it the collection of the same name (one document per page).
  await expect(page.getByRole('heading', { name: 'الصفحات', level: 2, exact: true })).toBeVisible()
  await expect(
    page.locator('#card-pages').getByRole('heading', { name: 'الصفحات', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'الخدمات', exact: true })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'الاستفسارات', level: 2, exact: true }),
  ).toBeVisible()

  // The content language is chosen per document: the Arabic title of a service, then the English.
  const [service] = (
    await (await request.get('/api/services?locale=ar&sort=display_order&limit=1')).json()
  ).docs as { id: number; title: string }[]
  const english = (await (await request.get(`/api/services/${service.id}?locale=en`)).json())
    .title as string
  await page.goto(`/admin/collections/services/${service.id}?locale=ar`)
  await expect(page.locator('input[name="title"]')).toHaveValue(service.title)
  await expect(page.getByRole('spinbutton', { name: /^ترتيب العرض/ })).toBeVisible()
  await page.goto(`/admin/collections/services/${service.id}?locale=en`)
  await expect(page.locator('input[name="title"]')).toHaveValue(english)
  expect(english).not.toBe(service.title)
})

test('private collections answer 403 and anonymous writes are refused over HTTP', async ({
  request,
}) => {
  expect((await request.get('/api/contact-submissions')).status()).toBe(403)
  expect((await request.get('/api/users')).status()).toBe(403)
  const write = await request.post('/api/services', { data: { slug: 'x', title: 'x' } })
  expect(write.status()).toBe(403)
  const signup = await request.post('/api/users/first-register', {
    data: { email: 'intruder@example.com', password: 'intruder-password' },
  })
  expect(signup.status()).toBeGreaterThanOrEqual(400)
  expect((await request.get('/api/graphql-playground')).status()).toBe(404)
})

test('page documents load their scripts after the first paint, and the page still hydrates', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/ar/about']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
    // Complete server HTML, no loading fallbacks waiting for a reveal script.
    expect(html).not.toContain('<template id="B:')
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async=""/)
    expect(html).toMatch(/first-contentful-paint[\s\S]*"src":"\/_next\/static\/chunks\/[^"]+\.js"/)
  }
  await page.goto('/')
  // Hydrated: the hero slider (a client component) marks itself once React runs.
  await expect(page.getByTestId('hero')).toHaveAttribute('data-hydrated', 'true')
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    firstChunk: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }))
  expect(timing.paint).toBeGreaterThan(0)
  expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.paint)
})
