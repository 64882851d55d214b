import { expect, test } from '@playwright/test'

import { changeForm, gotoAdmin, signInToAdmin } from '../support/admin'
import { gotoHydrated } from '../support/hydration'
import { pngFile } from '../support/sample-files'
import { staffApi } from '../support/site-api'
import { shot } from '../support/shots'

/**
 * Staff build a form in the admin, in either admin language, and put it on a
 * page they make: every field kind is drawn for visitors, and an answer to
 * each is stored. Runs in the 'publishing' project: it publishes a page.
 */

test.describe.configure({ mode: 'serial' })

const baseURL = () => test.info().project.use.baseURL!
const stamp = Date.now().toString(36)

const ADMIN = [
  {
    code: 'en',
    addField: 'Add Field',
    addOption: 'Add Option',
    save: 'Save',
    kind: 'Single choice',
    noWebhook: 'No webhook copy',
    defaultWebhook: 'Where the contact form’s copies go',
  },
  {
    code: 'ar',
    addField: 'أضف حقل',
    addOption: 'أضف خيار',
    save: 'حفظ',
    kind: 'اختيار واحد',
    noWebhook: 'دون نسخة إلى الويب هوك',
    defaultWebhook: 'حيث تُرسل نسخ نموذج التواصل',
  },
] as const

for (const language of ADMIN) {
  test(`an editor builds a form in the ${language.code} admin`, async ({ page }) => {
    await signInToAdmin(page)
    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL() }])
    await gotoAdmin(page, '/admin/collections/forms/create?locale=en')
    const title = `Demo request ${language.code} ${stamp}`
    await changeForm(page, () => page.locator('#field-title').fill(title))

    // A short text, as added (short text is the default kind).
    await changeForm(page, () =>
      page.locator('#field-fields').getByRole('button', { name: language.addField }).last().click(),
    )
    // Rows come collapsed (a long form stays readable): open the new one.
    const openRow = (index: number) =>
      page
        .locator('#field-fields .array-field__row')
        .nth(index)
        .locator('.collapsible__toggle')
        .first()
        .click()
    await openRow(0)
    await changeForm(page, () => page.locator('#field-fields__0__name').fill('company'))
    await changeForm(page, () => page.locator('#field-fields__0__label').fill('Company'))

    // A single choice with two options.
    await changeForm(page, () =>
      page.locator('#field-fields').getByRole('button', { name: language.addField }).last().click(),
    )
    await openRow(1)
    await page.locator('#field-fields__1__kind').click()
    await changeForm(page, () =>
      page
        .locator('.rs__option', { hasText: new RegExp(`^${language.kind}$`) })
        .first()
        .click(),
    )
    await changeForm(page, () => page.locator('#field-fields__1__name').fill('product'))
    await changeForm(page, () => page.locator('#field-fields__1__label').fill('Product'))
    for (const [index, value] of ['suite', 'rentals'].entries()) {
      await changeForm(page, () =>
        page
          .locator('#field-fields__1__options')
          .getByRole('button', { name: language.addOption })
          .last()
          .click(),
      )
      await changeForm(page, () =>
        page.locator(`#field-fields__1__options__${index}__value`).fill(value),
      )
      await changeForm(page, () =>
        page.locator(`#field-fields__1__options__${index}__label`).fill(value.toUpperCase()),
      )
    }
    // The webhook is chosen from a list, never typed. This server has no named receivers
    // (every server on one database must share its webhook settings: docs/ENQUIRIES.md),
    // so the list holds "No webhook copy" beside the default.
    const webhook = page.locator('#field-webhook')
    await expect(webhook).toContainText(language.defaultWebhook)
    await webhook.locator('.rs__control').click()
    await expect(page.locator('.rs__option')).toHaveText([language.noWebhook])
    await changeForm(page, () =>
      page.locator('.rs__option', { hasText: language.noWebhook }).click(),
    )
    await shot(page, `admin-form-builder-${language.code}`, { fullPage: true })
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/forms',
    )
    await page.locator('#action-save').click()
    expect((await saved).status()).toBe(201)

    const api = await staffApi(baseURL())
    const { docs } = await (
      await api.get(`/api/forms?where[title][equals]=${encodeURIComponent(title)}&depth=0`)
    ).json()
    await api.dispose()
    expect(docs[0].webhook).toBe('none')
    expect(docs[0].fields).toEqual([
      expect.objectContaining({ kind: 'text', name: 'company', label: 'Company' }),
      expect.objectContaining({
        kind: 'choice',
        name: 'product',
        options: [
          expect.objectContaining({ value: 'suite', label: 'SUITE' }),
          expect.objectContaining({ value: 'rentals', label: 'RENTALS' }),
        ],
      }),
    ])
  })
}

test('a form of every kind on a page staff made: drawn for visitors, and every answer stored', async ({
  page,
}) => {
  const api = await staffApi(baseURL())
  const title = `Every kind ${stamp}`
  const options = [
    { value: 'a', label: 'Option A' },
    { value: 'b', label: 'Option B' },
  ]
  const created = await api.post('/api/forms?locale=en', {
    data: {
      title,
      confirmationType: 'message',
      confirmation: 'Every answer arrived.',
      fields: [
        { kind: 'text', name: 'full_name', label: 'Full name', required: true },
        { kind: 'textarea', name: 'notes', label: 'Notes' },
        { kind: 'email', name: 'email', label: 'E-mail', required: true },
        { kind: 'phone', name: 'phone', label: 'Phone' },
        { kind: 'number', name: 'team', label: 'Team size', min: 1, max: 500 },
        { kind: 'date', name: 'start', label: 'Start date' },
        { kind: 'choice', name: 'pick', label: 'Pick one', options },
        { kind: 'choice', name: 'radio', label: 'Radio one', display: 'radios', options },
        { kind: 'checkboxes', name: 'many', label: 'Pick several', options },
        { kind: 'consent', name: 'consent', label: 'I agree' },
        {
          kind: 'file',
          name: 'portfolio',
          label: 'Portfolio',
          fileTypes: ['png', 'jpeg'],
          maxMegabytes: 2,
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const form = (await created.json()).doc as { id: number }
  const slug = `every-kind-${stamp}`
  const pageAnswer = await api.post('/api/pages?locale=en', {
    data: {
      title: `Every kind ${stamp}`,
      slug,
      _status: 'published',
      layout: [{ blockType: 'form', form: form.id, title: 'Tell us everything' }],
    },
  })
  expect(pageAnswer.status()).toBe(201)
  const made = (await pageAnswer.json()).doc as { id: number; layout: Array<{ id: string }> }
  try {
    // The Arabic page: its own heading, the form's words falling back to English.
    const arabic = await api.patch(`/api/pages/${made.id}?locale=ar`, {
      data: {
        title: `كل الأنواع ${stamp}`,
        layout: [
          { id: made.layout[0].id, blockType: 'form', form: form.id, title: 'أخبرنا بكل شيء' },
        ],
      },
    })
    expect(arabic.status(), await arabic.text()).toBe(200)
    await expect(async () => {
      const answer = await page.goto(`/ar/${slug}`)
      expect(answer?.status()).toBe(200)
    }).toPass({ timeout: 20_000 })
    await expect(page.getByRole('heading', { name: 'أخبرنا بكل شيء' })).toBeVisible()
    await expect(page.locator('input[name="full_name"]')).toBeVisible()

    await expect(async () => {
      const answer = await page.goto(`/${slug}`)
      expect(answer?.status()).toBe(200)
    }).toPass({ timeout: 20_000 })
    await gotoHydrated(page, `/${slug}`)
    const scope = page.locator('form').filter({ has: page.locator('input[name="full_name"]') })
    await scope.locator('input[name="full_name"]').fill(`Every kind ${stamp}`)
    await scope.locator('textarea[name="notes"]').fill('Two\nlines')
    await scope.locator('input[name="email"]').fill('every@example.com')
    await scope.locator('input[name="phone"]').fill('55551234')
    await scope.locator('input[name="team"]').fill('12')
    await scope.locator('input[name="start"]').fill('2027-01-15')
    await scope.locator('select[name="pick"]').selectOption('b')
    await scope.getByRole('radio', { name: 'Option A' }).check()
    await scope.getByRole('checkbox', { name: 'Option A' }).check()
    await scope.getByRole('checkbox', { name: 'Option B' }).check()
    await scope.getByRole('checkbox', { name: /I agree/ }).check()
    // The file field says what it takes, and the picker offers only that.
    const portfolio = scope.locator('input[name="portfolio"]')
    await expect(portfolio).toHaveAttribute('accept', /image\/png.*\.jpg/)
    await expect(scope.getByText('Accepted: PNG / JPEG, up to 2 MB.')).toBeVisible()
    await portfolio.setInputFiles({
      name: 'portfolio.png',
      mimeType: 'image/png',
      buffer: await pngFile(),
    })
    await scope.getByRole('button', { name: 'Send' }).click()
    await expect(scope.getByRole('status').first()).toHaveText('Every answer arrived.')

    const { docs } = await (
      await api.get(`/api/contact-submissions?where[form][equals]=${form.id}&depth=0`)
    ).json()
    expect(docs).toHaveLength(1)
    const values = Object.fromEntries(
      (docs[0].answers as Array<{ name: string; value: unknown }>).map((a) => [a.name, a.value]),
    )
    // A field named after an inbox column fills the column too.
    expect(docs[0].email).toBe('every@example.com')
    expect(values).toEqual({
      full_name: `Every kind ${stamp}`,
      notes: 'Two\nlines',
      email: 'every@example.com',
      phone: '+965 55551234',
      team: '12',
      start: '2027-01-15',
      pick: 'b',
      radio: 'a',
      many: ['a', 'b'],
      consent: 'yes',
      portfolio: 'portfolio.png',
    })
  } finally {
    // Visitors never meet a test's page: the later crawl of every link would.
    await api.delete(`/api/pages/${made.id}`)
  }
  await api.dispose()
})

test('the contact form is one staff edit: a field they add is on the contact page and stored; it cannot be deleted or closed', async ({
  page,
}) => {
  const api = await staffApi(baseURL())
  const found = await api.get('/api/forms?where[site_form][equals]=contact&depth=0&locale=en')
  const [contact] = (await found.json()).docs as Array<{
    id: number
    title: string
    fields: Array<Record<string, unknown>>
  }>
  expect(contact.fields.map((field) => field.name)).toEqual([
    'name',
    'email',
    'mobile',
    'company',
    'employees',
    'subject',
    'message',
  ])
  const asked = 'How did you hear about us?'
  try {
    const edited = await api.patch(`/api/forms/${contact.id}?locale=en`, {
      data: {
        fields: [...contact.fields, { kind: 'text', name: 'heard_from', label: asked }],
      },
    })
    expect(edited.status(), await edited.text()).toBe(200)

    // The contact page shows the new question (once the edit has refreshed it) and stores its answer.
    await expect(async () => {
      await page.goto('/contact')
      await expect(page.getByLabel(new RegExp(`^${asked}`))).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await gotoHydrated(page, '/contact')
    const subject = `Heard from ${stamp}`
    const form = page.locator('form').filter({ has: page.locator('#company') })
    await form.locator('#name').fill('Edited Form Visitor')
    await form.locator('#email').fill('edited-form@example.com')
    await form.locator('#mobile').fill('55557777')
    await form.locator('#company').fill('Edited Co')
    await form.locator('#subject').fill(subject)
    await form.getByLabel(new RegExp(`^${asked}`)).fill('A colleague')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByRole('status').first()).toHaveText(/submitted successfully/)
    const { docs } = await (
      await api.get(
        `/api/contact-submissions?where[subject][equals]=${encodeURIComponent(subject)}&depth=0`,
      )
    ).json()
    expect(docs).toHaveLength(1)
    // The inbox's columns as the contact form always filled them, and every answer as asked.
    expect(docs[0]).toMatchObject({
      form: contact.id,
      name: 'Edited Form Visitor',
      company: 'Edited Co',
      full_mobile: '+965 55557777',
    })
    expect(docs[0].answers.at(-1)).toEqual({
      name: 'heard_from',
      label: asked,
      kind: 'text',
      value: 'A colleague',
    })

    // Staff cannot take it away or close it, and are told why in the admin's language.
    for (const [code, words] of [
      ['en', 'it can be edited but not deleted'],
      ['ar', 'يمكن تعديله ولكن لا يمكن حذفه'],
    ] as const) {
      const refused = await api.delete(`/api/forms/${contact.id}`, {
        headers: { cookie: `payload-lng=${code}` },
      })
      expect(refused.status()).toBe(403)
      expect((await refused.json()).errors[0].message).toContain(words)
    }
    const closed = await api.patch(`/api/forms/${contact.id}`, { data: { open: false } })
    expect(closed.status()).toBe(403)
    expect((await closed.json()).errors[0].message).toContain('it can be edited but not closed')
  } finally {
    const restored = await api.patch(`/api/forms/${contact.id}?locale=en`, {
      data: { fields: contact.fields },
    })
    expect(restored.status()).toBe(200)
    await api.dispose()
  }
})
