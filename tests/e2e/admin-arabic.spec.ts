import { expect, test, type Page } from '@playwright/test'

import { E2E_STAFF, gotoAdmin, signInToAdmin } from '../support/admin'
import { shot } from '../support/shots'

/**
 * The admin's details in both of its languages: values that read left to
 * right, controls with distinct names, Payload's Arabic corrected, array rows
 * and documents headed by their content, and the language kept on the account.
 */

// One sign-in of the shared account at a time (see gotoAdmin).
test.describe.configure({ mode: 'serial' })

const LANGUAGES = [
  {
    code: 'en',
    dir: 'ltr',
    contentLanguage: 'Content language',
    adminLanguage: 'Admin language',
    createNew: 'Create New',
    featuresTab: 'Features & sections',
    emptyRow: /^Feature \d\d$/,
  },
  {
    code: 'ar',
    dir: 'rtl',
    contentLanguage: 'لغة المحتوى',
    adminLanguage: 'لغة الواجهة',
    createNew: 'إنشاء جديد',
    featuresTab: 'المزايا والأقسام',
    emptyRow: /^ميزة \d\d$/,
  },
] as const

const direction = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).direction)

for (const language of LANGUAGES) {
  test.describe(`the ${language.code} admin`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await signInToAdmin(page)
      await page
        .context()
        .addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    })

    test('phones, e-mails and links read left to right, in inputs and list cells', async ({
      page,
    }) => {
      await gotoAdmin(page, '/admin/globals/site-settings')
      await expect(page.locator('html')).toHaveAttribute(
        'dir',
        new RegExp(`^${language.dir}$`, 'i'),
      )
      const phone = page.locator('#field-phone')
      await expect(phone).toHaveValue(/^\+965/)
      expect(await direction(page, '#field-phone')).toBe('ltr')
      expect(await direction(page, '#field-email')).toBe('ltr')
      expect(await direction(page, '#field-kuwait_office__mobile')).toBe('ltr')
      await shot(page, `site-settings-${language.code}`)

      await gotoAdmin(page, '/admin/collections/hero-slides')
      const cell = 'td.cell-button_link .left-to-right'
      await expect(page.locator(cell).first()).toBeVisible()
      expect(await direction(page, cell)).toBe('ltr')
      // The rest of the table keeps the admin's direction.
      expect(await direction(page, 'td.cell-title')).toBe(language.dir)
    })

    test('a list at 390 px scrolls its table, never the page', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      for (const path of ['/admin/collections/services', '/admin/collections/blog-posts']) {
        await gotoAdmin(page, path)
        await expect(page.locator('.table').first()).toBeVisible()
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
          path,
        ).toBe(0)
        // The table still runs from edge to edge, as Payload lays it out in English (once
        // its layout settles: measured at once, a fast run caught it a pixel short).
        await expect
          .poll(
            async () => {
              const box = (await page.locator('.table').first().boundingBox())!
              return [Math.round(box.x), Math.round(box.x + box.width)]
            },
            { message: path },
          )
          .toEqual([0, 390])
      }
    })

    test('an edit view at 390 px is no wider than the screen, its account button on it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await gotoAdmin(page, '/admin/collections/services')
      await page.locator('.table tbody tr a').first().click()
      await expect(page.locator('#field-slug')).toBeVisible()
      const views = [page.url(), `${new URL(page.url()).origin}/admin/account`]
      for (const view of views) {
        await gotoAdmin(page, new URL(view).pathname)
        await expect(page.locator('.app-header__account')).toBeInViewport({ ratio: 1 })
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
          view,
        ).toBe(0)
      }
    })

    test('live preview at 390 px fills the screen, and its switch stays on it to bring the form back', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await gotoAdmin(page, '/admin/collections/services')
      await page.locator('.table tbody tr a').first().click()
      await expect(page.locator('#field-slug')).toBeVisible()
      const toggler = page.locator('#live-preview-toggler')
      const preview = page.locator('#live-preview-iframe')
      // Payload remembers the preview per account: start from the form.
      if (await preview.isVisible()) await toggler.click()
      await expect(preview).toBeHidden()
      await toggler.click()
      await expect(preview).toBeInViewport({ ratio: 0.5 })
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
      expect(await overflow()).toBe(0)
      await page.evaluate(() => window.scrollTo(0, 1500))
      await expect(toggler).toBeInViewport({ ratio: 1 })
      await toggler.click()
      await expect(preview).toBeHidden()
      await page.locator('#field-slug').scrollIntoViewIfNeeded()
      await expect(page.locator('#field-slug')).toBeInViewport()
      expect(await overflow()).toBe(0)
    })

    test('the content language and the admin language are named apart', async ({ page }) => {
      await gotoAdmin(page, '/admin/account')
      await expect(page.locator('.localizer').first()).toContainText(language.contentLanguage)
      await expect(page.locator('label[for="language-select"]')).toHaveText(language.adminLanguage)
      expect(language.contentLanguage).not.toBe(language.adminLanguage)
      // One control for it: the account's stored copy is kept in step behind the scenes.
      await expect(page.getByText(language.adminLanguage, { exact: true })).toHaveCount(1)
      await expect(page.locator('#field-language')).toBeHidden()
    })

    test("Payload's wording is corrected", async ({ page }) => {
      await gotoAdmin(page, '/admin/collections/services')
      await expect(page.getByText(language.createNew, { exact: true }).first()).toBeVisible()
      const text = await page.locator('body').innerText()
      expect(text).not.toContain('أنشاء')
      expect(text).not.toContain('الموقع المحلي')
    })

    test('documents are headed by their title, array rows by their content', async ({
      page,
      request,
    }) => {
      const slide = (
        await (await request.get('/api/hero-slides?locale=en&sort=display_order&limit=1')).json()
      ).docs[0] as { id: number; title: string; button_link: string }
      await gotoAdmin(page, `/admin/collections/hero-slides/${slide.id}?locale=en`)
      await expect(page.locator('h1').first()).toHaveText(slide.title)

      const service = (
        await (await request.get('/api/services?locale=en&sort=display_order&limit=1')).json()
      ).docs[0] as { title: string; slug: string }
      await gotoAdmin(page, '/admin/collections/services?locale=en')
      await expect(page.locator('tbody tr').first().locator('td a').first()).toHaveText(
        service.title,
      )

      const story = (
        await (
          await request.get('/api/success-stories?locale=en&sort=display_order&limit=1')
        ).json()
      ).docs[0] as { id: number; title: string; features: { title: string }[] }
      await gotoAdmin(page, `/admin/collections/success-stories/${story.id}?locale=en`)
      await expect(page.locator('h1').first()).toHaveText(story.title)
      await page.getByRole('button', { name: language.featuresTab }).click()
      const rows = page.locator('.array-row-label')
      await expect(rows.first()).toHaveText(story.features[0].title)
      for (const label of await rows.allInnerTexts()) expect(label).not.toMatch(language.emptyRow)
      await shot(page, `story-rows-${language.code}`, { fullPage: true })
    })
  })
}

test('an empty Arabic title shows its English in the Arabic list, marked, in both admin languages', async ({
  page,
  baseURL,
}) => {
  await signInToAdmin(page)
  const title = `Spring launch ${Date.now()}`
  const created = await page.request.post('/api/hero-slides?locale=en', {
    headers: { origin: baseURL! },
    data: { title, display_order: 90, is_active: false },
  })
  expect(created.status()).toBe(201)
  for (const [code, marker] of [
    ['en', '(English)'],
    ['ar', '(بالإنجليزية)'],
  ] as const) {
    await page.context().addCookies([{ name: 'payload-lng', value: code, url: baseURL! }])
    await gotoAdmin(page, '/admin/collections/hero-slides?locale=ar')
    const row = page.locator('tbody tr', { hasText: title })
    await expect(row.locator('td.cell-title')).toContainText(title)
    await expect(row.locator('td.cell-title')).toContainText(marker)
    await expect(row.locator('td.cell-title')).not.toContainText('<')
  }
})

test('the admin language is kept on the account and applied at sign-in on a new browser', async ({
  page,
  browser,
  baseURL,
}) => {
  // An account of its own, so the shared e2e account keeps the browser's language.
  await signInToAdmin(page)
  const account = {
    email: `arabic-${Date.now()}@example.com`,
    password: 'lanterns-over-the-souq-31',
  }
  // Cookie sign-in counts only from the admin's own origin (Payload's CSRF list).
  const created = await page.request.post('/api/users', {
    headers: { origin: baseURL! },
    data: { ...account, name: 'Arabic reader', language: 'ar' },
  })
  expect(created.status()).toBe(201)

  const fresh = await browser.newContext({ baseURL, locale: 'en-US' })
  const other = await fresh.newPage()
  await other.goto('/admin/login')
  await other.locator('input[name="email"]').fill(account.email)
  await other.locator('input[name="password"]').fill(account.password)
  await other.locator('button[type="submit"]').click()
  await expect(other.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(other.locator('html')).toHaveAttribute('dir', /^rtl$/i)

  // Choosing English in the account settings is saved on the account.
  await other.goto('/admin/account')
  await other.locator('#language-select').click()
  await other.getByText('English', { exact: true }).last().click()
  await expect(other.locator('html')).toHaveAttribute('lang', 'en')
  await expect
    .poll(
      async () =>
        (
          (
            await (
              await other.request.get('/api/users/me', { headers: { origin: baseURL! } })
            ).json()
          ).user ?? {}
        ).language,
    )
    .toBe('en')
  await fresh.close()
  expect(E2E_STAFF.email).not.toBe(account.email)
})
