import { expect, test, type Browser, type Page } from '@playwright/test'

import { richTextFromPlainText } from '../../src/lib/rich-text'
import { gotoAdmin, publishInAdmin, signInToAdmin } from '../support/admin'
import { staffApi, visitorHtml } from '../support/site-api'
import { shotAtBothWidths } from '../support/shots'

/**
 * Staff publish with confidence, in both admin languages: a draft saved in the
 * admin stays off the public page until Publish; an earlier version restored
 * from the Versions view comes back as a draft (its dialog says so, in Kuwait
 * time) and is what the site shows once published; a post scheduled a minute
 * or two ahead appears on the blog only when its time comes (the server's job
 * runner looks every second here: JOB_RUN_INTERVAL_MS in scripts/e2e.ts).
 * It runs in the 'publishing' project, after the desktop specs (it changes the
 * blog they read); alone: `npm run test:e2e -- --no-deps tests/e2e/drafts.spec.ts`.
 */

/** "10:19" of a stored time as Kuwait reads it (UTC+3 all year), 12-hour as Payload's dates show it. */
function kuwaitClock(iso: string): string {
  const time = new Date(new Date(iso).getTime() + 3 * 3_600_000)
  const hour = time.getUTCHours() % 12 || 12
  return `${hour}:${String(time.getUTCMinutes()).padStart(2, '0')}`
}

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
  // Two sign-ins to one account at the same moment (parallel workers) can
  // lose one session (each adds itself to the account's list): sign in again.
  for (let attempt = 1; ; attempt++) {
    try {
      await signInToAdmin(page)
      // Opened in the page, which staffFetch's later calls need to be of the site's origin.
      const me = await page.goto('/api/users/me')
      if (((await me?.json()) as { user?: unknown } | undefined)?.user) break
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
  return { context, page }
}

/** The public page as an anonymous visitor sees it (no cookies). */
async function publicHtml(baseURL: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseURL), { redirect: 'follow' })
  return response.status === 200 ? await response.text() : `status ${response.status}`
}

/**
 * Staff REST calls from the signed-in admin page itself: the session cookie is
 * `Secure`, which the browser sends to localhost but Playwright's own request
 * client does not.
 */
async function staffFetch(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method: method ?? 'GET',
        credentials: 'include',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: response.status, body: await response.json() }
    },
    { path, method: init.method, body: init.body },
  )
}

const staffGet = async (page: Page, path: string) => (await staffFetch(page, path)).body

async function createPost(page: Page, data: Record<string, unknown>, draft = false) {
  const { status, body } = await staffFetch(page, `/api/blog-posts${draft ? '?draft=true' : ''}`, {
    method: 'POST',
    body: data,
  })
  expect(status, JSON.stringify(body)).toBe(201)
  return (body as { doc: { id: number } }).doc.id
}

/** Other suites read the blog at the same time: leave it as it was. */
async function removePost(page: Page, id: number) {
  expect((await staffFetch(page, `/api/blog-posts/${id}`, { method: 'DELETE' })).status).toBe(200)
}

/**
 * Scheduled publishing: both admin languages schedule a post for the same
 * minute, so the suite waits for one minute to come instead of one per
 * language; and the file's other tests run while it comes. The file runs in
 * order, as one (a retry starts again from the scheduling): scheduled first,
 * checked last.
 */
test.describe.configure({ mode: 'serial' })

type Scheduled = { admin: 'en' | 'ar'; prefix: string; title: string; id: number }
const scheduled: { target?: Date; posts: Scheduled[] } = { posts: [] }

test('a post scheduled a minute or two ahead, in the en and ar admins, is not on the blog before its time', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  scheduled.posts = []
  for (const { admin, prefix } of LANGUAGES) {
    // One after the other: two sign-ins to one account at once can lose a session.
    const { context, page } = await staffPage(browser, admin, baseURL!)
    const stamp = `${admin}-${Date.now()}`
    const title = `Scheduled test ${stamp}`
    const id = await createPost(
      page,
      {
        title,
        slug: `scheduled-test-${stamp}`,
        excerpt: 'Soon.',
        content: richTextFromPlainText('Body.', 'ltr'),
        published_at: '2026-05-16T08:00:00.000Z',
        _status: 'draft',
      },
      true,
    )
    scheduled.posts.push({ admin, prefix, title, id })
    // The picker works in whole minutes: aim at the first whole minute at least
    // 75 s ahead of the first, time enough to fill both drawers on a busy machine.
    scheduled.target ??= new Date(Math.ceil((Date.now() + 75_000) / 60_000) * 60_000)
    await schedulePublish(page, admin, id, scheduled.target)
    await context.close()
  }
  // Still before its time (else the test itself was too slow to tell anything).
  expect(scheduled.target!.getTime() - Date.now()).toBeGreaterThan(0)
  for (const { prefix, title } of scheduled.posts)
    expect(await publicHtml(baseURL!, `${prefix}/blog`)).not.toContain(title)
})

for (const { admin, prefix } of LANGUAGES) {
  test(`a draft stays off the site until Publish, and a restored version is a draft until published (${admin} admin)`, async ({
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
      content: richTextFromPlainText('Body.', 'ltr'),
      // Between the seeded posts: the newest and oldest stay the seeded ones.
      published_at: '2026-05-15T08:00:00.000Z',
      _status: 'published',
    })
    const postPath = `${prefix}/blog/${id}`
    await expect.poll(() => publicHtml(baseURL!, postPath), { timeout: 15_000 }).toContain(first)

    // English content: the admin opens in the content language the account used last.
    await page.goto(`/admin/collections/blog-posts/${id}?locale=en`)
    await page.locator('#field-title').fill(second)
    // Autosave (800 ms) may save the draft first; then "Save draft" is disabled.
    await page
      .locator('#action-save-draft:not([disabled])')
      .click({ timeout: 2_000 })
      .catch(() => undefined)
    // The draft is saved (staff read it back) …
    await expect
      .poll(async () => (await staffGet(page, `/api/blog-posts/${id}?draft=true&depth=0`)).title)
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

    await publishInAdmin(page, '/api/blog-posts')
    await expect.poll(() => publicHtml(baseURL!, postPath), { timeout: 15_000 }).toContain(second)
    await expect
      .poll(() => publicHtml(baseURL!, `${prefix}/blog`), { timeout: 15_000 })
      .toContain(second)

    // The sidebar names who saved each version.
    await page.reload()
    // The e2e account's name (scripts/e2e.ts), else its e-mail.
    await expect(page.locator('.version-authors')).toContainText(
      /Administrator|e2e-admin@example.com/,
    )
    await shotAtBothWidths(page, `edit-sidebar-${admin}`)

    // Restore the first version from the Versions view: a draft of it, which
    // goes live only when published; the dialog says so, in Kuwait time.
    await page.goto(`/admin/collections/blog-posts/${id}/versions?locale=en`)
    const rows = page.locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    await shotAtBothWidths(page, `versions-${admin}`)
    await rows.last().locator('a').first().click()
    await expect(page).toHaveURL(/\/versions\/\d+/)
    const versionId = new URL(page.url()).pathname.split('/').pop()
    await expect(page.locator('.restore-version')).toBeVisible()
    await shotAtBothWidths(page, `version-compare-${admin}`)
    await page.locator('.restore-version').getByRole('button').first().click()
    const dialog = page.locator('.confirmation-modal')
    await expect(dialog).toContainText(admin === 'en' ? 'as a draft' : 'كمسودة')
    await expect(dialog).toContainText(
      admin === 'en'
        ? 'Only the content language you are working in is restored'
        : 'بلغة المحتوى التي تعمل بها فقط',
    )
    await expect(dialog).toContainText(admin === 'en' ? 'Kuwait time' : 'بتوقيت الكويت')
    const version = await (
      await staffApi(baseURL!)
    ).get(`/api/blog-posts/versions/${versionId}?depth=0`)
    const versionBody = await version.json()
    expect(version.status(), JSON.stringify(versionBody)).toBe(200)
    await expect(dialog).toContainText(kuwaitClock(versionBody.updatedAt))
    await shotAtBothWidths(page, `restore-dialog-${admin}`)
    await page.locator('#confirm-action').click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/blog-posts/${id}(\\?|$)`))
    expect(await publicHtml(baseURL!, postPath)).toContain(second)
    await publishInAdmin(page, '/api/blog-posts')
    await expect.poll(() => publicHtml(baseURL!, postPath), { timeout: 15_000 }).toContain(first)
    const html = await publicHtml(baseURL!, postPath)
    expect(html).not.toContain(second)
    await removePost(page, id)
    await context.close()
  })
}

/** Opens the post's schedule drawer in the admin and schedules its publication at `target`. */
async function schedulePublish(page: Page, admin: 'en' | 'ar', id: number, target: Date) {
  await page.goto(`/admin/collections/blog-posts/${id}?locale=en`)
  await page.locator('#action-save').locator('xpath=..').locator('.popup-button').click()
  await page.locator('#schedule-publish').click()
  // A draft never published offers "unpublish" first: choose "publish".
  await page.locator('.schedule-publish__type li').first().locator('label').first().click()
  const picker = page.locator('.schedule-publish__scheduler input[type="text"]').first()
  await picker.click()
  await picker.fill(kuwaitPickerText(target, admin))
  await picker.press('Enter')
  // The picker does not read Arabic month names back; it reads the English form.
  if (!(await picker.inputValue())) {
    await picker.fill(kuwaitPickerText(target, 'en'))
    await picker.press('Enter')
  }
  await expect(picker).not.toHaveValue('')
  // Leave the field so its calendar closes and uncovers "Save". Tab alone
  // once left it open over "Save" in the Arabic admin: a click on the
  // drawer's heading, outside the calendar, closes it too.
  await picker.press('Tab')
  const calendar = page.locator('.react-datepicker-popper')
  if (await calendar.isVisible()) await page.locator('.schedule-publish__drawer-header h2').click()
  await expect(calendar).toBeHidden()
  await shotAtBothWidths(page, `schedule-drawer-${admin}`)
  await page.locator('#scheduled-publish-save').click()
  // The drawer lists the scheduled publish among upcoming events.
  await expect(page.locator('.schedule-publish__upcoming tbody tr')).toHaveCount(1)
}

const PUBLISH_AFTER_AUTOSAVE = {
  en: 'Saving your last changes first: publishing as soon as that is done.',
  ar: 'جارٍ حفظ آخر تعديلاتك أولًا، وسيتم النشر فور انتهائه.',
}
const PUBLISH_NOT_AFTER_AUTOSAVE = {
  en: 'Not published: your last changes are still being saved. Wait for the save to finish and click “Publish changes” again.',
  ar: 'لم يُنشر المحتوى: ما زال حفظ آخر تعديلاتك جاريًا. انتظر حتى يكتمل الحفظ ثم انقر «نشر التغييرات» مرة أخرى.',
}

for (const { admin } of LANGUAGES) {
  test(`Publish clicked while an autosave is being sent publishes once it is done, or says after 20 s that it did not (${admin} admin)`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await staffPage(browser, admin, baseURL!)
    const stamp = Date.now()
    const id = await createPost(
      page,
      {
        title: `Publish during autosave ${admin} ${stamp}`,
        slug: `publish-during-autosave-${admin}-${stamp}`,
        excerpt: 'Before the edit.',
        content: richTextFromPlainText('Body.', 'ltr'),
        published_at: '2020-01-05T06:00:00.000Z',
        _status: 'draft',
      },
      true,
    )
    try {
      // The autosave is held in flight until the click has been made.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let autosaves = 0
      await page.route(
        (url) => url.pathname === `/api/blog-posts/${id}` && url.searchParams.has('autosave'),
        async (route) => {
          autosaves++
          await held
          await route.continue()
        },
      )
      await page.goto(`/admin/collections/blog-posts/${id}?locale=en`)
      await page.locator('#field-excerpt').fill('After the edit.')
      await expect.poll(() => autosaves).toBe(1)
      const publish = page.locator('#action-save')
      // Payload disables the button while the autosave is sent; staff click it all the same.
      await expect(publish).toBeDisabled()
      const box = (await publish.boundingBox())!
      const published = page.waitForResponse((response) => {
        const url = new URL(response.url())
        return (
          url.pathname === `/api/blog-posts/${id}` &&
          ['POST', 'PATCH'].includes(response.request().method()) &&
          !url.searchParams.has('autosave') &&
          url.searchParams.get('draft') !== 'true'
        )
      })
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(page.getByText(PUBLISH_AFTER_AUTOSAVE[admin])).toBeVisible()
      await shotAtBothWidths(page, `publish-after-autosave-${admin}`)
      release()
      expect((await published).status()).toBe(200)
      const post = (await staffGet(page, `/api/blog-posts/${id}?depth=0&locale=en`)) as {
        _status?: string
        excerpt?: string
      }
      expect(post).toMatchObject({ _status: 'published', excerpt: 'After the edit.' })
      expect(autosaves).toBe(1)

      // An autosave that never ends: after 20 s the kept click is given up, and staff are told.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      let stuck = 0
      await page.route(
        (url) => url.pathname === `/api/blog-posts/${id}` && url.searchParams.has('autosave'),
        () => {
          stuck++
        },
      )
      // The page's clock, moved on by hand below; until then it runs as usual.
      await page.clock.install()
      await page.locator('#field-excerpt').fill('An edit that is never saved.')
      await expect.poll(() => stuck).toBe(1)
      await expect(publish).toBeDisabled()
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      // The first round's toast may still be up beside this one.
      await expect(page.getByText(PUBLISH_AFTER_AUTOSAVE[admin]).last()).toBeVisible()
      await page.clock.fastForward(21_000)
      await expect(page.getByText(PUBLISH_NOT_AFTER_AUTOSAVE[admin])).toBeVisible()
      // Nothing was published meanwhile.
      expect(await staffGet(page, `/api/blog-posts/${id}?depth=0&locale=en`)).toMatchObject({
        _status: 'published',
        excerpt: 'After the edit.',
      })
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await removePost(page, id)
      await context.close()
    }
  })
}

for (const { admin, prefix } of LANGUAGES) {
  test(`Duplicate makes a draft copy at an address of its own, off the site until published (${admin} admin)`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await staffPage(browser, admin, baseURL!)
    const stamp = `${admin}-${Date.now()}`
    const slug = `duplicate-test-${stamp}`
    const id = await createPost(page, {
      title: `Duplicate test ${stamp}`,
      slug,
      excerpt: 'An excerpt.',
      content: richTextFromPlainText('Body.', 'ltr'),
      published_at: '2026-05-15T08:00:00.000Z',
      _status: 'published',
    })
    const copies: number[] = []
    try {
      for (const expected of [`${slug}-copy`, `${slug}-copy-2`]) {
        await gotoAdmin(page, `/admin/collections/blog-posts/${id}`)
        await expect(page.locator('#field-slug')).toHaveValue(slug)
        await page.locator('.doc-controls__dots').click()
        await page.locator('#action-duplicate').click()
        // Payload's own words, corrected in Arabic (cms/admin-labels/payload-wording.ts).
        await expect(page.locator('.payload-toast-container')).toContainText(
          admin === 'ar' ? 'بنجاح' : 'successfully duplicated',
        )
        // The admin opens the copy: a document of its own.
        await expect(page).not.toHaveURL(new RegExp(`/blog-posts/${id}(\\?.*)?$`))
        await expect(page).toHaveURL(/\/admin\/collections\/blog-posts\/(\d+)(\?.*)?$/)
        const copy = Number(/blog-posts\/(\d+)/.exec(page.url())![1])
        copies.push(copy)
        await expect(page.locator('#field-slug')).toHaveValue(expected)
        if (expected.endsWith('-copy')) await shotAtBothWidths(page, `duplicate-${admin}`)
        const stored = await staffGet(page, `/api/blog-posts/${copy}?draft=true&depth=0`)
        expect(stored).toMatchObject({ slug: expected, _status: 'draft' })
        expect(await publicHtml(baseURL!, `${prefix}/blog/${copy}`)).toBe('status 404')
      }
      // The original is as it was.
      expect(await staffGet(page, `/api/blog-posts/${id}?depth=0`)).toMatchObject({
        slug,
        _status: 'published',
      })
    } finally {
      for (const copy of copies) await removePost(page, copy)
      await removePost(page, id)
      await context.close()
    }
  })
}

test('the scheduled posts appear on the blog at their time, not before', async ({
  browser,
  baseURL,
}) => {
  const target = scheduled.target!
  test.setTimeout(Math.max(0, target.getTime() - Date.now()) + 120_000)
  const { context, page } = await staffPage(browser, 'en', baseURL!)
  try {
    for (const { prefix, title, id } of scheduled.posts) {
      // Not yet published while its time has not come (a second's leeway for the clocks).
      if (Date.now() < target.getTime() - 1_000)
        expect((await staffGet(page, `/api/blog-posts/${id}?depth=0`))._status).toBe('draft')
      // First the job: the post is published at its time (the runner took the job)…
      await expect
        .poll(async () => (await staffGet(page, `/api/blog-posts/${id}?depth=0`))._status, {
          timeout: Math.max(0, target.getTime() - Date.now()) + 60_000,
          intervals: [1_000],
        })
        .toBe('published')
      // …then the site: its pages were refreshed, the listing shows it.
      await expect
        .poll(() => publicHtml(baseURL!, `${prefix}/blog`), { timeout: 15_000, intervals: [1_000] })
        .toContain(title)
      expect(Date.now()).toBeGreaterThanOrEqual(target.getTime())
      // Once (in CI, the check coming a minute after the time) the listing had the post and its
      // own page answered 404: what the cache said, for the next time.
      const post = await visitorHtml(baseURL!, `${prefix}/blog/${id}`)
      expect(
        post.html,
        `${prefix}/blog/${id} answered ${post.status}, x-nextjs-cache ${post.cache ?? 'none'}`,
      ).toContain(title)
    }
  } finally {
    await context.close()
  }
})

/** Other suites read the blog at the same time: the scheduled posts go, whatever happened. */
test.afterAll(async ({ browser, baseURL }) => {
  if (!scheduled.posts.length) return
  const { context, page } = await staffPage(browser, 'en', baseURL!)
  for (const { id } of scheduled.posts)
    await staffFetch(page, `/api/blog-posts/${id}`, { method: 'DELETE' })
  scheduled.posts = []
  await context.close()
})
