import { gzipSync } from 'node:zlib'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/**
 * The home page (docs/PRODUCT.md, Home page), both languages, against the seeded
 * database: 2 active hero slides of 3 (the first with a video), 6 features,
 * 6 team members with one CEO, 5 active testimonials of 6. Timers run on
 * Playwright's clock, not real waits.
 */

type Doc = Record<string, unknown>

async function docs(request: APIRequestContext, path: string): Promise<Doc[]> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return ((await response.json()) as { docs: Doc[] }).docs
}

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    rtl: false,
    support: ['24/7', '98%', '5 min'],
    heading: "You're in good company",
    subtitle: /8,530 businesses/,
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    next: 'Next slide',
    previous: 'Previous slide',
    tabs: ['Website', 'Mobile', 'E-commerce'],
  },
  {
    locale: 'ar',
    prefix: '/ar',
    rtl: true,
    support: ['24/7', '98%', '5 دقائق'],
    heading: 'شركاء يثقون بنا',
    subtitle: /8,530 شركة/,
    pause: 'إيقاف العرض مؤقتًا',
    play: 'تشغيل العرض',
    next: 'الشريحة التالية',
    previous: 'الشريحة السابقة',
    tabs: ['المواقع', 'التطبيقات', 'المتاجر'],
  },
] as const

/**
 * Opens the page with Playwright's clock, waits for the carousels to hydrate,
 * then stops the clock: from here on time moves only by `runFor`.
 */
async function open(page: Page, path: string) {
  await page.clock.install()
  await page.goto(path)
  await expect(page.getByTestId('hero')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByTestId('testimonials')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('tablist')).toHaveAttribute('data-hydrated', 'true')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000)
}

/** Back to the first slide with the progress at 0 (a manual move restarts the progress). */
async function firstSlide(page: Page, next: string) {
  const slide = page.getByTestId('hero-slide')
  await page.getByRole('button', { name: next }).click()
  if ((await slide.getAttribute('data-index')) !== '0')
    await page.getByRole('button', { name: next }).click()
  await expect(slide).toHaveAttribute('data-index', '0')
  expect(await progress(page)).toBe(0)
}

const heroTitle = (page: Page) => page.getByTestId('hero').locator('h1')
const progress = async (page: Page) =>
  Number(await page.getByTestId('hero-progress').getAttribute('data-progress'))

for (const lang of LANGUAGES) {
  test.describe(`home ${lang.prefix || '/'}`, () => {
    // The motion is what these tests are about (the suite's default is reduced motion).
    test.use({ reducedMotion: 'no-preference' })

    test('every section is there with the spec’s numbers and the seeded CMS content', async ({
      page,
      request,
    }) => {
      const q = `locale=${lang.locale}&fallback-locale=en`
      const slides = await docs(
        request,
        `/api/hero-slides?${q}&where[is_active][equals]=true&sort=display_order&depth=0`,
      )
      const features = await docs(
        request,
        `/api/features?${q}&where[status][equals]=true&sort=display_order&limit=50`,
      )
      const team = await docs(request, `/api/team-members?${q}&sort=createdAt&depth=0&limit=50`)
      const testimonials = await docs(
        request,
        `/api/testimonials?${q}&where[is_active][equals]=true&sort=display_order&depth=0`,
      )
      expect(slides).toHaveLength(2)
      expect(features).toHaveLength(6)
      expect(team).toHaveLength(6)
      expect(testimonials).toHaveLength(5)

      await page.goto(`${lang.prefix}/`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang.locale)
      await expect(page.locator('html')).toHaveAttribute('dir', lang.rtl ? 'rtl' : 'ltr')
      await expect(page.locator('h1')).toHaveCount(1)

      // Hero: the first active slide, its button to button_link, slide count 1 / 2.
      await expect(heroTitle(page)).toHaveText(String(slides[0].title))
      const button = page.getByTestId('hero-slide').getByRole('link', {
        name: String(slides[0].button_text),
      })
      await expect(button).toHaveAttribute('href', `${lang.prefix}${slides[0].button_link}`)
      await expect(page.getByTestId('hero-count')).toHaveText('1 / 2')

      // Hero text block: the four statistics and a call to action to /contact.
      const stats = page.locator('section[aria-labelledby="intro-title"] dd')
      await expect(stats).toHaveText(
        lang.locale === 'ar' ? ['50+', '10+', '+5 ملايين', '20+'] : ['50+', '10+', '5M+', '20+'],
      )
      await expect(
        page.locator('section[aria-labelledby="intro-title"] a[href$="/contact"]'),
      ).toBeVisible()

      // Solutions: three tabs, each panel with an explore link to /contact.
      await expect(page.getByRole('tab')).toHaveText([...lang.tabs])
      await expect(page.getByRole('tabpanel')).toHaveCount(1)
      await expect(page.getByRole('tabpanel').getByRole('link')).toHaveAttribute(
        'href',
        `${lang.prefix}/contact`,
      )

      // Features from the CMS, in display order, with their icons.
      const cards = page.getByTestId('features').locator('li')
      await expect(cards.locator('h3')).toHaveText(features.map((f) => String(f.title)))
      await expect(cards.locator('svg')).toHaveCount(6)

      // Support: 24/7, 98 %, 5 min.
      await expect(page.getByTestId('support-stats').locator('dd')).toHaveText([...lang.support])

      // Team: the CEO large, the five others in the grid, each with a monogram of their name
      // in the page's language (the seed uploads no photos).
      const ceo = team.find((member) => member.is_ceo)!
      await expect(page.getByTestId('team-ceo').locator('h3')).toHaveText(String(ceo.name))
      await expect(page.getByTestId('team-grid').locator('li h3')).toHaveText(
        team.filter((member) => member !== ceo).map((member) => String(member.name)),
      )
      await expect(page.locator('#team img')).toHaveCount(0)
      const monograms = await page.locator('#team span[aria-hidden="true"]').allTextContents()
      expect(monograms).toHaveLength(6)
      for (const monogram of monograms) {
        expect(monogram).toMatch(
          lang.prefix ? /^[\u0621-\u064A]( [\u0621-\u064A])?$/ : /^[A-Z]{1,2}$/,
        )
      }

      // Testimonials: heading, the 8,530 claim, the active ones in display order, one dot each.
      const section = page.locator('#testimonials')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(lang.heading)
      await expect(section).toContainText(lang.subtitle)
      const quotes = section.locator('blockquote')
      await expect(quotes).toHaveCount(5)
      await expect(quotes.first()).toHaveText(String(testimonials[0].quote))
      await expect(page.getByTestId('testimonials-dot')).toHaveCount(5)
      const logos = section.locator('figure img')
      // Every seeded client shows its own uploaded wordmark, none of the company's product logos.
      await expect(logos).toHaveCount(5)
      for (const logo of await logos.all()) {
        await expect(logo).toHaveAttribute('src', /logo-testimonials/)
      }
    })

    test('the sections’ words and figures are those of the home page document, in order', async ({
      page,
      request,
    }) => {
      const [home] = await docs(
        request,
        `/api/pages?locale=${lang.locale}&fallback-locale=en&where[page_slug][equals]=home&depth=0`,
      )
      const layout = home.layout as Array<Record<string, unknown> & { blockType: string }>
      const block = (type: string) => layout.find((item) => item.blockType === type)!
      const titled = [
        'home-solutions',
        'home-intro',
        'home-partners',
        'home-features',
        'home-support',
        'home-team',
        'home-testimonials',
      ]
      expect(layout.map((item) => item.blockType)).toEqual(['home-hero', ...titled])

      await page.goto(`${lang.prefix}/`)
      // Every visible section heading, top to bottom, is its block's title.
      await expect(page.locator('main h2:not(.sr-only)')).toHaveText(
        titled.map((type) => String(block(type).title)),
      )
      const hero = block('home-hero')
      await expect(page.getByTestId('hero')).toContainText(String(hero.eyebrow))
      await expect(page.getByTestId('hero-slide').getByRole('link').last()).toHaveText(
        String(hero.contactLabel),
      )
      const intro = block('home-intro') as unknown as {
        text: string
        figures: Array<{ label: string }>
      }
      await expect(page.locator('section[aria-labelledby="intro-title"]')).toContainText(intro.text)
      await expect(page.locator('section[aria-labelledby="intro-title"] dt')).toHaveText(
        intro.figures.map((figure) => figure.label),
      )
      const support = block('home-support') as unknown as { button: { label: string } }
      await expect(
        page.locator('section[aria-labelledby="support-title"]').getByRole('link'),
      ).toHaveText(support.button.label)
      await expect(page.getByTestId('team-ceo')).toContainText(String(block('home-team').ceoLabel))
    })

    test('the partner strip loops, its duplicate copy hidden from screen readers', async ({
      page,
    }) => {
      await page.goto(`${lang.prefix}/`)
      const strip = page.getByTestId('partner-strip')
      const copies = page.getByTestId('partner-track').locator('ul')
      await expect(copies).toHaveCount(2)
      await expect(copies.nth(0)).not.toHaveAttribute('aria-hidden', 'true')
      await expect(copies.nth(1)).toHaveAttribute('aria-hidden', 'true')
      await expect(copies.nth(1).locator('img[alt=""]')).toHaveCount(7)
      await expect(copies.nth(0).locator('img:not([alt=""])')).toHaveCount(7)
      const animation = () =>
        page.getByTestId('partner-track').evaluate((el) => {
          const style = getComputedStyle(el)
          return {
            animationDuration: style.animationDuration,
            animationIterationCount: style.animationIterationCount,
            animationPlayState: style.animationPlayState,
          }
        })
      const running = await animation()
      expect(running.animationDuration).toBe('30s')
      expect(running.animationIterationCount).toBe('infinite')
      expect(running.animationPlayState).toBe('running')
      await strip.hover()
      expect((await animation()).animationPlayState).toBe('paused')
      await page.mouse.move(0, 0)
      await strip.focus()
      expect((await animation()).animationPlayState).toBe('paused')
    })

    test('the hero autoplays every 8 s with the progress bar, and pauses and plays', async ({
      page,
    }) => {
      await open(page, `${lang.prefix}/`)
      const slide = page.getByTestId('hero-slide')
      await firstSlide(page, lang.next)
      await page.clock.runFor(4000)
      // 40 ticks of 100 ms × 1.25 = 50.
      expect(await progress(page)).toBe(50)
      await page.clock.runFor(4000)
      await expect(slide).toHaveAttribute('data-index', '1')
      await expect(slide).toHaveAttribute('data-fade-ms', '500')
      await expect(page.getByTestId('hero-count')).toHaveText('2 / 2')
      expect(await progress(page)).toBe(0)
      // …and wraps back to the first slide after another 8 s.
      await page.clock.runFor(8000)
      await expect(slide).toHaveAttribute('data-index', '0')

      await page.getByRole('button', { name: lang.pause }).click()
      const held = await progress(page)
      await page.clock.runFor(20_000)
      await expect(slide).toHaveAttribute('data-index', '0')
      expect(await progress(page)).toBe(held)
      await page.getByRole('button', { name: lang.play }).click()
      await page.clock.runFor(8000)
      await expect(slide).toHaveAttribute('data-index', '1')
    })

    test('previous and next wrap both ways, by mouse and by keyboard, with the 300 ms fade', async ({
      page,
    }) => {
      await open(page, `${lang.prefix}/`)
      const slide = page.getByTestId('hero-slide')
      await firstSlide(page, lang.next)
      await page.clock.runFor(1000)
      const titles = [await heroTitle(page).textContent()]
      await page.getByRole('button', { name: lang.previous }).click()
      await expect(slide).toHaveAttribute('data-index', '1')
      await expect(slide).toHaveAttribute('data-fade-ms', '300')
      titles.push(await heroTitle(page).textContent())
      expect(titles[1]).not.toBe(titles[0])
      expect(await progress(page)).toBe(0)
      await page.getByRole('button', { name: lang.next }).click()
      await expect(slide).toHaveAttribute('data-index', '0')
      await expect(heroTitle(page)).toHaveText(titles[0]!)

      await page.getByRole('button', { name: lang.next }).focus()
      await page.keyboard.press('Enter')
      await expect(slide).toHaveAttribute('data-index', '1')
      await page.keyboard.press('Space')
      await expect(slide).toHaveAttribute('data-index', '0')
      await page.getByRole('button', { name: lang.pause }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('button', { name: lang.play })).toBeFocused()
    })

    test('the hero stops while the tab is hidden', async ({ page }) => {
      await open(page, `${lang.prefix}/`)
      await firstSlide(page, lang.next)
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await page.clock.runFor(20_000)
      await expect(page.getByTestId('hero-slide')).toHaveAttribute('data-index', '0')
      expect(await progress(page)).toBe(0)
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await page.clock.runFor(8000)
      await expect(page.getByTestId('hero-slide')).toHaveAttribute('data-index', '1')
    })

    test('the hero video never blocks the first paint: no video in the HTML, loaded after', async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`${lang.prefix}/`)).text()
      expect(html).not.toContain('<video')
      await page.goto(`${lang.prefix}/`)
      const video = page.getByTestId('hero').locator('video')
      await expect(video).toHaveAttribute('src', /\/api\/hero-videos\/file\/.+\.mp4$/)
      expect(
        await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline]),
      ).toEqual([true, true, true])
      await expect(video).toHaveAttribute('aria-hidden', 'true')
    })

    test('tabs switch by click and by arrow keys (mirrored right to left), Home and End', async ({
      page,
    }) => {
      await open(page, `${lang.prefix}/`)
      const tabs = page.getByRole('tab')
      const panel = page.getByRole('tabpanel')
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
      await tabs.nth(2).click()
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await expect(panel).toHaveAttribute(
        'aria-labelledby',
        (await tabs.nth(2).getAttribute('id'))!,
      )

      const forward = lang.rtl ? 'ArrowLeft' : 'ArrowRight'
      const backward = lang.rtl ? 'ArrowRight' : 'ArrowLeft'
      await tabs.nth(0).click()
      await page.keyboard.press(forward)
      await expect(tabs.nth(1)).toBeFocused()
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0')
      await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1')
      await page.keyboard.press(backward)
      await page.keyboard.press(backward)
      // Wraps from the first tab to the last.
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Home')
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('End')
      await expect(tabs.nth(2)).toBeFocused()
      await expect(panel.locator('img')).toBeVisible()
    })

    test('testimonials turn every 4 s and the dots switch them', async ({ page }) => {
      await open(page, `${lang.prefix}/`)
      const carousel = page.getByTestId('testimonials')
      const active = carousel.locator('[data-active="true"]')
      const start = Number(await carousel.getAttribute('data-index'))
      await page.clock.runFor(4000)
      await expect(carousel).toHaveAttribute('data-index', String((start + 1) % 5))
      await page.clock.runFor(4000 * 4)
      // Five testimonials: four more turns wrap around to where it started.
      await expect(carousel).toHaveAttribute('data-index', String(start))

      const dots = page.getByTestId('testimonials-dot')
      await dots.nth(3).click()
      await expect(carousel).toHaveAttribute('data-index', '3')
      await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true')
      await expect(active).toHaveCount(1)
      await expect(active).toBeVisible()
      await expect(carousel.locator('[data-active="false"]').first()).toBeHidden()
      for (const dot of await dots.all()) {
        const box = (await dot.boundingBox())!
        expect(box.width).toBeGreaterThanOrEqual(24)
        expect(box.height).toBeGreaterThanOrEqual(24)
      }
      // Focus inside holds the rotation; the dots work from the keyboard.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await expect(carousel).toHaveAttribute('data-index', '4')
      await page.clock.runFor(12_000)
      await expect(carousel).toHaveAttribute('data-index', '4')
    })

    test('under reduced motion nothing moves on its own', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await open(page, `${lang.prefix}/`)
      await expect(page.getByRole('button', { name: lang.play })).toBeVisible()
      await page.clock.runFor(20_000)
      await expect(page.getByTestId('hero-slide')).toHaveAttribute('data-index', '0')
      expect(await progress(page)).toBe(0)
      await expect(page.getByTestId('testimonials')).toHaveAttribute('data-index', '0')
      const track = await page
        .getByTestId('partner-track')
        .evaluate((el) => getComputedStyle(el).animationName)
      expect(track).toBe('none')
      // The visitor may still start the slideshow.
      await page.getByRole('button', { name: lang.play }).click()
      await page.clock.runFor(8000)
      await expect(page.getByTestId('hero-slide')).toHaveAttribute('data-index', '1')
      await context.close()
    })
  })
}

test('home metadata: title, description, default-or-stored keywords, robots, canonical, founding year 2020', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/.+ · .+/)
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
  expect(await meta('meta[name="description"]')).toBeTruthy()
  expect(await meta('meta[name="keywords"]')).toBeTruthy()
  expect(await meta('meta[name="robots"]')).toMatch(/index, follow/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/?$/,
  )
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  )
  expect(jsonLd.foundingDate).toBe('2020')
})

test('the JavaScript of / and /ar stays within the 200 KB (gzipped) budget', async ({
  request,
}) => {
  for (const path of ['/', '/ar']) {
    const html = await (await request.get(path)).text()
    const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
    expect(scripts.length).toBeGreaterThan(0)
    let total = 0
    for (const src of scripts) {
      const body = await (await request.get(src)).body()
      total += gzipSync(body, { level: 9 }).length
    }
    test.info().annotations.push({
      type: 'js',
      description: `${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`,
    })
    console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`)
    expect(total).toBeLessThanOrEqual(200 * 1024)
  }
})
