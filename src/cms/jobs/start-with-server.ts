import type { Payload } from 'payload'

import { runIntervalMs, shouldRunCopiesHere, startRunnerOnce } from './delivery-runner'

/**
 * The job runner starts when Payload is initialised in the web server
 * (payload.config's onInit), and Next initialises Payload only for the first
 * request that needs it: after a restart, a copy waiting in the queue was not
 * sent until somebody opened a page. So the server initialises Payload as it
 * starts (src/instrumentation.ts, which Next runs when its server is created).
 *
 * This never delays or fails the start: the first try runs in the background,
 * and while the database cannot be reached it tries again every run interval
 * (a request that needs Payload meanwhile initialises it itself). The runner
 * is started here too, not only by onInit: after a failed first init Payload
 * initialises again without calling onInit (its getPayload cache), so the
 * runner would never start.
 */
export function startJobsWithServer(
  initialise: () => Promise<Payload>,
  options: { retryMs?: number; start?: (payload: Payload) => void } = {},
): void {
  if (!shouldRunCopiesHere()) return
  const retryMs = options.retryMs ?? runIntervalMs()
  const start = options.start ?? startRunnerOnce
  let failures = 0
  const attempt = () => {
    initialise().then(start, (error: unknown) => {
      failures++
      console.error(
        `✖ Payload could not start with the server (try ${failures}); the job runner waits for it.`,
        failures === 1 ? error : String(error instanceof Error ? error.message : error),
      )
      setTimeout(attempt, retryMs).unref()
    })
  }
  attempt()
}
