import { parseFeed } from '@rowanmanning/feed-parser'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { richTextFromPlainText } from '../../src/lib/rich-text'
import { axeViolations } from '../support/axe'
import { E2E_FIRST_ADMIN, E2E_PASSWORD } from '../support/e2e-staff'
import { shotAtBothWidths } from '../support/shots'

/**
 * The blog list in pages of twelve, in both languages, with and without
 * JavaScript: numbered pages, previous and next, one canonical address per
 * page, and a page past the last not found. The blog is seeded with fewer
 * than twelve posts, so this spec publishes old-dated posts to make a second
 * page (they sort to the end), and removes them after: it runs in the serial
 * 'publishing' project, where nothing else reads the blog at the same time.
 * Posts published here are in the feeds at once (the list's cache tag).
 */

test.describe.configure({ mode: 'serial' })

const LANGUAGES = [
  { prefix: '', pages: 'Blog pages', page: 'Page', previous: 'Previous page', next: 'Next page' },
  {
    prefix: '/ar',
    pages: 'صفحات المدونة',
    page: 'الصفحة',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
  },
] as const

const stamp = Date.now()
const created: number[] = []
let token = ''
let total = 0

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: E2E_FIRST_ADMIN, password: E2E_PASSWORD },
  })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

async function publishedCount(request: APIRequestContext) {
  const answer = await request.get(
    '/api/blog-posts?limit=1&depth=0&where[status][equals]=published',
  )
  return ((await answer.json()) as { totalDocs: number }).totalDocs
}

const cards = (page: Page) =>
  page.getByRole('region', { name: /Blog posts|مقالات المدونة/ }).getByRole('article')

test.beforeAll(async ({ request }) => {
  token = await signIn(request)
  const published = await publishedCount(request)
  // At least two posts on page 2, whatever the blog holds now.
  const needed = Math.max(3, 14 - published)
  for (let index = 0; index < needed; index += 1) {
    const answer = await request.post('/api/blog-posts', {
      headers: { authorization: `JWT ${token}` },
      data: {
        title: `Paging post ${stamp}-${index}`,
        slug: `paging-post-${stamp}-${index}`,
        excerpt: 'An older note kept for the archive.',
        content: richTextFromPlainText('Body.', 'ltr'),
        published_at: new Date(Date.UTC(2019, 0, 1 + index)).toISOString(),
        _status: 'published',
        status: 'published',
      },
    })
    expect(answer.status(), await answer.text()).toBe(201)
    created.push(((await answer.json()) as { doc: { id: number } }).doc.id)
  }
  total = published + needed
})

test.afterAll(async ({ request }) => {
  for (const id of created) {
    const removed = await request.delete(`/api/blog-posts/${id}`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(removed.status()).toBe(200)
  }
})

for (const lang of LANGUAGES) {
  for (const javaScript of [true, false]) {
    test.describe(`${lang.prefix || '/'} with${javaScript ? '' : 'out'} JavaScript`, () => {
      test.use({ javaScriptEnabled: javaScript })

      test(`blog pages ${lang.prefix || 'en'} ${javaScript ? 'js' : 'no-js'}`, async ({ page }) => {
        const lastPage = Math.ceil(total / 12)
        await expect(async () => {
          await page.goto(`${lang.prefix}/blog`)
          await expect(cards(page)).toHaveCount(12, { timeout: 1_000 })
        }).toPass({ timeout: 20_000 })
        // The pager is followed once the page has hydrated: a link followed while
        // the head is still hydrating can leave the old canonical (docs/SEO.md).
        if (javaScript) await expect(page.locator('header[data-hydrated]').first()).toBeAttached()
        const pager = page.getByRole('navigation', { name: lang.pages })
        await expect(pager.locator('[aria-current="page"] .sr-only')).toHaveText(`${lang.page} 1`)
        await expect(pager.getByRole('link', { name: lang.previous })).toHaveCount(0)
        await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
          'href',
          `${lang.prefix}/blog/page/2`,
        )
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${lang.prefix}/blog$`),
        )

        await pager.getByRole('link', { name: lang.next }).click()
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog/page/2$`))
        await expect(pager.locator('[aria-current="page"] .sr-only')).toHaveText(`${lang.page} 2`)
        await expect(cards(page)).toHaveCount(lastPage === 2 ? total - 12 : 12)
        await expect(page.getByRole('heading', { name: `Paging post ${stamp}-0` })).toBeVisible()
        // The router swaps the head after the page's body: one canonical once it has.
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
        await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
          'href',
          `${lang.prefix}/blog`,
        )
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${lang.prefix}/blog/page/2$`),
        )
        await expect(page.locator('head link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
          'href',
          /\/ar\/blog\/page\/2$/,
        )
        await expect(page).toHaveTitle(new RegExp(`${lang.page} 2`))
        if (javaScript) expect(await axeViolations(page)).toEqual([])
        await shotAtBothWidths(page, `blog-page-2${lang.prefix.replace('/', '-')}`)

        await pager.getByRole('link', { name: `${lang.page} 1` }).click()
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog$`))
      })
    })
  }
}

test('one address per page, and none past the last', async ({ request }) => {
  const lastPage = Math.ceil(total / 12)
  for (const lang of LANGUAGES) {
    const first = await request.get(`${lang.prefix}/blog/page/1`, { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    expect(first.headers().location).toMatch(new RegExp(`${lang.prefix}/blog$`))
    const padded = await request.get(`${lang.prefix}/blog/page/02`, { maxRedirects: 0 })
    expect(padded.headers().location).toMatch(new RegExp(`${lang.prefix}/blog/page/2$`))
    for (const missing of [`${lastPage + 1}`, '0', 'two', '99999999999']) {
      const answer = await request.get(`${lang.prefix}/blog/page/${missing}`)
      expect(answer.status(), missing).toBe(404)
    }
  }
})

test('a published post is in both feeds at once', async ({ request }) => {
  for (const prefix of ['', '/ar']) {
    for (const file of ['feed.xml', 'atom.xml']) {
      const feed = parseFeed(await (await request.get(`${prefix}/blog/${file}`)).text())
      // Old-dated, so not among the newest thirty once the blog is long; the newest of them is.
      const urls = feed.items.map((item) => item.url ?? '')
      const newestCreated = created[created.length - 1]
      expect(
        urls.some((url) => url.endsWith(`${prefix}/blog/${newestCreated}`)),
        file,
      ).toBe(feed.items.length < 30)
      expect(feed.items.length).toBe(Math.min(30, total))
    }
  }
})
