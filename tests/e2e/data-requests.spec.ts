import { expect, test, type Page } from '@playwright/test'

import { createStaffAccount, signInToAdmin, signInToDashboard } from '../support/admin'
import { axeViolations } from '../support/axe'
import { postEnquiry } from '../support/raw-http'

/**
 * An administrator runs a data request in each admin language: finds one
 * person's enquiries by e-mail address, downloads them, and erases them for
 * good; sales staff neither see the view nor reach its API.
 */
const ADMIN_LANGUAGES = [
  {
    code: 'en',
    title: 'Data requests',
    person: 'E-mail address or mobile number',
    find: 'Find',
    found: '2 enquiries and form submissions',
    json: 'Download JSON',
    erase: 'Erase…',
    warning: /deletes these 2 enquiries for good/,
    confirm: 'Erase for good',
    erased: '2 enquiries erased.',
    none: 'Nothing was sent with this e-mail address or mobile number.',
    refused: 'Only administrators can run data requests.',
  },
  {
    code: 'ar',
    title: 'طلبات البيانات',
    person: 'البريد الإلكتروني أو رقم الجوال',
    find: 'بحث',
    found: 'استفساران أو ردّان',
    json: 'تنزيل JSON',
    erase: 'محو…',
    warning: /سيُحذف هذان الاستفساران نهائيًا/,
    confirm: 'محو نهائي',
    erased: 'مُحي استفساران.',
    none: 'لم يُرسَل شيء بهذا البريد الإلكتروني أو رقم الجوال.',
    refused: 'طلبات البيانات متاحة لمديري النظام فقط.',
  },
] as const

const shots = process.env.SHOTS_DIR

async function sendEnquiry(baseURL: string, email: string, subject: string) {
  const posted = await postEnquiry(baseURL, {
    name: 'Dana Request',
    mobile: '55559876',
    email,
    company: 'Request Co',
    subject,
  })
  expect(posted.status).toBe(303)
}

/**
 * REST as the signed-in browser session, with the session's own token (its
 * cookie is Secure, which the test's request client does not send over http).
 */
async function asSession(page: Page, path: string) {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'payload-token')
  expect(cookie).toBeDefined()
  return page.request.get(path, { headers: { authorization: `JWT ${cookie!.value}` } })
}

async function useAdminLanguage(page: Page, code: string, baseURL: string) {
  await page.context().addCookies([{ name: 'payload-lng', value: code, url: baseURL }])
}

test.describe.configure({ mode: 'serial' })

for (const language of ADMIN_LANGUAGES) {
  test(`an administrator finds, downloads and erases one person's enquiries (${language.code} admin)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const email = `dana-${language.code}-${Date.now()}@example.com`
    await sendEnquiry(baseURL!, email, `First ${email}`)
    await sendEnquiry(baseURL!, email.toUpperCase(), `Second ${email}`)

    await useAdminLanguage(page, language.code, baseURL!)
    await signInToAdmin(page)
    await page.goto('/admin')
    const link = page.locator('#nav-data-requests')
    await expect(link).toHaveText(language.title)
    await expect(link).toHaveAttribute('href', '/admin/data-requests')
    await page.goto('/admin/data-requests')
    await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible()

    // By keyboard: the field, then Enter.
    const field = page.getByLabel(language.person)
    await field.fill(email)
    await field.press('Enter')
    await expect(page).toHaveURL(/\/admin\/data-requests\?person=/)
    await expect(page.getByRole('heading', { level: 2, name: language.found })).toBeVisible()
    await expect(page.locator('.data-requests tbody tr')).toHaveCount(2)
    await expect(page.locator('.data-requests tbody')).toContainText('Dana Request')
    expect(await axeViolations(page)).toEqual([])
    if (shots)
      await page.screenshot({ path: `${shots}/data-request-${language.code}.png`, fullPage: true })

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: language.json }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^data-request-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(
      Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'),
    ) as { enquiries: Array<{ subject: string; email: string }> }
    expect(exported.enquiries.map((row) => row.subject).sort()).toEqual([
      `First ${email}`,
      `Second ${email}`,
    ])

    await page.getByRole('button', { name: language.erase }).click()
    await expect(page.getByText(language.warning)).toBeVisible()
    if (shots)
      await page.screenshot({
        path: `${shots}/data-request-erase-${language.code}.png`,
        fullPage: true,
      })
    await page.getByRole('button', { name: language.confirm }).click()
    await expect(page.locator('.data-requests [role="status"]')).toHaveText(language.erased)
    await expect(page.getByRole('heading', { level: 2, name: language.none })).toBeVisible()
    await expect(page.locator('.data-requests tbody tr')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])

    // Gone from the inbox too, and the log says so without the address.
    await page.goto(`/admin/collections/contact-submissions?search=${encodeURIComponent(email)}`)
    await expect(page.locator('tbody tr')).toHaveCount(0)
    const log = await asSession(
      page,
      '/api/audit-log?where[action][equals]=data-erase&sort=-at&limit=5&depth=0',
    )
    const entries = (
      (await log.json()) as { docs: Array<{ document_title: string; details: string }> }
    ).docs
    expect(entries).toContainEqual(
      expect.objectContaining({
        document_title: `d…@example.com`,
        details: '2 enquiries, 0 files, 0 queued copies',
      }),
    )
    expect(JSON.stringify(entries)).not.toContain(email)
  })

  test(`sales staff neither see data requests nor reach them (${language.code} admin)`, async ({
    page,
    request,
    baseURL,
  }) => {
    const sales = await createStaffAccount(request, 'sales', `Data ${language.code}`)
    await useAdminLanguage(page, language.code, baseURL!)
    await signInToDashboard(page, sales.email, sales.password)
    await expect(page.locator('#nav-data-requests')).toHaveCount(0)
    await page.goto('/admin/data-requests?person=dana%40example.com')
    await expect(page.getByText(language.refused)).toBeVisible()
    await expect(page.locator('.data-requests table')).toHaveCount(0)
    const api = await asSession(page, '/api/data-requests?person=dana%40example.com')
    expect(api.status()).toBe(403)
  })
}
