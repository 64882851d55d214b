import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { adminFormsReady, changeForm, gotoAdmin, signInToAdmin } from '../support/admin'

/**
 * Staff sign-in and passwords in the admin, as staff see them in English and
 * Arabic: repeated failures are refused with a message in the admin's
 * language, and a weak new password is refused under the password field.
 */

const LANGUAGES = [
  {
    code: 'en',
    refused: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    tooShort: 'Use a password of at least 12 characters.',
  },
  {
    code: 'ar',
    refused: 'محاولات تسجيل دخول فاشلة كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.',
    tooShort: 'استخدم كلمة مرور لا تقل عن 12 حرفًا.',
  },
] as const

async function useAdminLanguage(page: Page, code: string) {
  await page
    .context()
    .addCookies([{ name: 'payload-lng', value: code, url: test.info().project.use.baseURL! }])
}

/** The admin's next server check of the form being edited (a server action on the page's address). */
const formStateAnswer = (page: Page) =>
  page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/admin/collections/users/create',
      { timeout: 5_000 },
    )
    .catch(() => undefined)

for (const language of LANGUAGES) {
  test(`the login form refuses repeated failures, in the admin's language (${language.code})`, async ({
    page,
  }) => {
    await useAdminLanguage(page, language.code)
    await page.goto('/admin/login')
    await adminFormsReady(page)
    // An address nobody uses, so the shared staff account of the other tests stays usable.
    const email = `nobody-${language.code}-${Date.now()}@example.com`
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.locator('input[name="email"]').fill(email)
      await page.locator('input[name="password"]').fill(`wrong-guess-${attempt}`)
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/users/login') && response.request().method() === 'POST',
      )
      await page.locator('button[type="submit"]').click()
      statuses.push((await answer).status())
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    await expect(page.getByText(language.refused)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test(`a new staff account with a short password is refused under the field (${language.code})`, async ({
    page,
  }) => {
    await signInToAdmin(page)
    await useAdminLanguage(page, language.code)
    // Once React owns the form: a fill landed before that is lost on a busy
    // machine, and Save then stops at the admin's own check with nothing sent.
    await gotoAdmin(page, '/admin/collections/users/create')
    // As staff do: each value typed, and Save once the admin has checked the typed form on the server.
    await changeForm(page, () =>
      page.locator('input[name="email"]').fill(`new-${language.code}-${Date.now()}@example.com`),
    )
    await changeForm(page, () => page.locator('input[name="password"]').fill('too-short'))
    await changeForm(page, () => page.locator('input[name="confirm-password"]').fill('too-short'))
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/users') && response.request().method() === 'POST',
    )
    const rechecked = formStateAnswer(page)
    await page.locator('#action-save').click()
    expect((await answer).status()).toBe(400)
    // The admin's notice says the reason too (a phone hides the field's tooltip).
    await expect(
      page.locator('.payload-toast-container').getByText(language.tooShort),
    ).toBeVisible()
    await expect(page.getByText(language.tooShort).first()).toBeVisible()
    // The admin checks the form on the server again after a refused save: the
    // reason stays under the field (Payload's own check knows only 3 characters).
    await rechecked
    await expect(page.locator('.field-type.password').getByText(language.tooShort)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/collections\/users\/create/)
  })
}

test('no browser code carries the common-password list', () => {
  // A word only that list contains (it is compressed by prefix, so whole
  // entries like this one stay readable in the shipped file).
  const marker = 'mailcreated5240'
  expect(
    readFileSync(
      path.resolve('node_modules/@zxcvbn-ts/language-common/dist/passwords.json.mjs'),
      'utf8',
    ),
  ).toContain(marker)
  const root = path.resolve(process.env.NEXT_DIST_DIR || '.next-e2e', 'static')
  const scripts = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  )
  expect(scripts.length).toBeGreaterThan(10)
  const carrying = scripts.filter((file) =>
    readFileSync(path.join(root, file), 'utf8').includes(marker),
  )
  expect(carrying).toEqual([])
})
