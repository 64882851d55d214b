import { expect, test, type Page } from '@playwright/test'

/**
 * On a phone, the links to the home page (the logo), to the contact page
 * (calls to action) and the search's results fetch their page ahead only when
 * the visitor reaches for them: fetching ahead downloads that page's code too
 * (the slider, the form, the blog's boundaries), and a visit should not pay for
 * pages it does not open (docs/PERFORMANCE.md).
 */

/** Paths the router fetched (ahead or to navigate) while the page was open. */
function routerFetches(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    if (headers['rsc'] === '1' || headers['next-router-prefetch'])
      paths.push(new URL(request.url()).pathname)
  })
  return paths
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('header[data-hydrated="true"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
}

for (const prefix of ['', '/ar']) {
  const home = prefix || '/'
  const contact = `${prefix}/contact`

  test(`${prefix}/what-we-do fetches Contact and Home ahead only when their links are reached for`, async ({
    page,
  }) => {
    const fetched = routerFetches(page)
    await openHydrated(page, `${prefix}/what-we-do`)
    const toContact = page.locator(`main a[href="${contact}"]`).first()
    await expect(toContact).toBeInViewport()
    expect(fetched).not.toContain(contact)
    expect(fetched).not.toContain(home)

    await toContact.focus()
    await expect.poll(() => fetched).toContain(contact)
    await page.locator(`header a[href="${home}"]`).first().hover()
    await expect.poll(() => fetched).toContain(home)

    // Following the link still opens the page.
    await toContact.click()
    await expect(page).toHaveURL(new RegExp(`${contact}$`))
    await expect(page.locator('main form')).toHaveCount(1)
  })
}

for (const prefix of ['', '/ar']) {
  test(`${prefix}/search fetches a result's page ahead only when its link is reached for`, async ({
    page,
  }) => {
    const fetched = routerFetches(page)
    await openHydrated(page, `${prefix}/search?q=erp`)
    const result = page.locator('main article h3 a').first()
    await expect(result).toBeInViewport()
    const targets = await page
      .locator('main article h3 a')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      )
    expect(targets.length).toBeGreaterThan(1)
    expect(fetched.filter((path) => targets.includes(path))).toEqual([])
    const target = targets[0]

    await result.focus()
    await expect.poll(() => fetched).toContain(target)
    await result.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
  })
}
