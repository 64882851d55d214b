import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// As inside a request Next is serving: revalidatePath accepts the call.
const revalidatePath = vi.fn()
const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidatePath, revalidateTag }))

const { asJobRun, relayRevalidation, revalidateSite, REVALIDATE_HEADER } =
  await import('@/cms/hooks/revalidate')
const { INTERNAL_REQUEST_HEADER, isInternalRequestToken } = await import('@/lib/internal-request')
const { startSiteServerWith } = await import('../support/site-server')

/**
 * The job runner's timers keep the context of the request that started it, so
 * Next accepts a revalidation there and then loses it. Inside a runner round
 * the site is revalidated through the web server instead, whatever Next says.
 */
describe('revalidation from the job runner', () => {
  let stopServer: () => Promise<void>
  const relayed: string[] = []
  const bodies: string[] = []
  const trusted: boolean[] = []
  /** Answers the next relays with these statuses (then 200). */
  const failures: number[] = []
  const logger = { warn: vi.fn() }

  beforeAll(async () => {
    // The production server module, Next replaced by a stand-in that records each call.
    const site = await startSiteServerWith((response, request) => {
      relayed.push(
        `${request.method} ${request.url} ${Boolean(request.headers[REVALIDATE_HEADER])}`,
      )
      trusted.push(isInternalRequestToken(request.headers[INTERNAL_REQUEST_HEADER]))
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        bodies.push(body)
        response.statusCode = failures.shift() ?? 200
        response.end('{}')
      })
    })
    stopServer = site.stop
    process.env.PAYLOAD_SECRET = 'unit-test-secret'
    process.env.INTERNAL_SERVER_URL = site.origin
    relayRevalidation()
  })
  afterAll(async () => {
    relayRevalidation(false)
    delete process.env.INTERNAL_SERVER_URL
    await stopServer?.()
  })

  it('a save in a request revalidates in that request', async () => {
    relayed.length = 0
    revalidatePath.mockClear()
    await revalidateSite({}, logger)
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout')
    expect(relayed).toEqual([])
  })

  it('a save in a runner round asks the web server, in a request of its own', async () => {
    relayed.length = 0
    revalidatePath.mockClear()
    await asJobRun(() => revalidateSite({}, logger))
    expect(revalidatePath).not.toHaveBeenCalled()
    expect(relayed).toEqual(['POST /api/site-revalidate true'])
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('the round ends with its work: what follows revalidates in its request again', async () => {
    await asJobRun(async () => undefined)
    relayed.length = 0
    revalidatePath.mockClear()
    await revalidateSite({}, logger)
    expect(revalidatePath).toHaveBeenCalledTimes(1)
    expect(relayed).toEqual([])
  })

  it('a change with cache tags expires exactly those tags, at once', async () => {
    relayed.length = 0
    revalidatePath.mockClear()
    revalidateTag.mockClear()
    await revalidateSite({}, logger, ['collection:testimonials', 'testimonials:4'])
    expect(revalidateTag.mock.calls).toEqual([
      ['collection:testimonials', { expire: 0 }],
      ['testimonials:4', { expire: 0 }],
    ])
    expect(revalidatePath).not.toHaveBeenCalled()
  })

  it('a runner round hands the web server the tags, or null for every page', async () => {
    bodies.length = 0
    await asJobRun(() => revalidateSite({}, logger, ['pages:about']))
    await asJobRun(() => revalidateSite({}, logger))
    expect(bodies.map((body) => JSON.parse(body))).toEqual([
      { tags: ['pages:about'] },
      { tags: null },
    ])
  })

  it('the relay is the site calling itself, so the API guard lets it through, and a failed one is sent again', async () => {
    relayed.length = 0
    trusted.length = 0
    logger.warn.mockClear()
    failures.push(503)
    await asJobRun(() => revalidateSite({}, logger, ['pages:about']))
    expect(relayed).toEqual(['POST /api/site-revalidate true', 'POST /api/site-revalidate true'])
    expect(trusted).toEqual([true, true])
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('a relay that fails every try is logged, never thrown', async () => {
    relayed.length = 0
    logger.warn.mockClear()
    failures.push(503, 503, 503)
    await expect(
      asJobRun(() => revalidateSite({}, logger, ['pages:about'])),
    ).resolves.toBeUndefined()
    expect(relayed).toHaveLength(3)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  }, 15_000)
})
