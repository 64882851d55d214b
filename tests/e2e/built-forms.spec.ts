import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { createStaffAccount, gotoAdmin, signInAs } from '../support/admin'
import { axeViolations } from '../support/axe'
import { gotoHydrated } from '../support/hydration'
import { contactFormFields, multipartBody, multipartWithFiles, sendRaw } from '../support/raw-http'
import { pdfFile, programFile } from '../support/sample-files'
import { staffApi } from '../support/site-api'

/**
 * A form staff built, on a page staff made: the seeded job application on
 * /careers, sent by a visitor in Arabic and in English, with and without
 * JavaScript; its problems in the page's language next to each field and in
 * a summary; what was sent in the enquiry inbox, filtered by form.
 */

const baseURL = () => test.info().project.use.baseURL!
const COPY_CLOSED = 'This form is not taking submissions at the moment.'

const COPY = {
  en: {
    path: '/careers',
    title: 'Job application',
    send: 'Send application',
    success: 'Thank you for applying. We read every application and reply within two weeks.',
    required: 'This field is required.',
    consent: 'Please tick this box to continue.',
    linkedIn: 'Use the address of a LinkedIn profile, starting with https://www.linkedin.com/',
    position: 'Product designer',
    fileType: 'Choose a file of the kind listed: PDF / Word (DOCX).',
    fileTooLarge: 'Choose a file no larger than 5 MB.',
  },
  ar: {
    path: '/ar/careers',
    title: 'طلب توظيف',
    send: 'أرسل الطلب',
    success: 'شكرًا لتقديمك. نقرأ كل طلب ونردّ خلال أسبوعين.',
    required: 'هذا الحقل مطلوب.',
    consent: 'يُرجى تحديد هذا المربع للمتابعة.',
    linkedIn: 'استخدم عنوان ملف شخصي على LinkedIn يبدأ بـ https://www.linkedin.com/',
    position: 'مصمم منتجات',
    fileType: 'اختر ملفًا من الأنواع المذكورة: PDF / Word (DOCX).',
    fileTooLarge: 'اختر ملفًا لا يزيد حجمه على 5 ميغابايت.',
  },
} as const

const form = (page: Page) =>
  page.locator('form').filter({ has: page.locator('input[name="full_name"]') })

async function fillApplication(page: Page, copy: (typeof COPY)['en' | 'ar'], name: string) {
  const scope = form(page)
  await scope.locator('input[name="full_name"]').fill(name)
  await scope.locator('input[name="email"]').fill('applicant@example.com')
  await scope.locator('select[name="phone__country"]').selectOption('AE')
  await scope.locator('input[name="phone"]').fill('50 123 4567')
  await scope.getByRole('radio', { name: copy.position }).check()
  await scope.locator('input[name="linkedin"]').fill('https://www.linkedin.com/in/applicant')
  await attach(page, 'Applicant CV.pdf', pdfFile())
  await scope.locator('input[name="consent"]').check()
}

const attach = (page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') =>
  form(page).locator('input[name="cv"]').setInputFiles({ name, mimeType, buffer })

/**
 * The stored submissions with this name, read as staff. A sign-in of the shared
 * staff account by a test running at the same moment can drop this one's
 * session: the read is tried again with a new one.
 */
async function storedApplication(name: string) {
  let docs: Array<Record<string, unknown>> = []
  await expect(async () => {
    const api = await staffApi(baseURL())
    try {
      const answer = await api.get(
        `/api/contact-submissions?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
      )
      expect(answer.status()).toBe(200)
      docs = ((await answer.json()) as { docs: typeof docs }).docs
    } finally {
      await api.dispose()
    }
  }).toPass({ timeout: 20_000 })
  return docs
}

for (const locale of ['en', 'ar'] as const) {
  const copy = COPY[locale]

  test(`with JavaScript: field messages and a summary, then sent and stored ${copy.path}`, async ({
    page,
  }) => {
    await gotoHydrated(page, copy.path)
    const scope = form(page)
    await scope.getByRole('button', { name: copy.send }).click()
    // Each problem under its field, in the page's language, and listed above the form.
    const name = scope.locator('input[name="full_name"]')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toBeFocused()
    const nameError = page.locator(`#${await name.getAttribute('id')}-error`)
    await expect(nameError).toHaveText(copy.required)
    await expect(scope.getByRole('alert')).toContainText(copy.consent)

    const applicant = `Built form ${locale} ${Date.now()}`
    await fillApplication(page, copy, applicant)
    await scope.locator('input[name="linkedin"]').fill('https://example.com/me')
    await scope.getByRole('button', { name: copy.send }).click()
    await expect(scope.getByRole('alert')).toContainText(copy.linkedIn)
    // The form is drawn afresh with the answers kept, the chosen CV included.
    const cv = scope.locator('input[name="cv"]')
    const chosen = () => cv.evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? '')
    await expect.poll(chosen).toBe('Applicant CV.pdf')

    // A file over the field's limit is caught before sending; a program named .pdf by the
    // server, from its content. Each gets its field's message, the other answers kept.
    await scope.locator('input[name="linkedin"]').fill('https://www.linkedin.com/in/applicant')
    await attach(page, 'big.pdf', Buffer.concat([pdfFile(), Buffer.alloc(5 * 1024 * 1024)]))
    await scope.getByRole('button', { name: copy.send }).click()
    await expect(scope.getByRole('alert')).toContainText(copy.fileTooLarge)
    await attach(page, 'cv.pdf', programFile())
    await scope.getByRole('button', { name: copy.send }).click()
    await expect(scope.getByRole('alert')).toContainText(copy.fileType)
    await expect(page.locator(`#${await cv.getAttribute('id')}-error`)).toHaveText(copy.fileType)
    // The file that was the problem is not put back.
    await expect.poll(chosen).toBe('')
    await expect(scope.locator('input[name="full_name"]')).toHaveValue(applicant)

    await attach(page, 'Applicant CV.pdf', pdfFile())
    await scope.getByRole('button', { name: copy.send }).click()
    await expect(scope.getByRole('status').first()).toHaveText(copy.success)
    await expect(scope.locator('input[name="full_name"]')).toHaveValue('')

    const [doc] = await storedApplication(applicant)
    expect(doc).toMatchObject({
      email: 'applicant@example.com',
      full_mobile: '+971 501234567',
      // Kept as the visitor was asked: the form's title and questions in the page's language.
      subject: copy.title,
      status: 'new',
    })
    expect(doc.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'position', value: 'designer' }),
        expect.objectContaining({ name: 'consent', value: 'yes' }),
        expect.objectContaining({
          name: 'cv',
          value: 'Applicant CV.pdf',
          file: expect.objectContaining({ mime: 'application/pdf', size: pdfFile().length }),
        }),
      ]),
    )
  })

  test(`without JavaScript: sent with post/redirect/get ${copy.path}`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(copy.path)
    // A missing answer comes back as the page, the answers kept and the problem named.
    await form(page).locator('input[name="full_name"]').fill('Kept name')
    await form(page).getByRole('button', { name: copy.send }).click()
    await expect(form(page).locator('input[name="full_name"]')).toHaveValue('Kept name')
    await expect(form(page).getByRole('alert')).toContainText(copy.required)

    // A program passed off as a PDF: the page again, its field's message, the answers kept.
    const applicant = `No-JS built form ${locale} ${Date.now()}`
    await fillApplication(page, copy, applicant)
    await attach(page, 'cv.pdf', programFile())
    await form(page).getByRole('button', { name: copy.send }).click()
    await expect(form(page).getByRole('alert')).toContainText(copy.fileType)
    await expect(form(page).locator('input[name="full_name"]')).toHaveValue(applicant)
    await expect(form(page).locator('input[name="consent"]')).toBeChecked()
    // A file cannot be given back to a page: the visitor chooses it again.
    await attach(page, 'Applicant CV.pdf', pdfFile())
    await form(page).getByRole('button', { name: copy.send }).click()
    await expect(page).toHaveURL(new RegExp(`${copy.path}#form-\\d+-sent$`))
    await expect(page.getByRole('status').filter({ hasText: copy.success })).toBeVisible()
    const reload = await page.reload()
    expect(reload?.request().method()).toBe('GET')
    const stored = await storedApplication(applicant)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ subject: copy.title, site_language: locale })
    await context.close()
  })

  test(`the form on the page has no axe violations ${copy.path}`, async ({ page }) => {
    await gotoHydrated(page, copy.path)
    await form(page).getByRole('button', { name: copy.send }).click()
    await expect(form(page).getByRole('alert')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}

test('sales see a built form’s answers in the inbox, download the CV, and work it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const applicant = `Inbox built form ${Date.now()}`
  await gotoHydrated(page, '/ar/careers')
  await fillApplication(page, COPY.ar, applicant)
  await form(page).getByRole('button', { name: COPY.ar.send }).click()
  await expect(form(page).getByRole('status').first()).toHaveText(COPY.ar.success)
  const [doc] = await storedApplication(applicant)

  const sales = await createStaffAccount(request, 'sales', `Sales ${Date.now() % 100000}`)
  await signInAs(page, sales.email, sales.password)
  await gotoAdmin(page, `/admin/collections/contact-submissions/${doc.id}`)
  const answers = page.locator('.form-answers')
  // The answers in the words the visitor was asked (Arabic: the form was sent from /ar).
  await expect(answers.locator('[data-answer="position"] dd')).toHaveText(COPY.ar.position)
  await expect(answers.locator('[data-answer="phone"] dd')).toHaveText('+971 501234567')
  const download = answers.locator('[data-answer="cv"] a')
  await expect(answers.locator('[data-answer="cv"] dd')).toContainText('Applicant CV.pdf')

  // The CV comes as a download, never shown; without the staff session it is refused.
  const href = (await download.getAttribute('href'))!
  expect(href).toMatch(/^\/api\/form-files\/file\/[0-9a-f]{16}-applicant-cv\.pdf$/)
  const saving = page.waitForEvent('download')
  await download.click()
  const saved = await saving
  expect(saved.suggestedFilename()).toMatch(/applicant-cv\.pdf$/)
  expect(readFileSync((await saved.path())!)).toEqual(pdfFile())
  // The same request with the session, as the browser sends it (Payload takes the
  // session cookie only from the site's own pages), to read its headers.
  const file = await page.request.get(href, { headers: { 'sec-fetch-site': 'same-origin' } })
  expect(file.status()).toBe(200)
  expect(file.headers()['content-disposition']).toBe('attachment')
  expect(file.headers()['x-content-type-options']).toBe('nosniff')
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  const visitor = await sendRaw(baseURL(), { method: 'GET', path: href })
  expect(visitor.status).toBe(403)
  expect(visitor.body).not.toContain('%PDF')

  // Worked like any enquiry: its status changed and saved.
  await page.locator('#field-status').click()
  await page.locator('.rs__option', { hasText: 'In progress' }).click()
  const patched = page.waitForResponse(
    (response) =>
      /\/api\/contact-submissions\/\d+/.test(response.url()) &&
      response.request().method() === 'PATCH',
  )
  await page.locator('#action-save').click()
  expect((await patched).status()).toBe(200)

  await gotoAdmin(
    page,
    `/admin/collections/contact-submissions?where[form][equals]=${doc.form}&where[name][equals]=${encodeURIComponent(applicant)}`,
  )
  await expect(page.getByRole('link', { name: applicant })).toBeVisible()
})

test('a visitor signs up for the webinar in Arabic on its landing page', async ({ page }) => {
  await gotoHydrated(page, '/ar/erp-webinar')
  const signUp = page.locator('form').filter({ has: page.locator('input[name="sessions"]') })
  await expect(page.getByRole('heading', { name: 'احجز مقعدك' })).toBeVisible()
  const visitor = `Webinar ${Date.now()}`
  await signUp.locator('input[name="full_name"]').fill(visitor)
  await signUp.locator('input[name="email"]').fill('guest@example.com')
  await signUp.locator('input[name="seats"]').fill('25')
  await signUp.locator('input[name="consent"]').check()
  await signUp.getByRole('button', { name: 'احجز مقعدي' }).click()
  // No session chosen and too many seats: each named under its field, in Arabic.
  await expect(signUp.getByRole('alert')).toContainText('هذا الحقل مطلوب.')
  await expect(signUp.getByRole('alert')).toContainText('أدخل عددًا لا يزيد على 20.')
  await signUp.getByRole('checkbox', { name: 'الكويت، بالعربية' }).check()
  await signUp.getByRole('checkbox', { name: 'أبوظبي، بالإنجليزية' }).check()
  await signUp.locator('input[name="seats"]').fill('3')
  await signUp.getByRole('button', { name: 'احجز مقعدي' }).click()
  await expect(signUp.getByRole('status').first()).toHaveText(
    'تم تسجيلك. سنرسل إليك الرابط بالبريد الإلكتروني قبل الموعد بيوم.',
  )
  const [doc] = await storedApplication(visitor)
  expect(doc).toMatchObject({ subject: 'التسجيل في الندوة الإلكترونية', site_language: 'ar' })
  expect(doc.answers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'sessions', value: ['kuwait', 'abu-dhabi'] }),
      expect.objectContaining({ name: 'seats', value: '3' }),
    ]),
  )
  expect(await axeViolations(page)).toEqual([])
})

test.describe('a built form refuses hand-made posts, storing nothing', () => {
  const BOUNDARY = '----built-form-attack'
  const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
  const applicant = (tag: string): [string, string][] => [
    ['full_name', `Attack ${tag} ${Date.now()}`],
    ['email', 'attack@example.com'],
    ['phone', '50000000'],
    ['phone__country', 'KW'],
    ['position', 'designer'],
    ['consent', 'on'],
  ]
  const post = (path: string, fields: [string, string][], headers: Record<string, string> = {}) =>
    sendRaw(baseURL(), {
      method: 'POST',
      path,
      headers: { ...multipart, origin: baseURL(), ...headers },
      body: multipartBody(fields, BOUNDARY),
    })

  test('a CV named to climb out of its folder, sent twice at once: stored once, under a safe name', async () => {
    const { hidden } = await contactFormFields(baseURL(), '/careers')
    const fields = applicant('traversal')
    const body = multipartWithFiles(
      [...hidden, ...fields, ['submission_token', `traversal-${Date.now()}`]],
      [
        {
          name: 'cv',
          filename: '../../../etc/passwd.pdf',
          type: 'application/pdf',
          data: pdfFile(),
        },
      ],
      BOUNDARY,
    )
    const send = () =>
      sendRaw(baseURL(), {
        method: 'POST',
        path: '/careers',
        headers: { ...multipart, origin: baseURL() },
        body,
      })
    const answers = await Promise.all([send(), send()])
    // Without JavaScript a stored form redirects to its thank-you: both posts are told it is sent.
    expect(answers.map((answer) => answer.status)).toEqual([303, 303])
    const stored = await storedApplication(fields[0][1])
    expect(stored).toHaveLength(1)
    const cv = (stored[0].answers as Array<Record<string, unknown>>).find(
      (answer) => answer.name === 'cv',
    )!
    expect(cv.value).toBe('passwd.pdf')
    expect((cv.file as { filename: string }).filename).toMatch(/^[0-9a-f]{16}-passwd\.pdf$/)

    // A body cut off in the middle of the file: refused as unreadable, nothing stored.
    const cut = await sendRaw(baseURL(), {
      method: 'POST',
      path: '/careers',
      headers: { ...multipart, origin: baseURL() },
      body: body.subarray(0, body.length - 200),
    })
    expect(cut.status).toBe(400)
  })

  test('unknown and a thousand extra fields, a 25 MB body, another site, another form id', async () => {
    const { hidden } = await contactFormFields(baseURL(), '/careers')
    expect(hidden.length).toBeGreaterThan(0)

    // A thousand fields the form does not have, and a choice it does not offer: the page
    // again with the problem named; the extra names never reach the store.
    const extra = Array.from({ length: 1000 }, (_, index): [string, string] => [`x${index}`, 'y'])
    const flooded = applicant('flood')
    const answer = await post('/careers', [
      ...hidden,
      ...flooded.map(([name, value]): [string, string] =>
        name === 'position' ? [name, 'astronaut'] : [name, value],
      ),
      ...extra,
    ])
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('aria-invalid="true"')
    expect(await storedApplication(flooded[0][1])).toHaveLength(0)

    // Too large, and from another site: refused before the form, with the way back to its page.
    // A 25 MB post, refused from its announced length before a byte of it is read.
    const huge = await sendRaw(baseURL(), {
      method: 'POST',
      path: '/ar/careers',
      headers: { ...multipart, origin: baseURL() },
      body: multipartBody([...hidden, ...applicant('huge')], BOUNDARY),
      declaredLength: 25 * 1024 * 1024,
    })
    expect(huge.status).toBe(413)
    expect(huge.body).toContain('href="/ar/careers"')
    const foreign = await post('/careers', [...hidden, ...applicant('foreign')], {
      origin: 'https://attacker.example',
    })
    expect(foreign.status).toBe(403)

    // A form id that does not exist: the form says it is not taking submissions; nothing stored.
    const elsewhere = applicant('missing form')
    const tampered = hidden.map(([name, value]): [string, string] => [
      name,
      value.replace(/"formId":\d+/, '"formId":987654'),
    ])
    expect(tampered).not.toEqual(hidden)
    const missing = await post('/careers', [...tampered, ...elsewhere])
    expect(missing.status).toBeLessThan(500)
    expect(missing.body).toContain(COPY_CLOSED)
    expect(await storedApplication(elsewhere[0][1])).toHaveLength(0)
  })
})
