import { afterEach, describe, expect, it, vi } from 'vitest'

import { leaseMs } from '@/cms/jobs/delivery-runner'

/**
 * A copy still marked as being sent after the lease is taken for lost and sent
 * again: the lease must outlast the longest one try can take (three copy
 * timeouts, a mail server silent mid-message), whatever the operator set.
 */
describe('the job lease', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('is 120 s by default, and what the operator sets when it outlasts a try', () => {
    vi.stubEnv('ENQUIRY_JOB_LEASE_S', '')
    vi.stubEnv('ENQUIRY_COPY_TIMEOUT_S', '')
    expect(leaseMs()).toBe(120_000)
    vi.stubEnv('ENQUIRY_JOB_LEASE_S', '45')
    expect(leaseMs()).toBe(45_000)
  })

  it('is never shorter than four copy timeouts, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('ENQUIRY_JOB_LEASE_S', '60')
    vi.stubEnv('ENQUIRY_COPY_TIMEOUT_S', '30')
    expect(leaseMs()).toBe(120_000)
    expect(leaseMs()).toBe(120_000)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toMatch(
      /ENQUIRY_JOB_LEASE_S=60 is shorter than four times ENQUIRY_COPY_TIMEOUT_S \(30 s\).*using 120 s/,
    )
  })
})
