import { runIntervalMs } from '../cms/jobs/run-interval'
import {
  INTERNAL_REQUEST_HEADER,
  internalRequestToken,
  SITE_START_PATH,
} from '../lib/internal-request'
import { serverLog } from './log'

export type WarmStart = {
  stop: () => void
  /** Whether Payload started and the pages in WARM_PAGES were loaded once (`/api/ready` waits for it). */
  warm: () => boolean
}

/**
 * The pages most visitors arrive on, loaded once as a browser loads them right
 * after Payload started: their code is then loaded and compiled, their data
 * read, and their answers in the page cache before the first visitor comes.
 * Measured in the lock trial (bench/results/lock-trial.md): the first minute
 * after a start was the slowest.
 */
export const WARM_PAGES = ['/', '/ar', '/contact', '/ar/contact']

/**
 * The hidden fields of the page's form that posts to a server action, as a
 * browser without JavaScript sends them (the form's own inputs left empty).
 */
export function actionFormFields(html: string): Array<[string, string]> {
  const form = html
    .split('<form')
    .slice(1)
    .map((rest) => rest.slice(0, rest.indexOf('</form>')))
    .find((candidate) => candidate.includes('name="$ACTION'))
  if (!form) return []
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  return [...form.matchAll(/<input\b[^>]*>/g)]
    .map(([input]) => input)
    .filter((input) => /\btype="hidden"/.test(input))
    .flatMap((input): Array<[string, string]> => {
      const name = /\bname="([^"]*)"/.exec(input)?.[1]
      return name ? [[decode(name), decode(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '')]] : []
    })
}
/** What a browser sends with a page load: the page cache answers such requests (page-cache.ts). */
export const PAGE_LOAD = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
}

/**
 * After a restart the job runner waited for the first request that loaded
 * Payload (a queued enquiry copy sat unsent on an idle server). So the
 * production server, once listening, asks itself for SITE_START_PATH, which
 * initialises Payload and starts the runner inside Next's module graph
 * (cms/endpoints/site-start.ts). It is a request rather than a call because
 * Payload must live in the graph that answers requests, and only a request
 * reaches it.
 *
 * It never delays or fails the start: while the answer is not a 2xx (the
 * database unreachable, say) it asks again every run interval, and a visitor's
 * request meanwhile initialises Payload itself. Once Payload started it loads
 * WARM_PAGES once and posts the contact form empty once, whatever they
 * answer, and then reports itself warm. DISABLE_JOB_AUTORUN=1 (copies
 * run in a worker) still warms Payload; the endpoint then starts no runner.
 */
export function warmStart(
  origin: string,
  options: { retryMs?: number; fetch?: typeof fetch } = {},
): WarmStart {
  const retryMs = options.retryMs ?? runIntervalMs()
  const send = options.fetch ?? fetch
  let stopped = false
  let warm = false
  let timer: NodeJS.Timeout | undefined
  let failures = 0
  /**
   * The contact form posted once, empty, as a browser without JavaScript
   * posts it: the page is then rendered with its answer (the fields in error),
   * which loads the code a visitor's post is answered with. Before, the first
   * post after a start loaded it, a 0.4–1.1 s stall of every request then.
   * Nothing is stored or counted (sections/forms/action.ts).
   */
  const loadFormAnswer = async () => {
    const page = await send(`${origin}/contact`, {
      headers: PAGE_LOAD,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    const fields = actionFormFields(await page.text())
    if (fields.length === 0) throw new Error('the contact page has no form to post')
    const body = new FormData()
    for (const [name, value] of fields) body.append(name, value)
    const answer = await send(`${origin}/contact`, {
      method: 'POST',
      body,
      headers: { ...PAGE_LOAD, [INTERNAL_REQUEST_HEADER]: internalRequestToken() },
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    await answer.body?.cancel()
  }
  const loadPages = async () => {
    for (const page of WARM_PAGES) {
      if (stopped) return
      try {
        const response = await send(`${origin}${page}`, {
          headers: PAGE_LOAD,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        })
        await response.body?.cancel()
      } catch (error) {
        serverLog.warn(
          { page, problem: error instanceof Error ? error.message : String(error) },
          'a page could not be loaded at start; its first visitor loads it',
        )
      }
    }
    if (!stopped)
      await loadFormAnswer().catch((error: unknown) =>
        serverLog.warn(
          { problem: error instanceof Error ? error.message : String(error) },
          "the contact form's answer could not be loaded at start; the first post loads it",
        ),
      )
    warm = true
  }
  const attempt = async () => {
    if (stopped) return
    let problem: string
    try {
      const response = await send(`${origin}${SITE_START_PATH}`, {
        method: 'POST',
        headers: { [INTERNAL_REQUEST_HEADER]: internalRequestToken() },
        signal: AbortSignal.timeout(60_000),
      })
      await response.body?.cancel()
      if (response.ok) {
        if (failures > 0) serverLog.info({ tries: failures + 1 }, 'Payload started with the server')
        return await loadPages()
      }
      problem = `answered ${response.status}`
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error)
    }
    if (stopped) return
    failures++
    serverLog.error(
      { tries: failures, problem },
      'Payload could not start with the server; the job runner waits for it',
    )
    timer = setTimeout(attempt, retryMs)
    timer.unref()
  }
  void attempt()
  return {
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
    warm: () => warm,
  }
}
