import type { Payload } from 'payload'

type RunResult = { jobStatus?: Record<string, { status: string }> } | undefined

/**
 * One line per job a run touched, through Payload's logger: which job, which
 * queue, how it ended (success, error to be retried, error that gave up) and
 * how long its run took, so the copies of an enquiry can be followed across
 * replicas by job id.
 */
export function logJobResults(
  payload: Payload,
  queue: string,
  result: RunResult,
  startedAt?: number,
): void {
  const ms = startedAt === undefined ? undefined : Date.now() - startedAt
  for (const [job, { status }] of Object.entries(result?.jobStatus ?? {})) {
    payload.logger.info({ job, queue, status, ms, runner: process.pid }, 'job run')
  }
}
