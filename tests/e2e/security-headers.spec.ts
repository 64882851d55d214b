import { createHash } from 'node:crypto'

import { expect, test, type APIResponse, type Page } from '@playwright/test'

import { signInToAdmin } from '../support/admin'
import { watchCsp } from '../support/csp'
import { loadSitemap } from '../support/sitemap'

/**
 * Security headers (src/lib/security-headers.ts, wired in next.config.ts) on a
 * public page in both languages, a 404, an API response, an uploaded file and
 * the admin; the per-answer script policy of the production server (the
 * SHA-256 of each HTML answer's own inline scripts, src/server/script-hashes.ts);
 * and no Content-Security-Policy violation when Chromium loads the public pages
 * or signs in to the admin under its policy.
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
  expect(headers['cross-origin-resource-policy'], `${where}: CORP`).toBe('same-origin')
  const permissions = headers['permissions-policy'] ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    expect(permissions, `${where}: Permissions-Policy turns ${feature} off`).toMatch(
      new RegExp(`(^|,\\s*)${feature}=\\(\\)`),
    )
  }
  // HSTS only over HTTPS (src/server/transport-security.ts): the e2e server is
  // reached over plain HTTP, with no trusted proxy. The HTTPS case is
  // tests/unit/site-server-transport.test.ts.
  expect(headers['strict-transport-security'], `${where}: no HSTS over plain HTTP`).toBeUndefined()
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

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/

/**
 * The public policy. An HTML answer allows its own inline scripts by hash
 * (and what they load, through 'strict-dynamic'); any other answer allows
 * no inline script at all. 'unsafe-inline' is never in script-src.
 */
function expectPublicPolicy(headers: Headers, where: string, kind: 'document' | 'other') {
  const csp = parseCsp(headers['content-security-policy'])
  expect(csp.size, `${where}: Content-Security-Policy present`).toBeGreaterThan(0)
  expectStrictBase(csp, where)
  const scripts = csp.get('script-src') ?? []
  expect(scripts, `${where}: script-src without 'unsafe-inline'`).not.toContain("'unsafe-inline'")
  if (kind === 'document') {
    expect(scripts.slice(0, 2), `${where}: script-src`).toEqual(["'self'", "'strict-dynamic'"])
    const hashes = scripts.slice(2)
    expect(hashes.length, `${where}: hashes of the inline scripts`).toBeGreaterThan(0)
    for (const hash of hashes) expect(hash, `${where}: a SHA-256 source`).toMatch(HASH_SOURCE)
  } else {
    expect(scripts, `${where}: script-src`).toEqual(["'self'"])
  }
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
/** The hash sources of a policy's script-src. */
const hashesOf = (headers: Headers) =>
  (parseCsp(headers['content-security-policy']).get('script-src') ?? []).filter((source) =>
    HASH_SOURCE.test(source),
  )

/**
 * The hash sources of the inline scripts the browser's own HTML parser finds
 * in `html` (parsed, not run), or in the page's live document: the check the
 * server's hashes must pass, computed without the server's code.
 */
async function browserScriptHashes(page: Page, html?: string): Promise<string[]> {
  const sources = await page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html')
    return [...doc.querySelectorAll('script')]
      .filter(
        (script) =>
          !script.hasAttribute('src') &&
          (!script.type || script.type === 'module' || /javascript/i.test(script.type)),
      )
      .map((script) => script.textContent ?? '')
  }, html)
  const hashes = sources.map(
    (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`,
  )
  return [...new Set(hashes)].sort()
}

/** Home, a service page, contact, a blog post and a 404, in English and Arabic. */
async function pagesToCheck(page: Page, baseURL: string): Promise<string[]> {
  const { pages } = await loadSitemap(page, baseURL)
  const post = pages.find((path) => /^\/blog\/[^/]+$/.test(path))
  expect(post, 'the sitemap lists a blog post').toBeTruthy()
  return ['', '/what-we-do/erp-solution', '/contact', post!, '/this-page-does-not-exist'].flatMap(
    (path) => [path || '/', `/ar${path}`],
  )
}

const isNotFound = (path: string) => path.endsWith('/this-page-does-not-exist')

test.describe('security headers', () => {
  test('public pages in both languages carry the strict public policy with their own hashes', async ({
    request,
    page,
    baseURL,
  }) => {
    for (const path of await pagesToCheck(page, baseURL!)) {
      // What a browser sends for a page load.
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: { accept: 'text/html,application/xhtml+xml' },
      })
      expect(response.status(), path).toBe(isNotFound(path) ? 404 : 200)
      const headers = headersOf(response)
      expectCommonHeaders(headers, path)
      expectPublicPolicy(headers, path, 'document')
      expect(hashesOf(headers).sort(), `${path}: one hash per inline script of the body`).toEqual(
        await browserScriptHashes(page, await response.text()),
      )
    }
  })

  test('the pages hydrate under their policy, whose hashes are the scripts Chromium sees', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    for (const path of await pagesToCheck(page, baseURL!)) {
      const context = await browser.newContext({ baseURL })
      try {
        const visitor = await context.newPage()
        const violations = await watchCsp(visitor)
        const response = await visitor.goto(path)
        expect(response?.status(), path).toBe(isNotFound(path) ? 404 : 200)
        await expect(
          visitor.locator('header[data-hydrated]').first(),
          `${path} hydrates`,
        ).toBeAttached()
        const headers = await response!.allHeaders()
        expectPublicPolicy(headers, path, 'document')
        expect(hashesOf(headers).sort(), path).toEqual(await browserScriptHashes(visitor))
        expect(violations, `CSP violations on ${path}`).toEqual([])
      } finally {
        await context.close()
      }
    }
  })

  test('a page the browser already holds is answered whole, so a second visit hydrates too', async ({
    browser,
    request,
    baseURL,
  }) => {
    for (const path of ['/contact', '/ar/contact']) {
      const first = await request.get(path, { headers: { accept: 'text/html' } })
      // No validator: the policy's hashes belong to a body a 304 would not carry.
      expect(first.headers()['etag'], `${path} has no ETag`).toBeUndefined()
      const again = await request.get(path, {
        headers: {
          accept: 'text/html',
          'if-none-match': '"any"',
          'if-modified-since': new Date().toUTCString(),
        },
        maxRedirects: 0,
      })
      expect(again.status(), `${path} revalidated`).toBe(200)
      expect(hashesOf(again.headers()).length, `${path} revalidated: hashes`).toBeGreaterThan(0)
    }
    const context = await browser.newContext({ baseURL })
    try {
      const visitor = await context.newPage()
      const violations = await watchCsp(visitor)
      for (const visit of [1, 2]) {
        await visitor.goto('/contact')
        await expect(
          visitor.locator('header[data-hydrated]').first(),
          `visit ${visit} hydrates`,
        ).toBeAttached()
      }
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  test('an inline script or handler the server did not send is blocked; the page still hydrates', async ({
    page,
  }) => {
    // The server's answer with two injections and its own headers: what an
    // HTML injection the hashes do not cover would look like.
    await page.route('**/contact', async (route) => {
      const answer = await route.fetch()
      const html = (await answer.text()).replace(
        '</body>',
        '<script>window.__injected = true</script>' +
          '<img src="data:," alt="" onerror="window.__handler = true"></body>',
      )
      const headers = { ...answer.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ status: answer.status(), headers, body: html })
    })
    const violations = await watchCsp(page)
    await page.goto('/contact')
    await expect(page.locator('header[data-hydrated]').first()).toBeAttached()
    await expect
      .poll(() => violations.filter((text) => /script-src-(elem|attr) blocked inline/.test(text)))
      .toHaveLength(2)
    expect(await page.evaluate(() => '__injected' in window)).toBe(false)
    expect(await page.evaluate(() => '__handler' in window)).toBe(false)
  })

  test('HTML fetched without asking for HTML, and a static asset, carry the headers too', async ({
    request,
    page,
  }) => {
    // No `Accept: text/html`: the page is not rewritten for hydration, yet its scripts are hashed.
    for (const path of ['/ar', '/this-page-does-not-exist']) {
      const response = await request.get(path, { maxRedirects: 0, headers: { accept: '*/*' } })
      expect(response.headers()['content-type']).toMatch(/^text\/html/)
      expectCommonHeaders(response.headers(), `${path} (Accept: */*)`)
      expectPublicPolicy(response.headers(), `${path} (Accept: */*)`, 'document')
      expect(hashesOf(response.headers()).sort(), path).toEqual(
        await browserScriptHashes(page, await response.text()),
      )
    }

    await page.goto('/')
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src')
    expect(script, 'the home page loads a Next chunk').toBeTruthy()
    const asset = await request.get(script!)
    expect(asset.status()).toBe(200)
    expectCommonHeaders(asset.headers(), 'static chunk')
  })

  test('API responses carry them, with no inline script allowed', async ({ request }) => {
    const response = await request.get('/api/services?locale=ar')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/application\/json/)
    expectCommonHeaders(response.headers(), 'GET /api/services')
    expectPublicPolicy(response.headers(), 'GET /api/services', 'other')
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
    // Opened by its address: a click landing while the list hydrates was lost once (the list stayed).
    const edit = page.locator('table a[href*="/admin/collections/services/"]').first()
    await page.goto((await edit.getAttribute('href'))!)
    await expect(page.locator('input[name="title"], #field-title').first()).toBeVisible()
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    expect(violations, 'CSP violations in the admin').toEqual([])
  })
})
