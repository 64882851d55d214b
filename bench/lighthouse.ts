/**
 * `npm run bench:lighthouse [-- --runs 1] [--only /,/about] [--port 3200] [--reports-dir <dir>]`
 *
 * Builds (when the sources changed) and starts the production server on a
 * fresh seeded temporary database, runs Lighthouse 13 with its default mobile
 * configuration (simulated throttling) in Debian's headless Chromium shell
 * (the end-to-end suite's browser, scripts/lib/chromium.ts; CHROME_PATH picks
 * another) on every public route (bench/routes.ts) in both languages, three times per page by default (one
 * run swings by a few points on a shared machine), keeps the median run of
 * each page (by performance score), writes bench/results/lighthouse.{json,md} and exits 1
 * listing every budget miss (bench/budgets.json). Routes that answer 404 are
 * reported as "not built", not as misses.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'

import {
  checkLighthouse,
  formatMiss,
  medianRun,
  parseBudgets,
  seoScore,
  CRAWLABLE_AUDIT,
  type LighthouseResult,
  type PageMeasure,
} from './lib/budgets'
import { lighthouseTable } from './lib/report'
import {
  argValue,
  describeCheckout,
  numberArg,
  startBenchServer,
  type BenchServer,
} from './lib/server'
import { BENCH_LOCALES, localizedPath, SPEC_ROUTES } from './routes'
import { testBrowserPath } from '../scripts/lib/chromium'

const RESULTS_DIR = path.resolve('bench/results')
const RUN_TIMEOUT_MS = 150_000

/**
 * The headless shell where it is installed: Chromium 156's full browser in
 * `--headless=new` does about twice the main-thread work on a machine without
 * a GPU (compositing on the renderer's thread), and Lighthouse's simulated
 * throttling multiplies that work by four into every page's TBT. The shell is
 * the same Blink and V8; docs/PERFORMANCE.md has the measured pair.
 */
const BROWSER = testBrowserPath()

/** Keeps Chromium on loopback: no updates, sync, extensions or background traffic. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
]

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Target = { route: string; locale: 'en' | 'ar'; path: string; noindex?: true }

const toScore = (category: Result['categories'][string] | undefined) =>
  category?.score === null || category?.score === undefined
    ? null
    : Math.round(category.score * 100)

function summarize(lhr: Result, { noindex = false } = {}): PageMeasure {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined
  const bytes = (type: string) =>
    summary?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0
  const failingAudits = (['accessibility', 'best-practices', 'seo'] as const).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id]
        return audit && audit.score !== null && audit.score < 1
      })
      .map((ref) => `${id}:${ref.id}`),
  )
  return {
    scores: {
      performance: toScore(lhr.categories.performance),
      accessibility: toScore(lhr.categories.accessibility),
      bestPractices: toScore(lhr.categories['best-practices']),
      seo: noindex
        ? seoScore(lhr.categories.seo, lhr.audits, { noindex })
        : toScore(lhr.categories.seo),
    },
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: bytes('total'),
    jsBytes: bytes('script'),
    imageBytes: bytes('image'),
    failingAudits,
    crawlable: lhr.audits[CRAWLABLE_AUDIT]?.score === 1,
  }
}

async function runOnce(
  target: Target,
  origin: string,
  reportsDir: string | undefined,
  name: string,
) {
  const url = origin + target.path
  const chrome = await chromeLauncher.launch({
    chromePath: BROWSER,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  let timer: NodeJS.Timeout | undefined
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Screenshots feed only the HTML report; skipping them shortens each run.
      skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
    }
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse took longer than ${RUN_TIMEOUT_MS / 1000} s`)),
        RUN_TIMEOUT_MS,
      )
    })
    const result = await Promise.race([lighthouse(url, flags), timeout])
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true })
      writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(lhr))
    }
    return { measure: summarize(lhr, { noindex: target.noindex }), lhr }
  } finally {
    clearTimeout(timer)
    chrome.kill()
  }
}

const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/**
 * 404 → not built; anything but 200 → failed. Two requests also warm the
 * server's route, and one request each warms the page's images (CMS files and
 * optimized images are routes too): Lighthouse measures a running site, not
 * the first visitor after a deploy.
 */
async function probe(origin: string, target: Target): Promise<LighthouseResult | undefined> {
  let html = ''
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await fetch(origin + target.path, {
      redirect: 'manual',
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(30_000),
    }).catch((error: Error) => error)
    if (response instanceof Error) {
      return { ...target, status: 'failed', note: `request failed: ${response.message}` }
    }
    html = await response.text()
    if (response.status === 404) return { ...target, status: 'not-built' }
    if (response.status !== 200) {
      return { ...target, status: 'failed', note: `answers HTTP ${response.status}` }
    }
  }
  // Every candidate of src, srcset and preload links: the phone profile picks its own width.
  // HTML spells the attribute `srcset`, React's preload links `imageSrcSet`: match both.
  const candidates = [...html.matchAll(/(?:src|href|srcset|imagesrcset)="([^"]+)"/gi)].flatMap(
    ([, value]) =>
      value
        .replace(/&amp;/g, '&')
        .split(/,\s*/)
        .map((entry) => entry.split(' ')[0]),
  )
  const images = new Set(
    candidates
      .filter((url) => /^(?:https?:\/\/[^/]+)?\/(?:api\/|_next\/image)/.test(url))
      .map((url) => new URL(url, origin).href),
  )
  // The optimizer keeps one file per width and format, and Chromium asks for AVIF first:
  // warming with its Accept header fills the entries the measured runs will read.
  for (const url of [...images].slice(0, 200)) {
    await fetch(url, {
      headers: { accept: CHROMIUM_IMAGE_ACCEPT },
      signal: AbortSignal.timeout(30_000),
    })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
  }
  return undefined
}

async function main() {
  const runs = numberArg('runs', 3)
  const only = argValue('only')
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean)
  const reportsDir = argValue('reports-dir')
  const budgets = parseBudgets(JSON.parse(readFileSync('bench/budgets.json', 'utf8')))
  const port = argValue('port') ? numberArg('port', 3200) : undefined
  const started = Date.now()

  let server: BenchServer | undefined
  const results: LighthouseResult[] = []
  let environment: Result['environment'] | undefined
  let lighthouseVersion = ''
  try {
    server = await startBenchServer({ port, label: 'lighthouse' })
    const routes = SPEC_ROUTES.filter((route) => !only || only.includes(route.route))
    if (routes.length === 0) throw new Error(`--only matched no spec route (${only?.join(', ')})`)
    const targets: Target[] = []
    for (const route of routes) {
      const sample = await route.sample(server.origin)
      for (const locale of BENCH_LOCALES) {
        targets.push({
          route: route.route,
          locale,
          path: localizedPath(sample, locale),
          ...(route.noindex ? { noindex: route.noindex } : {}),
        })
      }
    }

    console.log(
      `▶ Lighthouse ${runs} run(s) × ${targets.length} pages (default mobile config, simulated throttling) in ${BROWSER}`,
    )
    for (const [index, target] of targets.entries()) {
      const label = `[${index + 1}/${targets.length}] ${target.path}`
      const skipped = await probe(server.origin, target)
      if (skipped) {
        results.push(skipped)
        console.log(
          skipped.status === 'not-built'
            ? `  ${label}: not built yet (404), skipped`
            : `  ${label}: ✗ ${skipped.note}`,
        )
        continue
      }
      const measures: PageMeasure[] = []
      const failures: string[] = []
      for (let run = 1; run <= runs; run++) {
        const name = `${target.locale}${target.path.replace(/\W+/g, '-')}-run${run}`
        // A run that fails (Chromium start, protocol timeout) is retried once, then recorded.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const { measure, lhr } = await runOnce(target, server.origin, reportsDir, name)
            environment ??= lhr.environment
            lighthouseVersion ||= lhr.lighthouseVersion
            measures.push(measure)
            const s = measure.scores
            console.log(
              `  ${label} run ${run}/${runs}: perf ${s.performance} · a11y ${s.accessibility} · bp ${s.bestPractices} · seo ${s.seo} · LCP ${Math.round(measure.lcpMs)} ms · TBT ${Math.round(measure.tbtMs)} ms · JS ${(measure.jsBytes / 1024).toFixed(1)} KB`,
            )
            break
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error)
            failures.push(`run ${run}, attempt ${attempt}: ${message}`)
            console.log(`  ${label} run ${run}/${runs} (attempt ${attempt}): ✗ ${message}`)
          }
        }
      }
      results.push(
        measures.length === runs
          ? {
              ...target,
              status: 'measured',
              median: medianRun(measures),
              runScores: measures.map((measure) => measure.scores.performance),
              ...(failures.length > 0 ? { note: `retried: ${failures.join('; ')}` } : {}),
            }
          : {
              ...target,
              status: 'failed',
              note: `${runs - measures.length} of ${runs} run(s) failed: ${failures.join('; ')}`,
            },
      )
    }
  } finally {
    await server?.stop()
  }

  const misses = checkLighthouse(results, budgets.lighthouse)
  const notBuilt = results.filter((result) => result.status === 'not-built')
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  mkdirSync(RESULTS_DIR, { recursive: true })
  const summary = {
    generatedAt: new Date().toISOString(),
    checkout: describeCheckout(),
    lighthouse: lighthouseVersion,
    config: 'default (mobile, simulated throttling)',
    browser: environment?.hostUserAgent,
    browserPath: BROWSER,
    benchmarkIndex: environment?.benchmarkIndex,
    runsPerPage: runs,
    median: 'the run with the median performance score; its metrics are reported',
    durationMinutes: Number(minutes),
    budgets: budgets.lighthouse,
    results,
    misses,
  }
  writeFileSync(path.join(RESULTS_DIR, 'lighthouse.json'), JSON.stringify(summary, null, 2) + '\n')
  const table = lighthouseTable(results, budgets.lighthouse)
  const markdown = [
    '# Lighthouse (mobile) — latest run',
    '',
    `${summary.generatedAt} · commit ${summary.checkout} · Lighthouse ${lighthouseVersion} · ${runs} run(s) per page, median by performance score · default mobile config (simulated throttling) · ${environment?.hostUserAgent ?? ''} (${BROWSER})`,
    '',
    table,
    '',
    'Sizes are transferred (compressed) bytes in KB of 1,024 bytes. "not built" = the route answered 404 when measured.',
    '',
    misses.length === 0
      ? '**All budgets met.**'
      : `**${misses.length} budget miss(es):**\n\n${misses.map((miss) => `- ${formatMiss(miss)}`).join('\n')}`,
    '',
  ].join('\n')
  writeFileSync(path.join(RESULTS_DIR, 'lighthouse.md'), markdown)

  console.log(`\n${table}\n`)
  if (notBuilt.length > 0) {
    console.log(`ℹ Not built yet (404): ${notBuilt.map((result) => result.path).join(', ')}`)
  }
  console.log(`✔ Wrote bench/results/lighthouse.json and lighthouse.md (${minutes} min)`)
  if (misses.length > 0) {
    console.error(`\n✖ ${misses.length} budget miss(es):`)
    for (const miss of misses) console.error(`  - ${formatMiss(miss)}`)
    process.exit(1)
  }
  console.log('✔ All Lighthouse budgets met')
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
