import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { createStaffAccount, E2E_STAFF, signInAs } from '../support/admin'
import { startExtraServer } from '../support/extra-server'
import { gotoHydrated } from '../support/hydration'

/**
 * Where an enquiry came from, end to end: a visitor arrives from a newsletter
 * link, reads two pages and sends the form in Arabic on a phone; sales see the
 * landing page, referrer, campaign and device on the enquiry and find it by
 * campaign in the inbox. Nothing is kept in a cookie. Without JavaScript the
 * contact page's own UTM tags are still recorded.
 */
const shots = process.env.SHOTS_DIR

async function fill(page: Page, subject: string) {
  const form = page.locator('form').filter({ has: page.locator('#company') })
  await form.locator('#name').fill('Source Visitor')
  await page.locator('#mobile').fill('55501234')
  await form.locator('#email').fill('source-visitor@example.com')
  await form.locator('#company').fill('Newsletter Readers Co')
  await form.locator('#subject').fill(subject)
}

async function storedEnquiry(request: APIRequestContext, subject: string) {
  const login = await request.post('/api/users/login', { data: E2E_STAFF })
  const { token } = (await login.json()) as { token: string }
  const answer = await request.get(
    `/api/contact-submissions?where[subject][equals]=${encodeURIComponent(subject)}`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const [doc] = (await answer.json()).docs as Array<Record<string, unknown>>
  return doc
}

/** A phone's browser: the headless one names itself a robot, and robots are not counted. */
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

type Insights = {
  totals: { views: number }
  campaigns: { key: string; count: number }[]
  referrers: { key: string; count: number }[]
  conversionByCampaign: { key: string; visits: number; enquiries: number; rate: number }[]
}

async function insights(request: APIRequestContext): Promise<Insights> {
  const login = await request.post('/api/users/login', { data: E2E_STAFF })
  const { token } = (await login.json()) as { token: string }
  const answer = await request.get('/api/insights?days=7', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Insights
}

test.describe('an enquiry says where it came from', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_BROWSER,
  })

  test('newsletter → two pages → Arabic form on a phone: sales see the source (ar admin)', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const subject = `Source ${Date.now()}`
    // A campaign of this run alone: its visits and enquiry are the only ones counted under it.
    const campaign = `launch-${Date.now()}`
    await page.goto(`/?utm_source=newsletter&utm_campaign=${campaign}&utm_medium=email`, {
      referer: 'https://news.example.org/issue/12?token=secret',
    })
    await page.goto('/about')
    await gotoHydrated(page, '/ar/contact')
    await fill(page, subject)
    await page.getByRole('button', { name: 'إرسال' }).click()
    await expect(page.getByRole('status')).toHaveText(/وصلتنا رسالتك/)
    // Counting where a visit began sets no cookie (sessionStorage, this tab only).
    expect(await page.context().cookies()).toEqual([])

    expect(await storedEnquiry(request, subject)).toMatchObject({
      landing_page: '/',
      form_page: '/ar/contact',
      referrer_host: 'news.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: campaign,
      site_language: 'ar',
      device: 'phone',
    })

    // The visit was counted (its three pages, one entry from the campaign) and converted.
    await expect
      .poll(
        async () =>
          (await insights(request)).conversionByCampaign.find((row) => row.key === campaign),
        {
          timeout: 45_000,
          intervals: [2_000],
        },
      )
      .toEqual({ key: campaign, visits: 1, enquiries: 1, rate: 1 })
    const figures = await insights(request)
    expect(figures.campaigns).toContainEqual({ key: campaign, count: 1 })
    expect(figures.referrers.find((row) => row.key === 'news.example.org')?.count).toBeGreaterThan(
      0,
    )

    // Sales, in the Arabic admin, find it by campaign and read where it came from.
    const sales = await createStaffAccount(request, 'sales', `Source Sales ${Date.now() % 1e5}`)
    await page.context().clearCookies()
    await page.context().addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL! }])
    await signInAs(page, sales.email, sales.password)
    await page.goto(
      `/admin/collections/contact-submissions?where[utm_campaign][equals]=${campaign}`,
    )
    const row = page.locator('tbody tr').filter({ hasText: 'Newsletter Readers Co' })
    await expect(row.first()).toBeVisible()
    await expect(row.first().locator('td.cell-utm_campaign')).toHaveText(campaign)
    await page.goto(`/admin/collections/contact-submissions?search=${encodeURIComponent(subject)}`)
    await page.locator('tbody tr').first().locator('a').first().click()
    await expect(page.getByText('من أين جاء الطلب')).toBeVisible()
    await expect(page.locator('#field-landing_page')).toHaveValue('/')
    await expect(page.locator('#field-referrer_host')).toHaveValue('news.example.org')
    await expect(page.locator('#field-utm_campaign')).toHaveValue(campaign)
    await expect(page.locator('#field-utm_source')).toHaveValue('newsletter')
    await expect(page.locator('#field-landing_page')).toBeDisabled()
    await expect(page.locator('#field-device')).toContainText('هاتف')
    if (shots) {
      await page.getByText('من أين جاء الطلب').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}/enquiry-source-ar-390.png` })
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact page’s own UTM tags are recorded', async ({ page, request }) => {
    const subject = `Source no-JS ${Date.now()}`
    await page.goto('/contact?utm_source=flyer&utm_campaign=gitex-2026', {
      referer: 'https://partner.example.net/events',
    })
    await fill(page, subject)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/\/contact#enquiry-sent$/)
    expect(await page.context().cookies()).toEqual([])
    const doc = await storedEnquiry(request, subject)
    expect(doc).toMatchObject({
      form_page: '/contact',
      utm_source: 'flyer',
      utm_campaign: 'gitex-2026',
      site_language: 'en',
    })
    // Without the visit, neither the landing page nor the device is known: nothing is made up.
    expect(doc.landing_page ?? null).toBeNull()
    expect(doc.device ?? null).toBeNull()
  })
})

test('ANALYTICS=off: an enquiry is stored with no source at all', async ({ browser, request }) => {
  test.setTimeout(150_000)
  const server = await startExtraServer(3196, { ANALYTICS: 'off' })
  try {
    const context = await browser.newContext({ baseURL: server.origin })
    const page = await context.newPage()
    const subject = `Source off ${Date.now()}`
    await page.goto('/?utm_source=newsletter&utm_campaign=launch', {
      referer: 'https://news.example.org/',
    })
    await gotoHydrated(page, '/contact?utm_source=flyer')
    await fill(page, subject)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('status')).toHaveText(/submitted successfully/i)
    await context.close()
    const doc = await storedEnquiry(request, subject)
    expect(doc.subject).toBe(subject)
    for (const field of [
      'landing_page',
      'form_page',
      'referrer_host',
      'utm_source',
      'utm_campaign',
      'site_language',
      'device',
    ])
      expect(doc[field] ?? null, field).toBeNull()
  } finally {
    await server.stop()
  }
})
