import { expect, test, type APIRequestContext } from '@playwright/test'

import { slugFromTitle } from '../../src/lib/slug'
import { richTextFromPlainText } from '../../src/lib/rich-text'
import { kuwaitDisplayTime } from '../../src/cms/kuwait-time'
import { createStaffAccount, E2E_STAFF, gotoAdmin, signInToAdmin } from '../support/admin'
import { shotAtBothWidths } from '../support/shots'

/**
 * What a marketing team notices in the admin, in both of its languages: a
 * post written only in English is headed by its English title in Arabic
 * content; dates read and are taken in Kuwait time whatever the browser's
 * zone; the Versions tab names who saved each version; the slug is shown as
 * filled from the title, not as a field staff must type.
 * The posts made here stay drafts: the public blog other specs read never changes.
 */

// One sign-in of the shared account at a time (see gotoAdmin).
test.describe.configure({ mode: 'serial' })

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  for (let attempt = 1; ; attempt++) {
    const login = await request.post('/api/users/login', { data: { email, password } })
    if (login.status() === 200) return ((await login.json()) as { token: string }).token
    if (attempt >= 3) throw new Error(`sign-in of ${email}: ${login.status()}`)
  }
}

/** A draft post written through REST by the given token (never on the public blog). */
async function draftPost(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const created = await request.post('/api/blog-posts?draft=true&locale=en', {
    headers: { authorization: `JWT ${token}` },
    data: { _status: 'draft', ...data },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (
    (await created.json()) as {
      doc: { id: number; slug?: string | null; createdAt?: string; updatedAt?: string }
    }
  ).doc
}

async function removePost(request: APIRequestContext, token: string, id: number) {
  const removed = await request.delete(`/api/blog-posts/${id}`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(removed.status()).toBe(200)
}

const LANGUAGES = [
  {
    code: 'en',
    untitled: '[Untitled]',
    savedBy: 'Saved by',
    slugRule: 'Filled from the English title; change it only if needed.',
    saveDraft: 'Save Draft',
    columns: ['Title', 'Status'],
    bold: 'Bold',
  },
  {
    code: 'ar',
    untitled: '[بدون عنوان]',
    savedBy: 'حُفظت بواسطة',
    slugRule: 'يُملأ تلقائيًا من العنوان الإنجليزي؛ لا تغيّره إلا عند الحاجة.',
    saveDraft: 'حفظ المسودة',
    columns: ['العنوان', 'الحالة'],
    bold: 'غامق',
  },
] as const

for (const language of LANGUAGES) {
  test.describe(`the ${language.code} admin`, () => {
    let token: string

    test.beforeEach(async ({ page, baseURL, request }) => {
      token = await tokenOf(request, E2E_STAFF.email, E2E_STAFF.password)
      await signInToAdmin(page)
      await page
        .context()
        .addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    })

    test("Payload's own labels are in the admin's language: columns, status, rich-text toolbar", async ({
      page,
      request,
    }) => {
      const latin = /[A-Za-z]/
      const { docs } = (await (
        await request.get('/api/blog-posts?locale=en&limit=1&depth=0&sort=-published_at')
      ).json()) as { docs: { id: number }[] }

      await gotoAdmin(page, '/admin/collections/blog-posts?locale=en')
      const headings = (await page.locator('thead th').allInnerTexts())
        .map((text) => text.trim())
        .filter(Boolean)
      for (const column of language.columns) expect(headings).toContain(column)
      // Payload's timestamps among the columns staff may add.
      await page.locator('.list-controls__toggle-columns').click()
      const choices = page.locator('.pill-selector, .column-selector').first()
      await expect(choices).toBeVisible()
      const offered = await choices.innerText()
      if (language.code === 'ar') {
        for (const heading of headings) expect(heading).not.toMatch(latin)
        for (const cell of await page.locator('td.cell-_status').allInnerTexts())
          expect(cell).not.toMatch(latin)
        expect(offered).toContain('تم التحديث في')
        expect(offered).toContain('تمّ الإنشاء في')
        for (const english of ['Updated At', 'Created At', 'Status', 'Last changed by'])
          expect(offered).not.toContain(english)
        // Form-only parts are not offered as (empty) columns under untranslated names.
        for (const formOnly of ['Version_history', 'Overview', 'Preview'])
          expect(offered).not.toContain(formOnly)
      } else {
        expect(offered).toContain('Updated At')
      }
      await shotAtBothWidths(page, `list-labels-${language.code}`)

      await gotoAdmin(page, `/admin/collections/blog-posts/${docs[0].id}?locale=en`)
      const editor = page.locator('.rich-text-lexical').first()
      await expect(editor.locator('[contenteditable="true"]')).toBeVisible()
      // The block handle appears with the pointer over a paragraph.
      await editor.locator('[contenteditable="true"] p').first().hover()
      const toolbar = editor.locator('button.toolbar-popup__button, button.toolbar-popup__dropdown')
      await expect(toolbar.first()).toBeVisible()
      await expect(editor.locator(`button[aria-label="${language.bold}"]`)).toHaveCount(1)
      const names = await editor
        .locator('[aria-label]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')))
      for (const name of await toolbar.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label')),
      ))
        expect(name, 'every toolbar button has a name').toBeTruthy()
      if (language.code === 'ar') {
        for (const name of names) expect(name).not.toMatch(latin)
        expect(await page.locator('.doc-controls__status').innerText()).not.toMatch(latin)
      }
      await shotAtBothWidths(page, `edit-labels-${language.code}`)
    })

    test('a post written only in English is headed by its English title in Arabic content', async ({
      page,
      request,
    }) => {
      const title = `English only ${language.code} ${Date.now()}`
      const post = await draftPost(request, token, { title })
      await gotoAdmin(page, `/admin/collections/blog-posts/${post.id}?locale=ar`)
      // Arabic content: the title field itself is empty…
      await expect(page.locator('#field-title')).toHaveValue('')
      // …and the heading and the breadcrumb still name the post.
      await expect(page.locator('h1').first()).toHaveText(title)
      await expect(page.locator('.step-nav')).toContainText(title)
      await expect(page.locator('body')).not.toContainText(language.untitled)
      await shotAtBothWidths(page, `title-fallback-${language.code}`)

      // A title typed in Arabic heads the document as soon as it is typed.
      await page.locator('#field-title').fill('مقال بالعربية')
      await expect(page.locator('h1').first()).toHaveText('مقال بالعربية')
      await removePost(request, token, post.id)
    })

    test('the slug is shown as filled from the English title, and is written when left empty', async ({
      page,
      request,
    }) => {
      const title = `Slug rule ${language.code} ${Date.now()}`
      const post = await draftPost(request, token, { title })
      expect(post.slug).toBe(slugFromTitle(title))
      await gotoAdmin(page, `/admin/collections/blog-posts/${post.id}?locale=en`)
      const field = page.locator('.field-type.text', { has: page.locator('#field-slug') })
      // No "required" mark, and the rule under the field in the admin's language.
      await expect(field.locator('label')).toBeVisible()
      await expect(field.locator('label .required')).toHaveCount(0)
      await expect(field.locator('.field-description')).toContainText(language.slugRule)
      await expect(page.locator('#field-slug')).toHaveValue(post.slug!)
      await shotAtBothWidths(page, `slug-${language.code}`)

      // Changed by hand it is kept; cleared, the server writes it again from
      // the English title (autosave sends each change: Save Draft stays disabled).
      const savedSlug = async () =>
        (
          (await (
            await request.get(`/api/blog-posts/${post.id}?draft=true&depth=0`, {
              headers: { authorization: `JWT ${token}` },
            })
          ).json()) as { slug?: string | null }
        ).slug
      const typed = `hand-typed-${Date.now()}`
      await page.locator('#field-slug').fill(typed)
      await expect.poll(savedSlug, { timeout: 15_000 }).toBe(typed)
      await page.locator('#field-slug').fill('')
      await expect(page.locator('#field-slug')).toHaveAttribute('placeholder', /.+/)
      await expect.poll(savedSlug, { timeout: 15_000 }).toBe(post.slug)
      await gotoAdmin(page, `/admin/collections/blog-posts/${post.id}?locale=en`)
      await expect(page.locator('#field-slug')).toHaveValue(post.slug!)
      await removePost(request, token, post.id)
    })

    test('the Versions tab names the staff member who saved each version', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const stamp = `${language.code}-${Date.now()}`
      const first = await createStaffAccount(request, 'editor', `Mariam Writer ${stamp}`)
      const second = await createStaffAccount(request, 'editor', `Yousef Editor ${stamp}`)
      const firstToken = await tokenOf(request, first.email, first.password)
      const secondToken = await tokenOf(request, second.email, second.password)
      const post = await draftPost(request, firstToken, { title: `Two authors ${stamp}` })
      const edited = await request.patch(`/api/blog-posts/${post.id}?draft=true&locale=en`, {
        headers: { authorization: `JWT ${secondToken}` },
        data: { title: `Two authors ${stamp} (edited)`, _status: 'draft' },
      })
      expect(edited.status(), await edited.text()).toBe(200)

      await gotoAdmin(page, `/admin/collections/blog-posts/${post.id}/versions?locale=en`)
      const table = page.locator('main.versions table')
      await expect(table.locator('thead')).toContainText(language.savedBy)
      const rows = table.locator('tbody tr')
      await expect(rows).toHaveCount(2)
      // Newest first: the second editor's save, then the first's.
      await expect(rows.nth(0)).toContainText(`Yousef Editor ${stamp}`)
      await expect(rows.nth(1)).toContainText(`Mariam Writer ${stamp}`)
      await shotAtBothWidths(page, `versions-${language.code}`)

      // A row still opens its version.
      await rows.nth(1).locator('a.created-at-cell').click()
      await expect(page).toHaveURL(new RegExp(`/blog-posts/${post.id}/versions/[^/?]+`))
      await removePost(request, token, post.id)
    })
  })
}

test.describe('Kuwait time, with the browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('a published post waiting for its date is marked Scheduled in the list, in both languages', async ({
    page,
    baseURL,
    request,
  }) => {
    const token = await tokenOf(request, E2E_STAFF.email, E2E_STAFF.password)
    const stamp = Date.now()
    const make = async (title: string, published_at: string) => {
      const answer = await request.post('/api/blog-posts?locale=en', {
        headers: { authorization: `JWT ${token}` },
        data: {
          title,
          slug: `scheduled-list-${title.split(' ')[0]!.toLowerCase()}-${stamp}`,
          excerpt: 'A post for the list.',
          content: richTextFromPlainText('Body.', 'ltr'),
          published_at,
          _status: 'published',
          status: 'published',
        },
      })
      expect(answer.status(), await answer.text()).toBe(201)
      return ((await answer.json()) as { doc: { id: number } }).doc.id
    }
    const waiting = await make(`Waiting ${stamp}`, '2099-01-05T06:00:00.000Z')
    const live = await make(`Live ${stamp}`, '2020-01-05T06:00:00.000Z')
    try {
      await signInToAdmin(page)
      for (const [code, word] of [
        ['en', 'Scheduled'],
        ['ar', 'مجدول'],
      ] as const) {
        await page.context().addCookies([{ name: 'payload-lng', value: code, url: baseURL! }])
        await gotoAdmin(page, `/admin/collections/blog-posts?locale=en&search=${stamp}`)
        const cellOf = (title: string) =>
          page.locator('tbody tr', { hasText: title }).locator('td.cell-published_at')
        await expect(cellOf(`Waiting ${stamp}`)).toContainText(word)
        await expect(cellOf(`Waiting ${stamp}`)).toContainText('2099')
        await expect(cellOf(`Live ${stamp}`)).toContainText('2020')
        await expect(cellOf(`Live ${stamp}`)).not.toContainText(word)
        await shotAtBothWidths(page, `list-scheduled-${code}`)
      }
    } finally {
      await removePost(request, token, waiting)
      await removePost(request, token, live)
    }
  })

  for (const language of LANGUAGES) {
    test(`dates are shown and taken in Kuwait time (${language.code} admin)`, async ({
      page,
      baseURL,
      request,
    }) => {
      const token = await tokenOf(request, E2E_STAFF.email, E2E_STAFF.password)
      await signInToAdmin(page)
      await page
        .context()
        .addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
      // The browser really is in New York: 06:30 UTC is 02:30 there, 09:30 in Kuwait.
      expect(await page.evaluate(() => new Date('2026-03-10T06:30:00.000Z').getHours())).toBe(2)
      const title = `Kuwait time ${language.code} ${Date.now()}`
      const post = await draftPost(request, token, {
        title,
        published_at: '2026-03-10T06:30:00.000Z',
        published_at_tz: 'Asia/Kuwait',
      })

      // The list column: Kuwait's 09:30, Latin digits in either language.
      await gotoAdmin(page, `/admin/collections/blog-posts?locale=en&search=${post.slug}`)
      const cell = page.locator('tbody tr', { hasText: title }).locator('td.cell-published_at')
      await expect(cell).toContainText('2026')
      const shown = await cell.innerText()
      expect(shown).toMatch(/(^|\D)0?9:30/)
      expect(shown).not.toMatch(/(^|\D)0?2:30/)
      expect(shown).not.toMatch(/[٠-٩]/)
      await shotAtBothWidths(page, `list-kuwait-time-${language.code}`)

      // The edit view's picker: the same Kuwait wall-clock time.
      await gotoAdmin(page, `/admin/collections/blog-posts/${post.id}?locale=en`)
      const picker = page.locator('#field-published_at input[type="text"]').first()
      await expect(picker).toHaveValue(/(^|\D)9:30/)
      // Morning, not 21:30. Payload's picker sometimes keeps its English wording
      // in the Arabic admin (its own locale loading), so either word counts there.
      await expect(picker).toHaveValue(language.code === 'ar' ? /ص|AM/ : /AM/)
      await shotAtBothWidths(page, `edit-kuwait-time-${language.code}`)

      // The edit view's "Last modified" and "Created" read Kuwait time too, in
      // Payload's place and words: 3 hours after UTC, 7 or 8 after New York.
      const meta = page.locator('.doc-controls__meta')
      const times = meta.locator('.doc-controls__value-wrap:visible')
      await expect(times).toHaveCount(2)
      for (const [key, field] of [
        ['updated', 'updatedAt'],
        ['created', 'createdAt'],
      ] as const) {
        const item = meta.locator(`.document-times[data-time="${key}"]`)
        const label = {
          en: { updated: 'Last Modified', created: 'Created' },
          ar: { updated: 'آخر تعديل', created: 'تمّ الإنشاء' },
        }
        await expect(item.locator('.doc-controls__label')).toHaveText(
          `${label[language.code][key]}:\u00a0`,
        )
        const stored = post[field]
        expect(stored, field).toBeTruthy()
        await expect(item.locator('time')).toHaveAttribute('datetime', stored!)
        await expect(item.locator('time')).toHaveText(kuwaitDisplayTime(stored!, language.code))
        // 24-hour in English, 12-hour with ص/م in Arabic (the lists' format).
        const instant = new Date(stored!)
        const hour = (instant.getUTCHours() + 3) % 24
        const minutes = String(instant.getUTCMinutes()).padStart(2, '0')
        const clock =
          language.code === 'ar'
            ? `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'ص' : 'م'}`
            : `${String(hour).padStart(2, '0')}:${minutes}`
        await expect(item.locator('time')).toContainText(clock)
      }

      // A time typed in is stored as that time in Kuwait (07:15 UTC for 10:15).
      await picker.click()
      await picker.fill('Mar 12, 2026 10:15 AM')
      await picker.press('Enter')
      await picker.press('Tab')
      await expect(picker).toHaveValue(/12.*10:15/)
      // Autosave stores it within a second (Save Draft stays disabled once it has).
      await expect
        .poll(
          async () =>
            (
              (await (
                await request.get(`/api/blog-posts/${post.id}?draft=true&depth=0`, {
                  headers: { authorization: `JWT ${token}` },
                })
              ).json()) as { published_at?: string | null }
            ).published_at,
          { timeout: 15_000 },
        )
        .toBe('2026-03-12T07:15:00.000Z')
      await removePost(request, token, post.id)
    })
  }
})
