import { describe, expect, it } from 'vitest'

import { shutDown } from '../../scripts/lib/shutdown'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The job runs of a process, as job-lock.ts tracks them: stopping waits for all of them. */
function jobRuns() {
  const pending = new Set<Promise<unknown>>()
  const finished: string[] = []
  return {
    finished,
    start(name: string, ms: number) {
      const run = wait(ms).then(() => void finished.push(name))
      pending.add(run)
      void run.finally(() => pending.delete(run))
    },
    async stop() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  }
}

describe('a replica’s graceful stop', () => {
  it('waits for the first copy of an enquiry answered while it drained', async () => {
    const jobs = jobRuns()
    const order: string[] = []
    const code = await shutDown(
      {
        drain: async () => {
          // The request in flight is answered 20 ms in, starting its copy's first try.
          await wait(20)
          jobs.start('first copy', 80)
          return { unfinished: 0 }
        },
        stopJobs: () => jobs.stop(),
        stopVisits: async () => void order.push(`views written after ${jobs.finished.join()}`),
      },
      1_000,
    )
    expect(jobs.finished).toEqual(['first copy'])
    expect(order).toEqual(['views written after first copy'])
    expect(code).toBe(0)
  })

  it('exits 1 when requests were left unanswered', async () => {
    const jobs = jobRuns()
    const code = await shutDown(
      {
        drain: async () => ({ unfinished: 2 }),
        stopJobs: () => jobs.stop(),
        stopVisits: async () => {},
      },
      10,
    )
    expect(code).toBe(1)
  })
})
