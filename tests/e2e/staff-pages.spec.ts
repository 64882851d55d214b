import path from 'node:path'

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Frame,
  type Page,
} from '@playwright/test'

import { changeForm, clickUntil, gotoAdmin, publishInAdmin, signInToAdmin } from '../support/admin'

import { axeViolations } from '../support/axe'
import { readMenus, restoreMenus } from '../support/menus'
import { staffApi, visitorHtml } from '../support/site-api'
import { shot } from '../support/shots'

/**
 * Pages staff make in the CMS, with no code behind them: the seeded Careers
 * page and its sub-page for visitors in both languages, at phone and desktop
 * widths, without JavaScript too; then a page's life through the REST API the
 * admin uses: a draft visitors cannot see, publishing, a slug change that
 * leaves a 308 from the old address, unpublishing (404 and out of the
 * sitemap). Runs in the 'publishing' project: it publishes and removes a page.
 */

test.describe.configure({ mode: 'serial' })
// The admin walks below allow five minutes each: a click, a navigation or a wait for the admin's
// form that never comes fails within half a minute, naming what it waited for, and is retried,
// where it once spent the whole five minutes and was reported as the test's timeout alone.
test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 })

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
    expect((await api.delete(`/api/pages/${id}`)).status()).toBe(200)
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
    expect((await api.delete(`/api/pages/${id}`)).status()).toBe(200)
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
    expect((await api.delete(`/api/pages/${pageId}`)).status()).toBe(200)
    expect((await api.delete(`/api/forms/${formId}`)).status()).toBe(200)
  }
})

test('the old REST address of pages answers a permanent redirect to the new one', async () => {
  const answer = await fetch(`${baseURL()}/api/page-keywords?limit=1`, { redirect: 'manual' })
  expect(answer.status).toBe(308)
  expect(answer.headers.get('location')).toMatch(/\/api\/pages\?limit=1$/)
})

/** What an editor writes in each admin language: the page's words are English first, then Arabic. */
const ADMIN_LANGUAGES = [
  {
    code: 'en',
    sections: [
      'Page hero',
      'Services list',
      'Latest blog posts',
      'Success stories list',
      'Closing band',
    ],
    addEntry: 'Add Entry',
    addLink: 'Add Link',
  },
  {
    code: 'ar',
    sections: [
      'واجهة الصفحة',
      'قائمة الخدمات',
      'أحدث المقالات',
      'قائمة قصص النجاح',
      'الشريط الختامي',
    ],
    addEntry: 'أضف عنصر',
    addLink: 'أضف رابط',
  },
] as const

/** The words of the pages an editor makes, per language of the page. */
const wordsOf = (code: string) => ({
  parent: { en: `Launch ${code} ${stamp}`, ar: `الإطلاق ${code} ${stamp}` },
  hero: { en: `Start with us ${code} ${stamp}`, ar: `ابدأ معنا ${code} ${stamp}` },
  band: { en: `Talk to our team ${code} ${stamp}`, ar: `تحدث إلى فريقنا ${code} ${stamp}` },
  child: { en: `Launch details ${code} ${stamp}`, ar: `تفاصيل الإطلاق ${code} ${stamp}` },
  childHero: { en: `The details ${code} ${stamp}`, ar: `التفاصيل ${code} ${stamp}` },
  button: `See the details ${code} ${stamp}`,
})

/**
 * The page's HTML has a link to `href` that says `words` (a section's button);
 * English words on an Arabic page come isolated (U+2066 … U+2069).
 */
const linkTo = (href: string, words: string) =>
  new RegExp(`<a[^>]* href="${href}"[^>]*>\u2066?${words}\u2069?<`)

for (const language of ADMIN_LANGUAGES) {
  test(`an editor builds a page and a sub-page in the ${language.code} admin: five sections in both languages, a draft, live preview, publishing, menus, a new address`, async ({
    page,
    baseURL,
    browser,
  }) => {
    // A long walk through the admin: two pages, five sections, two languages, two menus.
    test.setTimeout(300_000)
    const words = wordsOf(language.code)
    const slug = `launch-${language.code}-${stamp}`
    const api = await staffApi(baseURL!)
    const menus = await readMenus(baseURL!)
    const made: number[] = []
    await signInToAdmin(page)
    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    try {
      // The parent page, in English: five different sections, two of them with words.
      await gotoAdmin(page, '/admin/collections/pages/create?locale=en')
      await typeInto(page, '#field-title', words.parent.en)
      await typeInto(page, '#field-slug', slug)
      for (const section of language.sections) await addSection(page, section)
      await typeInto(page, await openSection(page, 4, 'title'), words.band.en)
      await typeInto(page, await openSection(page, 0, 'title'), words.hero.en)
      const parentId = await draftSaved(page, api, 'en', {
        title: words.parent.en,
        hero: words.hero.en,
      })
      made.push(parentId)
      // A draft: visitors are told there is no such page.
      expect((await visitorHtml(baseURL!, `/${slug}`)).status).toBe(404)

      // The same sections in Arabic, seen in the live preview as they are typed.
      await gotoAdmin(page, `/admin/collections/pages/${parentId}?locale=ar`)
      await typeInto(page, '#field-title', words.parent.ar)
      await typeInto(page, await openSection(page, 4, 'title'), words.band.ar)
      await typeInto(page, await openSection(page, 0, 'title'), words.hero.ar)
      await draftSaved(page, api, 'ar', { title: words.parent.ar, hero: words.hero.ar })
      const preview = await openPreview(page)
      await expect(preview.locator('h1')).toContainText(words.hero.ar, { timeout: 30_000 })
      await expect(preview.locator('main')).toContainText(words.band.ar)
      await publishInAdmin(page, '/api/pages')
      await shot(page, `admin-new-page-${language.code}`)

      // The sub-page: its parent chosen from the pages.
      await gotoAdmin(page, '/admin/collections/pages/create?locale=en')
      await typeInto(page, '#field-title', words.child.en)
      await typeInto(page, '#field-slug', 'details')
      await choose(page, '#field-parent', words.parent.en)
      await addSection(page, language.sections[0])
      await typeInto(page, await openSection(page, 0, 'title'), words.childHero.en)
      await publishInAdmin(page, '/api/pages')
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
      const childId = Number(page.url().match(/\/pages\/(\d+)/)?.[1])
      made.push(childId)
      await gotoAdmin(page, `/admin/collections/pages/${childId}?locale=ar`)
      await typeInto(page, '#field-title', words.child.ar)
      await typeInto(page, await openSection(page, 0, 'title'), words.childHero.ar)
      await publishInAdmin(page, '/api/pages')

      // The parent's closing band gets a button that opens the sub-page (words in English only).
      await gotoAdmin(page, `/admin/collections/pages/${parentId}?locale=en`)
      await openSection(page, 4, 'title')
      // The admin draws a group's fields once it scrolls into view.
      await page.locator('#field-layout__4__button').scrollIntoViewIfNeeded()
      await typeInto(page, '#field-layout__4__button__label', words.button)
      await choose(page, '#field-layout__4__button__reference', words.child.en)
      await publishInAdmin(page, '/api/pages')

      // The parent in the header menu and in the footer's last list.
      await gotoAdmin(page, '/admin/globals/navigation?locale=en')
      const entry = await addRow(page, 'header', language.addEntry)
      await typeInto(page, `${entry}__label`, words.parent.en)
      await choose(page, `${entry}__link__reference`, words.parent.en)
      const link = await addRow(page, 'legal', language.addLink)
      await typeInto(page, `${link}__label`, words.child.en)
      await choose(page, `${link}__reference`, words.child.en)
      await shot(page, `admin-menus-${language.code}`, { fullPage: true })
      await publishInAdmin(page, '/api/globals/navigation')

      // Visitors: both pages in both languages, at both widths, with and without JavaScript.
      const pages = [
        { path: `/${slug}`, heading: words.hero.en, more: words.band.en },
        { path: `/ar/${slug}`, heading: words.hero.ar, more: words.band.ar },
        { path: `/${slug}/details`, heading: words.childHero.en },
        { path: `/ar/${slug}/details`, heading: words.childHero.ar },
      ]
      for (const shown of pages)
        await expect
          .poll(
            async () => (await visitorHtml(baseURL!, shown.path)).html.includes(shown.heading),
            {
              timeout: 20_000,
            },
          )
          .toBe(true)
      for (const shown of pages) {
        await visitorSees(browser, shown.path, shown.heading)
        await visitorSees(browser, shown.path, shown.heading, false)
      }
      for (const locale of ['en', 'ar'] as const) {
        const prefix = locale === 'en' ? '' : '/ar'
        const { html } = await visitorHtml(baseURL!, `${prefix}/${slug}`)
        // The four collection-fed sections read their collections in the page's language.
        expect(html).toContain(`href="${prefix}/what-we-do/web-development"`)
        expect(html).toMatch(new RegExp(`href="${prefix}/blog/\\d+"`))
        expect(html).toMatch(new RegExp(`href="${prefix}/success-stories/[a-z-]+"`))
        expect(html).toContain(words.band[locale])
        expect(html).toMatch(linkTo(`${prefix}/${slug}/details`, words.button))
        // The menus: the header entry and the footer link, on every page.
        const about = (await visitorHtml(baseURL!, `${prefix}/about`)).html
        expect(about).toContain(`href="${prefix}/${slug}"`)
        expect(about).toContain(`href="${prefix}/${slug}/details"`)
        // The labels were written in English only: the Arabic menus show them in English.
        expect(about).toContain(words.parent.en)
        expect(about).toContain(words.child.en)
      }

      // A new slug: the old addresses of both pages answer a permanent redirect.
      await gotoAdmin(page, `/admin/collections/pages/${parentId}?locale=en`)
      await typeInto(page, '#field-slug', `${slug}-now`)
      await publishInAdmin(page, '/api/pages')
      for (const old of [`/${slug}`, `/ar/${slug}`, `/${slug}/details`]) {
        await expect
          .poll(
            async () => {
              const visitor = await fetch(`${baseURL}${old}`, { redirect: 'manual' })
              return [
                visitor.status,
                new URL(visitor.headers.get('location') ?? '/', baseURL).pathname,
              ]
            },
            { timeout: 30_000 },
          )
          .toEqual([308, old.replace(slug, `${slug}-now`)])
      }
      // The band's button follows the sub-page to its new address.
      await expect
        .poll(async () => (await visitorHtml(baseURL!, `/ar/${slug}-now`)).html, {
          timeout: 20_000,
        })
        .toMatch(linkTo(`/ar/${slug}-now/details`, words.button))
    } finally {
      await restoreMenus(baseURL!, menus, ['header', 'legal'])
      // A fresh sign-in: the admin's own sign-ins above may have ended the first one's session.
      const cleanup = await staffApi(baseURL!)
      for (const id of made.reverse()) {
        const removed = await cleanup.delete(`/api/pages/${id}`)
        expect(removed.status(), await removed.text()).toBe(200)
      }
    }
  })
}

/** Adds a section of the named kind at the end of the page's sections (clickUntil: a dropped click). */
async function addSection(page: Page, name: string) {
  const kind = page.locator('.blocks-drawer__blocks').getByText(name, { exact: true })
  await clickUntil(
    `the sections drawer showing ${name}`,
    () => page.locator('.blocks-field__drawer-toggler').last().click({ timeout: 3_000 }),
    () => kind.isVisible(),
  )
  await changeForm(page, () => kind.click())
}

/** Opens a section (they open collapsed) and answers the selector of one of its fields. */
async function openSection(page: Page, index: number, field: string): Promise<string> {
  const selector = `#field-layout__${index}__${field}`
  const input = page.locator(selector)
  // Only a closed toggle is clicked: clicking whenever the field was not yet drawn closed a
  // section whose opening was still under way (an autosave re-rendering the form).
  const toggle = page.locator(`#layout-row-${index} .collapsible__toggle`).first()
  await expect(async () => {
    if ((await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed'))
      await toggle.click()
    await expect(input).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return selector
}

/** Adds a row to a list of the menus (clickUntil: a dropped click) and answers its fields' selector prefix. */
async function addRow(page: Page, list: string, button: string): Promise<string> {
  const rows = page.locator(`#field-${list} > .array-field__draggable-rows > *`)
  const before = await rows.count()
  await changeForm(page, () =>
    clickUntil(
      `a row added to ${list}`,
      () =>
        page
          .locator(`#field-${list}`)
          .getByRole('button', { name: button })
          .last()
          .click({ timeout: 3_000 }),
      async () => (await rows.count()) > before,
    ),
  )
  const row = `#field-${list}__${before}`
  await expect(page.locator(`${row}__label`)).toBeVisible()
  return row
}

/** Picks a document by its title in a relationship field. */
async function choose(page: Page, field: string, title: string) {
  await page.locator(field).click()
  await page.locator(`${field} input`).pressSequentially(title)
  await changeForm(page, () => page.locator('.rs__option', { hasText: title }).first().click())
}

/**
 * Waits until autosave has stored the open page's draft with these words (the
 * admin's Save Draft button stays disabled once it has) and answers its id.
 */
async function draftSaved(
  page: Page,
  api: APIRequestContext,
  locale: 'en' | 'ar',
  words: { title: string; hero: string },
): Promise<number> {
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 20_000 })
  const id = Number(page.url().match(/\/pages\/(\d+)/)![1])
  await expect
    .poll(
      async () => {
        const answer = await api.get(`/api/pages/${id}?draft=true&depth=0&locale=${locale}`)
        const doc = (await answer.json()) as { title?: string; layout?: Array<{ title?: string }> }
        return [doc.title, doc.layout?.[0]?.title]
      },
      { timeout: 20_000 },
    )
    .toEqual([words.title, words.hero])
  return id
}

/** The live preview pane of the open page, once the page inside it has hydrated. */
async function openPreview(page: Page): Promise<Frame> {
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible({ timeout: 20_000 })
  if (!(await page.locator('#live-preview-iframe').count())) await toggler.click()
  const iframe = page.locator('#live-preview-iframe')
  await expect(iframe).toBeVisible({ timeout: 20_000 })
  const frame = await (await iframe.elementHandle())!.contentFrame()
  expect(frame).not.toBeNull()
  await expect(frame!.locator('header[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 })
  return frame!
}

/** Types into a field of the admin's form and waits for the server to judge the form again. */
async function typeInto(page: Page, selector: string, value: string) {
  await changeForm(page, () => page.locator(selector).fill(value))
  await expect(page.locator(selector)).toHaveValue(value)
}
