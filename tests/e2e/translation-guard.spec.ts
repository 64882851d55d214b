import { expect, test, type APIRequestContext, type Request } from '@playwright/test'

import { createStaffAccount, gotoAdmin, signInAs } from '../support/admin'

/**
 * The optional guard (site settings, off by default): with it on, Publish on
 * a document whose Arabic is missing asks first, in the admin's language;
 * "Cancel" sends nothing, "OK" publishes. Runs in the publishing project: it
 * switches a site-wide setting (saved as a draft, which is what the admin's
 * button reads, and switched off again at the end).
 */
const LANGUAGES = [
  { code: 'en', question: /^2 fields have no Arabic: / },
  { code: 'ar', question: /^النص العربي ناقص في حقول عددها 2/ },
] as const

async function guardSetting(request: APIRequestContext, token: string, on: boolean) {
  const saved = await request.post('/api/globals/site-settings?draft=true', {
    headers: { authorization: `JWT ${token}` },
    data: { confirm_missing_arabic: on, _status: 'draft' },
  })
  expect(saved.status()).toBe(200)
}

test.describe.configure({ mode: 'serial' })

for (const language of LANGUAGES) {
  test(`Publish asks first when Arabic is missing, in the ${language.code} admin`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const editor = await createStaffAccount(request, 'editor', `Guard ${language.code}`)
    const login = await request.post('/api/users/login', {
      data: { email: editor.email, password: editor.password },
    })
    const { token } = (await login.json()) as { token: string }
    const headers = { authorization: `JWT ${token}` }
    // English only, and a closing section without its required title: "OK" sends the
    // publishing save, which the server refuses, so nothing reaches the site.
    const created = await request.post('/api/services?draft=true', {
      headers,
      data: {
        slug: `guarded-${language.code}-${Date.now()}`,
        title: 'Guarded service',
        description: 'Only in English.',
        layout: [{ blockType: 'call-to-action' }],
        _status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    await guardSetting(request, token, true)
    try {
      await page
        .context()
        .addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
      await signInAs(page, editor.email, editor.password)
      await gotoAdmin(page, `/admin/collections/services/${doc.id}`)
      await expect(page.getByTestId('translation-summary')).toBeVisible()
      const publishes: Request[] = []
      page.on('request', (sent) => {
        const url = new URL(sent.url())
        if (
          ['POST', 'PATCH'].includes(sent.method()) &&
          url.pathname === `/api/services/${doc.id}` &&
          url.searchParams.get('draft') !== 'true'
        )
          publishes.push(sent)
      })

      // Cancel: nothing is sent. (The dialog blocks the click until it is answered.)
      const asked: Array<{ type: string; message: string }> = []
      page.once('dialog', (dialog) => {
        asked.push({ type: dialog.type(), message: dialog.message() })
        void dialog.dismiss()
      })
      await page.locator('#action-save').click()
      expect(asked).toHaveLength(1)
      expect(asked[0]!.type).toBe('confirm')
      expect(asked[0]!.message).toMatch(language.question)
      await page.waitForTimeout(1_500)
      expect(publishes).toHaveLength(0)

      // OK: the publishing save goes out.
      page.once('dialog', (again) => void again.accept())
      const publishing = page.waitForRequest(
        (sent) =>
          new URL(sent.url()).pathname === `/api/services/${doc.id}` &&
          ['POST', 'PATCH'].includes(sent.method()) &&
          new URL(sent.url()).searchParams.get('draft') !== 'true',
      )
      await page.locator('#action-save').click()
      await publishing
    } finally {
      await guardSetting(request, token, false)
    }
  })
}
