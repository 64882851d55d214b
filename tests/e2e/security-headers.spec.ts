import { expect, test, type APIResponse, type Page } from '@playwright/test'

import { signInToAdmin } from '../support/admin'
import { loadSitemap } from '../support/sitemap'

/**
 * Security headers (src/lib/security-headers.ts, wired in next.config.ts) on a
 * public page in both languages, a 404, an API response, an uploaded file and
 * the admin; and no Content-Security-Policy violation when Chromium loads the
 * public pages or signs in to the admin under its policy.
 */

type Headers = Record<string, string>

function parseCsp(value: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of (value ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values)
  }
  return directives
}

function expectCommonHeaders(headers: Headers, where: string) {
  expect(headers['x-content-type-options'], `${where}: X-Content-Type-Options`).toBe('nosniff')
  expect(headers['referrer-policy'], `${where}: Referrer-Policy`).toBe(
    'strict-origin-when-cross-origin',
  )
  expect(headers['x-frame-options'], `${where}: X-Frame-Options`).toBe('DENY')
  expect(headers['cross-origin-opener-policy'], `${where}: COOP`).toBe('same-origin')
  const permissions = headers['permissions-policy'] ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    expect(permissions, `${where}: Permissions-Policy turns ${feature} off`).toMatch(
      new RegExp(`(^|,\\s*)${feature}=\\(\\)`),
    )
  }
  // The e2e server is a production build.
  expect(headers['strict-transport-security'], `${where}: HSTS`).toMatch(
    /^max-age=(\d{8,})(; includeSubDomains)?/,
  )
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])
  expect(maxAge, `${where}: HSTS lasts at least a year`).toBeGreaterThanOrEqual(31_536_000)
  expect(headers['x-powered-by'], `${where}: no X-Powered-By`).toBeUndefined()
}

/** The strict parts every policy shares. */
function expectStrictBase(csp: Map<string, string[]>, where: string) {
  expect(csp.get('default-src'), `${where}: default-src`).toEqual(["'self'"])
  expect(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"])
  expect(csp.get('base-uri'), `${where}: base-uri`).toEqual(["'self'"])
  expect(csp.get('form-action'), `${where}: form-action`).toEqual(["'self'"])
  expect(csp.get('frame-ancestors'), `${where}: frame-ancestors`).toEqual(["'none'"])
  for (const [name, values] of csp) {
    expect(values, `${where}: ${name} never allows eval`).not.toContain("'unsafe-eval'")
    expect(values, `${where}: ${name} allows no wildcard source`).not.toContain('*')
    expect(values, `${where}: ${name} allows no scheme-wide source`).not.toContain('https:')
    expect(values, `${where}: ${name} allows no scheme-wide source`).not.toContain('http:')
  }
}

function expectPublicPolicy(headers: Headers, where: string) {
  const csp = parseCsp(headers['content-security-policy'])
  expect(csp.size, `${where}: Content-Security-Policy present`).toBeGreaterThan(0)
  expectStrictBase(csp, where)
  // Static pages: Next's inline bootstrap needs 'unsafe-inline' in script-src, nowhere else it is a script.
  expect(csp.get('script-src'), `${where}: script-src`).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp.get('script-src-attr'), `${where}: no inline event handlers`).toEqual(["'none'"])
  expect(csp.get('style-src'), `${where}: style-src`).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp.get('connect-src'), `${where}: connect-src`).toEqual(["'self'"])
  expect(csp.get('font-src'), `${where}: font-src`).toEqual(["'self'"])
  expect(csp.get('frame-src'), `${where}: frame-src`).toEqual(["'none'"])
  // Images: this origin, inline data/blob, and the map's tile host only.
  const images = csp.get('img-src') ?? []
  expect(images.slice(0, 3), `${where}: img-src`).toEqual(["'self'", 'data:', 'blob:'])
  const tileHost = new URL(
    (
      process.env.NEXT_PUBLIC_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
    ).replace('{s}', 'a'),
  ).host.replace(/^a\./, '*.')
  expect(images.slice(3), `${where}: img-src adds only the tile host`).toEqual([
    `https://${tileHost}`,
  ])
}

const headersOf = (response: APIResponse | null) => {
  expect(response).not.toBeNull()
  return response!.headers()
}

/** Records CSP violations (event + console) for everything the page loads. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return violations
}

test.describe('security headers', () => {
  test('public pages in both languages carry the strict public policy', async ({ request }) => {
    for (const path of ['/', '/ar']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const headers = headersOf(response)
      expectCommonHeaders(headers, path)
      expectPublicPolicy(headers, path)
    }
  })

  test('a not-found page and a static asset carry them too', async ({ request, page }) => {
    const missing = await request.get('/this-page-does-not-exist', { maxRedirects: 0 })
    expect(missing.status()).toBe(404)
    expectCommonHeaders(missing.headers(), '404 page')
    expectPublicPolicy(missing.headers(), '404 page')

    await page.goto('/')
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src')
    expect(script, 'the home page loads a Next chunk').toBeTruthy()
    const asset = await request.get(script!)
    expect(asset.status()).toBe(200)
    expectCommonHeaders(asset.headers(), 'static chunk')
  })

  test('API responses carry them', async ({ request }) => {
    const response = await request.get('/api/services?locale=ar')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/application\/json/)
    expectCommonHeaders(response.headers(), 'GET /api/services')
    expectPublicPolicy(response.headers(), 'GET /api/services')
  })

  test('uploaded files are served sandboxed', async ({ request }) => {
    const list = await request.get('/api/service-images?limit=1&depth=0')
    const url = ((await list.json()) as { docs: { url: string }[] }).docs[0]?.url
    expect(url, 'the seed has a service image').toBeTruthy()
    const file = await request.get(new URL(url).pathname)
    expect(file.status()).toBe(200)
    const headers = file.headers()
    expectCommonHeaders(headers, 'uploaded file')
    const csp = parseCsp(headers['content-security-policy'])
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.has('sandbox'), 'uploaded file: CSP sandbox').toBe(true)
    expect(csp.has('script-src'), 'uploaded file: no script source at all').toBe(false)
  })

  test('the admin carries its own policy, still without eval or framing', async ({ request }) => {
    const response = await request.get('/admin/login')
    expect(response.status()).toBe(200)
    const headers = headersOf(response)
    expectCommonHeaders(headers, '/admin/login')
    const csp = parseCsp(headers['content-security-policy'])
    expectStrictBase(csp, '/admin/login')
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
  })

  test('the admin works under its policy: no CSP violation from login to an edit screen', async ({
    page,
  }) => {
    const violations = await watchCsp(page)
    await signInToAdmin(page)
    await page.goto('/admin/collections/services')
    await page.locator('table a[href*="/admin/collections/services/"]').first().click()
    await expect(page.locator('input[name="title"], #field-title').first()).toBeVisible()
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    expect(violations, 'CSP violations in the admin').toEqual([])
  })

  test('public pages load without a CSP violation', async ({ browser, page, baseURL }) => {
    test.setTimeout(300_000)
    const sitemap = await loadSitemap(page, baseURL!)
    for (const path of sitemap.pages) {
      const context = await browser.newContext({ baseURL })
      try {
        const visitor = await context.newPage()
        const violations = await watchCsp(visitor)
        const response = await visitor.goto(path, { waitUntil: 'load' })
        expect.soft(response?.status(), `${path} answers 200`).toBe(200)
        await visitor.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
        expect.soft(violations, `CSP violations on ${path}`).toEqual([])
      } finally {
        await context.close()
      }
    }
  })
})
