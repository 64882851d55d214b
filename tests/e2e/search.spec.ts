import { expect, test } from '@playwright/test'

import { axeViolations } from '../support/axe'

/**
 * Site search in both languages, with and without JavaScript: from the
 * header's box (and the mobile menu's), results with their type and the
 * matched words marked, a result followed to its page, and every malformed
 * query answered with a message, never an error.
 */

const LANGUAGES = [
  {
    prefix: '',
    label: 'Search the site',
    query: 'ERP systems',
    marked: /^(erp|systems?)$/i,
    results: /\d+ results? for “ERP systems”/,
    type: /^(Service|Page|Blog post|Success story)$/,
    short: 'Please type at least two letters.',
    long: 'Please use 100 characters or fewer.',
    empty: 'Type what you are looking for',
    none: /No results for/,
  },
  {
    prefix: '/ar',
    label: 'ابحث في الموقع',
    // Written without hamza and with ha for ta marbuta: the content has "الإدارة" forms.
    query: 'الموارد',
    marked: /موارد/,
    results: /(نتيجة|نتائج|نتيجتان).*«الموارد»/,
    type: /^(خدمة|صفحة|مقال|قصة نجاح)$/,
    short: 'يُرجى كتابة حرفين على الأقل.',
    long: 'يُرجى ألا يزيد البحث على 100 حرفًا.',
    empty: 'اكتب ما تبحث عنه',
    none: /لا نتائج عن/,
  },
] as const

for (const lang of LANGUAGES) {
  for (const javaScript of [true, false]) {
    test.describe(`${lang.prefix || 'en'} ${javaScript ? 'js' : 'no-js'}`, () => {
      test.use({ javaScriptEnabled: javaScript })

      test(`search from the header ${lang.prefix || 'en'} ${javaScript ? 'js' : 'no-js'}`, async ({
        page,
      }) => {
        await page.goto(`${lang.prefix}/about`)
        const box = page.getByRole('search', { name: lang.label }).getByRole('searchbox')
        await box.fill(lang.query)
        await box.press('Enter')
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/search\\?q=`))
        const results = page.getByRole('region', { name: /Search results|نتائج البحث/ })
        await expect(results.getByRole('heading', { level: 2 })).toHaveText(lang.results)
        const first = results.getByRole('article').first()
        await expect(first.locator('p').first()).toHaveText(lang.type)
        await expect(results.locator('mark').first()).toHaveText(lang.marked)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        if (javaScript) expect(await axeViolations(page)).toEqual([])

        const link = first.getByRole('heading').getByRole('link')
        const href = await link.getAttribute('href')
        expect(href?.startsWith(`${lang.prefix}/`)).toBe(true)
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      })
    })
  }

  test(`malformed queries get a message ${lang.prefix || 'en'}`, async ({ page, request }) => {
    const cases: [string, string | RegExp][] = [
      ['', lang.empty],
      ['a', lang.short],
      ['x'.repeat(500), lang.long],
      ['\u202e\u200f\u0000', lang.empty],
      ["' OR 1=1; DROP TABLE blog_posts; --", lang.none],
      ['.*(((', lang.short],
      ['(.*)zqxjwv[a-z]+', lang.none],
    ]
    for (const [query, message] of cases) {
      const answer = await request.get(`${lang.prefix}/search?q=${encodeURIComponent(query)}`)
      expect(answer.status(), query).toBe(200)
      await page.goto(`${lang.prefix}/search?q=${encodeURIComponent(query)}`)
      await expect(page.locator('main [aria-live]'), query).toContainText(message)
    }
    const twice = await request.get(`${lang.prefix}/search?q=erp&q=other`)
    expect(twice.status()).toBe(200)
  })
}

test('the mobile menu has the search box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar')
  await page.locator('header details[data-menu="mobile"] > summary').click()
  const box = page.getByRole('search', { name: 'ابحث في الموقع' }).getByRole('searchbox')
  await box.fill('تطبيقات')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/ar\/search\?q=/)
  await expect(
    page.getByRole('region', { name: 'نتائج البحث' }).getByRole('article'),
  ).not.toHaveCount(0)
})

test('the header search opens over the navigation, and the search page has its own box', async ({
  page,
}) => {
  await page.goto('/ar/contact')
  const box = page.locator('header').getByRole('searchbox', { name: 'ابحث في الموقع' })
  const button = page.locator('header').getByRole('button', { name: 'بحث' })
  // Closed, it takes no more room than its button.
  expect((await box.boundingBox())!.width).toBeLessThanOrEqual(
    (await button.boundingBox())!.width + 1,
  )
  await box.click()
  await expect.poll(async () => (await box.boundingBox())!.width).toBeGreaterThanOrEqual(280)
  await page.goto('/ar/search')
  await expect(page.locator('main [aria-live]')).toContainText('اكتب ما تبحث عنه')
  const pageBox = page.getByRole('search', { name: 'البحث' }).getByRole('searchbox')
  await pageBox.fill('الادارة')
  await pageBox.press('Enter')
  await expect(page).toHaveURL(/\/ar\/search\?q=/)
})

for (const lang of LANGUAGES) {
  test(`the header search sits beside the navigation from 1024 px, overlapping nothing ${lang.prefix || 'en'}`, async ({
    page,
  }) => {
    // 1024 px is a tablet held sideways: the English navigation leaves the least room there.
    for (const width of [1024, 1050, 1087, 1088, 1280]) {
      await page.setViewportSize({ width, height: 700 })
      await page.goto(`${lang.prefix}/contact`)
      const form = page.locator('header form[role="search"]').first()
      await expect(form, `${width}px`).toBeVisible()
      // Every visible header control, the closed search counted as its button.
      const boxes = await page.locator('header').evaluate((bar) =>
        [
          ...bar.querySelectorAll<HTMLElement>(
            ':scope > div > a, nav > ul > li > a, nav > ul > li summary, :scope > div > div > a, :scope > div > div > form, :scope > div > div > button',
          ),
        ]
          .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().width > 0)
          .map((el) => {
            const box = el.getBoundingClientRect()
            return { text: (el.textContent ?? '').trim(), left: box.left, right: box.right }
          })
          .sort((a, b) => a.left - b.left),
      )
      expect(boxes.length, `${width}px`).toBeGreaterThanOrEqual(10)
      for (const [index, box] of boxes.entries()) {
        expect(box.left, `${box.text} at ${width}px`).toBeGreaterThanOrEqual(16)
        expect(box.right, `${box.text} at ${width}px`).toBeLessThanOrEqual(width - 16)
        const next = boxes[index + 1]
        if (next)
          expect(next.left, `${box.text} | ${next.text} at ${width}px`).toBeGreaterThanOrEqual(
            box.right,
          )
      }
    }
    // And it searches, at the narrowest of these widths.
    await page.setViewportSize({ width: 1024, height: 700 })
    const box = page.locator('header').getByRole('searchbox', { name: lang.label })
    await box.click()
    await box.fill(lang.query)
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/search\\?q=`))
  })
}

test('the search as JSON at /api/search, bad queries a 400 in the asked language', async ({
  request,
}) => {
  const found = await request.get(`/api/search?locale=ar&q=${encodeURIComponent('الادارة')}`)
  expect(found.status()).toBe(200)
  const body = (await found.json()) as {
    locale: string
    results: {
      type: string
      url: string
      title: string
      snippet: { text: string; hit: boolean }[]
    }[]
  }
  expect(body.locale).toBe('ar')
  expect(body.results.length).toBeGreaterThan(0)
  for (const result of body.results) expect(result.url).toMatch(/^\/ar\//)
  expect(body.results.some((result) => result.snippet.some((part) => part.hit))).toBe(true)
  const short = await request.get('/api/search?locale=ar&q=a')
  expect(short.status()).toBe(400)
  expect(((await short.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
    'يُرجى كتابة حرفين على الأقل.',
  )
  expect((await request.get('/api/search?locale=fr&q=erp')).status()).toBe(400)
  expect((await request.get(`/api/search?q=${'x'.repeat(500)}`)).status()).toBe(400)
})

test('search adds no script to the pages it sits on', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/about')
  const onAbout = new Set(scripts)
  scripts.length = 0
  await page.goto('/search?q=erp')
  // The search page may load its own chunk; the header's box never does.
  expect([...onAbout].some((path) => /search/i.test(path))).toBe(false)
})
