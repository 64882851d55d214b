import path from 'node:path'

import { expect, test, type Browser, type Page } from '@playwright/test'

import { changeForm, gotoAdmin, publishInAdmin, signInToAdmin } from '../support/admin'
import { staffApi } from '../support/site-api'

/**
 * Menus edited in the CMS: an editor adds a page to the footer in the admin
 * (in English and in Arabic), and a dropdown of pages and an outside link to
 * the header; visitors see them at phone and desktop widths, without
 * JavaScript too, and the menus are put back after. Runs in the 'publishing'
 * project: every page shows the menus it changes.
 */

test.describe.configure({ mode: 'serial' })

const baseURL = () => test.info().project.use.baseURL!
type Navigation = Record<string, unknown> & { legal: unknown[]; header: unknown[] }

let original: Navigation

async function readMenus(): Promise<Navigation> {
  const api = await staffApi(baseURL())
  const answer = await api.get('/api/globals/navigation?depth=0&locale=all')
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Navigation
}

async function writeMenus(data: Partial<Navigation>, locale: 'en' | 'ar' = 'en') {
  const api = await staffApi(baseURL())
  const answer = await api.post(`/api/globals/navigation?depth=0&locale=${locale}`, { data })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** Saved menus read with locale=all hold each localized value as { en, ar }: one language's values. */
function inLanguage(value: unknown, locale: 'en' | 'ar'): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale))
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length > 0 && keys.every((key) => key === 'en' || key === 'ar'))
      return (value as Record<string, unknown>)[locale]
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, inLanguage(inner, locale)]),
    )
  }
  return value
}

/** Puts menus back as they were, in both languages (rows keep their ids, so each gets its Arabic back). */
async function restoreMenus(saved: Navigation, fields: string[]) {
  for (const locale of ['en', 'ar'] as const)
    await writeMenus(
      Object.fromEntries(fields.map((field) => [field, inLanguage(saved[field], locale)])),
      locale,
    )
}

async function pageId(address: string): Promise<number> {
  const api = await staffApi(baseURL())
  const answer = await api.get(`/api/pages?where[path][equals]=${address}&depth=0`)
  return ((await answer.json()).docs as { id: number }[])[0]!.id
}

test.beforeAll(async () => {
  original = await readMenus()
})

test.afterAll(async () => {
  await restoreMenus(original, ['header', 'cta', 'footer_columns', 'legal'])
})

const ADMIN_LANGUAGES = [
  { code: 'en', label: 'Careers at the company', addRow: 'Add Link' },
  { code: 'ar', label: 'الوظائف لدينا', addRow: 'أضف رابط' },
] as const

for (const language of ADMIN_LANGUAGES) {
  test(`an editor adds a page to the footer in the ${language.code} admin, and visitors find it there`, async ({
    page,
    baseURL,
  }) => {
    await signInToAdmin(page)
    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    await gotoAdmin(page, '/admin/globals/navigation?locale=en')
    const rows = await page.locator('#field-legal .array-field__row').count()
    await changeForm(page, () =>
      page.locator('#field-legal').getByRole('button', { name: language.addRow }).last().click(),
    )
    const row = `#field-legal__${rows}`
    await expect(page.locator(`${row}__label`)).toBeVisible()
    await changeForm(page, () => page.locator(`${row}__label`).fill(language.label))
    await page.locator(`${row}__reference`).click()
    await page.locator(`${row}__reference input`).pressSequentially('Careers')
    await changeForm(page, () =>
      page
        .locator('.rs__option', { hasText: /^Careers$/ })
        .first()
        .click(),
    )
    await page.screenshot({
      path: path.join(process.env.SHOTS_DIR || 'test-results', `admin-menus-${language.code}.png`),
      fullPage: true,
    })
    await publishInAdmin(page, '/api/globals/navigation')
    // What the admin stored: a failure below is then the site's, not the form's.
    const stored = (await readMenus()).legal.at(-1) as {
      label?: Record<string, string>
      reference?: { relationTo: string; value: unknown }
    }
    expect(stored.label?.en).toBe(language.label)
    expect(stored.reference).toEqual({ relationTo: 'pages', value: await pageId('/careers') })

    for (const [home, href] of [
      ['/', '/careers'],
      ['/ar', '/ar/careers'],
    ]) {
      const visitor = page.context().browser()!
      const context = await visitor.newContext({ baseURL: baseURL! })
      const site = await context.newPage()
      await expect(async () => {
        await site.goto(home)
        const legal = site.locator('footer nav').last()
        const shown = (await legal.innerText()).replace(/\s+/g, ' ')
        // Arabic falls back to the English label the editor wrote.
        await expect(
          legal.getByRole('link', { name: language.label }),
          `the footer's last menu on ${home} reads: ${shown}`,
        ).toHaveAttribute('href', href, { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await context.close()
    }
    await restoreMenus(original, ['legal'])
  })
}

test('a dropdown of pages and an outside link in the header work at 390 and 1280 px, and without JavaScript', async ({
  browser,
}) => {
  const careers = await pageId('/careers')
  const engineering = await pageId('/careers/engineering')
  const current = await readMenus()
  await writeMenus({
    header: [
      ...(inLanguage(current.header, 'en') as unknown[]),
      {
        type: 'menu',
        label: 'Join us',
        columns: '2',
        links: [
          { kind: 'internal', reference: { relationTo: 'pages', value: careers } },
          {
            kind: 'internal',
            label: 'Engineering roles',
            reference: { relationTo: 'pages', value: engineering },
          },
          { kind: 'external', label: 'Our code', url: 'https://github.com/example' },
        ],
      },
    ],
  })
  try {
    await expect
      .poll(async () => (await (await fetch(`${baseURL()}/about`)).text()).includes('Join us'), {
        timeout: 20_000,
      })
      .toBe(true)
    for (const javaScriptEnabled of [true, false]) {
      await desktopDropdown(browser, javaScriptEnabled)
      await phoneMenu(browser, javaScriptEnabled)
    }
  } finally {
    await restoreMenus(current, ['header'])
  }
})

async function desktopDropdown(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled,
  })
  const page = await context.newPage()
  await page.goto('/about')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByText('Join us', { exact: true }).click()
  await expectMenuLinks(page, nav)
  await context.close()
}

async function phoneMenu(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
  })
  const page = await context.newPage()
  await page.goto('/ar/about')
  await page.locator('[data-menu="mobile"] > summary').click()
  const sheet = page.locator('[data-menu="mobile"] nav')
  // Arabic falls back to the English label; the pages' own titles are Arabic.
  await sheet.getByText('Join us', { exact: true }).click()
  await expect(sheet.getByRole('link', { name: 'Engineering roles' })).toHaveAttribute(
    'href',
    '/ar/careers/engineering',
  )
  const outside = sheet.getByRole('link', { name: /Our code/ })
  await expect(outside).toHaveAttribute('target', '_blank')
  await expect(outside).toHaveAttribute('rel', 'noopener')
  await expect(outside).toContainText('يفتح في علامة تبويب جديدة')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
}

async function expectMenuLinks(page: Page, nav: ReturnType<Page['getByRole']>) {
  await expect(nav.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute(
    'href',
    '/careers',
  )
  await expect(nav.getByRole('link', { name: 'Engineering roles' })).toBeVisible()
  const outside = nav.getByRole('link', { name: /Our code/ })
  await expect(outside).toHaveAttribute('href', 'https://github.com/example')
  await expect(outside).toHaveAttribute('target', '_blank')
  await expect(outside).toHaveAttribute('rel', 'noopener')
  // Two columns side by side on a wide screen.
  const first = (await nav.getByRole('link', { name: 'Careers', exact: true }).boundingBox())!
  const second = (await nav.getByRole('link', { name: 'Engineering roles' }).boundingBox())!
  expect(Math.abs(first.y - second.y)).toBeLessThan(4)
  expect(page.url()).toContain('/about')
}
