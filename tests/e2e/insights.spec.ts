import { expect, test, type APIRequestContext } from '@playwright/test'

import { createStaffAccount, signInToDashboard } from '../support/admin'
import { axeViolations } from '../support/axe'
import { shot } from '../support/shots'

/**
 * The admin's Insights view, in both admin languages, for a sales account:
 * views counted through the page-view address show up in its totals, chart
 * and tables within a write of the tally (15 s), numbers in Latin digits,
 * each table downloads as CSV, the range is chosen by keyboard, and axe finds
 * nothing at 390 and 1280 px.
 */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const VIEWS = 60

async function countViews(request: APIRequestContext, origin: string, page: string, views: number) {
  for (let index = 0; index < views; index++) {
    const answer = await request.post('/api/site-visit', {
      headers: { 'user-agent': BROWSER, origin, 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify({ p: page, d: 'tablet', e: index === 0 ? 1 : 0, c: 'insights-e2e' }),
    })
    expect(answer.status()).toBe(204)
  }
}

const ADMIN_LANGUAGES = [
  { code: 'en', heading: 'Insights', pages: 'Top pages', csv: 'Download CSV', week: 'Last 7 days' },
  {
    code: 'ar',
    heading: 'الإحصاءات',
    pages: 'أكثر الصفحات زيارة',
    csv: 'تنزيل ملف CSV',
    week: 'آخر 7 أيام',
  },
] as const

test.describe.configure({ mode: 'serial' })

for (const language of ADMIN_LANGUAGES) {
  test(`sales read visits and enquiries in the ${language.code} admin, chart, tables and CSV`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const counted = `/insights-e2e-${language.code}-${Date.now()}`
    // Enough to rank among the top pages while the phone specs' browsers (counted: their
    // user agents are not headless) add a dozen views or so to each seeded page.
    await countViews(request, baseURL!, counted, VIEWS)
    const sales = await createStaffAccount(request, 'sales', `Insights ${language.code}`)
    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    await signInToDashboard(page, sales.email, sales.password)

    // In the sidebar, for every role.
    await expect(page.locator('#nav-insights')).toHaveAttribute('href', '/admin/insights')
    await page.goto('/admin/insights')
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible()
    const pages = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: language.pages }) })
    // The tally reaches the database within one write (15 s).
    await expect(async () => {
      await page.reload()
      await expect(pages.getByRole('row').filter({ hasText: counted })).toContainText(
        String(VIEWS),
        {
          timeout: 1_000,
        },
      )
    }).toPass({ timeout: 40_000 })
    await expect(page.locator('.insights__plot canvas').first()).toBeVisible()
    // Latin digits in both languages.
    await expect(page.locator('.insights__total dd').first()).toHaveText(/^[0-9,]+$/)

    // The range by keyboard.
    const week = page.getByRole('link', { name: language.week })
    await week.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/days=7$/)
    await expect(week).toHaveAttribute('aria-current', 'page')

    // Each table downloads as CSV, in the admin's language.
    const download = page.waitForEvent('download')
    await pages.getByRole('link', { name: language.csv }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(
      /^insights-pages-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const csv = await (await file.createReadStream()).toArray()
    const text = Buffer.concat(csv).toString('utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(text).toContain(`${counted},${VIEWS}`)

    expect(await axeViolations(page)).toEqual([])
    await shot(page, `insights-${language.code}-1280`, { fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.locator('.insights__plot canvas').first()).toBeVisible()
    // The content-language switch sits by the account button, clear of the
    // menu button and the logo, in both directions.
    const box = (selector: string) => page.locator(selector).first().boundingBox()
    const localizer = (await box('.app-header__localizer.localizer'))!
    for (const other of ['.app-header__mobile-nav-toggler', '.app-header__step-nav-wrapper']) {
      const near = (await box(other))!
      const apart = localizer.x + localizer.width <= near.x || near.x + near.width <= localizer.x
      expect(apart, `the language switch covers ${other}`).toBe(true)
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `insights-${language.code}-390`, { fullPage: true })
  })
}

test('the figures are for staff only', async ({ request }) => {
  const anonymous = await request.get('/api/insights?days=30', { headers: { cookie: '' } })
  expect(anonymous.status()).toBe(401)
  const csv = await request.get('/api/insights/csv?days=30&table=pages')
  expect(csv.status()).toBe(401)
})
