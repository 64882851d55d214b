import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { gotoHydrated } from '../support/hydration'

/**
 * The site shell (spec §2 Header, Footer, Not-found; §4 Language; §9): the
 * language switch and its memory, entry-visit detection, the header's scroll
 * state and dropdowns (mouse and keyboard), the footer, the 404 page, and the
 * server-rendered HTML a crawler gets.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const header = (page: Page) => page.locator('header').first()
const desktopNav = (page: Page) => header(page).locator('nav').first()
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
    const faces: { url: string; cacheControl: string | undefined }[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'font')
        faces.push({ url: new URL(r.url()).pathname, cacheControl: r.headers()['cache-control'] })
    })
    // The web faces the page has loaded (not the local fallbacks), by the script
    // they cover (their unicode-range).
    const loadedFaces = () =>
      page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts]
          .filter((face) => face.status === 'loaded' && !face.family.includes('Fallback'))
          .map((face) => ({
            script: face.unicodeRange.includes('U+600-6FF') ? 'arabic' : 'latin',
            weight: face.weight,
          }))
      })

    await page.goto('/contact')
    expect(await loadedFaces()).toEqual([{ script: 'latin', weight: '100 900' }])
    expect(faces).toHaveLength(1)
    // next/font serves the files from the build, hashed and cached for a year.
    expect(faces[0].url).toMatch(/^\/_next\/static\/media\/[\w.-]+\.woff2$/)
    expect(faces[0].cacheControl).toBe('public, max-age=31536000, immutable')

    await page.goto('/ar/contact')
    const arabic = (await loadedFaces()).filter((face) => face.script === 'arabic')
    expect(arabic.map((face) => face.weight).sort()).toEqual(['400 500', '600 800'])
    expect(faces.length).toBeGreaterThanOrEqual(3)
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
      const services = nav.getByRole('button', { name: locale === 'ar' ? 'خدماتنا' : 'What We Do' })
      await expect(services).toHaveAttribute('aria-expanded', 'false')
      await services.click()
      await expect(services).toHaveAttribute('aria-expanded', 'true')
      const servicesPanel = page.locator(`#${await services.getAttribute('aria-controls')}`)
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
      await expect(services).toHaveAttribute('aria-expanded', 'false')
      await expect(servicesPanel).toBeHidden()
      await expect(services).toBeFocused()

      // Success Stories: every active story, two columns, opened with the keyboard.
      const stories = nav.getByRole('button', {
        name: locale === 'ar' ? 'قصص النجاح' : 'Success Stories',
      })
      await stories.focus()
      await page.keyboard.press('Enter')
      await expect(stories).toHaveAttribute('aria-expanded', 'true')
      const storiesPanel = page.locator(`#${await stories.getAttribute('aria-controls')}`)
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
      await expect(stories).toHaveAttribute('aria-expanded', 'false')
      await expect(stories).toBeFocused()

      // Hover opens, leaving closes (the pointer first leaves the trigger it clicked).
      await page.mouse.move(5, 700)
      await services.hover()
      await expect(services).toHaveAttribute('aria-expanded', 'true')
      await page.mouse.move(5, 700)
      await expect(services).toHaveAttribute('aria-expanded', 'false')
    })
  }

  test('a click outside closes an open dropdown', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    const services = desktopNav(page).getByRole('button', { name: 'What We Do' })
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.click(640, 600)
    await expect(services).toHaveAttribute('aria-expanded', 'false')
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
      // The button's name turns from "Open the menu" to "Close the menu".
      const open = page.locator('header button[aria-controls$="-mobile"]')
      await expect(open).toHaveAccessibleName(locale === 'ar' ? 'افتح القائمة' : 'Open the menu')
      await expect(open).toHaveAttribute('aria-expanded', 'false')
      await open.tap()
      await expect(open).toHaveAttribute('aria-expanded', 'true')
      await expect(open).toHaveAccessibleName(locale === 'ar' ? 'أغلق القائمة' : 'Close the menu')
      const sheet = page.locator(`#${await open.getAttribute('aria-controls')}`)
      await expect(sheet).toBeVisible()
      // The header is white while the sheet is open, whatever the scroll (after its fade).
      await expect
        .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(255, 255, 255)')

      const groups = sheet.getByRole('button')
      await expect(groups).toHaveCount(2)
      for (const group of await groups.all()) {
        await expect(group).toHaveAttribute('aria-expanded', 'false')
        await group.tap()
        await expect(group).toHaveAttribute('aria-expanded', 'true')
        await expect(page.locator(`#${await group.getAttribute('aria-controls')}`)).toBeVisible()
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
      await expect(page.locator('header button[aria-controls$="-mobile"]')).toBeFocused()
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
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  }

  for (const width of [390, 1280]) {
    test(`axe finds no WCAG violations on the 404 page at ${width} px in both languages`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 844 },
        reducedMotion: 'reduce',
      })
      try {
        const page = await context.newPage()
        for (const path of ['/no-such-page', '/ar/no-such-page']) {
          await page.goto(path)
          const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
          expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([])
        }
      } finally {
        await context.close()
      }
    })
  }
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
