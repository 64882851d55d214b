/** Markdown tables of the benchmark results (bench/results/*.md, quoted in docs/PERFORMANCE.md). */
import {
  checkLighthouse,
  checkLoad,
  KB,
  type LighthouseBudgets,
  type LighthouseResult,
  type LoadBudgets,
  type LoadResult,
} from './budgets'

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)}`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const score = (value: number | null) => (value === null ? '–' : String(value))

export function lighthouseTable(
  results: readonly LighthouseResult[],
  budgets: LighthouseBudgets,
): string {
  const header = [
    'Page',
    'Lang',
    'Perf',
    'A11y',
    'Best pr.',
    'SEO',
    'LCP',
    'FCP',
    'TBT',
    'CLS',
    'Transfer KB',
    'JS KB',
    'Image KB',
    'Budgets',
  ]
  const rows = results.map((result) => {
    const page = result.route.includes('{') ? `${result.path} (${result.route})` : result.path
    const name = result.noindex ? `${page} (noindex: SEO without is-crawlable)` : page
    if (result.status === 'not-built') {
      return [name, result.locale, ...Array(11).fill(''), 'not built (404)']
    }
    if (result.status === 'failed' || !result.median) {
      return [name, result.locale, ...Array(11).fill(''), `✗ failed: ${result.note ?? ''}`]
    }
    const m = result.median
    const misses = checkLighthouse([result], budgets)
    return [
      name,
      result.locale,
      score(m.scores.performance),
      score(m.scores.accessibility),
      score(m.scores.bestPractices),
      score(m.scores.seo),
      seconds(m.lcpMs),
      seconds(m.fcpMs),
      `${Math.round(m.tbtMs)} ms`,
      m.cls.toFixed(3),
      kb(m.totalBytes),
      kb(m.jsBytes),
      kb(m.imageBytes),
      misses.length === 0 ? '✔' : `✗ ${misses.map((miss) => miss.budget).join(', ')}`,
    ]
  })
  return markdownTable(header, rows)
}

export function loadTable(results: readonly LoadResult[], budgets: LoadBudgets): string {
  const header = ['Target', 'Kind', 'Requests/s', 'p50', 'p99', 'Errors', 'Requests', 'Budgets']
  const rows = results.map((result) => {
    if (result.status === 'not-built') {
      return [`GET ${result.target}`, result.kind, '', '', '', '', '', 'not built (404)']
    }
    if (result.status === 'failed' || result.requestsPerSecond === undefined) {
      return [`GET ${result.target}`, result.kind, '', '', '', '', '', `✗ failed: ${result.note}`]
    }
    const misses = checkLoad([result], budgets)
    return [
      `GET ${result.target}`,
      result.kind,
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      `${result.p50Ms} ms`,
      `${result.p99Ms} ms`,
      String(result.errors ?? 0),
      (result.requests ?? 0).toLocaleString('en-US'),
      misses.length === 0 ? '✔' : `✗ ${misses.map((miss) => miss.budget).join(', ')}`,
    ]
  })
  return markdownTable(header, rows)
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|')
  const line = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
