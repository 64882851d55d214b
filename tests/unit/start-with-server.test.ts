import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { startJobsWithServer } from '@/cms/jobs/start-with-server'

/**
 * The web server starts Payload, and with it the job runner, as it starts
 * (src/instrumentation.ts); tests/integration/runner-at-start.test.ts shows a
 * copy delivered that way. Here: when it does not, and a database that is not
 * there yet at start.
 */
afterEach(() => {
  delete process.env.NEXT_RUNTIME
  delete process.env.DISABLE_JOB_AUTORUN
  vi.restoreAllMocks()
})

const fakePayload = { fake: true } as unknown as Payload

describe('starting the jobs with the server', () => {
  it('does nothing outside the web server or when copies run elsewhere', async () => {
    const initialise = vi.fn(async () => fakePayload)
    startJobsWithServer(initialise, { start: () => {} })
    process.env.NEXT_RUNTIME = 'nodejs'
    process.env.DISABLE_JOB_AUTORUN = '1'
    startJobsWithServer(initialise, { start: () => {} })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(initialise).not.toHaveBeenCalled()
  })

  it('keeps trying while the database is down, then starts the runner itself', async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const initialise = vi
      .fn<() => Promise<Payload>>()
      .mockRejectedValueOnce(new Error('database unreachable'))
      .mockRejectedValueOnce(new Error('database unreachable'))
      .mockResolvedValue(fakePayload)
    const start = vi.fn()
    startJobsWithServer(initialise, { retryMs: 10, start })
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1), { timeout: 2000 })
    expect(start).toHaveBeenCalledWith(fakePayload)
    expect(initialise).toHaveBeenCalledTimes(3)
    expect(console.error).toHaveBeenCalledTimes(2)
  })
})
