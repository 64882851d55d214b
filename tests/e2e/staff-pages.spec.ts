import path from 'node:path'

import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { changeForm, gotoAdmin, publishInAdmin, signInToAdmin } from '../support/admin'

import { axeViolations } from '../support/axe'
import { staffApi, visitorHtml } from '../support/site-api'

/**
 * Pages staff make in the CMS, with no code behind them: the seeded Careers
 * page and its sub-page for visitors in both languages, at phone and desktop
 * widths, without JavaScript too; then a page's life through the REST API the
 * admin uses: a draft visitors cannot see, publishing, a slug change that
 * leaves a 308 from the old address, unpublishing (404 and out of the
 * sitemap). Runs in the 'publishing' project: it publishes and removes a page.
 */

test.describe.configure({ mode: 'serial' })

const baseURL = () => test.info().project.use.baseURL!
const stamp = Date.now().toString(36)

const SEEDED = [
  { path: '/careers', heading: { en: 'Build software people', ar: 'اصنع برمجيات' } },
  {
    path: '/careers/engineering',
    heading: { en: 'Engineering at our company', ar: 'الهندسة في شركتنا' },
  },
  {
    path: '/erp-webinar',
    heading: { en: 'ERP in practice', ar: 'نظام ERP عمليًا' },
  },
] as const

const localized = (path: string, locale: 'en' | 'ar') => (locale === 'en' ? path : `/ar${path}`)

async function sitemapPaths(): Promise<string[]> {
  const answer = await visitorHtml(baseURL(), '/sitemap.xml')
  return [...answer.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  )
}

async function visitorSees(
  browser: Browser,
  path: string,
  heading: string,
  javaScriptEnabled = true,
) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ baseURL: baseURL(), viewport, javaScriptEnabled })
    const page = await context.newPage()
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
    // The site's header and footer frame the page, and nothing overflows sideways.
    await expect(page.locator('header').first()).toBeVisible()
    await expect(page.locator('footer').first()).toBeAttached()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0)
    await context.close()
  }
}

test('the seeded Careers page, its sub-page and the webinar page are served in both languages, with their metadata and in the sitemap', async ({
  browser,
}) => {
  const sitemap = await sitemapPaths()
  for (const { path, heading } of SEEDED) {
    for (const locale of ['en', 'ar'] as const) {
      const address = localized(path, locale)
      expect(sitemap, address).toContain(address)
      await visitorSees(browser, address, heading[locale])
      const { html } = await visitorHtml(baseURL(), address)
      expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`)
      expect(html).toContain(`<link rel="canonical" href="${baseURL()}${address}"`)
      expect(html).toContain(`hrefLang="ar" href="${baseURL()}/ar${path}"`)
      expect(html).toContain(`hrefLang="x-default" href="${baseURL()}${path}"`)
      // Without a search description of its own, the hero's lead describes the page.
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/)
    }
  }
})

test('without JavaScript the pages read the same', async ({ browser }) => {
  await visitorSees(browser, '/ar/careers/engineering', SEEDED[1].heading.ar, false)
})

test('an address no page has is still the site’s 404, in both languages', async () => {
  for (const path of [
    '/careers/no-such-role',
    '/ar/careers/no-such-role',
    '/Careers',
    '/a/b/c/d/e/f',
  ]) {
    const answer = await visitorHtml(baseURL(), path)
    expect(answer.status, path).toBe(404)
    expect(answer.html).toContain(path.startsWith('/ar') ? 'الصفحة غير موجودة' : 'Page Not Found')
  }
})

async function careersId(api: APIRequestContext): Promise<number> {
  const answer = await api.get('/api/pages?where[path][equals]=/careers&depth=0&limit=1')
  return ((await answer.json()).docs as Array<{ id: number }>)[0].id
}

test('a page’s life: draft unseen, published in both languages, renamed with a 308, unpublished to a 404', async () => {
  const api = await staffApi(baseURL())
  const slug = `design-${stamp}`
  const created = await api.post('/api/pages?draft=true&locale=en', {
    data: {
      title: 'Design careers',
      slug,
      parent: await careersId(api),
      _status: 'draft',
      layout: [
        {
          blockType: 'page-hero',
          title: `Designers wanted ${stamp}`,
          lead: 'Product and brand designers for bilingual work.',
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id, layout } = (await created.json()).doc as { id: number; layout: Array<{ id: string }> }
  const address = `/careers/${slug}`
  try {
    expect((await visitorHtml(baseURL(), address)).status).toBe(404)

    const arabic = await api.patch(`/api/pages/${id}?draft=true&locale=ar`, {
      data: {
        title: 'وظائف التصميم',
        // The same section (its id): the Arabic words of the English block.
        layout: [{ id: layout[0].id, blockType: 'page-hero', title: `مطلوب مصممون ${stamp}` }],
      },
    })
    expect(arabic.status(), await arabic.text()).toBe(200)
    const published = await api.patch(`/api/pages/${id}?locale=en`, {
      data: { _status: 'published' },
    })
    expect(published.status(), await published.text()).toBe(200)

    for (const [path, heading] of [
      [address, `Designers wanted ${stamp}`],
      [`/ar${address}`, `مطلوب مصممون ${stamp}`],
    ]) {
      await expect
        .poll(async () => (await visitorHtml(baseURL(), path)).html.includes(heading), {
          timeout: 15_000,
        })
        .toBe(true)
    }
    await expect.poll(sitemapPaths, { timeout: 15_000 }).toContain(`/ar${address}`)

    const renamed = await api.patch(`/api/pages/${id}`, { data: { slug: `${slug}-team` } })
    expect(renamed.status(), await renamed.text()).toBe(200)
    for (const path of [address, `/ar${address}`]) {
      await expect
        .poll(
          async () => {
            const visitor = await fetch(`${baseURL()}${path}`, { redirect: 'manual' })
            return [
              visitor.status,
              new URL(visitor.headers.get('location') ?? '/', baseURL()).pathname,
            ]
          },
          { timeout: 15_000 },
        )
        .toEqual([308, `${path}-team`])
    }

    const unpublished = await api.patch(`/api/pages/${id}`, { data: { _status: 'draft' } })
    expect(unpublished.status(), await unpublished.text()).toBe(200)
    await expect
      .poll(async () => (await visitorHtml(baseURL(), `${address}-team`)).status, {
        timeout: 15_000,
      })
      .toBe(404)
    await expect.poll(sitemapPaths, { timeout: 15_000 }).not.toContain(`${address}-team`)
  } finally {
    await api.delete(`/api/pages/${id}`)
  }
})

test('English shown on an Arabic page in place of missing Arabic is said to be English', async ({
  browser,
}) => {
  const api = await staffApi(baseURL())
  const slug = `fallback-${stamp}`
  const lead = `Bilingual product teams ${stamp}.`
  const created = await api.post('/api/pages?locale=en', {
    data: {
      title: 'Fallback careers',
      slug,
      _status: 'published',
      layout: [{ blockType: 'page-hero', title: `Hiring ${stamp}`, lead }],
      meta: { description: `Careers in English ${stamp}` },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id, layout } = (await created.json()).doc as { id: number; layout: Array<{ id: string }> }
  try {
    // The Arabic has the page's title and the section's heading, not its lead.
    const arabic = await api.patch(`/api/pages/${id}?locale=ar`, {
      data: {
        title: 'وظائف بديلة',
        layout: [{ id: layout[0].id, blockType: 'page-hero', title: `نوظف ${stamp}` }],
      },
    })
    expect(arabic.status(), await arabic.text()).toBe(200)
    await expect
      .poll(
        async () => (await visitorHtml(baseURL(), `/ar/${slug}`)).html.includes(`نوظف ${stamp}`),
        {
          timeout: 15_000,
        },
      )
      .toBe(true)
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(`/ar/${slug}`)
      const english = page.locator('main [lang="en"][dir="ltr"]')
      await expect(english).toHaveCount(1)
      await expect(english).toHaveText(lead)
      // The Arabic heading is the page's own language; the marks never show as characters.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`نوظف ${stamp}`)
      expect(await page.locator('h1 [lang]').count()).toBe(0)
      expect(await page.locator('main').innerText()).not.toMatch(/[\u2066\u2069]/)
      // Where no markup can go, the English keeps Unicode's left-to-right isolate.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        `\u2066Careers in English ${stamp}\u2069`,
      )
      // axe runs in the page's JavaScript: once, with it on.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])
      if (javaScriptEnabled && process.env.SHOTS_DIR)
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({
            path: path.join(process.env.SHOTS_DIR, `fallback-english-ar-${width}.png`),
          })
        }
      // The server's markup and the browser's agree: no hydration warning.
      expect(errors).toEqual([])
      await context.close()
    }
    // The English page says nothing of the kind.
    expect((await visitorHtml(baseURL(), `/${slug}`)).html).not.toContain(
      '<span lang="en" dir="ltr">',
    )
  } finally {
    await api.delete(`/api/pages/${id}`)
  }
})

test('a form with no Arabic yet shows its English questions on the Arabic page, marked as English', async ({
  page,
}) => {
  const api = await staffApi(baseURL())
  const form = await api.post('/api/forms?locale=en', {
    data: {
      title: `Demo request ${stamp}`,
      fields: [{ kind: 'text', name: 'full_name', label: `Full name ${stamp}`, required: true }],
    },
  })
  expect(form.status(), await form.text()).toBe(201)
  const formId = (await form.json()).doc.id as number
  const slug = `form-fallback-${stamp}`
  const created = await api.post('/api/pages?locale=en', {
    data: {
      title: 'Demo',
      slug,
      _status: 'published',
      layout: [
        { blockType: 'page-hero', title: `Demo ${stamp}` },
        { blockType: 'form', form: formId, title: 'Book a demo' },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const pageId = (await created.json()).doc.id as number
  try {
    await page.goto(`/ar/${slug}`)
    const label = page.locator('main form label', { hasText: `Full name ${stamp}` })
    await expect(label.locator('[lang="en"][dir="ltr"]')).toHaveText(`Full name ${stamp}`)
    expect(await page.locator('main form').innerText()).not.toMatch(/[\u2066\u2069]/)
    expect(await axeViolations(page)).toEqual([])
  } finally {
    await api.delete(`/api/pages/${pageId}`)
    await api.delete(`/api/forms/${formId}`)
  }
})

test('the old REST address of pages answers a permanent redirect to the new one', async () => {
  const answer = await fetch(`${baseURL()}/api/page-keywords?limit=1`, { redirect: 'manual' })
  expect(answer.status).toBe(308)
  expect(answer.headers.get('location')).toMatch(/\/api\/pages\?limit=1$/)
})

const ADMIN_LANGUAGES = [
  {
    code: 'en',
    section: 'Page hero',
    title: `Partnerships ${stamp}`,
    heading: `Partner with us ${stamp}`,
  },
  { code: 'ar', section: 'واجهة الصفحة', title: `الشراكات ${stamp}`, heading: `شاركنا ${stamp}` },
] as const

for (const language of ADMIN_LANGUAGES) {
  test(`an editor makes a page in the ${language.code} admin: title, slug, a section, publish, and visitors see it`, async ({
    page,
    baseURL,
  }) => {
    const slug = `partners-${language.code}-${stamp}`
    await signInToAdmin(page)
    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    await gotoAdmin(page, '/admin/collections/pages/create?locale=en')
    await typeInto(page, '#field-title', language.title)
    await typeInto(page, '#field-slug', slug)
    await changeForm(page, () => page.locator('.blocks-field__drawer-toggler').first().click())
    await page
      .locator('.blocks-drawer__blocks')
      .getByText(language.section, { exact: true })
      .click()
    // Sections open collapsed: open the new one (again if a click lands before hydration).
    const heading = page.locator('#field-layout__0__title')
    await expect(async () => {
      if (!(await heading.isVisible()))
        await page.locator('.blocks-field .collapsible__toggle').first().click()
      await expect(heading).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await typeInto(page, '#field-layout__0__title', language.heading)
    await publishInAdmin(page, '/api/pages')
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
    await page.screenshot({
      path: path.join(
        process.env.SHOTS_DIR || 'test-results',
        `admin-new-page-${language.code}.png`,
      ),
    })
    await expect
      .poll(async () => (await visitorHtml(baseURL!, `/${slug}`)).html.includes(language.heading), {
        timeout: 20_000,
      })
      .toBe(true)
    const api = await staffApi(baseURL!)
    const found = await api.get(`/api/pages?where[slug][equals]=${slug}&depth=0`)
    const [doc] = (await found.json()).docs as Array<{ id: number; _status: string; path: string }>
    expect(doc).toMatchObject({ _status: 'published', path: `/${slug}` })
    await api.delete(`/api/pages/${doc.id}`)
  })
}

/** Types into a field of the admin's form and waits for the server to judge the form again. */
async function typeInto(page: Page, selector: string, value: string) {
  await changeForm(page, () => page.locator(selector).fill(value))
  await expect(page.locator(selector)).toHaveValue(value)
}
