import { expect, test } from '@playwright/test'

import { signInToAdmin } from '../support/admin'
import { startExtraServer } from '../support/extra-server'
import { postEnquiry } from '../support/raw-http'
import { webhookReceiver } from '../support/receivers'

/**
 * Staff see what happened to each enquiry's copies, in the list and on the
 * enquiry, in both admin languages, and can send a copy that gave up again.
 * A server of its own sends the webhook copy to a receiver that first answers
 * 503 (one retry allowed, so the copy gives up quickly), then 200.
 */
const shots = process.env.SHOTS_DIR

test('delivery state in the list and the enquiry, and "send again", in English and Arabic', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const hook = webhookReceiver({ plan: [503, 503] })
  const server = await startExtraServer(3193, {
    CONTACT_WEBHOOK_URL: await hook.start(),
    ENQUIRY_RETRY_ATTEMPTS: '1',
    ENQUIRY_RETRY_DELAY_MS: '200',
    ENQUIRY_RUN_INTERVAL_MS: '500',
  })
  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  try {
    const subject = `Copies ${Date.now()}`
    const posted = await postEnquiry(server.origin, {
      name: 'Copy Watcher',
      email: 'watcher@example.com',
      company: 'Watch Co',
      subject,
    })
    // Stored: the plain form post is answered with a redirect to the success copy.
    expect(posted.status).toBe(303)
    expect(posted.headers.location).toMatch(/\/contact#enquiry-sent$/)
    // Both tries reach the receiver before the admin is opened: the admin's
    // first render on this fresh server can hold its event loop past the
    // webhook's connect timeout on a busy machine, and the copy would then
    // fail with "fetch failed" instead of the 503 this test is about.
    await expect.poll(() => hook.answered, { timeout: 60_000 }).toBe(2)

    await signInToAdmin(page)
    const list = `/admin/collections/contact-submissions?search=${encodeURIComponent(subject)}`
    const row = page.locator('tbody tr').filter({ hasText: 'Copy Watcher' })
    // Two 503s: the copy is failing, then gives up.
    await expect(async () => {
      await page.goto(list)
      await expect(row).toContainText('Gave up', { timeout: 1_000 })
    }).toPass({ timeout: 60_000 })
    await expect(page.locator('thead')).toContainText('Delivery')
    if (shots) await page.screenshot({ path: `${shots}/enquiries-list-en.png`, fullPage: true })

    await row.locator('a').first().click()
    const sidebar = page.locator('.document-fields__sidebar')
    await expect(sidebar).toContainText('Webhook copy')
    await expect(sidebar.locator('input[name="webhook_delivery.last_error"]')).toHaveValue(
      'Webhook answered 503',
    )
    await expect(sidebar.locator('input[name="webhook_delivery.attempts"]')).toHaveValue('2')
    if (shots) await page.screenshot({ path: `${shots}/enquiry-gave-up-en.png`, fullPage: true })

    await page.getByRole('button', { name: 'Send copies again' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'being sent again' })).toBeVisible()
    await expect.poll(() => hook.calls.length, { timeout: 30_000 }).toBe(1)
    expect(hook.calls[0].headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )

    // The Arabic admin: the same states in Arabic, the list and the enquiry.
    await context.addCookies([{ name: 'payload-lng', value: 'ar', url: server.origin }])
    await expect(async () => {
      await page.goto(list)
      await expect(row).toContainText('وصلت', { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
    await expect(page.locator('thead')).toContainText('حالة الإرسال')
    if (shots) await page.screenshot({ path: `${shots}/enquiries-list-ar.png`, fullPage: true })
    await row.locator('a').first().click()
    await expect(sidebar).toContainText('نسخة الويب هوك')
    await expect(page.getByRole('button', { name: 'إعادة إرسال النسخ' })).toBeVisible()
    if (shots) await page.screenshot({ path: `${shots}/enquiry-delivered-ar.png`, fullPage: true })
  } finally {
    await context.close()
    await server.stop()
    await hook.stop()
  }
})
