import { runIntervalMs } from '../cms/jobs/run-interval'
import {
  INTERNAL_REQUEST_HEADER,
  internalRequestToken,
  SITE_START_PATH,
} from '../lib/internal-request'
import { serverLog } from './log'

export type WarmStart = { stop: () => void }

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
 * request meanwhile initialises Payload itself. DISABLE_JOB_AUTORUN=1 (copies
 * run in a worker) still warms Payload; the endpoint then starts no runner.
 */
export function warmStart(
  origin: string,
  options: { retryMs?: number; fetch?: typeof fetch } = {},
): WarmStart {
  const retryMs = options.retryMs ?? runIntervalMs()
  const send = options.fetch ?? fetch
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let failures = 0
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
        return
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
  }
}
