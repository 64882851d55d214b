import { expect, test } from '@playwright/test'

/** The home page's phone layout (390 px): hero dots, no sideways scrolling, tabs in one row. */

for (const prefix of ['', '/ar']) {
  test(`${prefix || '/'} on a phone: dot buttons switch slides, nothing overflows sideways`, async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto(`${prefix}/`)
    const hero = page.getByTestId('hero')
    await expect(hero).toHaveAttribute('data-hydrated', 'true')
    const dots = page.getByTestId('hero-dots').getByRole('button')
    await expect(dots).toHaveCount(2)
    await expect(dots.first()).toBeVisible()
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(24)
      expect(box.height).toBeGreaterThanOrEqual(24)
    }
    await dots.nth(1).tap()
    await expect(page.getByTestId('hero-slide')).toHaveAttribute('data-index', '1')
    await expect(page.getByTestId('hero-slide')).toHaveAttribute('data-fade-ms', '300')
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')

    // The page never scrolls sideways (the partner strip and mock-ups stay inside).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)

    // The three tabs share one row.
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)

    // The mock-up is for wide screens; the stats card follows the hero.
    await expect(hero.getByRole('img')).toBeHidden()
    await expect(page.locator('section[aria-labelledby="intro-title"] dd').first()).toHaveText(
      '50+',
    )
  })
}

test('on a wide screen the hero dots are hidden (dots are for phones)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByTestId('hero-dots')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible()
  await context.close()
})

for (const prefix of ['', '/ar'])
  for (const width of [320, 360, 390])
    test(`${prefix || '/'} at ${width} px: each tab label and each support figure stays on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${prefix}/`)
      // The line breaks that count are those in the site's own faces.
      const measured = await page.evaluate(async () => {
        await document.fonts.ready
        // Distinct line boxes an element's text occupies, and whether the text
        // stays inside its box (one line that overflows is no better than two).
        const measure = (selector: string, box: string) =>
          [...document.querySelectorAll(selector)].map((element) => {
            const range = document.createRange()
            range.selectNodeContents(element)
            const text = range.getBoundingClientRect()
            const frame = element.closest(box)!.getBoundingClientRect()
            return {
              text: element.textContent,
              lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
              inside: text.left >= frame.left - 0.5 && text.right <= frame.right + 0.5,
            }
          })
        return {
          tabs: measure('[role="tab"]', '[role="tab"]'),
          figures: measure('[data-testid="support-stats"] dd span', 'dl > div'),
        }
      })
      expect(measured.tabs).toHaveLength(3)
      expect(measured.figures).toHaveLength(3)
      for (const item of [...measured.tabs, ...measured.figures]) {
        expect(item.lines, `"${item.text}" on one line`).toBe(1)
        expect(item.inside, `"${item.text}" inside its box`).toBe(true)
      }
    })
