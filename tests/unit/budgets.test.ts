import { existsSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  checkLighthouse,
  checkLoad,
  KB,
  medianRun,
  parseBudgets,
  seoScore,
  type AuditScores,
  type Budgets,
  type LighthouseBudgets,
  type LighthouseResult,
  type LoadResult,
  type PageMeasure,
} from '../../bench/lib/budgets'
import { lighthouseTable, loadTable } from '../../bench/lib/report'
import { localizedPath, specRouteOf, splitLocale } from '../../bench/routes'

const budgets: Budgets = parseBudgets(JSON.parse(readFileSync('bench/budgets.json', 'utf8')))

const measure = (overrides: Partial<PageMeasure> = {}): PageMeasure => ({
  scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1500,
  fcpMs: 900,
  tbtMs: 40,
  cls: 0.001,
  totalBytes: 260 * KB,
  jsBytes: 152 * KB,
  imageBytes: 40 * KB,
  failingAudits: [],
  ...overrides,
})

const page = (path: string, overrides: Partial<PageMeasure> = {}): LighthouseResult => {
  const { locale } = splitLocale(path)
  return {
    route: specRouteOf(path)?.route ?? path,
    locale,
    path,
    status: 'measured',
    median: measure(overrides),
    runScores: [98],
  }
}

/** Every budget set exactly one step tighter than the measured value. */
function tightened(base: LighthouseBudgets, result: LighthouseResult): LighthouseBudgets[] {
  const m = result.median!
  return [
    { ...base, scores: { ...base.scores, performance: m.scores.performance! + 1 } },
    { ...base, scores: { ...base.scores, accessibility: m.scores.accessibility! + 1 } },
    { ...base, scores: { ...base.scores, bestPractices: m.scores.bestPractices! + 1 } },
    { ...base, scores: { ...base.scores, seo: m.scores.seo! + 1 } },
    { ...base, lcpMs: m.lcpMs - 1 },
    { ...base, tbtMs: m.tbtMs - 1 },
    { ...base, cls: m.cls - 0.0001 },
    {
      ...base,
      jsKB: { default: m.jsBytes / KB - 0.1, routes: { [result.route]: m.jsBytes / KB - 0.1 } },
    },
  ]
}

describe('Lighthouse budget check', () => {
  it('passes a page within every budget', () => {
    expect(checkLighthouse([page('/about'), page('/ar/about')], budgets.lighthouse)).toEqual([])
  })

  it('fails as soon as any budget is lowered below the measured value', () => {
    const result = page('/ar/about')
    const budgetNames = tightened(budgets.lighthouse, result).map((strict) =>
      checkLighthouse([result], strict).map((miss) => miss.budget),
    )
    expect(budgetNames).toEqual([
      ['performance'],
      ['accessibility'],
      ['best practices'],
      ['SEO'],
      ['LCP'],
      ['TBT'],
      ['CLS'],
      ['JS'],
    ])
  })

  it('lists every miss of every page, with the page, the value and the budget', () => {
    const misses = checkLighthouse(
      [
        page('/', {
          lcpMs: 2600,
          scores: { performance: 88, accessibility: 96, bestPractices: 100, seo: 100 },
        }),
        page('/ar/contact', { tbtMs: 420, cls: 0.12 }),
      ],
      budgets.lighthouse,
    )
    expect(misses).toEqual([
      { subject: '/', budget: 'performance', limit: '≥ 98', actual: '88' },
      { subject: '/', budget: 'accessibility', limit: '≥ 100', actual: '96' },
      { subject: '/', budget: 'LCP', limit: '≤ 1800 ms', actual: '2600 ms' },
      { subject: '/ar/contact', budget: 'TBT', limit: '≤ 100 ms', actual: '420 ms' },
      { subject: '/ar/contact', budget: 'CLS', limit: '≤ 0.02', actual: '0.12' },
    ])
  })

  it('allows 200 KB of JavaScript on the home page in both languages and 170 KB elsewhere', () => {
    const js = (kb: number) => ({ jsBytes: kb * KB })
    expect(checkLighthouse([page('/', js(190)), page('/ar', js(190))], budgets.lighthouse)).toEqual(
      [],
    )
    const misses = checkLighthouse(
      [page('/blog', js(190)), page('/ar', js(201))],
      budgets.lighthouse,
    )
    expect(misses.map((miss) => `${miss.subject} ${miss.actual} ${miss.limit}`)).toEqual([
      '/blog 190 KB ≤ 170 KB',
      '/ar 201 KB ≤ 200 KB',
    ])
  })

  it('reports routes that are not built without counting them, and counts failed runs', () => {
    const notBuilt: LighthouseResult = {
      route: '/our-work',
      locale: 'en',
      path: '/our-work',
      status: 'not-built',
    }
    const failed: LighthouseResult = {
      route: '/blog',
      locale: 'ar',
      path: '/ar/blog',
      status: 'failed',
      note: 'answers HTTP 500',
    }
    const unscored = page('/about', {
      scores: { performance: null, accessibility: 100, bestPractices: 100, seo: 100 },
    })
    expect(checkLighthouse([notBuilt], budgets.lighthouse)).toEqual([])
    expect(
      checkLighthouse([failed, unscored], budgets.lighthouse).map((miss) => miss.budget),
    ).toEqual(['measurement', 'performance'])
    const table = lighthouseTable([notBuilt, failed, page('/ar')], budgets.lighthouse)
    expect(table).toContain('| /our-work | en |')
    expect(table).toContain('not built (404)')
    expect(table).toContain('✗ failed: answers HTTP 500')
    expect(table.split('\n')).toHaveLength(5)
  })

  it('takes the median run by performance score, with that run’s own metrics', () => {
    const runs = [
      measure({
        scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100 },
        lcpMs: 1100,
      }),
      measure({
        scores: { performance: 91, accessibility: 100, bestPractices: 100, seo: 100 },
        lcpMs: 2400,
      }),
      measure({
        scores: { performance: 96, accessibility: 100, bestPractices: 100, seo: 100 },
        lcpMs: 1700,
      }),
    ]
    expect(medianRun(runs).lcpMs).toBe(1700)
    expect(medianRun(runs.slice(0, 1)).lcpMs).toBe(1100)
    expect(() => medianRun([])).toThrow()
  })

  it('tightening a budget below the latest recorded measurement fails the check', () => {
    // The committed figures (bench/results/lighthouse.json) against budgets set just below them.
    const file = 'bench/results/lighthouse.json'
    if (!existsSync(file)) return
    const latest = JSON.parse(readFileSync(file, 'utf8')) as { results: LighthouseResult[] }
    const measured = latest.results.filter(
      (result) => result.status === 'measured' && result.median,
    )
    expect(measured.length).toBeGreaterThan(0)
    for (const result of measured) {
      for (const strict of tightened(budgets.lighthouse, result)) {
        expect(checkLighthouse([result], strict).length, result.path).toBeGreaterThan(0)
      }
    }
  })
})

/** Lighthouse 13's SEO category as its report gives it (weights read off a real run). */
const SEO_CATEGORY = {
  auditRefs: [
    { id: 'is-crawlable', weight: 4.043478260869565 },
    ...['document-title', 'meta-description', 'http-status-code', 'link-text']
      .concat(['crawlable-anchors', 'robots-txt', 'image-alt', 'hreflang', 'canonical'])
      .map((id) => ({ id, weight: 1 })),
    { id: 'structured-data', weight: 0 },
  ],
}
const seoAudits = (scores: Record<string, number | null> = {}): AuditScores =>
  Object.fromEntries(
    SEO_CATEGORY.auditRefs.map(({ id }) => [
      id,
      { score: id in scores ? scores[id] : id === 'structured-data' ? null : 1 },
    ]),
  )

describe('SEO score of a page kept out of search engines', () => {
  it('weighs the audits as Lighthouse does', () => {
    expect(seoScore(SEO_CATEGORY, seoAudits())).toBe(100)
    // A noindex page as Lighthouse scores it: the crawlability audit alone costs 31 points.
    expect(seoScore(SEO_CATEGORY, seoAudits({ 'is-crawlable': 0 }))).toBe(69)
    // An audit that does not apply weighs nothing.
    expect(seoScore(SEO_CATEGORY, seoAudits({ hreflang: null, 'image-alt': 0 }))).toBe(92)
  })

  it('leaves out only "is-crawlable" for a noindex page: every other audit still counts', () => {
    expect(seoScore(SEO_CATEGORY, seoAudits({ 'is-crawlable': 0 }), { noindex: true })).toBe(100)
    expect(
      seoScore(SEO_CATEGORY, seoAudits({ 'is-crawlable': 0, 'meta-description': 0 }), {
        noindex: true,
      }),
    ).toBe(89)
    expect(seoScore(undefined, {}, { noindex: true })).toBeNull()
  })

  it('misses when a page meant to be kept out of the index is crawlable', () => {
    const search = (crawlable: boolean): LighthouseResult => ({
      ...page('/ar/search', { crawlable }),
      noindex: true,
    })
    expect(checkLighthouse([search(false)], budgets.lighthouse)).toEqual([])
    expect(checkLighthouse([search(true)], budgets.lighthouse)).toEqual([
      {
        subject: '/ar/search',
        budget: 'noindex',
        limit: 'kept out of the index',
        actual: 'crawlable',
      },
    ])
    // An indexed page is not asked to be kept out.
    expect(checkLighthouse([page('/about', { crawlable: true })], budgets.lighthouse)).toEqual([])
  })

  it('names the page as noindex in the report', () => {
    const table = lighthouseTable(
      [{ ...page('/search', { crawlable: false }), noindex: true }],
      budgets.lighthouse,
    )
    expect(table).toContain('/search (noindex: SEO without is-crawlable)')
  })
})

describe('load budget check', () => {
  const run = (overrides: Partial<LoadResult>): LoadResult => ({
    target: '/',
    kind: 'page',
    status: 'measured',
    requestsPerSecond: 2100,
    p50Ms: 20,
    p99Ms: 60,
    errors: 0,
    requests: 42_000,
    ...overrides,
  })

  it('holds pages to the requests-per-second budget and every target to zero errors', () => {
    expect(
      checkLoad(
        [run({}), run({ target: '/api/services?locale=ar', kind: 'api', requestsPerSecond: 300 })],
        budgets.load,
      ),
    ).toEqual([])
    const misses = checkLoad(
      [
        run({ target: '/blog', requestsPerSecond: 1200 }),
        run({ target: '/api/services', kind: 'api', errors: 3 }),
      ],
      budgets.load,
    )
    expect(misses).toEqual([
      { subject: 'GET /blog', budget: 'requests/s', limit: '≥ 1500', actual: '1200' },
      { subject: 'GET /api/services', budget: 'errors', limit: '≤ 0', actual: '3' },
    ])
  })

  it('fails when the requests-per-second budget is raised above the measured value', () => {
    const result = run({ requestsPerSecond: 1800 })
    expect(checkLoad([result], budgets.load)).toEqual([])
    expect(checkLoad([result], { ...budgets.load, pageRequestsPerSecond: 1801 })).toHaveLength(1)
  })

  it('skips targets that are not built and renders them in the table', () => {
    const notBuilt = run({ target: '/ar/about', status: 'not-built', requestsPerSecond: undefined })
    expect(checkLoad([notBuilt], budgets.load)).toEqual([])
    expect(loadTable([notBuilt, run({})], budgets.load)).toContain('| GET /ar/about | page |')
  })
})

describe('budgets file and routes', () => {
  it('holds the site budgets: performance 98, the other categories 100, LCP 1.8 s, TBT 100 ms', () => {
    expect(budgets.lighthouse.scores).toEqual({
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    })
    expect([budgets.lighthouse.lcpMs, budgets.lighthouse.tbtMs, budgets.lighthouse.cls]).toEqual([
      1800, 100, 0.02,
    ])
    expect(budgets.lighthouse.jsKB).toEqual({ default: 170, routes: { '/': 200 } })
    expect(budgets.load).toEqual({ pageRequestsPerSecond: 1500, errors: 0 })
  })

  it('rejects a budgets file with a missing or mistyped budget', () => {
    const broken = JSON.parse(readFileSync('bench/budgets.json', 'utf8'))
    broken.lighthouse.lcpMs = '2000'
    expect(() => parseBudgets(broken)).toThrow(/lcpMs/)
  })

  it('maps URL paths to spec routes and languages', () => {
    expect(specRouteOf('/')?.route).toBe('/')
    expect(specRouteOf('/ar')?.route).toBe('/')
    expect(specRouteOf('/ar/blog/12')?.route).toBe('/blog/{id}')
    expect(specRouteOf('/success-stories/rentals')?.route).toBe('/success-stories/{slug}')
    expect(specRouteOf('/what-we-do/erp-solution')?.route).toBe('/what-we-do/erp-solution')
    expect(specRouteOf('/what-we-do/unknown')).toBeUndefined()
    expect(specRouteOf('/arabic')).toBeUndefined()
    expect(splitLocale('/ar/about')).toEqual({ locale: 'ar', path: '/about' })
    expect(localizedPath('/', 'ar')).toBe('/ar')
    expect(localizedPath('/about', 'ar')).toBe('/ar/about')
  })
})
