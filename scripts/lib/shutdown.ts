/**
 * A replica's graceful stop (scripts/serve.ts on SIGTERM): no new connections,
 * the requests in flight answered, the job runner's work finished, the page
 * views written, then the exit code (0 when every request was answered).
 */
export async function shutDown(
  parts: {
    /** Stops accepting connections and answers those in flight, for at most `timeoutMs`. */
    drain: (timeoutMs: number) => Promise<{ unfinished: number }>
    /** Stops the job runner; resolves once every job run of this process has finished. */
    stopJobs: () => Promise<void>
    /** Writes the page views counted so far. */
    stopVisits: () => Promise<void>
  },
  timeoutMs: number,
): Promise<number> {
  const [{ unfinished }] = await Promise.all([parts.drain(timeoutMs), parts.stopJobs()])
  // An enquiry answered while draining starts its first copy as it is answered, possibly
  // after the runner's stop above resolved: exiting under it left the copy marked as being
  // sent, and another runner sent it again once its lease passed. Its runs finish first.
  await parts.stopJobs()
  // After the last request: the views it counted are written too.
  await parts.stopVisits()
  return unfinished === 0 ? 0 : 1
}
