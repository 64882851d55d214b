import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { sortNewestFirst } from '../../src/lib/data/post-order'

/**
 * The blog end to end in both languages (docs/PRODUCT.md, Blog list and Blog
 * post): list order, the previous/next chain, browser history, slug
 * redirects, 404s with their text in the server HTML, staff edits showing
 * without a rebuild, and axe at 390 and 1280 px.
 */

test.describe.configure({ mode: 'serial' })

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    firstDate: 'October 28, 2026',
    readMore: 'Read more',
    previous: /^Previous/,
    next: /^Next/,
    back: 'Back to Blog List',
    notFound: 'Blog post not found',
    notFoundMessage: 'Post not found',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    firstDate: '28 أكتوبر 2026',
    readMore: 'اقرأ المزيد',
    previous: /^السابق/,
    next: /^التالي/,
    back: 'العودة إلى المدونة',
    notFound: 'لم يُعثر على المقال',
    notFoundMessage: 'المقال غير موجود',
  },
] as const

type ApiPost = { id: number; title: string; slug: string; published_at: string | null }

/** Published posts as the public API gives them (anonymous: drafts are hidden), newest first. */
async function publishedPosts(request: APIRequestContext, locale: string) {
  const response = await request.get(
    `/api/blog-posts?locale=${locale}&fallback-locale=en&limit=200&depth=0`,
  )
  expect(response.ok()).toBe(true)
  const docs = (await response.json()).docs as ApiPost[]
  return sortNewestFirst(docs.map((doc) => ({ ...doc, publishedAt: doc.published_at })))
}

async function staffToken(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: 'e2e-admin@example.com', password: 'e2e-admin-password' },
  })
  expect(login.ok()).toBe(true)
  return (await login.json()).token as string
}

async function staffFind(request: APIRequestContext, token: string, slug: string) {
  const response = await request.get(
    `/api/blog-posts?where[slug][equals]=${slug}&depth=0&locale=en`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  return (await response.json()).docs[0] as ApiPost & { status: string }
}

async function staffPatch(
  request: APIRequestContext,
  token: string,
  id: number,
  data: Record<string, unknown>,
  locale = 'en',
) {
  const response = await request.patch(`/api/blog-posts/${id}?locale=${locale}`, {
    data,
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Reloads a page until its h1 reads `text` (revalidation takes effect within seconds). */
async function expectHeadingSoon(page: Page, path: string, text: string | RegExp) {
  await expect(async () => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveText(text, { timeout: 1000 })
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] })
}

for (const lang of LANGUAGES) {
  test.describe(`blog ${lang.prefix || '/'}`, () => {
    test('lists the published posts newest first with date, title, excerpt and read-more', async ({
      page,
      request,
    }) => {
      const posts = await publishedPosts(request, lang.locale)
      expect(posts.length).toBeGreaterThanOrEqual(6)
      const response = await page.goto(`${lang.prefix}/blog`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      const cards = page.locator('main article')
      await expect(cards.locator('h2')).toHaveText(posts.map((post) => post.title))
      await expect(cards.first().locator('time')).toHaveText(lang.firstDate)
      await expect(cards.first().locator('img')).toBeVisible()
      await expect(cards.first().locator('p').first()).not.toBeEmpty()
      const readMore = cards.first().getByRole('link', { name: new RegExp(`^${lang.readMore}`) })
      await expect(readMore).toHaveAttribute('href', `${lang.prefix}/blog/${posts[0].id}`)
      // The draft is not listed.
      await expect(page.getByText(/AI assistants|المساعدات الذكية/)).toHaveCount(0)
    })

    test('the server HTML is the page itself: one h1, no loading placeholder, nothing hidden', async ({
      request,
    }) => {
      const [post] = await publishedPosts(request, lang.locale)
      for (const path of [`${lang.prefix}/blog`, `${lang.prefix}/blog/${post.id}`]) {
        const html = await (await request.get(path)).text()
        expect(html.match(/<h1[\s>]/g), path).toHaveLength(1)
        expect(html, path).not.toMatch(/<div hidden id="S:/)
        expect(html, path).toContain(post.title.replace(/&/g, '&amp;').slice(0, 30))
      }
    })

    test('the grid keeps cards at least 350 px wide inside 1,200 px', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${lang.prefix}/blog`)
      const boxes = await page
        .locator('main article')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()))
      const left = Math.min(...boxes.map((box) => box.left))
      const right = Math.max(...boxes.map((box) => box.right))
      expect(right - left).toBeLessThanOrEqual(1200)
      for (const box of boxes) expect(box.width).toBeGreaterThanOrEqual(350)
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeLessThan(boxes.length)
    })

    test('opens a post, follows next to the oldest and previous back, and browser history works', async ({
      page,
      request,
    }) => {
      const posts = await publishedPosts(request, lang.locale)
      await page.goto(`${lang.prefix}/blog`)
      await page
        .locator('main article')
        .first()
        .getByRole('link', { name: new RegExp(`^${lang.readMore}`) })
        .click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog/${posts[0].id}$`))
      await expect(page.locator('h1')).toHaveText(posts[0].title)
      await expect(page.locator('main article header time')).toHaveText(lang.firstDate)
      expect(await page.locator('main article p').count()).toBeGreaterThan(2)
      await expect(page.getByRole('link', { name: lang.back })).toHaveAttribute(
        'href',
        `${lang.prefix}/blog`,
      )
      // The newest post has no previous.
      await expect(page.getByRole('link', { name: lang.previous })).toHaveCount(0)

      for (let index = 1; index < posts.length; index += 1) {
        await page.getByRole('link', { name: lang.next }).click()
        await expect(page).toHaveURL(new RegExp(`/blog/${posts[index].id}$`))
        await expect(page.locator('h1')).toHaveText(posts[index].title)
      }
      // The oldest has no next.
      await expect(page.getByRole('link', { name: lang.next })).toHaveCount(0)

      for (let index = posts.length - 2; index >= 0; index -= 1) {
        await page.getByRole('link', { name: lang.previous }).click()
        await expect(page).toHaveURL(new RegExp(`/blog/${posts[index].id}$`))
        await expect(page.locator('h1')).toHaveText(posts[index].title)
      }

      // Back and forward replay the same posts.
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/blog/${posts[1].id}$`))
      await expect(page.locator('h1')).toHaveText(posts[1].title)
      await page.goBack()
      await expect(page.locator('h1')).toHaveText(posts[2].title)
      await page.goForward()
      await expect(page.locator('h1')).toHaveText(posts[1].title)
      await page.goForward()
      await expect(page).toHaveURL(new RegExp(`/blog/${posts[0].id}$`))
      await expect(page.locator('h1')).toHaveText(posts[0].title)

      await page.getByRole('link', { name: lang.back }).click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog$`))
      await page.goBack()
      await expect(page.locator('h1')).toHaveText(posts[0].title)
    })

    test('a post’s slug redirects to its numeric address; leading zeros too', async ({
      page,
      request,
    }) => {
      const [post] = await publishedPosts(request, lang.locale)
      await page.goto(`${lang.prefix}/blog/${post.slug}`)
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog/${post.id}$`))
      await expect(page.locator('h1')).toHaveText(post.title)
      await page.goto(`${lang.prefix}/blog/00${post.id}`)
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog/${post.id}$`))
    })

    for (const address of ['999999', 'abc', 'ai-assistants-for-customer-service', 'a%20b']) {
      test(`/blog/${address} is the post-not-found view with HTTP 404, in the server HTML too`, async ({
        page,
        request,
      }) => {
        const path = `${lang.prefix}/blog/${address}`
        const raw = await request.get(path, { maxRedirects: 0 })
        expect(raw.status()).toBe(404)
        const html = await raw.text()
        expect(html).toContain(lang.notFound)
        expect(html).toContain(lang.notFoundMessage)
        expect(html).toContain(`href="${lang.prefix}/blog"`)
        expect(html).toMatch(/<meta name="robots" content="noindex/)

        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.locator('h1')).toHaveText(lang.notFound)
        await expect(page.getByText(lang.notFoundMessage, { exact: true })).toBeVisible()
        await page.getByRole('link', { name: lang.back }).click()
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog$`))
      })
    }

    test('the draft post is unreachable by its id', async ({ request }) => {
      const token = await staffToken(request)
      const draft = await staffFind(request, token, 'ai-assistants-for-customer-service')
      expect(draft.status).toBe('draft')
      const response = await request.get(`${lang.prefix}/blog/${draft.id}`)
      expect(response.status()).toBe(404)
    })

    test('has the spec’s metadata: list title, article type, description rule', async ({
      page,
      request,
    }) => {
      const [post] = await publishedPosts(request, lang.locale)
      await page.goto(`${lang.prefix}/blog/${post.id}`)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        post.published_at!,
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${lang.prefix}/blog/${post.id}$`),
      )
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length).toBeGreaterThan(20)
    })
  })
}

test.describe('staff changes show without a rebuild', () => {
  test('editing a title, publishing and unpublishing through the admin API update the public pages', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const token = await staffToken(request)
    const oldest = await staffFind(request, token, 'fast-ecommerce-checkout')
    const original = oldest.title
    const edited = `${original} (updated ${Date.now()})`

    await staffPatch(request, token, oldest.id, { title: edited })
    try {
      await expectHeadingSoon(page, `/blog/${oldest.id}`, edited)
      await page.goto('/blog')
      await expect(page.locator('main article h2').last()).toHaveText(edited)
    } finally {
      await staffPatch(request, token, oldest.id, { title: original })
    }
    await expectHeadingSoon(page, `/blog/${oldest.id}`, original)

    // Publishing the draft puts it on the site; unpublishing takes it off again.
    const draft = await staffFind(request, token, 'ai-assistants-for-customer-service')
    await staffPatch(request, token, draft.id, {
      status: 'published',
      published_at: '2020-01-01T08:00:00.000Z',
    })
    try {
      await expectHeadingSoon(page, `/blog/${draft.id}`, draft.title)
      await expect(page.getByRole('link', { name: /^Previous/ })).toHaveAttribute(
        'href',
        `/blog/${oldest.id}`,
      )
      await expect(page.getByRole('link', { name: /^Next/ })).toHaveCount(0)
    } finally {
      await staffPatch(request, token, draft.id, { status: 'draft', published_at: null })
    }
    await expect(async () => {
      const response = await request.get(`/blog/${draft.id}`)
      expect(response.status()).toBe(404)
    }).toPass({ timeout: 20_000 })
    await page.goto(`/blog/${oldest.id}`)
    await expect(page.getByRole('link', { name: /^Next/ })).toHaveCount(0)
  })
})
