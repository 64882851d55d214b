import { expect, test, type Browser, type Page } from '@playwright/test'

import { readMenus, restoreMenus, writeMenus, inLanguage, type Navigation } from '../support/menus'
import { staffApi } from '../support/site-api'

/**
 * Menus edited in the CMS: a dropdown of pages and an outside link in the
 * header; visitors see them at phone and desktop widths, without JavaScript
 * too, and the menus are put back after. An editor adding a page to the
 * header and the footer in the admin, in both admin languages, is
 * staff-pages.spec.ts's. Runs in the 'publishing' project: every page shows
 * the menus it changes.
 */

test.describe.configure({ mode: 'serial' })

const baseURL = () => test.info().project.use.baseURL!

let original: Navigation

async function pageId(address: string): Promise<number> {
  const api = await staffApi(baseURL())
  const answer = await api.get(`/api/pages?where[path][equals]=${address}&depth=0`)
  return ((await answer.json()).docs as { id: number }[])[0]!.id
}

test.beforeAll(async () => {
  original = await readMenus(baseURL())
})

test.afterAll(async () => {
  await restoreMenus(baseURL(), original, ['header', 'cta', 'footer_columns', 'legal'])
})

test('a dropdown of pages and an outside link in the header work at 390 and 1280 px, and without JavaScript', async ({
  browser,
}) => {
  const careers = await pageId('/careers')
  const engineering = await pageId('/careers/engineering')
  const current = await readMenus(baseURL())
  await writeMenus(baseURL(), {
    header: [
      ...(inLanguage(current.header, 'en') as unknown[]),
      {
        type: 'menu',
        label: 'Join us',
        columns: '2',
        links: [
          { kind: 'internal', reference: { relationTo: 'pages', value: careers } },
          {
            kind: 'internal',
            label: 'Engineering roles',
            reference: { relationTo: 'pages', value: engineering },
          },
          { kind: 'external', label: 'Our code', url: 'https://github.com/example' },
        ],
      },
    ],
  })
  try {
    await expect
      .poll(async () => (await (await fetch(`${baseURL()}/about`)).text()).includes('Join us'), {
        timeout: 20_000,
      })
      .toBe(true)
    for (const javaScriptEnabled of [true, false]) {
      await desktopDropdown(browser, javaScriptEnabled)
      await phoneMenu(browser, javaScriptEnabled)
    }
  } finally {
    await restoreMenus(baseURL(), current, ['header'])
  }
})

async function desktopDropdown(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled,
  })
  const page = await context.newPage()
  await page.goto('/about')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByText('Join us', { exact: true }).click()
  await expectMenuLinks(page, nav)
  await context.close()
}

async function phoneMenu(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
  })
  const page = await context.newPage()
  await page.goto('/ar/about')
  await page.locator('[data-menu="mobile"] > summary').click()
  const sheet = page.locator('[data-menu="mobile"] nav')
  // Arabic falls back to the English label; the pages' own titles are Arabic.
  await sheet.getByText('Join us', { exact: true }).click()
  await expect(sheet.getByRole('link', { name: 'Engineering roles' })).toHaveAttribute(
    'href',
    '/ar/careers/engineering',
  )
  const outside = sheet.getByRole('link', { name: /Our code/ })
  await expect(outside).toHaveAttribute('target', '_blank')
  await expect(outside).toHaveAttribute('rel', 'noopener')
  await expect(outside).toContainText('يفتح في علامة تبويب جديدة')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
}

async function expectMenuLinks(page: Page, nav: ReturnType<Page['getByRole']>) {
  await expect(nav.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute(
    'href',
    '/careers',
  )
  await expect(nav.getByRole('link', { name: 'Engineering roles' })).toBeVisible()
  const outside = nav.getByRole('link', { name: /Our code/ })
  await expect(outside).toHaveAttribute('href', 'https://github.com/example')
  await expect(outside).toHaveAttribute('target', '_blank')
  await expect(outside).toHaveAttribute('rel', 'noopener')
  // Two columns side by side on a wide screen.
  const first = (await nav.getByRole('link', { name: 'Careers', exact: true }).boundingBox())!
  const second = (await nav.getByRole('link', { name: 'Engineering roles' }).boundingBox())!
  expect(Math.abs(first.y - second.y)).toBeLessThan(4)
  expect(page.url()).toContain('/about')
}
