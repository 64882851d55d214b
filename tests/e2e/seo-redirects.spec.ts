import sharp from 'sharp'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { E2E_STAFF, changeForm, gotoAdmin, signInToAdmin } from '../support/admin'
import { shot } from '../support/shots'

/**
 * Search and share settings staff write in the admin reach the page's head
 * (title, description, share image) in both languages; the admin shows the
 * search-result preview in both admin languages; redirects written in the
 * admin are followed on the site with a permanent status.
 */

// One sign-in of the shared account at a time (see gotoAdmin).
test.describe.configure({ mode: 'serial' })

async function tokenOf(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: E2E_STAFF })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

async function contactRow(request: APIRequestContext, token: string): Promise<number> {
  const found = await request.get('/api/pages?where[page_slug][equals]=contact&depth=0', {
    headers: { authorization: `JWT ${token}` },
  })
  const { docs } = (await found.json()) as { docs: Array<{ id: number }> }
  expect(docs.length).toBe(1)
  return docs[0].id
}

const EMPTY_META = { meta: { title: null, description: null, image: null } }

test.describe('search and share settings from the CMS', () => {
  test.afterAll(async ({ request }) => {
    const token = await tokenOf(request)
    const id = await contactRow(request, token)
    for (const locale of ['en', 'ar'])
      await request.patch(`/api/pages/${id}?locale=${locale}`, {
        headers: { authorization: `JWT ${token}` },
        data: { ...EMPTY_META, _status: 'published' },
      })
  })

  test('the contact page’s title, description and share image, in English and Arabic', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request)
    const auth = { authorization: `JWT ${token}` }
    const png = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: '#0F766E' },
    })
      .png()
      .toBuffer()
    const uploaded = await request.post('/api/share-images', {
      headers: auth,
      multipart: {
        _payload: JSON.stringify({ alt: 'Talk to our team' }),
        file: { name: `contact-card-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
      },
    })
    expect(uploaded.status()).toBe(201)
    const image = ((await uploaded.json()) as { doc: { id: number; filename: string } }).doc
    const id = await contactRow(request, token)
    const english = await request.patch(`/api/pages/${id}?locale=en`, {
      headers: auth,
      data: {
        _status: 'published',
        meta: {
          title: 'Talk to a Kuwaiti software team today',
          description: 'Call, write or visit our offices in Kuwait City and Abu Dhabi.',
          image: image.id,
        },
      },
    })
    expect(english.status()).toBe(200)
    const arabic = await request.patch(`/api/pages/${id}?locale=ar`, {
      headers: auth,
      data: {
        _status: 'published',
        meta: {
          title: 'تحدّث اليوم مع فريق برمجيات كويتي',
          description: 'اتصل بنا أو راسلنا أو زر مكتبينا في مدينة الكويت وأبوظبي.',
        },
      },
    })
    expect(arabic.status()).toBe(200)

    // An edit shows on the prerendered page within seconds; each language's page is regenerated
    // on its own first visit after the edit, so each is asked again until it is.
    const titleAt = async (path: string) => {
      await page.goto(path)
      return page.title()
    }
    await expect
      .poll(() => titleAt('/contact'), { timeout: 15_000 })
      .toBe('Talk to a Kuwaiti software team today')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Call, write or visit our offices in Kuwait City and Abu Dhabi.',
    )
    const shareImage = page.locator('meta[property="og:image"]').first()
    await expect(shareImage).toHaveAttribute(
      'content',
      new RegExp(`/api/share-images/file/${image.filename}$`),
    )
    const served = await request.get((await shareImage.getAttribute('content'))!)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/png')

    await expect
      .poll(() => titleAt('/ar/contact'), { timeout: 15_000 })
      .toBe('تحدّث اليوم مع فريق برمجيات كويتي')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'اتصل بنا أو راسلنا أو زر مكتبينا في مدينة الكويت وأبوظبي.',
    )
    // The Arabic row has no picture of its own: the English one stands in.
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      new RegExp(`/api/share-images/file/${image.filename}$`),
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/contact$/,
    )
  })

  for (const language of [
    {
      code: 'en',
      label: 'Search title',
      heading: 'In search results and shared links',
      checks: /^\d of 3 checks pass$/,
      titleWhole: /Title: 26 characters, shown whole\.$/,
      typed: 'Contact our team in Kuwait',
    },
    {
      code: 'ar',
      label: 'عنوان البحث',
      heading: 'في نتائج البحث والروابط المُشارَكة',
      checks: /^\d من 3 فحوص ناجحة$/,
      titleWhole: /العنوان: 25 حرفًا، يظهر كاملًا\.$/,
      typed: 'تواصل مع فريقنا في الكويت',
    },
  ] as const) {
    test(`the admin previews what the site really outputs for search (${language.code} admin)`, async ({
      page,
      request,
      baseURL,
    }) => {
      const id = await contactRow(request, await tokenOf(request))
      const address = language.code === 'ar' ? '/ar/contact' : '/contact'
      // What the served page says about itself: its title, with the company after it.
      const served = await (await request.get(`${baseURL}${address}`)).text()
      const servedTitle = /<title>([^<]*)<\/title>/.exec(served)![1].replace(/&amp;/g, '&')
      await signInToAdmin(page)
      await page
        .context()
        .addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
      let previewReads = 0
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/search-preview') previewReads += 1
      })
      await gotoAdmin(page, `/admin/collections/pages/${id}?locale=${language.code}`)
      await expect(page.locator('html')).toHaveAttribute(
        'dir',
        language.code === 'ar' ? /^rtl$/i : /^ltr$/i,
      )
      // The preview says "loading" in a placeholder of the same class until its first read
      // answers, then draws itself in a section: scrolling to the placeholder can find it gone.
      const preview = page.locator('section.search-preview')
      await preview.scrollIntoViewIfNeeded()
      await expect(preview.getByRole('heading', { name: language.heading })).toBeVisible()
      // With the search title empty, the preview shows the page's own title as the site sends it.
      await expect(preview.locator('.search-preview__title')).toHaveText(servedTitle)
      await expect(preview.locator('.search-preview__address')).toHaveText(address)
      await expect(preview.locator('.search-preview__summary')).toHaveText(language.checks)
      await expect(preview.locator('[data-passes="true"]').first()).toBeVisible()

      const title = page.locator('#field-meta__title')
      // The field is labelled in the admin's language ("Search title — English").
      await expect(
        page.getByRole('textbox', { name: new RegExp(`^${language.label}`) }),
      ).toBeVisible()
      await title.scrollIntoViewIfNeeded()
      const readsBefore = previewReads
      expect(readsBefore).toBeGreaterThanOrEqual(1)
      const autosaved = page.waitForResponse(
        (response) =>
          response.url().includes(`/api/pages/${id}`) && response.url().includes('autosave=true'),
      )
      await title.fill(language.typed)
      // What staff type wins on the site, so it wins in the preview, and its check follows it.
      await expect(preview.locator('.search-preview__title')).toHaveText(language.typed)
      await expect(preview.locator('li').first()).toHaveText(language.titleWhole)
      // An autosaved draft leaves the site as it was: the page is not read again for it.
      expect((await autosaved).ok()).toBe(true)
      await page.waitForTimeout(1_500)
      expect(previewReads).toBe(readsBefore)
      await shot(page, `admin-seo-preview-${language.code}-1280`, { fullPage: true })
    })
  }
})

/**
 * Picks what a redirect points at and waits for that choice's field. Payload
 * shows it once the server has judged the changed form (see changeForm).
 */
async function chooseTarget(page: Page, option: string) {
  await changeForm(page, () => page.getByText(option, { exact: true }).click())
  await expect(page.locator('input[name="to.url"]')).toBeVisible()
}

/** Types into a field of a Payload form and waits for the server to judge the form again. */
async function type(page: Page, selector: string, value: string) {
  await changeForm(page, () => page.locator(selector).fill(value))
  await expect(page.locator(selector)).toHaveValue(value)
}

/** Clicks Save on a redirect and returns the status the API answered. */
async function save(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/redirects') && response.request().method() === 'POST',
  )
  await page.locator('#action-save').click()
  return (await answer).status()
}

/** Whether the element's first character is drawn at the left end of its text. */
const slashIsLeftmost = (element: Locator) =>
  element.evaluate((node) => {
    const text = document.createTreeWalker(node, NodeFilter.SHOW_TEXT).nextNode()
    if (!text) return false
    const first = document.createRange()
    first.setStart(text, 0)
    first.setEnd(text, 1)
    const all = document.createRange()
    all.selectNodeContents(node)
    return Math.abs(first.getBoundingClientRect().left - all.getBoundingClientRect().left) < 1
  })

test.describe('redirects written in the admin', () => {
  const stamp = Date.now()
  const moves = [
    { code: 'en', from: `/moved-${stamp}`, to: '/contact', option: 'An address', save: 'Save' },
    { code: 'ar', from: `/ar/moved-${stamp}`, to: '/ar/contact', option: 'عنوان آخر', save: 'حفظ' },
  ] as const

  for (const move of moves)
    test(`are saved from the ${move.code} admin and followed on the site with a 301`, async ({
      page,
      request,
      baseURL,
    }) => {
      await signInToAdmin(page)
      await page.context().addCookies([{ name: 'payload-lng', value: move.code, url: baseURL! }])
      await gotoAdmin(page, '/admin/collections/redirects/create')
      await chooseTarget(page, move.option)
      await type(page, 'input[name="from"]', move.from)
      await type(page, 'input[name="to.url"]', move.to)
      expect(await save(page)).toBe(201)
      await shot(page, `admin-redirect-${move.code}-1280`, { fullPage: true })
      // The address reads left to right in either admin: its slash is its leftmost character
      // in the document's title and in the breadcrumb (not "moved-…/" in the Arabic admin).
      for (const name of [page.locator('.render-title'), page.locator('.step-nav__last')]) {
        await expect(name).toHaveText(move.from)
        expect(await slashIsLeftmost(name)).toBe(true)
      }

      const first = await request.get(move.from, { maxRedirects: 0 })
      expect(first.status()).toBe(301)
      expect(new URL(first.headers().location, baseURL).pathname).toBe(move.to)
      await page.goto(move.from)
      await expect(page).toHaveURL(new RegExp(`${move.to}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', move.code)
    })

  test('a redirect back to its own address is refused with the reason', async ({
    page,
    baseURL,
  }) => {
    await signInToAdmin(page)
    await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: baseURL! }])
    await gotoAdmin(page, '/admin/collections/redirects/create')
    await chooseTarget(page, 'An address')
    await type(page, 'input[name="from"]', `/circle-${stamp}`)
    await type(page, 'input[name="to.url"]', `/circle-${stamp}`)
    expect(await save(page)).toBe(400)
    await expect(
      page
        .getByText('This redirect would send visitors back to the address they came from.')
        .first(),
    ).toBeVisible()
  })
})
