import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { createStaffAccount, gotoAdmin, signInAs, signInToDashboard } from '../support/admin'
import { axeViolations } from '../support/axe'
import { shot } from '../support/shots'

/**
 * Where the Arabic stands, in both admin languages: an editor changes the
 * English of a service field and sees it out of date in the edit view, the
 * list and the Translations view; translates it in the Arabic edit view and
 * sees it done; confirms another change as still correct. Sales staff get no
 * access. The service stays a draft, so the public site never shows it.
 */
const ADMIN_LANGUAGES = [
  {
    code: 'en',
    heading: 'Translations',
    outdated: 'Arabic: 1 out of date',
    complete: 'Arabic: complete',
    cell: '1 out of date',
    stillCorrect: 'Still correct',
    description: 'Description',
    title: 'Title',
    refused: 'Only editors and administrators work on translations.',
    imported: /^1 applied, \d+ skipped, 0 refused\.$/,
    importButton: 'Import as drafts',
  },
  {
    code: 'ar',
    heading: 'الترجمة',
    outdated: 'العربية: قديمة 1',
    complete: 'العربية: مكتملة',
    cell: 'قديمة 1',
    stillCorrect: 'ما زالت صحيحة',
    description: 'الوصف',
    title: 'العنوان',
    refused: 'الترجمة من عمل المحررين والمديرين فقط.',
    imported: /^طُبّق: 1، تُخطّي: \d+، رُفض: 0\.$/,
    importButton: 'استيراد كمسودات',
  },
] as const

async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** A draft service written in both languages through REST: its Arabic is complete. */
async function draftService(request: APIRequestContext, token: string, tag: string) {
  const headers = { authorization: `JWT ${token}` }
  const created = await request.post('/api/services?draft=true', {
    headers,
    data: {
      slug: `translated-${tag}`,
      title: `Translated service ${tag}`,
      description: 'Servers we run for you.',
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const arabic = await request.patch(`/api/services/${doc.id}?locale=ar&draft=true`, {
    headers,
    data: { title: `خدمة مترجمة ${tag}`, description: 'خوادم نديرها لك.', _status: 'draft' },
  })
  expect(arabic.status()).toBe(200)
  return doc.id
}

/** Types into a field of the open edit view and saves a draft. */
async function saveDraft(page: Page, field: string, value: string) {
  await page.locator(`#field-${field}`).fill(value)
  const saved = page.waitForResponse(
    (response) =>
      ['POST', 'PATCH'].includes(response.request().method()) &&
      new URL(response.url()).pathname.startsWith('/api/services/') &&
      response.status() === 200,
  )
  await page.locator('#action-save-draft').click()
  await saved
}

test.describe.configure({ mode: 'serial' })

for (const language of ADMIN_LANGUAGES) {
  test(`an editor finds, translates and confirms Arabic in the ${language.code} admin`, async ({
    page,
    request,
    baseURL,
  }) => {
    // A long walk through the admin: 85-105 s on a busy 2-core CI machine, where 120 s
    // once ran out and the retry cost another two minutes.
    test.setTimeout(180_000)
    const editor = await createStaffAccount(request, 'editor', `Translator ${language.code}`)
    const token = await tokenFor(request, editor.email, editor.password)
    const tag = `${language.code}-${Date.now()}`
    const id = await draftService(request, token, tag)
    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    await signInAs(page, editor.email, editor.password)

    // The English changes: the edit view says the Arabic of that field is out of date.
    await gotoAdmin(page, `/admin/collections/services/${id}`)
    const summary = page.getByTestId('translation-summary')
    await expect(summary).toContainText(language.complete)
    await saveDraft(page, 'description', 'Servers we run for you, day and night.')
    await expect(summary).toContainText(language.outdated)
    await summary.getByRole('button').first().click()
    await expect(
      summary.getByRole('link', { name: language.description, exact: true }),
    ).toHaveAttribute('href', `/admin/collections/services/${id}?locale=ar#field-description`)

    // The list's Arabic column says so too, and the list filters by it.
    await gotoAdmin(page, `/admin/collections/services?where[slug][equals]=translated-${tag}`)
    await expect(page.locator('.cell-translation_summary').first()).toHaveText(language.cell)
    await gotoAdmin(page, '/admin/collections/services')
    await page.locator('.translation-list-filter select').selectOption('outdated')
    await expect(page).toHaveURL(/arabic=outdated/)
    await expect(page.locator('.cell-translation_summary').first()).toContainText(
      language.cell.replace(/1/, ''),
    )
    await expect(
      page.getByRole('link', { name: `Translated service ${tag}`, exact: true }),
    ).toBeVisible()
    await shot(page, `translations-list-${language.code}-1280`)
    await page.locator('.translation-list-filter select').selectOption('complete')
    await expect(page).toHaveURL(/arabic=complete/)
    await expect(
      page.getByRole('link', { name: `Translated service ${tag}`, exact: true }),
    ).toHaveCount(0)

    // The Translations view lists the document and its field.
    await page.goto('/admin/translations?collection=services&state=outdated')
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible()
    const entry = page.getByTestId(`translation-services-${id}`)
    await expect(entry.getByRole('link', { name: language.description, exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `translations-${language.code}-1280`, { fullPage: true })

    // The editor translates it in the Arabic edit view, from the link: done.
    await entry.getByRole('link', { name: language.description, exact: true }).click()
    await expect(page).toHaveURL(/locale=ar#field-description$/)
    await gotoAdmin(page, `/admin/collections/services/${id}?locale=ar`)
    // Side by side: the English each Arabic field translates, read-only, under it.
    const source = page
      .locator('.field-type.textarea')
      .filter({ has: page.locator('#field-description') })
      .locator('.english-source__text')
    await expect(source).toHaveText('Servers we run for you, day and night.')
    await expect(source).toHaveAttribute('lang', 'en')
    await shot(page, `translations-edit-${language.code}-1280`)
    await saveDraft(page, 'description', 'خوادم نديرها لك ليلًا ونهارًا.')
    await expect(summary).toContainText(language.complete)

    // Another English change the Arabic already covers: confirmed as still correct.
    await gotoAdmin(page, `/admin/collections/services/${id}?locale=en`)
    await saveDraft(page, 'title', `Translated service ${tag}.`)
    await expect(summary).toContainText(language.outdated)
    await page.goto('/admin/translations?collection=services')
    const again = page.getByTestId(`translation-services-${id}`)
    await expect(again.getByRole('link', { name: language.title, exact: true })).toBeVisible()
    await again.getByRole('button', { name: language.stillCorrect }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId(`translation-services-${id}`)).toHaveCount(0)

    // A translator's XLIFF: the document downloaded from its row, translated, imported as a draft.
    const changed = await request.patch(`/api/services/${id}?draft=true`, {
      headers: { authorization: `JWT ${token}` },
      data: { description: 'Servers we run and watch for you.', _status: 'draft' },
    })
    expect(changed.status()).toBe(200)
    await page.reload()
    const row = page.getByTestId(`translation-services-${id}`)
    const download = page.waitForEvent('download')
    await row.getByRole('link', { name: /XLIFF/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^translations-services-\d{4}-\d{2}-\d{2}\.xlf$/)
    const xml = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8')
    const translated = xml.replace(
      /(name="description"[^>]*><segment><source>[^<]*<\/source><target>)[^<]*/,
      '$1خوادم نديرها ونراقبها لك.',
    )
    expect(translated).not.toBe(xml)
    await page.locator('.xliff-import input[type="file"]').setInputFiles({
      name: 'translated.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from(translated),
    })
    await page.getByRole('button', { name: language.importButton }).click()
    await expect(page.locator('.xliff-import__message')).toHaveText(language.imported)
    await expect(page.getByTestId(`translation-services-${id}`)).toHaveCount(0)

    // At phone width: nothing wider than the screen, nothing axe finds.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin/translations')
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])
    await gotoAdmin(page, `/admin/collections/services/${id}?locale=ar`)
    await expect(page.getByTestId('translation-summary')).toBeVisible()
    await shot(page, `translations-edit-${language.code}-390`)
    await page.goto('/admin/translations')
    await shot(page, `translations-${language.code}-390`, { fullPage: true })

    // Sales staff see neither the view nor the states.
    const sales = await createStaffAccount(request, 'sales', `No translations ${language.code}`)
    await page.context().clearCookies()
    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    await signInToDashboard(page, sales.email, sales.password)
    await expect(page.locator('#nav-translations')).toHaveCount(0)
    await page.goto('/admin/translations')
    await expect(page.getByText(language.refused)).toBeVisible()
    const salesToken = await tokenFor(request, sales.email, sales.password)
    const refused = await request.get('/api/translation-status', {
      headers: { authorization: `JWT ${salesToken}` },
    })
    expect(refused.status()).toBe(403)
  })
}
