import { expect, test, type Page } from '@playwright/test'

import {
  createStaffAccount,
  E2E_STAFF,
  gotoAdmin,
  signInToAdmin,
  signInToDashboard,
} from '../support/admin'

/**
 * Roles in the admin, in both admin languages: an editor is not offered and
 * not given staff accounts or enquiries; a sales user is not offered and not
 * given content; the admin carries the company's name, mark and icon.
 * The accounts are created for the test through REST by the e2e administrator.
 */
const shots = process.env.SHOTS_DIR

const LANGUAGES = [
  {
    code: 'en',
    brand: 'Nakhla Technologies admin',
    enquiries: 'Enquiries',
    services: 'Services',
    newEnquiries: 'New enquiries',
    auditLog: 'Audit log',
    signedIn: 'Signed in',
    created: 'Created',
    accounts: 'Staff accounts',
    exportCsv: 'Export CSV',
  },
  {
    code: 'ar',
    brand: 'إدارة نخلة للتقنية',
    enquiries: 'الاستفسارات',
    services: 'الخدمات',
    newEnquiries: 'الاستفسارات الجديدة',
    auditLog: 'سجل الإجراءات',
    signedIn: 'تسجيل دخول',
    created: 'إنشاء',
    accounts: 'حسابات الموظفين',
    exportCsv: 'تصدير CSV',
  },
] as const

async function useAdminLanguage(page: Page, code: string) {
  await page
    .context()
    .addCookies([{ name: 'payload-lng', value: code, url: test.info().project.use.baseURL! }])
}

/** An admin page the role may not open: Payload answers with its not-found page, never the content. */
async function expectRefusedPage(page: Page, path: string) {
  const answer = await page.goto(path)
  const landed = new URL(page.url()).pathname
  if (landed === path) {
    expect(answer?.status()).toBe(404)
    await expect(page.locator('.not-found')).toBeVisible()
  } else expect(landed).toMatch(/^\/admin\/?$|\/admin\/(login|unauthorized)/)
  await expect(page.locator('table')).toHaveCount(0)
}

const navLink = (page: Page, slug: string) => page.locator(`nav a[href$="/collections/${slug}"]`)

/**
 * REST as the signed-in browser session: the session's own token, sent the
 * way the admin's API clients send it (its cookie is Secure, which the test's
 * request client does not send over plain http).
 */
async function sessionApi(page: Page) {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'payload-token')
  expect(cookie).toBeDefined()
  const headers = { authorization: `JWT ${cookie!.value}` }
  return {
    get: (path: string) => page.request.get(path, { headers }),
    post: (path: string, data: unknown) => page.request.post(path, { headers, data }),
  }
}

for (const language of LANGUAGES) {
  test(`an editor is refused staff accounts and enquiries (${language.code})`, async ({
    page,
    request,
  }) => {
    const editor = await createStaffAccount(request, 'editor', 'Mona Editor')
    await useAdminLanguage(page, language.code)
    await signInToDashboard(page, editor.email, editor.password)
    if (language.code === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)

    // The dashboard and navigation offer content, not enquiries or staff.
    await expect(navLink(page, 'services')).toHaveCount(1)
    await expect(navLink(page, 'contact-submissions')).toHaveCount(0)
    await expect(navLink(page, 'users')).toHaveCount(0)
    await expect(page.getByText(language.newEnquiries)).toHaveCount(0)
    if (shots) await page.screenshot({ path: `${shots}/editor-dashboard-${language.code}.png` })

    await expectRefusedPage(page, '/admin/collections/contact-submissions')
    await expectRefusedPage(page, '/admin/collections/users')
    await expect(navLink(page, 'audit-log')).toHaveCount(0)
    await expectRefusedPage(page, '/admin/collections/audit-log')

    // The server refuses the same through REST, with the session's own token.
    const api = await sessionApi(page)
    expect((await api.get('/api/contact-submissions')).status()).toBe(403)
    expect((await api.get('/api/contact-submissions/export.csv')).status()).toBe(403)
    expect((await api.get('/api/audit-log')).status()).toBe(403)
    expect((await api.post('/api/users', { email: 'x@example.com' })).status()).toBe(403)
    const accounts = await api.get('/api/users')
    expect(accounts.status()).toBe(200)
    expect(((await accounts.json()) as { docs: Array<{ email: string }> }).docs).toEqual([
      expect.objectContaining({ email: editor.email }),
    ])

    // Content is theirs.
    await page.goto('/admin/collections/services')
    await expect(page.locator('table')).toBeVisible()

    // Their own account is theirs too: the name changes, the role is shown but cannot be.
    await page.goto('/admin/account')
    await expect(page.locator('#field-role')).toBeVisible()
    await expect(
      page
        .locator(
          '#field-role .rs__control--is-disabled, #field-role [aria-disabled="true"], #field-role input[disabled]',
        )
        .first(),
    ).toBeAttached()
    await page.locator('input[name="name"]').fill(`Mona ${language.code}`)
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/users/${editor.id}`) &&
        response.request().method() === 'PATCH',
    )
    await page.locator('#action-save').click()
    expect((await saved).status()).toBe(200)
    // Stored: the account page shows it after a reload.
    await page.reload()
    await expect(page.locator('input[name="name"]')).toHaveValue(`Mona ${language.code}`)
  })

  test(`a sales user is refused content (${language.code})`, async ({ page, request }) => {
    const sales = await createStaffAccount(request, 'sales', 'Yousef Sales')
    await useAdminLanguage(page, language.code)
    await signInToDashboard(page, sales.email, sales.password)

    await expect(navLink(page, 'contact-submissions')).toHaveCount(1)
    for (const slug of ['services', 'blog-posts', 'service-images', 'users', 'audit-log'])
      await expect(navLink(page, slug)).toHaveCount(0)
    await expect(page.locator('nav a[href$="/globals/site-settings"]')).toHaveCount(0)
    if (shots) await page.screenshot({ path: `${shots}/sales-dashboard-${language.code}.png` })

    await expectRefusedPage(page, '/admin/collections/services')
    await expectRefusedPage(page, '/admin/globals/site-settings')

    const api = await sessionApi(page)
    expect((await api.post('/api/services', {})).status()).toBe(403)
    expect((await api.post('/api/globals/site-settings', { hours: '9-5' })).status()).toBe(403)
    expect((await api.get('/api/contact-submissions')).status()).toBe(200)
    expect((await api.get('/api/contact-submissions/export.csv')).status()).toBe(200)
    expect((await api.get('/api/audit-log')).status()).toBe(403)
    expect((await api.get('/api/audit-log/export.csv')).status()).toBe(403)
  })

  test(`an administrator reads who did what in the audit log (${language.code})`, async ({
    page,
    request,
  }) => {
    // Made by this worker's administrator, then signed in to by its owner.
    const editor = await createStaffAccount(request, 'editor', 'Huda Audited')
    expect(
      (await request.post('/api/users/login', { data: editor })).status(),
      'the editor signs in',
    ).toBe(200)
    await useAdminLanguage(page, language.code)
    await signInToAdmin(page)
    const listOf = (filter: string) => gotoAdmin(page, `/admin/collections/audit-log?${filter}`)

    await listOf(`where[who_email][equals]=${encodeURIComponent(editor.email)}`)
    await expect(page.getByRole('heading', { name: language.auditLog, level: 1 })).toBeVisible()
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(language.signedIn)
    await expect(rows.first()).toContainText(editor.email)
    // The address the sign-in came from (the test's own, on loopback).
    await expect(rows.first()).toContainText(/127\.0\.0\.1|::1/)
    // A sign-in names no document: its cells are empty, not Payload's "<No Document>".
    await expect(rows.first()).not.toContainText(/<No |<لا /)
    // Kuwait time, as every list of the admin shows it.
    await expect(rows.first().locator('time.kuwait-date')).toHaveCount(1)
    // Append-only: no way to add an entry, and a selected entry offers no Delete.
    await expect(page.locator('a[href$="/collections/audit-log/create"]')).toHaveCount(0)
    await page.locator('table tbody input[type="checkbox"]').first().check()
    await expect(page.locator('.list-selection')).toBeVisible()
    await expect(page.locator('.delete-documents__toggle')).toHaveCount(0)
    await page.locator('table tbody input[type="checkbox"]').first().uncheck()
    if (shots) {
      await page.screenshot({ path: `${shots}/audit-log-${language.code}-1280.png` })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `${shots}/audit-log-${language.code}-390.png` })
      await page.setViewportSize({ width: 1280, height: 800 })
    }

    // The account's making: by the administrator, named by what staff call the collection.
    await listOf(`where[entity][equals]=users&where[document_id][equals]=${editor.id}`)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(language.created)
    await expect(rows.first()).toContainText(language.accounts)
    await expect(rows.first()).toContainText(E2E_STAFF.email)

    // "Export CSV" gives what the list shows.
    const csvLink = page.getByRole('link', { name: language.exportCsv })
    const href = await csvLink.getAttribute('href')
    expect(href).toContain('/api/audit-log/export.csv?')
    const api = await sessionApi(page)
    const csv = await api.get(href!)
    expect(csv.status()).toBe(200)
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(E2E_STAFF.email)
    expect(lines[1]).toContain(`,${language.accounts},${editor.id},`)
  })

  test(`the admin carries the company's name, mark and icon (${language.code})`, async ({
    page,
  }) => {
    await useAdminLanguage(page, language.code)
    await page.goto('/admin/login')
    await expect(page.locator('.admin-brand')).toContainText(language.brand)
    await expect(page.locator('.admin-brand svg')).toBeVisible()
    await expect(page).toHaveTitle(/Nakhla Technologies Admin/)
    await expect(page.locator('link[rel="icon"][href="/icon.svg"]')).toHaveCount(1)
    // Payload's own name is nowhere on the sign-in screen.
    await expect(page.locator('body')).not.toContainText('Payload')
    if (shots) {
      await page.screenshot({ path: `${shots}/login-${language.code}-1280.png` })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `${shots}/login-${language.code}-390.png` })
    }
  })
}
