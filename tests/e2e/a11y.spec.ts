import type { Result as AxeViolation } from 'axe-core'
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test'

import {
  BENCH_LOCALES,
  localizedPath,
  SPEC_ROUTES,
  specRouteOf,
  splitLocale,
} from '../../bench/routes'
import { staticPages } from '../../src/lib/routes'
import { scrollThrough, siteAxe } from '../support/axe'
import { watchCsp } from '../support/csp'
import { watchRepeatedRequests } from '../support/repeated-requests'
import { watchInFlight } from '../support/settled'
import { keyboardProblems } from '../support/keyboard'
import { loadSitemap } from '../support/sitemap'

/**
 * Accessibility sweep: every page of /sitemap.xml (both languages) at 390 px
 * and 1280 px (posts and stories past the first of each test, and service
 * pages past the first of each language, at 1280 px: one template each), axe-core with the WCAG 2.0 / 2.1 / 2.2 A and AA rules (zero
 * violations), then a keyboard walk (every visible control reachable by Tab,
 * with a visible focus indicator). The same visit checks that the page
 * hydrates without a Content-Security-Policy violation (the policy itself is
 * security-headers.spec.ts's), so each page is loaded once for both. One test per public route (bench/routes.ts) and language, so a
 * page added later is picked up from the sitemap; pages outside those
 * routes are swept by the last test.
 */

const VIEWPORTS: { name: string; options: BrowserContextOptions }[] = [
  {
    name: '390px',
    options: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    },
  },
  { name: '1280px', options: { viewport: { width: 1280, height: 800 } } },
]

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
          return `    - ${node.target.join(' ')}\n      ${summary.slice(0, 300)}`
        })
        .join('\n')
      const more =
        violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : ''
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`
    })
    .join('\n')
}

/**
 * One page at one width takes 3–8 s. A visit that hung (once, on an Arabic
 * topic page at 390 px) held its worker until the test's whole timeout, six
 * minutes; this fails it after a minute instead, saying where it stood, and
 * CI's retry visits it again.
 */
const VISIT_DEADLINE_MS = 60_000

async function withinDeadline(what: string, phase: () => string, visit: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`${what} did not finish in ${VISIT_DEADLINE_MS / 1000} s: stuck ${phase()}`),
        ),
      VISIT_DEADLINE_MS,
    )
  })
  try {
    await Promise.race([visit(), expired])
  } finally {
    clearTimeout(timer)
  }
}

async function sweep(
  browser: Browser,
  baseURL: string,
  path: string,
  { status = 200, viewports = VIEWPORTS } = {},
) {
  for (const viewport of viewports) {
    await test.step(`${path} at ${viewport.name}`, async () => {
      // A fresh context per page: no language cookie carries over between pages.
      const context = await browser.newContext({
        ...viewport.options,
        baseURL,
        locale: 'en-US',
        // Deterministic state for colour checks: no half-faded slide mid-transition.
        reducedMotion: 'reduce',
      })
      // Where the visit is, for the message when it outlasts its deadline.
      let phase = 'opening the page'
      try {
        await withinDeadline(
          `${path} at ${viewport.name}`,
          () => phase,
          async () => {
            const page = await context.newPage()
            const cspViolations = await watchCsp(page)
            const repeatedRequests = watchRepeatedRequests(page)
            const requests = watchInFlight(page)
            const response = await page.goto(path, { waitUntil: 'load' })
            expect(response?.status(), `${path} answers ${status}`).toBe(status)
            await expect
              .soft(page.locator('header[data-hydrated]').first(), `${path} hydrates`)
              .toBeAttached()
            // Lazy pictures and sections load as a visitor scrolls: axe checks them too.
            phase = 'scrolling through it'
            await scrollThrough(page)
            phase = 'waiting for its requests and fonts'
            await requests.settled()
            await page.evaluate(() => document.fonts.ready.then(() => undefined))

            phase = 'in axe'
            const { violations } = await siteAxe(page).analyze()
            expect
              .soft(
                violations.map((violation) => violation.id),
                `axe found WCAG A/AA violations on ${path} at ${viewport.name}:\n${describeViolations(violations)}`,
              )
              .toEqual([])

            phase = 'walking it with the keyboard'
            const problems = await keyboardProblems(page)
            expect
              .soft(
                problems,
                `keyboard problems on ${path} at ${viewport.name}:\n  ${problems.join('\n  ')}`,
              )
              .toEqual([])
            expect.soft(cspViolations, `CSP violations on ${path} at ${viewport.name}`).toEqual([])
            expect
              .soft(
                repeatedRequests(),
                `requests repeated in a loop on ${path} at ${viewport.name}`,
              )
              .toEqual([])
          },
        )
      } finally {
        await context.close()
      }
    })
  }
}

/**
 * The routes swept each in a test of their own, per language: the fixed pages
 * and the document pages' templates. Known when the tests are collected, and a
 * route missing from the sitemap fails rather than passing unswept; the
 * sitemap's other pages are swept in parts below. A document route's pages
 * share one template and differ only in their words: each part sweeps its
 * first page at every width and the rest at 1280 px (a post's text does not
 * change with the width; the template's layout does).
 */
const DOCUMENT_ROUTES = new Set(['/blog/{id}', '/success-stories/{slug}', '/blog/topics/{slug}'])
const OWN_TEST_ROUTES = SPEC_ROUTES.filter(
  (route) =>
    DOCUMENT_ROUTES.has(route.route) || staticPages().some((page) => page.path === route.route),
)

/**
 * Routes with many pages are swept in parts, each its own test, so both
 * workers share them instead of one test running for minutes at the end.
 */
const PARTS: Record<string, number> = { '/blog/{id}': 3, '/success-stories/{slug}': 2 }
const DESKTOP_ONLY = VIEWPORTS.filter((viewport) => viewport.name === '1280px')
/** A service's page (`/what-we-do/web-development`): one template for every service. */
const SERVICE_PAGE = /^\/what-we-do\/[^/]+$/
const OTHER_PARTS = 4
const part = <T>(items: T[], index: number, parts: number) =>
  items.filter((_, position) => position % parts === index)
const partName = (index: number, parts: number) =>
  parts > 1 ? ` (part ${index + 1} of ${parts})` : ''

test.describe('accessibility sweep (axe WCAG 2.2 AA + keyboard, 390 px and 1280 px)', () => {
  for (const route of OWN_TEST_ROUTES) {
    for (const locale of BENCH_LOCALES) {
      const name = localizedPath(route.route, locale)
      const parts = PARTS[route.route] ?? 1
      for (let index = 0; index < parts; index++) {
        test(`${name}${partName(index, parts)}`, async ({ browser, page, baseURL }) => {
          const sitemap = await loadSitemap(page, baseURL!)
          expect(sitemap.source, sitemap.note).toBe('sitemap')
          const paths = sitemap.pages.filter(
            (path) => specRouteOf(path) === route && splitLocale(path).locale === locale,
          )
          expect(
            paths.length,
            `${name} has fewer pages in the sitemap than parts`,
          ).toBeGreaterThanOrEqual(parts)
          const mine = part(paths, index, parts)
          test.setTimeout(30_000 + mine.length * VIEWPORTS.length * 60_000)
          for (const [position, path] of mine.entries())
            await sweep(browser, baseURL!, path, {
              viewports:
                position > 0 && DOCUMENT_ROUTES.has(route.route) ? DESKTOP_ONLY : VIEWPORTS,
            })
        })
      }
    }
  }

  for (let index = 0; index < OTHER_PARTS; index++) {
    test(`sitemap pages outside those routes are swept too${partName(index, OTHER_PARTS)}`, async ({
      browser,
      page,
      baseURL,
    }) => {
      const sitemap = await loadSitemap(page, baseURL!)
      expect(sitemap.source, sitemap.note).toBe('sitemap')
      const others = sitemap.pages.filter((path) => {
        const route = specRouteOf(path)
        return !route || !OWN_TEST_ROUTES.includes(route)
      })
      // The service pages share one template, as posts do: the first of each language is
      // swept at every width, the others at 1280 px.
      const services = others.filter((path) => SERVICE_PAGE.test(splitLocale(path).path))
      const firstServices = new Set(
        BENCH_LOCALES.flatMap(
          (locale) => services.find((path) => splitLocale(path).locale === locale) ?? [],
        ),
      )
      expect(firstServices.size, 'a service page in each language').toBe(BENCH_LOCALES.length)
      const mine = part(others, index, OTHER_PARTS)
      test.info().annotations.push({ type: 'pages', description: mine.join(', ') || 'none' })
      test.setTimeout(30_000 + mine.length * VIEWPORTS.length * 60_000)
      for (const path of mine)
        await sweep(browser, baseURL!, path, {
          viewports: services.includes(path) && !firstServices.has(path) ? DESKTOP_ONLY : VIEWPORTS,
        })
    })
  }
})

/** The not-found views a visitor can reach: any address, a missing post, a missing story. */
const NOT_FOUND_PATHS = ['/no-such-page', '/blog/999999', '/success-stories/no-such-story']

test.describe('accessibility sweep of the not-found views (404)', () => {
  for (const locale of BENCH_LOCALES) {
    const paths = NOT_FOUND_PATHS.map((path) => localizedPath(path, locale))
    test(paths.join(', '), async ({ browser, baseURL }) => {
      test.setTimeout(30_000 + paths.length * VIEWPORTS.length * 60_000)
      for (const path of paths) await sweep(browser, baseURL!, path, { status: 404 })
    })
  }
})

test.describe('the keyboard walk itself', () => {
  test('reports a missing focus ring, an invisible focus stop, an unreachable control and a trap', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title><style>
      .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%) }
      .sr:focus { position: static; width: auto; height: auto; clip-path: none }
      .no-ring:focus { outline: none }
      .ring:focus-visible { outline: none; box-shadow: 0 0 0 3px rgb(15, 118, 110) }
      .ghost { opacity: 0 }
    </style></head><body>
      <a class="sr" href="#main">Skip to content</a>
      <a href="/a">Default ring</a>
      <a class="no-ring" href="/b">No ring</a>
      <button class="ring">Ring</button>
      <a class="ghost" href="/c">Ghost</a>
      <span tabindex="-1">Not a tab stop</span>
      <div hidden><a href="/d">Hidden</a></div>
      <div inert><a href="/e">Inert</a></div>
      <form><input type="radio" name="r" aria-label="one"><input type="radio" name="r" aria-label="two">
        <select aria-label="pick"><option>x</option></select></form>
      <main id="main"><p>Text</p></main>
    </body></html>`)
    const problems = await keyboardProblems(page)
    expect(problems).toEqual([
      expect.stringMatching(/^no visible focus indicator on <a\.no-ring href="\/b"> "No ring"/),
      'focus lands on an invisible element: <a.ghost href="/c"> "Ghost"',
    ])

    await page.setContent(`<!doctype html><html lang="en"><body>
      <a href="/1">one</a><input id="trap" aria-label="trap"><a href="/2">two</a>
      <script>document.getElementById('trap').addEventListener('keydown', (event) => {
        if (event.key === 'Tab') event.preventDefault()
      })</script></body></html>`)
    expect(await keyboardProblems(page, 20, 20)).toEqual([
      'never reached by Tab: <a href="/2"> "two"',
      'focus did not cycle through the page within 20 Tab presses (a trap?)',
    ])
  })
})

test.describe('the axe check itself', () => {
  test('reports contrast, a missing alt, an unnamed control and a skipped heading level, in the page and in its frame', async ({
    page,
  }) => {
    const faults = `<h3>Skipped a level</h3><p style="color:#bbb;background:#fff">Faint text</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
      <button></button>`
    // Served from the site's own origin, as the admin's live preview frame is.
    const documents: Record<string, string> = {
      '/axe-check': `<main><h1>Faults</h1>${faults}<iframe title="frame" src="/axe-check-frame"></iframe></main>`,
      '/axe-check-frame': '<main aria-label="Frame"><h1>Frame</h1><button></button></main>',
    }
    await page.route(/\/axe-check(-frame)?$/, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>t</title></head><body>${documents[new URL(route.request().url()).pathname]}</body></html>`,
      }),
    )
    await page.goto('/axe-check')
    await expect(page.frameLocator('iframe').locator('button')).toBeAttached()
    const { violations } = await siteAxe(page).analyze()
    const targets = Object.fromEntries(
      violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]),
    )
    // heading-order is one of axe's best practices, not a WCAG rule: both kinds run.
    expect(Object.keys(targets).sort()).toEqual([
      'button-name',
      'color-contrast',
      'heading-order',
      'image-alt',
    ])
    // The frame's unnamed button is found too (a target with the frame's selector first).
    expect(targets['button-name']).toHaveLength(2)
    expect(targets['button-name']).toContainEqual(['iframe', 'button'])
  })
})
