/**
 * The budget checker of the benchmarks: pure functions from measured results
 * and the budgets in bench/budgets.json to the list of misses. A route that
 * is not built yet (404) is reported, never counted as a miss; a route that is
 * built but could not be measured is a miss.
 */

export const KB = 1024

export type CategoryScores = {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
}

/** One Lighthouse run of one page, reduced to the figures we report (scores 0–100). */
export type PageMeasure = {
  scores: CategoryScores
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  jsBytes: number
  imageBytes: number
  /** Scored audits below 1 in accessibility, best practices and SEO (for diagnosis). */
  failingAudits: string[]
  /** Lighthouse's "is-crawlable" passed: no `noindex` keeps the page out of search engines. */
  crawlable?: boolean
}

export type LighthouseResult = {
  /** Spec route (`/blog/{id}`), the key of per-route budgets. */
  route: string
  locale: 'en' | 'ar'
  /** Measured URL path (`/ar/blog/3`). */
  path: string
  status: 'measured' | 'not-built' | 'failed'
  note?: string
  /** The page is kept out of search engines on purpose (bench/routes.ts). */
  noindex?: true
  /** The median run (by performance score) whose metrics are reported. */
  median?: PageMeasure
  /** Performance score of every run, in run order. */
  runScores?: (number | null)[]
}

export type LighthouseBudgets = {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  lcpMs: number
  tbtMs: number
  cls: number
  jsKB: { default: number; routes: Record<string, number> }
}

export type LoadResult = {
  /** Path and query, e.g. `/api/services?locale=ar`. */
  target: string
  /** `page`: a public page, cached (held to the requests-per-second budget); `api`: a REST read. */
  kind: 'page' | 'api'
  status: 'measured' | 'not-built' | 'failed'
  note?: string
  connections?: number
  durationS?: number
  requests?: number
  requestsPerSecond?: number
  p50Ms?: number
  p99Ms?: number
  /** Socket errors + timeouts + non-2xx answers. */
  errors?: number
  throughputKBps?: number
}

export type LoadBudgets = { pageRequestsPerSecond: number; errors: number }

export type Budgets = { lighthouse: LighthouseBudgets; load: LoadBudgets }

export type Miss = {
  /** What was measured: `/ar/about` or `GET /blog`. */
  subject: string
  budget: string
  /** `≥ 95`, `≤ 2000 ms`… */
  limit: string
  actual: string
}

export const formatMiss = (miss: Miss) =>
  `${miss.subject}: ${miss.budget} ${miss.actual} (budget ${miss.limit})`

const SCORE_LABELS: Record<keyof CategoryScores, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
}

export const jsBudgetKB = (budgets: LighthouseBudgets, route: string) =>
  budgets.jsKB.routes[route] ?? budgets.jsKB.default

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

export function checkLighthouse(
  results: readonly LighthouseResult[],
  budgets: LighthouseBudgets,
): Miss[] {
  const misses: Miss[] = []
  for (const result of results) {
    const subject = result.path
    if (result.status === 'not-built') continue
    if (result.status === 'failed' || !result.median) {
      misses.push({
        subject,
        budget: 'measurement',
        limit: 'a Lighthouse report',
        actual: `failed${result.note ? ` (${result.note})` : ''}`,
      })
      continue
    }
    const measure = result.median
    if (result.noindex && measure.crawlable !== false) {
      misses.push({
        subject,
        budget: 'noindex',
        limit: 'kept out of the index',
        actual: 'crawlable',
      })
    }
    for (const key of Object.keys(SCORE_LABELS) as (keyof CategoryScores)[]) {
      const actual = measure.scores[key]
      const limit = budgets.scores[key]
      if (actual === null || actual < limit) {
        misses.push({
          subject,
          budget: SCORE_LABELS[key],
          limit: `≥ ${limit}`,
          actual: actual === null ? 'no score' : String(actual),
        })
      }
    }
    const maxima: [string, number, number, string][] = [
      ['LCP', measure.lcpMs, budgets.lcpMs, 'ms'],
      ['TBT', measure.tbtMs, budgets.tbtMs, 'ms'],
      ['CLS', measure.cls, budgets.cls, ''],
      ['JS', measure.jsBytes / KB, jsBudgetKB(budgets, result.route), 'KB'],
    ]
    for (const [budget, actual, limit, unit] of maxima) {
      if (!(actual <= limit)) {
        const digits = unit === '' ? 3 : unit === 'KB' ? 1 : 0
        misses.push({
          subject,
          budget,
          limit: `≤ ${limit}${unit ? ` ${unit}` : ''}`,
          actual: `${round(actual, digits)}${unit ? ` ${unit}` : ''}`,
        })
      }
    }
  }
  return misses
}

/** What a Lighthouse category and its audits give the SEO score (the report's own shape). */
export type ScoredCategory = { auditRefs: readonly { id: string; weight: number }[] }
export type AuditScores = Record<string, { score: number | null } | undefined>

export const CRAWLABLE_AUDIT = 'is-crawlable'

/**
 * The SEO score (0–100) as Lighthouse weighs it, leaving out "is-crawlable" for a
 * page kept out of search engines on purpose: that audit fails by design there,
 * and every other SEO audit (title, description, links, hreflang…) still counts.
 * Unscored audits (not applicable, manual) weigh nothing, as in Lighthouse.
 */
export function seoScore(
  category: ScoredCategory | undefined,
  audits: AuditScores,
  { noindex = false }: { noindex?: boolean } = {},
): number | null {
  let weighed = 0
  let total = 0
  for (const ref of category?.auditRefs ?? []) {
    const score = audits[ref.id]?.score
    if (ref.weight <= 0 || score === null || score === undefined) continue
    if (noindex && ref.id === CRAWLABLE_AUDIT) continue
    weighed += ref.weight * score
    total += ref.weight
  }
  return total === 0 ? null : Math.round((weighed / total) * 100)
}

export function checkLoad(results: readonly LoadResult[], budgets: LoadBudgets): Miss[] {
  const misses: Miss[] = []
  for (const result of results) {
    const subject = `GET ${result.target}`
    if (result.status === 'not-built') continue
    if (result.status === 'failed' || result.requestsPerSecond === undefined) {
      misses.push({
        subject,
        budget: 'measurement',
        limit: 'a load run',
        actual: `failed${result.note ? ` (${result.note})` : ''}`,
      })
      continue
    }
    if (result.kind === 'page' && result.requestsPerSecond < budgets.pageRequestsPerSecond) {
      misses.push({
        subject,
        budget: 'requests/s',
        limit: `≥ ${budgets.pageRequestsPerSecond}`,
        actual: String(round(result.requestsPerSecond)),
      })
    }
    if ((result.errors ?? 0) > budgets.errors) {
      misses.push({
        subject,
        budget: 'errors',
        limit: `≤ ${budgets.errors}`,
        actual: String(result.errors),
      })
    }
  }
  return misses
}

/**
 * The median run by performance score (its metrics are reported, not a mix of
 * runs). With an even count the lower middle is taken; unscored runs sort first.
 */
export function medianRun<T extends { scores: Pick<CategoryScores, 'performance'> }>(
  runs: readonly T[],
): T {
  if (runs.length === 0) throw new Error('medianRun needs at least one run')
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  )
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Reads and checks the shape of bench/budgets.json (a typo must not disable a budget). */
export function parseBudgets(raw: unknown): Budgets {
  const fail = (what: string): never => {
    throw new Error(`bench/budgets.json: ${what}`)
  }
  const isNumber = (value: unknown): value is number =>
    typeof value === 'number' && Number.isFinite(value)
  const object = (value: unknown, name: string) =>
    value && typeof value === 'object'
      ? (value as Record<string, unknown>)
      : fail(`${name} is missing`)
  const root = object(raw, 'the file')
  const lighthouse = object(root.lighthouse, 'lighthouse')
  const scores = object(lighthouse.scores, 'lighthouse.scores')
  for (const key of Object.keys(SCORE_LABELS)) {
    if (!isNumber(scores[key])) fail(`lighthouse.scores.${key} must be a number`)
  }
  for (const key of ['lcpMs', 'tbtMs', 'cls']) {
    if (!isNumber(lighthouse[key])) fail(`lighthouse.${key} must be a number`)
  }
  const js = object(lighthouse.jsKB, 'lighthouse.jsKB')
  if (!isNumber(js.default)) fail('lighthouse.jsKB.default must be a number')
  const routes = object(js.routes ?? {}, 'lighthouse.jsKB.routes')
  for (const [route, value] of Object.entries(routes)) {
    if (!isNumber(value)) fail(`lighthouse.jsKB.routes["${route}"] must be a number`)
  }
  const load = object(root.load, 'load')
  for (const key of ['pageRequestsPerSecond', 'errors']) {
    if (!isNumber(load[key])) fail(`load.${key} must be a number`)
  }
  return raw as Budgets
}
