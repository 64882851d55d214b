import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Frame,
  type Page,
} from '@playwright/test'

import { E2E_STAFF, signInToAdmin } from '../support/admin'

/**
 * Live preview: staff open the preview pane of an edit view, type, and see
 * the page change inside it before anything is published, in both admin
 * languages and both content languages, at phone, tablet and desktop widths.
 * Visitors meanwhile get the published, prerendered pages: the preview route
 * refuses anyone without a staff session (no draft cookie), never redirects
 * off the site, and a preview is never served from or stored in the page cache.
 */

// One after another: both admin languages edit the same settings document.
test.describe.configure({ mode: 'serial' })

const DRAFT_COOKIE = '__prerender_bypass'
const baseURL = () => test.info().project.use.baseURL!

/** A request context with no cookies at all: a visitor. */
const visitor = () => playwrightRequest.newContext({ baseURL: baseURL() })

async function staffToken(api: APIRequestContext): Promise<string> {
  const answer = await api.post('/api/users/login', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  })
  expect(answer.status()).toBe(200)
  const token = (await answer.json()).token as string
  expect(token).toBeTruthy()
  return token
}

const setCookies = (headers: { name: string; value: string }[]) =>
  headers
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)

/**
 * The draft-mode cookie a preview request switched on, or undefined. (Next
 * answers a forged one by clearing it: an empty, expired cookie is not one.)
 */
const draftCookieOf = (headers: { name: string; value: string }[]) =>
  setCookies(headers)
    .filter((cookie) => !/Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .find(
      (cookie) => cookie.startsWith(`${DRAFT_COOKIE}=`) && cookie.length > DRAFT_COOKIE.length + 1,
    )

/** As the admin's preview pane asks: a same-origin navigation carrying the staff cookie. */
const staffHeaders = (token: string, extra: Record<string, string> = {}) => ({
  cookie: `payload-token=${token}`,
  'sec-fetch-site': 'same-origin',
  ...extra,
})

async function openPreview(api: APIRequestContext, token: string, path: string) {
  return api.get(`/next/preview?path=${encodeURIComponent(path)}`, {
    headers: staffHeaders(token),
    maxRedirects: 0,
  })
}

test.describe('preview route', () => {
  test('refuses visitors and forged sessions, in both languages, without a draft cookie', async () => {
    const api = await visitor()
    for (const cookie of [
      undefined,
      'payload-token=forged.jwt.value',
      'payload-token=',
      `payload-token=${'x'.repeat(5000)}`,
      `${DRAFT_COOKIE}=forged`,
    ]) {
      const answer = await api.get('/next/preview?path=/about', {
        headers: cookie ? { cookie } : {},
        maxRedirects: 0,
      })
      expect(answer.status(), String(cookie)).toBe(401)
      expect(draftCookieOf(answer.headersArray()), String(cookie)).toBeUndefined()
      expect(answer.headers()['location']).toBeUndefined()
      expect(answer.headers()['cache-control']).toContain('no-store')
      const body = await answer.text()
      expect(body).toContain('Sign in to the admin to preview unpublished changes.')
      expect(body).toContain('سجّل الدخول إلى لوحة الإدارة لمعاينة التغييرات غير المنشورة.')
    }
    await api.dispose()
  })

  test('lets signed-in staff in, only towards pages of this site', async () => {
    const api = await visitor()
    const token = await staffToken(api)
    const allowed = await openPreview(api, token, '/ar/about')
    expect(allowed.status()).toBe(307)
    expect(allowed.headers()['location']).toBe('/ar/about')
    expect(allowed.headers()['cache-control']).toContain('no-store')
    expect(draftCookieOf(allowed.headersArray())).toMatch(new RegExp(`^${DRAFT_COOKIE}=.+`))

    for (const hostile of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '/%5C%5Cevil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/admin',
      '/api/users',
      '/blog/../admin',
      '/next/preview?path=//evil.example',
      '/about\r\nSet-Cookie: stolen=1',
      `/${'a'.repeat(3000)}`,
      '',
    ]) {
      const answer = await api.get(`/next/preview?path=${encodeURIComponent(hostile)}`, {
        headers: staffHeaders(token),
        maxRedirects: 0,
      })
      const where = JSON.stringify(hostile)
      if (answer.status() === 307) {
        // Only an escaped form that stays a path of this site may pass.
        expect(answer.headers()['location'], where).toMatch(/^\/(?!\/|\\)/)
        continue
      }
      expect(answer.status(), where).toBe(400)
      expect(answer.headers()['location'], where).toBeUndefined()
      expect(draftCookieOf(answer.headersArray()), where).toBeUndefined()
      expect(await answer.text(), where).toContain('not a page of the site')
    }
    // No path at all is refused as well.
    const missing = await api.get('/next/preview', {
      headers: staffHeaders(token),
      maxRedirects: 0,
    })
    expect(missing.status()).toBe(400)
    // A real session sent by another site (a link or frame elsewhere) is not a preview.
    for (const crossSite of [
      { 'sec-fetch-site': 'cross-site' } as Record<string, string>,
      { origin: 'https://evil.example' },
    ]) {
      const answer = await api.get('/next/preview?path=/about', {
        headers: staffHeaders(token, crossSite),
        maxRedirects: 0,
      })
      expect(answer.status(), JSON.stringify(crossSite)).toBe(401)
      expect(draftCookieOf(answer.headersArray())).toBeUndefined()
    }
    await api.dispose()
  })

  test('the exit route clears the draft cookie and only returns to pages of this site', async () => {
    const api = await visitor()
    const out = await api.get('/next/exit-preview?path=/ar/blog', { maxRedirects: 0 })
    expect(out.status()).toBe(307)
    expect(out.headers()['location']).toBe('/ar/blog')
    const cleared = setCookies(out.headersArray()).find((c) => c.startsWith(`${DRAFT_COOKIE}=`))
    expect(cleared).toBeTruthy()
    expect(cleared!).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i)
    const offSite = await api.get('/next/exit-preview?path=//evil.example', { maxRedirects: 0 })
    expect(offSite.headers()['location']).toBe('/')
    await api.dispose()
  })
})

test.describe('public pages stay static while previews run', () => {
  test('the build still prerenders every public page, in both languages', () => {
    const dist = process.env.NEXT_DIST_DIR || '.next-e2e'
    const manifest = JSON.parse(
      readFileSync(path.resolve(dist, 'prerender-manifest.json'), 'utf8'),
    ) as { routes: Record<string, unknown> }
    for (const locale of ['en', 'ar']) {
      for (const page of [
        '',
        '/about',
        '/what-we-do',
        '/what-we-do/erp-solution',
        '/contact',
        '/our-work',
        '/blog',
        '/blog/1',
        '/privacy-policy',
      ]) {
        expect(manifest.routes, `/${locale}${page}`).toHaveProperty([`/${locale}${page}`])
      }
    }
  })

  test('visitors get the cached page; a staff preview is rendered fresh and never cached', async () => {
    // Plain fetch: no cookie jar, so each request carries exactly the cookies written here.
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(new URL(path, baseURL()), {
        headers: { accept: 'text/html', ...headers },
        redirect: 'manual',
      })
    const page = '/ar/about'
    await get(page)
    const again = await get(page)
    expect(again.status).toBe(200)
    expect(`${again.headers.get('x-nextjs-cache')} ${again.headers.get('x-page-cache')}`).toMatch(
      /HIT/,
    )
    expect(again.headers.get('cache-control')).toMatch(/s-maxage=/)
    // Visitors' pages refuse every frame.
    expect(again.headers.get('x-frame-options')).toBe('DENY')
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

    const api = await visitor()
    const token = await staffToken(api)
    await api.dispose()
    const entry = await get(`/next/preview?path=${encodeURIComponent(page)}`, staffHeaders(token))
    expect(entry.status).toBe(307)
    const draft = draftCookieOf(
      entry.headers.getSetCookie().map((value) => ({ name: 'set-cookie', value })),
    )!
    expect(draft).toBeTruthy()
    for (let i = 0; i < 2; i++) {
      const preview = await get(
        page,
        staffHeaders(token, { cookie: `${draft}; payload-token=${token}` }),
      )
      expect(preview.status).toBe(200)
      // Rendered for this request (Next still labels the answer with its
      // x-nextjs-cache header); neither the page cache nor a browser keeps it.
      expect(preview.headers.get('x-page-cache')).toBeNull()
      expect(preview.headers.get('cache-control')).toMatch(/private.*no-store/)
      // The admin on this origin may frame it; no other site may.
      expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
      // The preview pane's refresh script comes with it, and only with it.
      expect(await preview.text()).toContain('id="live-preview"')
    }
    // And visitors right after still get the shared, static answer, without that script.
    const after = await get(page)
    expect(after.headers.get('cache-control')).toMatch(/s-maxage=/)
    expect(after.headers.get('x-frame-options')).toBe('DENY')
    expect(await after.text()).not.toContain('id="live-preview"')

    // The draft cookie without a staff session (signed out) reads as a visitor would.
    const signedOut = await get(page, { cookie: draft })
    expect(signedOut.status).toBe(200)
    expect(await signedOut.text()).not.toContain('id="live-preview"')
  })
})

// ---------------------------------------------------------------- in the admin

async function useAdminLanguage(page: Page, code: 'en' | 'ar') {
  await page.context().addCookies([{ name: 'payload-lng', value: code, url: baseURL() }])
}

async function findId(page: Page, collection: string, where: string): Promise<number> {
  const answer = await page.request.get(`/api/${collection}?${where}&depth=0&limit=1&draft=true`)
  expect(answer.status()).toBe(200)
  const id = (await answer.json()).docs?.[0]?.id
  expect(id, `${collection} ${where}`).toBeTruthy()
  return id
}

/** Opens the preview pane of the edit view and waits for the page inside it. */
async function openLivePreview(page: Page, address: string): Promise<Frame> {
  await page.goto(address)
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible({ timeout: 20_000 })
  if (!(await page.locator('#live-preview-iframe').count())) await toggler.click()
  const iframe = page.locator('#live-preview-iframe')
  await expect(iframe).toBeVisible({ timeout: 20_000 })
  const handle = await iframe.elementHandle()
  const frame = await handle!.contentFrame()
  expect(frame).not.toBeNull()
  // Past the preview route, on the page itself.
  await expect
    .poll(() => (frame!.url().startsWith('http') ? new URL(frame!.url()).pathname : ''), {
      timeout: 20_000,
    })
    .toMatch(/^\/(?!next\/)/)
  // The page refreshes on the admin's save events only once it has hydrated
  // (after its first paint): an edit typed before then is not shown until the next save.
  await expect(frame!.locator('header[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 })
  return frame!
}

async function typeInto(page: Page, field: string, text: string) {
  const input = page.locator(`#field-${field}`)
  await expect(input).toBeEditable({ timeout: 20_000 })
  await input.fill(text)
}

async function expectPreviewShows(frame: Frame, text: string) {
  await expect(frame.locator('body')).toContainText(text, { timeout: 30_000 })
}

async function expectVisitorsDoNotSee(address: string, text: string) {
  const api = await visitor()
  const answer = await api.get(address, { headers: { accept: 'text/html' } })
  expect(answer.status()).toBe(200)
  expect(await answer.text()).not.toContain(text)
  await api.dispose()
}

/** Screenshots for people to look at, when SHOTS_DIR is set (kept outside the repository). */
async function shoot(page: Page, name: string, typed: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  const size = page.viewportSize()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    // The pane may reload after a resize: shoot once the typed text is back in view.
    const frame = await (await page.locator('#live-preview-iframe').elementHandle())!.contentFrame()
    const shown = frame!.locator('main').getByText(typed).first()
    await expect(shown).toBeVisible({ timeout: 20_000 })
    await shown.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) })
  }
  if (size) await page.setViewportSize(size)
}

async function switchBreakpoint(page: Page, frame: Frame, label: RegExp, width: number) {
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  if (process.env.SHOTS_DIR && width === 390) {
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `breakpoints-menu.png`) })
  }
  await page.getByRole('button', { name: label }).click()
  await expect.poll(() => frame.evaluate(() => window.innerWidth), { timeout: 10_000 }).toBe(width)
}

for (const adminLanguage of ['en', 'ar'] as const) {
  test.describe(`live preview in the ${adminLanguage === 'en' ? 'English' : 'Arabic'} admin`, () => {
    test.beforeEach(async ({ page }) => {
      await useAdminLanguage(page, adminLanguage)
      await signInToAdmin(page)
    })

    test('a service: typing shows in the preview before publishing; visitors keep the published page', async ({
      page,
    }) => {
      // Services last in the list: its first rows are read in the admin by other
      // specs, and the draft typed here is what the admin shows from now on.
      const slug = adminLanguage === 'en' ? 'fandb-solution' : 'property-management'
      const id = await findId(page, 'services', `where[slug][equals]=${slug}`)
      // The content language is named: Payload remembers the last one per account, and
      // other tests of the shared account edit Arabic content.
      const frame = await openLivePreview(page, `/admin/collections/services/${id}?locale=en`)
      expect(new URL(frame.url()).pathname).toBe(`/what-we-do/${slug}`)
      await expect(frame.locator('html')).toHaveAttribute('dir', 'ltr')
      const typed = `Preview ${adminLanguage} ${Date.now()}`
      await typeInto(page, 'title', typed)
      await expectPreviewShows(frame, typed)
      await expectVisitorsDoNotSee(`/what-we-do/${slug}`, typed)
      await shoot(page, `service-${adminLanguage}`, typed)

      // The three widths of the toolbar.
      await switchBreakpoint(page, frame, /Phone · هاتف \(390\)/, 390)
      await switchBreakpoint(page, frame, /Tablet · جهاز لوحي \(768\)/, 768)
      await switchBreakpoint(page, frame, /Desktop · حاسوب \(1280\)/, 1280)
    })

    test('a blog post in Arabic content: the preview is /ar/blog/<id>, right-to-left', async ({
      page,
    }) => {
      const id = adminLanguage === 'en' ? 1 : 2
      const frame = await openLivePreview(page, `/admin/collections/blog-posts/${id}?locale=ar`)
      expect(new URL(frame.url()).pathname).toBe(`/ar/blog/${id}`)
      await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(frame.locator('html')).toHaveAttribute('lang', 'ar')
      const typed = `معاينة ${adminLanguage} ${Date.now()}`
      await typeInto(page, 'title', typed)
      await expectPreviewShows(frame, typed)
      await expectVisitorsDoNotSee(`/ar/blog/${id}`, typed)
      await shoot(page, `blog-post-ar-content-${adminLanguage}`, typed)
    })

    test('a hero slide: the home preview opens at that slide and shows typing before publishing', async ({
      page,
    }) => {
      const locale = adminLanguage === 'en' ? 'en' : 'ar'
      const home = locale === 'ar' ? '/ar' : '/'
      // Not the first slide (the slider shows that one anyway); each admin language types its own content language.
      const listed = await page.request.get(
        '/api/hero-slides?where[is_active][equals]=true&sort=display_order&depth=0&limit=2',
      )
      const slides = (await listed.json()).docs as Array<{ id: number }>
      expect(slides).toHaveLength(2)
      const id = slides[1]!.id
      const frame = await openLivePreview(
        page,
        `/admin/collections/hero-slides/${id}?locale=${locale}`,
      )
      expect(new URL(frame.url()).pathname).toBe(home)
      expect(new URL(frame.url()).hash).toBe(`#slide-${id}`)
      const typed = `${locale === 'ar' ? 'شريحة' : 'Slide'} ${Date.now()}`
      await typeInto(page, 'title', typed)
      // Shown, not merely in the page: the slider is held at the slide being edited.
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 30_000 })
      await expectVisitorsDoNotSee(home, typed)
      await shoot(page, `hero-slide-${adminLanguage}`, typed)
    })

    test('a testimonial: the home preview opens the carousel at it and shows typing', async ({
      page,
    }) => {
      const locale = adminLanguage === 'en' ? 'en' : 'ar'
      const listed = await page.request.get(
        '/api/testimonials?where[is_active][equals]=true&sort=display_order&depth=0&limit=5',
      )
      // Late in the order, where the carousel would take a while to come round to.
      const quotes = (await listed.json()).docs as Array<{ id: number }>
      expect(quotes).toHaveLength(5)
      const id = quotes[adminLanguage === 'en' ? 3 : 4]!.id
      const frame = await openLivePreview(
        page,
        `/admin/collections/testimonials/${id}?locale=${locale}`,
      )
      expect(new URL(frame.url()).hash).toBe(`#testimonial-${id}`)
      const typed = `${locale === 'ar' ? 'شهادة' : 'Quote'} ${Date.now()}`
      await typeInto(page, 'quote', typed)
      await expect(frame.locator(`#testimonial-${id}`)).toContainText(typed, { timeout: 30_000 })
      await expect(frame.locator(`#testimonial-${id}`)).toBeVisible()
      await expect(frame.locator(`#testimonial-${id}`)).toHaveAttribute('data-active', 'true')
    })

    test('a feature (English admin) or a team member (Arabic admin): typing shows in its home section', async ({
      page,
    }) => {
      const [collection, field, section, where] =
        adminLanguage === 'en'
          ? ['features', 'title', 'features', 'where[status][equals]=true']
          : ['team-members', 'name', 'team', 'sort=createdAt']
      const locale = adminLanguage
      const id = await findId(page, collection, where)
      const frame = await openLivePreview(
        page,
        `/admin/collections/${collection}/${id}?locale=${locale}`,
      )
      expect(new URL(frame.url()).hash).toBe(`#${section}`)
      const typed = `${locale === 'ar' ? 'معاينة' : 'Preview'} ${Date.now()}`
      await typeInto(page, field, typed)
      await expect(frame.locator(`#${section}`).getByText(typed)).toBeVisible({ timeout: 30_000 })
      await expectVisitorsDoNotSee(locale === 'ar' ? '/ar' : '/', typed)
    })

    test('the site settings: typing shows on the contact page before publishing', async ({
      page,
    }) => {
      const locale = adminLanguage === 'en' ? 'en' : 'ar'
      const frame = await openLivePreview(page, `/admin/globals/site-settings?locale=${locale}`)
      const contact = locale === 'ar' ? '/ar/contact' : '/contact'
      expect(new URL(frame.url()).pathname).toBe(contact)
      const typed = `${locale === 'ar' ? 'مكتب' : 'Office'} ${Date.now()}`
      await typeInto(page, 'kuwait_office__title', typed)
      await expectPreviewShows(frame, typed)
      await expectVisitorsDoNotSee(contact, typed)
      await shoot(page, `site-settings-${adminLanguage}`, typed)
    })
  })
}
