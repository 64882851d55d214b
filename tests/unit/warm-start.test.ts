import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  INTERNAL_REQUEST_HEADER,
  isInternalRequestToken,
  SITE_START_PATH,
} from '@/lib/internal-request'
import { serverLog } from '@/server/log'
import { warmStart } from '@/server/warm-start'

/**
 * The production server asks itself to start Payload and the job runner
 * (tests/integration/runner-at-start.test.ts shows a copy sent that way).
 * Here: what it sends, and a database that is not there yet at start.
 */
const secret = process.env.PAYLOAD_SECRET
afterEach(() => {
  process.env.PAYLOAD_SECRET = secret
  vi.restoreAllMocks()
})

const answer = (status: number) =>
  new Response(status === 200 ? '{"started":true}' : '', { status })

describe('the server starting Payload as it starts', () => {
  it('asks its own address, with the token only the site can compute', async () => {
    process.env.PAYLOAD_SECRET = 'warm-start-secret'
    const send = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer(200))
    warmStart('http://127.0.0.1:4321', { fetch: send as typeof fetch })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    const [url, init] = send.mock.calls[0]
    expect(url).toBe(`http://127.0.0.1:4321${SITE_START_PATH}`)
    expect(init?.method).toBe('POST')
    const token = (init?.headers as Record<string, string>)[INTERNAL_REQUEST_HEADER]
    expect(isInternalRequestToken(token, 'warm-start-secret')).toBe(true)
    expect(isInternalRequestToken(token, 'another-secret')).toBe(false)
  })

  it('asks again while the answer is an error or none, then stops asking', async () => {
    const errors = vi.spyOn(serverLog, 'error').mockImplementation(() => undefined as never)
    vi.spyOn(serverLog, 'info').mockImplementation(() => undefined as never)
    const send = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockResolvedValueOnce(answer(500))
      .mockResolvedValue(answer(200))
    warmStart('http://127.0.0.1:1', { fetch: send, retryMs: 10 })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3), { timeout: 2000 })
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(send).toHaveBeenCalledTimes(3)
    expect(errors).toHaveBeenCalledTimes(2)
    expect(errors.mock.calls[1][0]).toMatchObject({ tries: 2, problem: 'answered 500' })
  })

  it('stops asking when the server stops', async () => {
    vi.spyOn(serverLog, 'error').mockImplementation(() => undefined as never)
    const send = vi.fn<typeof fetch>().mockResolvedValue(answer(503))
    const warming = warmStart('http://127.0.0.1:1', { fetch: send, retryMs: 10 })
    await vi.waitFor(() => expect(send.mock.calls.length).toBeGreaterThanOrEqual(2), {
      timeout: 2000,
    })
    warming.stop()
    const asked = send.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(send).toHaveBeenCalledTimes(asked)
  })
})
