import { parseFeed } from '@rowanmanning/feed-parser'
import { expect, test } from '@playwright/test'

/**
 * The blog's feeds in both languages: named in the head of the list and of
 * every post, linked from the list, and read back by a feed parser with the
 * list's posts in its order, every address absolute and in its language.
 */

const LANGUAGES = [
  { prefix: '', language: 'en', follow: 'Follow the blog by RSS' },
  { prefix: '/ar', language: 'ar', follow: 'تابِع المدونة عبر RSS' },
] as const

const FEEDS = [
  { file: 'feed.xml', type: 'application/rss+xml' },
  { file: 'atom.xml', type: 'application/atom+xml' },
] as const

for (const lang of LANGUAGES) {
  test(`feeds ${lang.language}`, async ({ page, request }) => {
    await page.goto(`${lang.prefix}/blog`)
    const listed = await page
      .getByRole('region', { name: /Blog posts|مقالات المدونة/ })
      .getByRole('article')
      .getByRole('heading')
      .allTextContents()
    const postLinks = await page
      .getByRole('region', { name: /Blog posts|مقالات المدونة/ })
      .getByRole('article')
      .locator('a[href*="/blog/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))])
    expect(listed.length).toBeGreaterThan(0)

    const follow = page.getByRole('link', { name: lang.follow })
    await expect(follow).toHaveAttribute('href', `${lang.prefix}/blog/feed.xml`)

    const origin = new URL(page.url()).origin
    for (const feedKind of FEEDS) {
      const head = page.locator(`head link[rel="alternate"][type="${feedKind.type}"]`)
      await expect(head).toHaveCount(1)
      expect(await head.getAttribute('href')).toMatch(
        new RegExp(`^(${origin})?${lang.prefix}/blog/${feedKind.file}$`),
      )
      const answer = await request.get(`${lang.prefix}/blog/${feedKind.file}`)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe(`${feedKind.type}; charset=utf-8`)
      const feed = parseFeed(await answer.text())
      expect(feed.language).toBe(lang.language)
      expect(feed.url).toMatch(new RegExp(`^https?://[^/]+${lang.prefix}/blog$`))
      const titles = feed.items.map((item) => item.title)
      expect(titles.slice(0, listed.length)).toEqual(listed.map((title) => title.trim()))
      const paths = feed.items
        .slice(0, postLinks.length)
        .map((item) => new URL(item.url ?? '').pathname)
      expect(paths).toEqual(postLinks)
      for (const item of feed.items) {
        expect(item.url).toMatch(/^https?:\/\//)
        expect(item.description?.length).toBeGreaterThan(0)
        for (const media of item.media) expect(media.url).toMatch(/^https?:\/\//)
      }
      expect(feed.items.some((item) => item.media.length > 0)).toBe(true)
    }

    // A post's head names the same feeds (after its first topic's, when it has topics).
    await page.goto(postLinks[0] ?? '')
    await expect(
      page.locator(
        `head link[rel="alternate"][type="application/rss+xml"][href$="${lang.prefix}/blog/feed.xml"]`,
      ),
    ).toHaveCount(1)
  })
}

test('a feed in a language the site does not have is not found', async ({ request }) => {
  expect((await request.get('/fr/blog/feed.xml')).status()).toBe(404)
  expect((await request.post('/blog/feed.xml')).status()).toBe(405)
})
