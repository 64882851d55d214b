import { expect, test, type Browser, type Page } from '@playwright/test'

import { signInToAdmin } from '../support/admin'

/**
 * Staff publish with confidence, in both admin languages: a draft saved in the
 * admin stays off the public page until Publish; an earlier version restored
 * from the Versions view is what the site shows; a post scheduled half a
 * minute ahead appears on the blog only when its time comes (the server's job
 * runner looks every second here: JOB_RUN_INTERVAL_MS in scripts/e2e.ts).
 */

const LANGUAGES = [
  { admin: 'en', prefix: '' },
  { admin: 'ar', prefix: '/ar' },
] as const

/** The picker's own format (date-fns "MMM d, yyy h:mm a") in the admin's language. */
const AR_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
]

function kuwaitPickerText(date: Date, language: 'en' | 'ar'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kuwait',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  const month =
    language === 'ar'
      ? AR_MONTHS[
          Number(
            new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kuwait', month: 'numeric' }).format(
              date,
            ),
          ) - 1
        ]
      : parts.month
  const period = language === 'ar' ? (parts.dayPeriod === 'AM' ? 'ص' : 'م') : parts.dayPeriod
  return `${month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${period}`
}

async function staffPage(browser: Browser, language: 'en' | 'ar', baseURL: string) {
  const context = await browser.newContext({ baseURL })
  if (language === 'ar')
    await context.addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL }])
  const page = await context.newPage()
  await signInToAdmin(page)
  return { context, page }
}

/** The public page as an anonymous visitor sees it (no cookies). */
async function publicHtml(baseURL: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseURL), { redirect: 'follow' })
  return response.status === 200 ? await response.text() : `status ${response.status}`
}

async function createPost(page: Page, data: Record<string, unknown>, draft = false) {
  const response = await page.request.post(`/api/blog-posts${draft ? '?draft=true' : ''}`, {
    data,
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

for (const { admin, prefix } of LANGUAGES) {
  test(`a draft stays off the site until Publish, and a restored version is what shows (${admin} admin)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { context, page } = await staffPage(browser, admin, baseURL!)
    const stamp = `${admin}-${Date.now()}`
    const first = `Draft test first ${stamp}`
    const second = `Draft test second ${stamp}`
    const id = await createPost(page, {
      title: first,
      slug: `draft-test-${stamp}`,
      excerpt: 'An excerpt.',
      content: 'Body.',
      published_at: '2026-01-02T08:00:00.000Z',
      _status: 'published',
    })
    const postPath = `${prefix}/blog/${id}`
    await expect.poll(() => publicHtml(baseURL!, postPath), { timeout: 15_000 }).toContain(first)

    await page.goto(`/admin/collections/blog-posts/${id}`)
    await page.locator('#field-title').fill(second)
    await page.locator('#action-save-draft').click()
    // The draft is saved (staff read it back) …
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/blog-posts/${id}?draft=true&depth=0`)
        return ((await response.json()) as { title?: string }).title
      })
      .toBe(second)
    // … and for several seconds the site still shows only the published text.
    for (let i = 0; i < 4; i++) {
      const html = await publicHtml(baseURL!, postPath)
      expect(html).toContain(first)
      expect(html).not.toContain(second)
      const listing = await publicHtml(baseURL!, `${prefix}/blog`)
      expect(listing).not.toContain(second)
      await page.waitForTimeout(1_000)
    }

    await page.locator('#action-save').click()
    await expect.poll(() => publicHtml(baseURL!, postPath), { timeout: 15_000 }).toContain(second)
    await expect
      .poll(() => publicHtml(baseURL!, `${prefix}/blog`), { timeout: 15_000 })
      .toContain(second)

    // The sidebar names who saved each version.
    await page.reload()
    await expect(page.locator('.version-authors')).toContainText('e2e-admin@example.com')

    // Restore the first version from the Versions view: the site shows it again.
    await page.goto(`/admin/collections/blog-posts/${id}/versions`)
    const rows = page.locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    await rows.last().locator('a').first().click()
    await expect(page).toHaveURL(/\/versions\/\d+/)
    await page.locator('.restore-version').getByRole('button').first().click()
    await page.locator('#confirm-action').click()
    await expect.poll(() => publicHtml(baseURL!, postPath), { timeout: 15_000 }).toContain(first)
    const html = await publicHtml(baseURL!, postPath)
    expect(html).not.toContain(second)
    await context.close()
  })

  test(`a post scheduled half a minute ahead appears on the blog only at its time (${admin} admin)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    const { context, page } = await staffPage(browser, admin, baseURL!)
    const stamp = `${admin}-${Date.now()}`
    const title = `Scheduled test ${stamp}`
    const id = await createPost(
      page,
      {
        title,
        slug: `scheduled-test-${stamp}`,
        excerpt: 'Soon.',
        content: 'Body.',
        published_at: '2026-01-03T08:00:00.000Z',
        _status: 'draft',
      },
      true,
    )
    await page.goto(`/admin/collections/blog-posts/${id}`)
    await expect(page.locator('#field-title')).toHaveValue(title)

    // The picker works in whole minutes: aim at the next minute 20-35 s ahead.
    const second = new Date().getSeconds()
    if (second < 25) await page.waitForTimeout((25 - second) * 1000)
    if (second > 40) await page.waitForTimeout((60 - second + 25) * 1000)
    const now = Date.now()
    const target = new Date(Math.ceil(now / 60_000) * 60_000)
    expect(target.getTime() - now).toBeGreaterThanOrEqual(15_000)

    await page.locator('#action-save').locator('xpath=..').locator('.popup-button').click()
    await page.locator('#schedule-publish').click()
    const picker = page.locator('.schedule-publish__scheduler input[type="text"]').first()
    await picker.click()
    await picker.fill(kuwaitPickerText(target, admin))
    await picker.press('Enter')
    await page.locator('#scheduled-publish-save').click()

    // Payload queued the job for that moment, read in Kuwait time.
    await expect
      .poll(async () => {
        const response = await page.request.get(
          `/api/payload-jobs?where[taskSlug][equals]=schedulePublish&where[input.doc.value][equals]=${id}&depth=0`,
        )
        const body = (await response.json()) as { docs?: Array<{ waitUntil?: string }> }
        return body.docs?.[0]?.waitUntil ? new Date(body.docs[0].waitUntil).getTime() : 0
      })
      .toBe(target.getTime())

    expect(await publicHtml(baseURL!, `${prefix}/blog`)).not.toContain(title)
    await expect
      .poll(() => publicHtml(baseURL!, `${prefix}/blog`), { timeout: 90_000, intervals: [1_000] })
      .toContain(title)
    const shownAt = Date.now()
    expect(shownAt).toBeGreaterThanOrEqual(target.getTime())
    expect(await publicHtml(baseURL!, `${prefix}/blog/${id}`)).toContain(title)
    await context.close()
  })
}
