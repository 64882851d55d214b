import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { siteAxe } from '../support/axe'

import { E2E_STAFF, signInToAdmin } from '../support/admin'
import { fillContactForm } from '../support/contact-page'
import { gotoHydrated } from '../support/hydration'

/** The contact page and enquiry pipeline end to end, in both languages (docs/PRODUCT.md, Contact page). */

const LANGUAGES = [
  {
    prefix: '',
    success: /submitted successfully/i,
    failure: /error submitting the form/i,
    sending: 'Sending…',
    summary: 'Please check these fields:',
    required: 'This field is required.',
    email: 'Enter a valid e-mail address, such as name@company.com.',
    labels: { name: 'Name', email: 'E-mail', mobile: 'Mobile' },
  },
  {
    prefix: '/ar',
    success: /وصلتنا رسالتك/,
    failure: /حدث خطأ أثناء إرسال النموذج/,
    sending: 'جارٍ الإرسال…',
    summary: 'يُرجى مراجعة الحقول التالية:',
    required: 'هذا الحقل مطلوب.',
    email: 'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@company.com.',
    labels: { name: 'الاسم', email: 'البريد الإلكتروني', mobile: 'رقم الجوال' },
  },
]

async function staffRequest(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: E2E_STAFF,
  })
  expect(login.ok()).toBe(true)
  return (await login.json()).token as string
}

for (const lang of LANGUAGES) {
  test.describe(`contact page ${lang.prefix || '/'}`, () => {
    test('shows both offices, the e-mail line and a form of the spec’s fields', async ({
      page,
    }) => {
      const scripts: Promise<string>[] = []
      page.on('response', (response) => {
        if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(response.url()).pathname))
          scripts.push(response.text())
      })
      await gotoHydrated(page, `${lang.prefix}/contact`)
      await expect(page.getByText('8:00-16:00')).toBeVisible()
      await expect(page.getByText('9:00-17:00')).toBeVisible()
      await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible()
      const codes = page.locator('select[name="mobile__country"] option')
      await expect(codes).toHaveCount(38)
      await expect(codes.first()).toHaveText(/\+965/)
      // After Kuwait, the countries in the page language's alphabetical order (sorted on the server).
      const names = (await codes.allTextContents())
        .slice(1)
        .map((text) => text.split(' ').slice(1).join(' '))
      const collator = new Intl.Collator(lang.prefix ? 'ar' : 'en')
      expect(names).toEqual([...names].sort(collator.compare))
      // The names come labelled in the page's language from the server: the scripts carry none.
      expect(scripts.length).toBeGreaterThan(0)
      for (const body of await Promise.all(scripts)) {
        expect(body).not.toContain('Saudi Arabia')
        expect(body).not.toContain('السعودية')
      }
      await expect(page.locator('select[name="mobile__country"]')).toHaveValue('KW')
      await expect(page.locator('select[name="mobile__country"]')).toHaveAccessibleName(
        /Country code|رمز الدولة/,
      )
      await expect(page.locator('#employees option')).toHaveText(
        ['', '1-10', '11-50', '51-200', '201-500', '501+'].map((v, i) => (i === 0 ? /.+/ : v)),
      )
      for (const name of ['name', 'mobile', 'email', 'company', 'subject']) {
        await expect(page.locator(`#${name}`)).toHaveAttribute('required', '')
      }
      await expect(page.locator('#employees')).not.toHaveAttribute('required', '')
      await expect(page.locator('#message')).toHaveAttribute('rows', '4')
      await expect(page.locator('#email')).toHaveAttribute('type', 'email')
      await expect(page.locator('form a[href$="/privacy-policy"]')).toBeVisible()
    })

    test('submits: disabled while sending, success banner, fields reset, stored as new', async ({
      page,
      request,
    }) => {
      const subject = `E2E ${lang.prefix || 'en'} ${Date.now()}`
      // The submitting state is React's: type and send once the form has hydrated.
      await gotoHydrated(page, `${lang.prefix}/contact`)
      // Hold the server action until the submitting state has been seen (a fixed
      // delay was sometimes over before a busy machine looked).
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/contact', async (route) => {
        if (route.request().method() === 'POST') await held
        await route.continue()
      })
      await fillContactForm(page, subject)
      await page.getByRole('button', { name: /^(Send|إرسال)$/ }).click()
      await expect(page.getByRole('button', { name: lang.sending })).toBeDisabled()
      await expect(page.locator('#name')).toBeDisabled()
      release()
      await expect(page.getByRole('status')).toHaveText(lang.success)
      // The thank-you takes focus and is in view, wherever the button was.
      await expect(page.getByRole('status')).toBeFocused()
      await expect(page.getByRole('status')).toBeInViewport()
      await expect(page.locator('#name')).toHaveValue('')
      await expect(page.locator('#subject')).toHaveValue('')
      await expect(page.locator('select[name="mobile__country"]')).toHaveValue('KW')

      const token = await staffRequest(request)
      const stored = await request.get(
        `/api/contact-submissions?where[subject][equals]=${encodeURIComponent(subject)}`,
        { headers: { Authorization: `JWT ${token}` } },
      )
      const [doc] = (await stored.json()).docs
      expect(doc).toMatchObject({
        full_mobile: '+971 501234567',
        country_code: '+971',
        status: 'new',
        employees: '11-50',
      })
    })

    test('a server failure shows the red banner and keeps the input', async ({ page }) => {
      await gotoHydrated(page, `${lang.prefix}/contact`)
      await page.route('**/contact', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, body: 'boom' })
          : route.continue(),
      )
      await fillContactForm(page, 'Will fail')
      await page.getByRole('button', { name: /^(Send|إرسال)$/ }).click()
      await expect(page.locator('form [role="alert"]')).toHaveText(lang.failure)
      await expect(page.locator('#subject')).toHaveValue('Will fail')
      await expect(page.locator('#company')).toHaveValue('Visitor Co')
      await expect(page.locator('select[name="mobile__country"]')).toHaveValue('AE')
    })

    test('shows the map with a marker and popup, and the address panel when Leaflet is blocked', async ({
      page,
      browser,
    }) => {
      await page.goto(`${lang.prefix}/contact`)
      // The map loads when it nears the viewport.
      await page.locator('section[dir="ltr"]').scrollIntoViewIfNeeded()
      const marker = page.locator('.leaflet-marker-icon')
      await expect(marker).toBeVisible({ timeout: 15_000 })
      await expect(page.locator('section[dir="ltr"]')).toBeVisible()
      await marker.click()
      await expect(page.locator('.leaflet-popup-content')).toContainText(/\+965/)

      const blocked = await browser.newPage()
      await blocked.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch()
        const body = await response.text()
        return body.includes('leaflet-container')
          ? route.abort()
          : route.fulfill({ response, body })
      })
      await blocked.goto(`${lang.prefix}/contact`)
      await blocked.locator('section[dir="ltr"]').scrollIntoViewIfNeeded()
      await blocked.waitForTimeout(3000)
      await expect(blocked.locator('.leaflet-marker-icon')).toHaveCount(0)
      await expect(blocked.getByTestId('map-fallback').last()).toBeVisible()
      await blocked.close()
    })
  })
}

/**
 * What an incomplete form answers, with or without JavaScript: a message under
 * each field in the page's language, tied to it, a red border, a summary
 * announced as an alert, focus on the first field to fix, the typed values kept.
 */
async function expectFieldMessages(page: Page, lang: (typeof LANGUAGES)[number]) {
  const summary = page.locator('form [role="alert"]')
  await expect(summary).toContainText(lang.summary)
  // Empty name, mobile, company and subject; a malformed e-mail.
  for (const [field, message] of [
    ['name', lang.required],
    ['email', lang.email],
    ['mobile', lang.required],
    ['company', lang.required],
    ['subject', lang.required],
  ] as const) {
    const control = page.locator(`#${field}`)
    await expect(control).toHaveAttribute('aria-invalid', 'true')
    await expect(control).toHaveAccessibleDescription(message)
    await expect(page.locator(`#${field}-error`)).toBeVisible()
    // The red border: the same as the error text's colour, unlike a valid field's.
    const [border, text, valid] = await Promise.all([
      control.evaluate((el) => getComputedStyle(el).borderTopColor),
      page.locator(`#${field}-error`).evaluate((el) => getComputedStyle(el).color),
      page.locator('#employees').evaluate((el) => getComputedStyle(el).borderTopColor),
    ])
    expect(border).toBe(text)
    expect(border).not.toBe(valid)
    await expect(summary.locator(`a[href="#${field}"]`)).toBeVisible()
  }
  await expect(summary.locator('a').first()).toHaveText(`${lang.labels.name}: ${lang.required}`)
  // Optional and valid fields are not marked.
  for (const field of ['employees', 'message']) {
    await expect(page.locator(`#${field}`)).not.toHaveAttribute('aria-invalid', 'true')
  }
  await expect(page.locator('#name')).toBeFocused()
  await expect(page.locator('#name')).toBeInViewport()
  // What was typed is kept.
  await expect(page.locator('#email')).toHaveValue('not-an-email')
  await expect(page.locator('#message')).toHaveValue('Kept across the answer.')
  await expect(page.locator('select[name="mobile__country"]')).toHaveValue('AE')
}

async function sendIncomplete(page: Page) {
  await page.locator('#email').fill('not-an-email')
  await page.locator('#message').fill('Kept across the answer.')
  await page.locator('select[name="mobile__country"]').selectOption('AE')
  await page.getByRole('button', { name: /^(Send|إرسال)$/ }).click()
}

test.describe('an incomplete form', () => {
  for (const lang of LANGUAGES) {
    test(`with JavaScript: messages in the page's language, at once ${lang.prefix || '/'}`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${lang.prefix}/contact`)
      let posts = 0
      page.on('request', (r) => {
        if (r.method() === 'POST') posts += 1
      })
      await sendIncomplete(page)
      await expectFieldMessages(page, lang)
      // The shared rules answered in the browser: nothing was sent.
      expect(posts).toBe(0)

      // Fixing a field and sending again clears its message; the rest stay.
      await page.locator('#name').fill('Test Visitor')
      await page.getByRole('button', { name: /^(Send|إرسال)$/ }).click()
      await expect(page.locator('#name')).not.toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#email')).toBeFocused()
      await expect(page.locator('#name')).toHaveValue('Test Visitor')
    })

    test(`without JavaScript: the answered page says the same ${lang.prefix || '/'}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
      try {
        const page = await context.newPage()
        await page.goto(`${lang.prefix}/contact`)
        await sendIncomplete(page)
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/contact$`))
        await expectFieldMessages(page, lang)
        // The summary's links lead to their fields.
        await page.locator('form [role="alert"] a[href="#subject"]').click()
        await expect(page).toHaveURL(/#subject$/)
        await expect(page.locator('#subject')).toBeInViewport()
      } finally {
        await context.close()
      }
    })
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const lang of LANGUAGES) {
    test(`the form starts within the first two screens, above the offices ${lang.prefix || '/'}`, async ({
      page,
    }) => {
      await page.goto(`${lang.prefix}/contact`)
      const form = page.locator('form').filter({ has: page.locator('#company') })
      const top = await form.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
      expect(top).toBeLessThan(2 * 844)
      const offices = await page
        .getByText('8:00-16:00')
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
      expect(top).toBeLessThan(offices)
      // The send button spans the card: the one action of the page, not one more link.
      const send = page.getByRole('button', { name: /^(Send|إرسال)$/ })
      const [button, card] = await Promise.all([
        send.evaluate((el) => el.getBoundingClientRect().width),
        form.evaluate((el) => el.getBoundingClientRect().width),
      ])
      expect(button).toBeGreaterThan(card - 2)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGUAGES) {
    test(`the form still submits ${lang.prefix || '/'}`, async ({ page }) => {
      await page.goto(`${lang.prefix}/contact`)
      await fillContactForm(page, `No-JS ${Date.now()}`)
      await page.getByRole('button', { name: /^(Send|إرسال)$/ }).click()
      // Post/redirect/get: the answer is the static page's success copy, in view,
      // and reloading it cannot send the enquiry a second time.
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/contact#enquiry-sent$`))
      await expect(page.getByRole('status')).toHaveText(lang.success)
      await expect(page.getByRole('status')).toBeInViewport()
      await expect(page.getByRole('status')).toBeFocused()
      const reload = await page.reload()
      expect(reload?.request().method()).toBe('GET')
    })
  }
})

test.describe('staff inbox', () => {
  test('exports the filtered enquiries as CSV for staff only', async ({ request, playwright }) => {
    const anonymous = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    })
    expect((await anonymous.get('/api/contact-submissions/export.csv')).status()).toBe(401)
    await anonymous.dispose()

    const token = await staffRequest(request)
    const response = await request.get(
      '/api/contact-submissions/export.csv?where[status][equals]=new',
      {
        headers: { Authorization: `JWT ${token}` },
      },
    )
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/csv')
    const [header] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    // The enquiry's own columns first; built forms' answers, if any were sent, follow them.
    expect(header.split(',').slice(0, 24).join(',')).toBe(
      'Submitted at (Kuwait time),Status,Name,Company,E-mail,Full mobile number,Country code (after +),Mobile,Employees,Subject,Message,Assigned to,' +
        'Notes (Kuwait time),Status history (Kuwait time),Landing page,Sent from page,Referring site,Campaign source (utm_source),Campaign medium (utm_medium),' +
        'Campaign (utm_campaign),Campaign term (utm_term),Campaign content (utm_content),Site language,Device',
    )
  })

  test('lists enquiries newest first in the admin with an export link', async ({ page }) => {
    await signInToAdmin(page)
    await page.goto('/admin/collections/contact-submissions')
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      /\/api\/contact-submissions\/export\.csv/,
    )
    // In an Arabic admin the link speaks Arabic too.
    await page.context().addCookies([{ name: 'payload-lng', value: 'ar', url: page.url() }])
    await page.reload()
    await expect(page.getByRole('link', { name: 'تصدير CSV' })).toHaveAttribute(
      'href',
      /\/api\/contact-submissions\/export\.csv/,
    )
  })
})

test.describe('accessibility', () => {
  for (const path of ['/contact', '/ar/contact']) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width} px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        // Checked with the map loaded (it loads when scrolled into view).
        await page.locator('section[dir="ltr"]').scrollIntoViewIfNeeded()
        await expect(page.locator('.leaflet-marker-icon')).toBeVisible({ timeout: 15_000 })
        const { violations } = await siteAxe(page).analyze()
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([])
      })
    }
  }
})
