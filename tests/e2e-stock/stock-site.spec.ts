import { expect, test } from '@playwright/test'

import { fillContactForm } from '../support/contact-page'
import { watchCsp } from '../support/csp'
import { gotoHydrated } from '../support/hydration'
import { staffApi } from '../support/site-api'

/**
 * The stock site (STOCK=1, src/lib/stock-mode.ts): Next's own `next start`
 * with none of the layers docs/FRAMEWORK.md lists, run by scripts/e2e.ts with
 * E2E_STOCK=1 on a build of its own. A smoke run: pages render and hydrate in
 * both languages under a script policy that allows each answer's inline
 * scripts by a nonce of its own and nothing else, and an enquiry is stored.
 */

const LANGUAGES = [
  { prefix: '', lang: 'en', dir: 'ltr', success: /submitted successfully/i },
  { prefix: '/ar', lang: 'ar', dir: 'rtl', success: /وصلتنا رسالتك/ },
] as const

/** The policy's script sources, and the nonce among them. */
function scriptPolicy(policy: string | undefined) {
  const sources = /(?:^|;\s*)script-src ([^;]+)/.exec(policy ?? '')?.[1].split(/\s+/) ?? []
  const nonce = sources.map((source) => /^'nonce-([^']+)'$/.exec(source)?.[1]).find(Boolean)
  return { sources, nonce }
}

/**
 * Pages the build prerenders (the home, About), and one it lists none of, to
 * be rendered on its first request (a blog topic): none may be kept and
 * served with another answer's nonce.
 */
const PAGES = ['/', '/about', '/blog/topics/business-systems']

for (const { prefix, lang, dir, success } of LANGUAGES) {
  for (const address of PAGES.map((path) => `${prefix}${path === '/' && prefix ? '' : path}`))
    test(`${address} is Next's own answer, its inline scripts allowed by this answer's nonce alone`, async ({
      page,
      request,
    }) => {
      const violations = await watchCsp(page)
      const response = await gotoHydrated(page, address)
      expect(response!.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)

      const headers = response!.headers()
      // No layer of the production server: its micro-cache marks replays, its rewrite moves
      // Next's async chunk tags into a loader; here they are as Next wrote them.
      expect(headers['x-page-cache']).toBeUndefined()
      expect(await response!.text()).toMatch(
        /<script src="\/_next\/static\/[^"]+\.js"[^>]* async=""/,
      )

      const { sources, nonce } = scriptPolicy(headers['content-security-policy'])
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(sources).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"])
      // Every script the browser runs inline carries it (data blocks such as JSON-LD need none).
      const inline = await page
        .locator('script:not([src])')
        .evaluateAll((scripts) =>
          (scripts as HTMLScriptElement[])
            .filter((script) => ['', 'module', 'text/javascript'].includes(script.type))
            .map((script) => script.nonce),
        )
      expect(inline.length).toBeGreaterThan(3)
      expect([...new Set(inline)]).toEqual([nonce])

      // Each answer its own: a nonce seen once is worth nothing to a second page.
      // A nonce a visitor sends is not taken either.
      const again = await request.get(address, {
        headers: { accept: 'text/html', 'x-nonce': 'c2VudC1ieS1hLXZpc2l0b3I=' },
      })
      const second = scriptPolicy(again.headers()['content-security-policy']).nonce
      expect(second).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(second).not.toBe(nonce)
      const html = await again.text()
      expect(html).not.toContain('c2VudC1ieS1hLXZpc2l0b3I=')
      expect(html).toContain(`nonce="${second}"`)

      // Hydrated under the policy (gotoHydrated waited for the header React marks), nothing refused.
      expect(violations).toEqual([])
    })

  test(`${prefix}/contact stores an enquiry sent through the stock server`, async ({ page }) => {
    const subject = `Stock ${lang} ${Date.now()}`
    await gotoHydrated(page, `${prefix}/contact`)
    await fillContactForm(page, subject)
    await page.getByRole('button', { name: /^(Send|إرسال)$/ }).click()
    await expect(page.getByRole('status')).toHaveText(success)

    const staff = await staffApi(test.info().project.use.baseURL!)
    const stored = await staff.get(
      `/api/contact-submissions?where[subject][equals]=${encodeURIComponent(subject)}&depth=0`,
    )
    expect(stored.status()).toBe(200)
    expect(((await stored.json()) as { docs: Array<{ email: string }> }).docs).toMatchObject([
      { email: 'visitor@example.com' },
    ])
    await staff.dispose()
  })
}

test('an inline script the server did not send is refused', async ({ page }) => {
  const violations = await watchCsp(page)
  // What an injection into the page's markup would be: a script without the answer's nonce.
  await page.route('**/about', async (route) => {
    const answer = await route.fetch()
    const body = (await answer.text()).replace(
      '</head>',
      '<script>window.__injected = true</script></head>',
    )
    await route.fulfill({ response: answer, body })
  })
  await gotoHydrated(page, '/about')
  expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
  expect(violations.join('\n')).toMatch(/script-src/)
})
