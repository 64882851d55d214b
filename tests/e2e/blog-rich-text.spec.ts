import { expect, test, type APIRequestContext } from '@playwright/test'

import { siteAxe } from '../support/axe'

import { signInToAdmin } from '../support/admin'

/**
 * Rich-text blog bodies end to end: the seeded checklist post shows its
 * headings, lists, quote, link, emphasis and inline image (with alt) in
 * English and Arabic, rendered in the server HTML with no more JavaScript than
 * a plain post, right to left in Arabic, axe clean; and staff write a
 * rich-text post in the admin in both admin languages.
 */

const SHOTS = process.env.SHOTS_DIR

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    heading: 'Measure what hurts today',
    subheading: 'Clean the data you already have',
    quote: 'A screen they understand in Arabic is worth more than a feature nobody uses.',
    strong: 'business project, not an IT project',
    link: { text: 'Nakhla Suite', href: '/what-we-do/erp-solution' },
    alt: 'The Nakhla Suite dashboard: stock, sales and deliveries on one screen',
    bullets: [
      'month-end closing',
      'stock counts and purchase approvals',
      'payroll',
      'delivery scheduling',
    ],
    direction: 'ltr',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    heading: 'قِس ما يؤلمك اليوم',
    subheading: 'نظّف البيانات الموجودة لديك',
    quote: 'فالشاشة التي يفهمونها بالعربية أثمن من ميزة لا يستخدمها أحد.',
    strong: 'مشروع أعمال لا مشروع تقنية',
    link: { text: 'Nakhla Suite', href: '/ar/what-we-do/erp-solution' },
    alt: 'لوحة Nakhla Suite: المخزون والمبيعات والتوصيل على شاشة واحدة',
    bullets: ['إقفال نهاية الشهر', 'جرد المخزون واعتماد المشتريات', 'الرواتب', 'جدولة التوصيل'],
    direction: 'rtl',
  },
] as const

async function postId(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/blog-posts?where[slug][equals]=${slug}&depth=0`)
  expect(response.ok()).toBe(true)
  return ((await response.json()).docs[0] as { id: number }).id
}

/** The script chunks a page's server HTML names (tags and preloads): a rich body must not add any. */
async function scripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  return [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])].sort()
}

for (const lang of LANGUAGES) {
  test.describe(`rich-text post ${lang.prefix || '/'}`, () => {
    test('shows headings, lists, a quote, a link, emphasis and an inline image with alt', async ({
      page,
      request,
    }) => {
      const id = await postId(request, 'erp-readiness-checklist')
      const response = await page.goto(`${lang.prefix}/blog/${id}`)
      expect(response?.status()).toBe(200)
      const body = page.locator('[data-post-body]')
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(body.locator('h2').first()).toHaveText(lang.heading)
      await expect(body.locator('h3').first()).toHaveText(lang.subheading)
      await expect(body.locator('ul > li')).toHaveText([...lang.bullets])
      await expect(body.locator('ol > li')).toHaveCount(3)
      await expect(body.locator('blockquote')).toHaveText(lang.quote)
      await expect(body.locator('strong')).toHaveText(lang.strong)
      const link = body.getByRole('link', { name: lang.link.text })
      await expect(link).toHaveAttribute('href', lang.link.href)
      const image = body.getByRole('img', { name: lang.alt })
      await image.scrollIntoViewIfNeeded()
      await expect(image).toBeVisible()
      // Loaded, not only laid out: the picture arrives after the text.
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)

      // Lists indent on the reading side: left in English, right in Arabic.
      const padding = await body
        .locator('ul')
        .evaluate((list) => [
          getComputedStyle(list).paddingLeft,
          getComputedStyle(list).paddingRight,
        ])
      const [start, end] = lang.direction === 'rtl' ? [padding[1], padding[0]] : padding
      expect(parseFloat(start)).toBeGreaterThan(0)
      expect(parseFloat(end)).toBe(0)
      expect(await body.evaluate((node) => getComputedStyle(node).direction)).toBe(lang.direction)

      // Following the link keeps the visitor on the site, in the page's language.
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${lang.link.href}$`))
    })

    test('the body is in the server HTML and adds no JavaScript to a plain post', async ({
      request,
    }) => {
      const id = await postId(request, 'erp-readiness-checklist')
      const html = await (await request.get(`${lang.prefix}/blog/${id}`)).text()
      expect(html).toContain(lang.heading)
      expect(html).toContain(`<blockquote`)
      expect(html).toContain(`alt="${lang.alt}"`)

      const rich = await scripts(request, `${lang.prefix}/blog/${id}`)
      expect(rich.length).toBeGreaterThan(0)
      const plainId = await postId(request, 'qr-ordering-lessons')
      expect(rich).toEqual(await scripts(request, `${lang.prefix}/blog/${plainId}`))
    })

    test('has no axe WCAG 2.2 AA violations at 390 and 1280 px', async ({ page, request }) => {
      const id = await postId(request, 'erp-readiness-checklist')
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 })
        await page.goto(`${lang.prefix}/blog/${id}`)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        const { violations } = await siteAxe(page).analyze()
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
          `${lang.prefix}/blog/${id} at ${width}px`,
        ).toEqual([])
        if (SHOTS) {
          await page.locator('[data-post-body] h2').first().scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${SHOTS}/post-${lang.locale}-${width}.png` })
        }
      }
    })
  })
}

const ADMIN = [
  {
    language: 'en',
    title: 'Writing in the admin',
    bodyLabel: 'Body',
    slug: 'writing-in-the-admin',
  },
  {
    language: 'ar',
    title: 'Writing in the Arabic admin',
    bodyLabel: 'نص المقال',
    slug: 'writing-in-the-arabic-admin',
  },
] as const

test.describe('writing in the admin', () => {
  // One staff account: the two languages write one after the other.
  test.describe.configure({ mode: 'serial' })
  for (const admin of ADMIN) {
    test(`staff write a rich-text post in the ${admin.language} admin; its slug comes from the title`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      if (admin.language === 'ar')
        await context.addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL! }])
      await signInToAdmin(page)
      // English content: the account may last have edited in Arabic, and the
      // admin opens a document in the content language it used last.
      await page.goto('/admin/collections/blog-posts/create?locale=en')
      await page.locator('#field-title').fill(admin.title)
      // Localized fields are labelled with their language: "Body — English".
      await expect(page.getByText(admin.bodyLabel).first()).toBeVisible()
      // The editor's hidden menus do not make the page scroll sideways (they
      // did in the Arabic admin, by 10,000 px).
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(page.viewportSize()!.width)
      const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
      await editor.click()
      // Markdown shortcuts of the editor: "## " a heading, "- " a list, "> " a quote.
      await page.keyboard.type('## A heading staff wrote')
      await page.keyboard.press('Enter')
      await page.keyboard.type('A paragraph under it.')
      await page.keyboard.press('Enter')
      await page.keyboard.type('- first point')
      await page.keyboard.press('Enter')
      await page.keyboard.type('second point')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await page.keyboard.type('> A quote.')
      if (SHOTS)
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({
            path: `${SHOTS}/admin-edit-${admin.language}-${width}.png`,
            fullPage: true,
          })
        }
      // The editor hands its text to the form when the browser is next idle
      // (within half a second): the save key pressed before then saves the
      // form without the last keystrokes. Staff pause that long; the test waits
      // for the same idle moment (callbacks run in the order they were asked).
      // The frame after it has the form's new state rendered.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 5000 }),
          ),
      )
      await page.keyboard.press('ControlOrMeta+s')
      await expect(page).toHaveURL(/\/admin\/collections\/blog-posts\/\d+/, { timeout: 20_000 })
      const id = Number(page.url().match(/blog-posts\/(\d+)/)![1])

      // The browser's own session reads and removes the post (its token as a
      // header): a second sign-in of the same account is not needed.
      const token = (await context.cookies()).find((cookie) => cookie.name === 'payload-token')
      const headers = { Authorization: `JWT ${token?.value}` }
      try {
        // The newest draft: the admin's save is a draft until Publish, and
        // autosave may still be storing the last keystrokes, so wait for them.
        const address = `/api/blog-posts/${id}?depth=0&locale=en&draft=true`
        type Saved = {
          slug: string | null
          content: { root: { children: Array<{ type: string; tag?: string }> } } | null
        }
        const read = async () =>
          (await (await page.request.get(address, { headers })).json()) as Saved
        const summary = (saved: Saved) => ({
          slug: saved.slug,
          types: (saved.content?.root.children ?? []).map((node) => node.tag ?? node.type),
          quote: JSON.stringify(saved.content).includes('A quote.'),
        })
        await expect
          .poll(async () => summary(await read()), { timeout: 30_000 })
          .toEqual({ slug: admin.slug, types: ['h2', 'paragraph', 'ul', 'quote'], quote: true })
        await page.reload()
        await expect(page.locator('#field-slug')).toHaveValue(admin.slug)
        await expect(page.locator('.rich-text-lexical h2')).toHaveText('A heading staff wrote')
        await expect(page.locator('.rich-text-lexical blockquote')).toHaveText('A quote.')
      } finally {
        await page.request.delete(`/api/blog-posts/${id}`, { headers })
      }
    })
  }
})
