import { expect, test } from '@playwright/test'

import { clickUntil, gotoAdmin, signInToAdmin } from '../support/admin'
import { shot } from '../support/shots'

/**
 * Staff edit Our Work and the privacy policy as page documents: each page's
 * sections are listed under their block names in the admin's language, and
 * the policy's "last updated" day is a date field holding the published day.
 */

// One sign-in of the shared account at a time (see gotoAdmin).
test.describe.configure({ mode: 'serial' })

const LANGUAGES = [
  {
    code: 'en',
    work: [
      'Page hero',
      'Figures over the hero',
      'Service cards',
      'Case studies',
      'Featured projects',
      'Closing band',
    ],
    policy: ['Page hero', 'Policy text', 'Closing band'],
    updated: 'Last updated',
  },
  {
    code: 'ar',
    work: ['الأرقام فوق الواجهة', 'بطاقات الخدمات', 'دراسات الحالة', 'المشاريع المختارة'],
    policy: ['نص السياسة'],
    updated: 'آخر تحديث',
  },
] as const

for (const language of LANGUAGES) {
  test(`the ${language.code} admin lists Our Work's and the policy's sections by block`, async ({
    page,
    baseURL,
  }) => {
    await signInToAdmin(page)
    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    for (const [key, labels] of [
      ['our-work', language.work],
      ['privacy-policy', language.policy],
    ] as const) {
      const answer = await page.request.get(
        `/api/pages?where[page_slug][equals]=${key}&depth=0&limit=1`,
      )
      expect(answer.status()).toBe(200)
      const { docs } = (await answer.json()) as { docs: Array<{ id: number }> }
      expect(docs, key).toHaveLength(1)
      await gotoAdmin(page, `/admin/collections/pages/${docs[0].id}?locale=en`)
      for (const label of labels)
        await expect(
          page.locator('.blocks-field').getByText(label, { exact: true }).first(),
        ).toBeVisible()
      if (key === 'privacy-policy') {
        // Blocks open collapsed: open the policy's (the second), clicking again if the
        // admin drops the click (clickUntil).
        const updated = page.getByText(new RegExp(`^${language.updated}`)).first()
        await clickUntil(
          "the policy's section open",
          () => page.locator('.blocks-field .collapsible__toggle').nth(1).click({ timeout: 3_000 }),
          () => updated.isVisible(),
          { timeout: 20_000 },
        )
        await expect(page.locator('.react-datepicker__input-container input').first()).toHaveValue(
          /2026/,
        )
      }
      await shot(page, `admin-${key}-${language.code}`)
    }
  })
}
