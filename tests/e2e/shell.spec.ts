import { expect, test, type Locator, type Page } from '@playwright/test'

import { gotoHydrated } from '../support/hydration'

/**
 * The site shell (docs/PRODUCT.md: Site shell, Not-found and error states,
 * Languages, numbers and dates): the
 * language switch and its memory, entry-visit detection, the header's scroll
 * state and dropdowns (mouse and keyboard), the footer, the 404 page, and the
 * server-rendered HTML a crawler gets.
 */

const header = (page: Page) => page.locator('header').first()
const desktopNav = (page: Page) => header(page).locator('nav').first()
/** A header dropdown's trigger: the <summary> of its <details>. */
const dropdown = (page: Page, name: string) =>
  desktopNav(page).locator('details > summary', { hasText: name })
const mobileMenuButton = (page: Page) =>
  header(page).locator('details[data-menu="mobile"] > summary')
/** The panel a <summary> opens: its <details>' other child. */
const panelOf = (summary: Locator) => summary.locator('xpath=following-sibling::*[1]')
/** Open or closed as the browser (and assistive technology) sees it: the <details>' own state. */
const expectOpen = (summary: Locator, open: boolean) =>
  expect
    .poll(() => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open))
    .toBe(open)
const htmlAttrs = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }))
const storedChoice = (page: Page) =>
  page.evaluate(() => ({
    storage: window.localStorage.getItem('i18nextLng'),
    cookie: /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(document.cookie)?.[1] ?? null,
  }))

test.describe('language', () => {
  for (const path of ['/', '/contact', '/privacy-policy']) {
    test(`the toggle switches ${path} EN → AR → EN, keeps query and hash, and is remembered`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${path}?ref=test#top`)
      expect(await htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' })
      const toggle = page.getByTestId('language-toggle')
      await expect(toggle).toContainText('AR')

      await toggle.click()
      const arabicPath = path === '/' ? '/ar' : `/ar${path}`
      await expect(page).toHaveURL(new RegExp(`${arabicPath}\\?ref=test#top$`))
      await expect.poll(() => htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' })
      await expect(page.getByTestId('language-toggle')).toContainText('EN')
      expect(await storedChoice(page)).toEqual({ storage: 'ar', cookie: 'ar' })

      // The choice survives a reload, and an English address now leads to Arabic.
      await page.reload()
      expect(await htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' })
      await gotoHydrated(page, path)
      await expect(page).toHaveURL(new RegExp(`${arabicPath}$`))

      await page.getByTestId('language-toggle').click()
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`))
      await expect.poll(() => htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' })
      expect(await storedChoice(page)).toEqual({ storage: 'en', cookie: 'en' })
      await page.reload()
      expect(await htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' })
    })
  }

  test('a returning Arabic visitor (cookie) is sent from /about to /ar/about by the server', async ({
    request,
  }) => {
    const response = await request.get('/about?x=1', {
      headers: { cookie: 'NEXT_LOCALE=ar', 'sec-fetch-dest': 'document' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toMatch(/\/ar\/about\?x=1$/)
    expect(response.headers()['cache-control']).toContain('no-store')
  })

  test('a choice kept only in local storage is applied in the browser', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'ar'))
    await page.context().clearCookies()
    await gotoHydrated(page, '/contact')
    await expect(page).toHaveURL(/\/ar\/contact$/)
    expect(await htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' })
    // The browser half copies the choice into the cookie for the server.
    expect((await storedChoice(page)).cookie).toBe('ar')
  })

  test('?lng=ar and ?lng=en pick the language and remember it', async ({ page }) => {
    await gotoHydrated(page, '/contact?lng=ar&keep=1')
    await expect(page).toHaveURL(/\/ar\/contact\?keep=1$/)
    expect(await htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' })
    expect((await storedChoice(page)).cookie).toBe('ar')

    await gotoHydrated(page, '/ar/contact?lng=en')
    await expect(page).toHaveURL(/\/contact$/)
    expect(new URL(page.url()).pathname).toBe('/contact')
    expect(await htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' })
    expect((await storedChoice(page)).cookie).toBe('en')
  })

  test('a crawler (no cookie, Arabic Accept-Language) always gets the language of the URL', async ({
    request,
  }) => {
    for (const [path, lang, dir] of [
      ['/contact', 'en', 'ltr'],
      ['/ar/contact', 'ar', 'rtl'],
      ['/', 'en', 'ltr'],
    ] as const) {
      const response = await request.get(path, {
        headers: { 'accept-language': 'ar-KW,ar;q=0.9', 'sec-fetch-dest': 'document' },
        maxRedirects: 0,
      })
      expect(response.status(), path).toBe(200)
      expect(await response.text()).toContain(`<html lang="${lang}" dir="${dir}"`)
    }
  })
})

test.describe('server-rendered HTML', () => {
  test('Arabic pages arrive in Arabic, right to left, with their own title, description, canonical and hreflang', async ({
    request,
  }) => {
    const titles = new Set<string>()
    for (const path of ['/ar/contact', '/ar/privacy-policy', '/contact']) {
      const html = await (await request.get(path)).text()
      const arabic = path.startsWith('/ar')
      expect(html).toContain(arabic ? '<html lang="ar" dir="rtl"' : '<html lang="en" dir="ltr"')
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? ''
      expect(title, path).not.toBe('')
      if (arabic) expect(title).toMatch(/[\u0600-\u06FF]/)
      titles.add(title)
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
      const english = path.replace(/^\/ar/, '') || '/'
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`))
      expect(html).toMatch(new RegExp(`hrefLang="en" href="[^"]*${english}"`))
      expect(html).toMatch(new RegExp(`hrefLang="ar" href="[^"]*/ar${english}"`))
      expect(html).toMatch(new RegExp(`hrefLang="x-default" href="[^"]*${english}"`))
      expect(html).toContain('<meta name="robots" content="index, follow"')
    }
    expect(titles.size).toBe(3)
  })

  test('each language paints in its own face; English pages never fetch the Arabic files', async ({
    page,
    request,
  }) => {
    // No face is preloaded (src/app/fonts): a preload competes with the first paint.
    for (const path of ['/contact', '/ar/contact']) {
      expect(await (await request.get(path)).text()).not.toMatch(
        /<link rel="preload"[^>]*as="font"/,
      )
    }
    const faces: { url: string; cacheControl: string | undefined; bytes: number }[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'font')
        faces.push({
          url: new URL(r.url()).pathname,
          cacheControl: r.headers()['cache-control'],
          bytes: Number(r.headers()['content-length']),
        })
    })
    // The web faces the page has loaded (not the local fallbacks), by the script
    // they cover (their unicode-range).
    const loadedFaces = () =>
      page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts]
          .filter((face) => face.status === 'loaded' && !face.family.includes('Fallback'))
          .map((face) => ({
            script: face.unicodeRange.includes('U+621-63A') ? 'arabic' : 'latin',
            weight: face.weight,
          }))
      })

    await page.goto('/contact')
    expect(await loadedFaces()).toEqual([{ script: 'latin', weight: '400 700' }])
    expect(faces).toHaveLength(1)
    // next/font serves the files from the build, hashed and cached for a year.
    expect(faces[0].url).toMatch(/^\/_next\/static\/media\/[\w.-]+\.woff2$/)
    expect(faces[0].cacheControl).toBe('public, max-age=31536000, immutable')

    await page.goto('/ar/contact')
    const arabic = (await loadedFaces()).filter((face) => face.script === 'arabic')
    expect(arabic.map((face) => face.weight).sort()).toEqual(['400 500', '600 800'])
    expect(faces.length).toBeGreaterThanOrEqual(3)
    // The three faces an Arabic page asks for during its first layout, cut to what it needs
    // (scripts/assets/fonts.md): every byte of them delays the first paint on a slow phone.
    const sizes = new Map<string, number>()
    for (const face of faces) sizes.set(face.url, face.bytes)
    expect(sizes.size).toBe(3)
    for (const size of sizes.values()) expect(size).toBeGreaterThan(5 * 1024)
    expect([...sizes.values()].reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(56 * 1024)
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(family.split(',')[0]).toMatch(/plexSansArabic/)
    expect(
      await page.evaluate(
        (name) => document.fonts.check(`700 16px ${name}`, 'عربي'),
        family.split(',')[0],
      ),
    ).toBe(true)
  })

  test('robots.txt points to the sitemap, which lists both languages with alternates', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/)
    expect(robots).toContain('Disallow: /admin')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/contact', '/ar/contact', '/privacy-policy', '/ar/privacy-policy']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`))
    }
    expect(sitemap).toContain('hreflang="x-default"')
  })
})

test.describe('header', () => {
  test('transparent at the top, white with a shadow after 50 px, and back', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    const bar = header(page)
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background()).toBe('rgba(0, 0, 0, 0)')
    await page.evaluate(() => window.scrollTo(0, 40))
    await page.waitForTimeout(100)
    expect(await background()).toBe('rgba(0, 0, 0, 0)')
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect.poll(background).toBe('rgb(255, 255, 255)')
    expect(await bar.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
  })

  for (const locale of ['en', 'ar'] as const) {
    test(`links, and the two dropdowns by mouse and keyboard (${locale})`, async ({
      page,
      request,
    }) => {
      const prefix = locale === 'ar' ? '/ar' : ''
      await gotoHydrated(page, `${prefix}/contact`)
      const nav = desktopNav(page)
      const names =
        locale === 'ar'
          ? ['الرئيسية', 'من نحن', 'المدونة', 'اتصل بنا']
          : ['Home', 'About', 'Blog', 'Contact']
      for (const name of names) await expect(nav.getByRole('link', { name })).toBeVisible()
      await expect(
        page.getByRole('link', { name: locale === 'ar' ? 'تواصل معنا' : 'Get in touch' }).first(),
      ).toHaveAttribute('href', `${prefix}/contact`)

      // What We Do: six services, three columns, opened by click.
      const services = dropdown(page, locale === 'ar' ? 'خدماتنا' : 'What We Do')
      await expectOpen(services, false)
      await services.click()
      await expectOpen(services, true)
      const servicesPanel = panelOf(services)
      await expect(servicesPanel).toBeVisible()
      const serviceLinks = servicesPanel.locator('a[href*="/what-we-do/"]')
      await expect(serviceLinks).toHaveCount(6)
      const columns = await servicesPanel
        .locator('ul')
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
      expect(columns).toBe(3)
      for (const href of await serviceLinks.evaluateAll((els) =>
        els.map((el) => el.getAttribute('href')),
      )) {
        expect(href).toMatch(new RegExp(`^${prefix}/what-we-do/[a-z-]+$`))
      }

      // Escape closes and returns focus to the trigger.
      await serviceLinks.first().focus()
      await page.keyboard.press('Escape')
      await expectOpen(services, false)
      await expect(servicesPanel).toBeHidden()
      await expect(services).toBeFocused()

      // Success Stories: every active story, two columns, opened with the keyboard.
      const stories = dropdown(page, locale === 'ar' ? 'قصص النجاح' : 'Success Stories')
      await stories.focus()
      await page.keyboard.press('Enter')
      await expectOpen(stories, true)
      const storiesPanel = panelOf(stories)
      const active = (await (
        await request.get(`/api/success-stories?where[is_active][equals]=true&limit=100&depth=0`)
      ).json()) as { docs: { slug: string; external_url?: string | null }[] }
      expect(active.docs.length).toBeGreaterThan(0)
      const storyLinks = storiesPanel.locator('a[href*="/success-stories/"]')
      await expect(storyLinks).toHaveCount(active.docs.length)
      for (const story of active.docs) {
        await expect(
          storiesPanel.locator(`a[href="${prefix}/success-stories/${story.slug}"]`),
        ).toHaveCount(1)
      }
      expect(
        await storiesPanel
          .locator('ul')
          .first()
          .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
      ).toBe(2)
      const external = storiesPanel.locator('a[target="_blank"]')
      expect(await external.count()).toBe(active.docs.filter((s) => s.external_url).length)
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
      await page.keyboard.press('Escape')
      await expectOpen(stories, false)
      await expect(stories).toBeFocused()

      // Hover opens, leaving closes (the pointer first leaves the trigger it clicked).
      await page.mouse.move(5, 700)
      await services.hover()
      await expectOpen(services, true)
      await page.mouse.move(5, 700)
      await expectOpen(services, false)
    })
  }

  test('a click outside closes an open dropdown', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    const services = dropdown(page, 'What We Do')
    await services.click()
    await expectOpen(services, true)
    await page.mouse.click(640, 600)
    await expectOpen(services, false)
  })
})

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  for (const locale of ['en', 'ar'] as const) {
    test(`opens, expands both groups, closes on navigation and on Escape (${locale})`, async ({
      page,
    }) => {
      const prefix = locale === 'ar' ? '/ar' : ''
      await gotoHydrated(page, `${prefix}/contact`)
      await expect(desktopNav(page)).toBeHidden()
      // A disclosure named "Menu": the browser announces it as expanded or collapsed.
      const open = mobileMenuButton(page)
      await expect(open).toHaveAccessibleName(locale === 'ar' ? 'القائمة' : 'Menu')
      await expectOpen(open, false)
      await open.tap()
      await expectOpen(open, true)
      const sheet = panelOf(open)
      await expect(sheet).toBeVisible()
      // The header is white while the sheet is open, whatever the scroll (after its fade).
      await expect
        .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(255, 255, 255)')

      const groups = sheet.locator('summary')
      await expect(groups).toHaveCount(2)
      for (const group of await groups.all()) {
        await expectOpen(group, false)
        await group.tap()
        await expectOpen(group, true)
        await expect(panelOf(group)).toBeVisible()
      }
      await expect(sheet.locator('a[href*="/what-we-do/"]')).toHaveCount(6)
      expect(await sheet.locator('a[href*="/success-stories/"]').count()).toBeGreaterThan(0)

      // Following a link closes the menu.
      await sheet
        .locator(`a[href="${prefix || '/'}"]`)
        .first()
        .tap()
      await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`))
      await expect(sheet).toBeHidden()

      // Keyboard: Escape closes and focus returns to the menu button.
      await open.focus()
      await page.keyboard.press('Enter')
      await expect(sheet).toBeVisible()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()
      await expect(mobileMenuButton(page)).toBeFocused()
    })
  }
})

test.describe('menus without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['en', 'ar'] as const) {
    const prefix = locale === 'ar' ? '/ar' : ''
    test(`both dropdowns open and lead to every service and story (${locale})`, async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix}/contact`)
      const services = dropdown(page, locale === 'ar' ? 'خدماتنا' : 'What We Do')
      await expectOpen(services, false)
      await services.click()
      await expectOpen(services, true)
      await expect(panelOf(services).locator('a[href*="/what-we-do/"]')).toHaveCount(6)
      await expect(panelOf(services).locator(`a[href="${prefix}/what-we-do"]`)).toBeVisible()

      // Opening the other closes this one (one name for both <details>).
      const stories = dropdown(page, locale === 'ar' ? 'قصص النجاح' : 'Success Stories')
      await stories.click()
      await expectOpen(stories, true)
      await expectOpen(services, false)
      const active = (await (
        await request.get(`/api/success-stories?where[is_active][equals]=true&limit=100&depth=0`)
      ).json()) as { docs: { slug: string }[] }
      expect(active.docs.length).toBeGreaterThan(0)
      const story = panelOf(stories).locator(
        `a[href="${prefix}/success-stories/${active.docs[0].slug}"]`,
      )
      await expect(story).toBeVisible()
      await story.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/success-stories/${active.docs[0].slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      // The keyboard opens a dropdown too.
      await dropdown(page, locale === 'ar' ? 'خدماتنا' : 'What We Do').focus()
      await page.keyboard.press('Enter')
      await expectOpen(dropdown(page, locale === 'ar' ? 'خدماتنا' : 'What We Do'), true)
    })

    test(`the phone menu opens, with both groups, and leads to a story (${locale})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      })
      try {
        const page = await context.newPage()
        await page.goto(`${prefix}/contact`)
        const open = mobileMenuButton(page)
        await expect(open).toBeVisible()
        await expect(open).toHaveAccessibleName(locale === 'ar' ? 'القائمة' : 'Menu')
        await open.tap()
        await expectOpen(open, true)
        const sheet = panelOf(open)
        await expect(sheet).toBeVisible()
        const groups = sheet.locator('summary')
        await expect(groups).toHaveCount(2)
        for (const group of await groups.all()) {
          await group.tap()
          await expectOpen(group, true)
        }
        await expect(sheet.locator('a[href*="/what-we-do/"]')).toHaveCount(6)
        const story = sheet.locator('a[href*="/success-stories/"]').first()
        await expect(story).toBeVisible()
        const href = await story.getAttribute('href')
        await story.tap()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
      } finally {
        await context.close()
      }
    })
  }
})

test.describe('header on one line', () => {
  /** Lines each header control's text takes (distinct tops of its text boxes). */
  const lineCounts = (page: Page) =>
    header(page).evaluate((bar) => {
      const controls = bar.querySelectorAll<HTMLElement>(
        ':scope > div > a, :scope > div > nav > ul > li > a, :scope > div > nav > ul > li summary, :scope > div > div > a',
      )
      return [...controls]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          // The visible text only: screen-reader-only words sit in a 1 px box of their own.
          const tops = new Set<number>()
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest('.sr-only')) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const rect of range.getClientRects()) {
              if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top))
            }
          }
          // Boxes of one line may differ by a pixel or two (mixed scripts): a new line is a jump.
          const sorted = [...tops].sort((x, y) => x - y)
          const lines = sorted.filter((top, i) => i === 0 || top - sorted[i - 1] > 6).length
          return { text: (el.textContent ?? '').trim(), lines }
        })
    })

  for (const locale of ['en', 'ar'] as const) {
    test(`no header text wraps, nothing overflows, from 320 to 1920 px (${locale})`, async ({
      page,
    }) => {
      await page.goto(locale === 'ar' ? '/ar/contact' : '/contact')
      for (const width of [1024, 1090, 1280, 1440, 320, 390, 768, 1023, 1150, 1920]) {
        await page.setViewportSize({ width, height: 800 })
        const counts = await lineCounts(page)
        const wide = width >= 1024
        // The brand, the language toggle, and on wide screens the six links and the call to action.
        expect(counts.length, `${width}px`).toBeGreaterThanOrEqual(wide ? 8 : 2)
        // Icon-only controls (the search icon between 1024 and 1279 px) have no text to wrap.
        expect(
          counts.filter((control) => control.text && control.lines !== 1),
          `${width}px`,
        ).toEqual([])
        const overflow = await header(page).evaluate((bar) => {
          const row = bar.firstElementChild as HTMLElement
          return row.scrollWidth - row.clientWidth
        })
        expect(overflow, `${width}px`).toBeLessThanOrEqual(0)
      }
    })
  }
})

test.describe('footer', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`company, product, contact, social and bottom links from site settings (${locale})`, async ({
      page,
      request,
    }) => {
      const prefix = locale === 'ar' ? '/ar' : ''
      const settings = (await (
        await request.get(`/api/globals/site-settings?locale=${locale}`)
      ).json()) as {
        email: string
        phone?: string
        social?: Record<string, string>
      }
      await page.goto(`${prefix}/contact`)
      const footer = page.locator('footer')
      for (const path of ['/', '/about', '/what-we-do', '/blog', '/contact']) {
        const href = path === '/' ? prefix || '/' : `${prefix}${path}`
        await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached()
      }
      await expect(footer.locator(`a[href="${prefix}/privacy-policy"]`)).toHaveCount(1)
      const products = footer.locator('a[target="_blank"][href^="http"]')
      // Four products and three social networks, all in a new tab with rel=noopener.
      await expect(products).toHaveCount(7)
      for (const link of await products.all()) await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(footer.locator(`a[href="mailto:${settings.email}"]`)).toBeVisible()
      await expect(footer.locator('a[href^="tel:"]')).toBeVisible()
      for (const network of ['facebook', 'instagram', 'linkedin']) {
        await expect(footer.locator(`a[href*="${network}"]`)).toHaveCount(1)
      }
      await expect(footer).toContainText(String(new Date().getFullYear()))
    })
  }
})

test.describe('not found', () => {
  for (const [path, title, message, home, homeHref] of [
    [
      '/no-such-page',
      '404 - Page Not Found',
      "The page you're looking for doesn't exist or has been moved.",
      'Return to Home',
      '/',
    ],
    [
      '/ar/no-such-page',
      '404 - الصفحة غير موجودة',
      'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
      'العودة إلى الرئيسية',
      '/ar',
    ],
    ['/what-we-do/no-such-service/deeper', '404 - Page Not Found', null, 'Return to Home', '/'],
    // A slug no service has: the page's own 404 view, then the site's not-found boundary.
    ['/what-we-do/no-such-service', '404 - Page Not Found', null, 'Return to Home', '/'],
    [
      '/ar/what-we-do/no-such-service',
      '404 - الصفحة غير موجودة',
      null,
      'العودة إلى الرئيسية',
      '/ar',
    ],
  ] as const) {
    test(`${path} answers 404 with the spec's text`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      const arabic = path.startsWith('/ar')
      expect(await htmlAttrs(page)).toEqual(
        arabic ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' },
      )
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(title)
      if (message) await expect(page.getByText(message)).toBeVisible()
      await expect(page.locator('main').getByRole('link', { name: home })).toHaveAttribute(
        'href',
        homeHref,
      )
      // A page answering 404 through notFound() gets Next's own noindex beside the page's: every
      // robots tag must say noindex.
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''))
      expect(robots.length).toBeGreaterThan(0)
      for (const content of robots) expect(content).toMatch(/noindex/)
      await expect(page).toHaveTitle(new RegExp(`^${title} · `))
    })
  }

  for (const [path, links] of [
    [
      '/no-such-page',
      [
        ['About', '/about'],
        ['What We Do', '/what-we-do'],
        ['Blog', '/blog'],
        ['Contact', '/contact'],
      ],
    ],
    [
      '/ar/no-such-page',
      [
        ['من نحن', '/ar/about'],
        ['خدماتنا', '/ar/what-we-do'],
        ['المدونة', '/ar/blog'],
        ['اتصل بنا', '/ar/contact'],
      ],
    ],
  ] as const) {
    test(`${path} offers the main pages, named as in the menu, each with its icon`, async ({
      page,
    }) => {
      await page.goto(path)
      const band = page.getByTestId('not-found-suggestions')
      const anchors = band.getByRole('link')
      await expect(anchors).toHaveText(links.map(([name]) => name))
      for (const [index, [, href]] of links.entries()) {
        await expect(anchors.nth(index)).toHaveAttribute('href', href)
        await expect(anchors.nth(index).locator('svg')).toHaveCount(2)
      }
    })
  }

  // Only the routes that answer unknown addresses carry the 404's boundary; anywhere else the
  // 404 would be read and rendered into every page's payload for nothing. (The pages drawn by
  // the route of the pages staff make, About and Contact among them, share that route's.)
  test('pages that are never missing carry no copy of the 404 view', async ({ request }) => {
    for (const path of ['/', '/search', '/ar', '/ar/search', '/no-such-page']) {
      const answer = await request.get(path, { headers: { accept: 'text/html' } })
      const html = await answer.text()
      const missing = path === '/no-such-page'
      expect(answer.status(), path).toBe(missing ? 404 : 200)
      expect(html.includes('not-found-suggestions'), path).toBe(missing)
    }
  })
})

test.describe('navigation', () => {
  test('a skip link leads to the main content, and a route change scrolls to the top', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await expect(page.locator('#main')).toHaveCount(1)

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await page.locator('footer a[href="/"]').first().click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
