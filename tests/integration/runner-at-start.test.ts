import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteStartEndpoint } from '@/cms/endpoints/site-start'
import { stopRunner } from '@/cms/jobs/delivery-runner'
import { stopVisitWriter } from '@/lib/analytics/writer'
import { SITE_START_PATH } from '@/lib/internal-request'
import { submitContact as submitEnquiry } from '../support/contact-form'
import { startSiteServer, type SiteServer } from '@/server/site-server'
import { WARM_PAGES } from '@/server/warm-start'
import { startTestPayload } from '../support/payload'
import { webhookReceiver } from '../support/receivers'

/**
 * Issue 35: after a restart the copy runner waited for the first page request
 * to load Payload (75 s of idle server, no copy sent). The production server
 * (src/server/site-server.ts, as scripts/serve.ts starts it) must start the
 * runner itself, by asking itself for /api/site-start (server/warm-start.ts).
 * Here Next's routing is stood in for by a handler that hands that one route
 * to the real endpoint, and no visitor sends any request at all.
 */
let payload: Payload
let stop: () => Promise<void>
let site: SiteServer | undefined
let startRequests = 0
/** Requests other than the start's: only the server's own warm-up (warm-start.ts) may send any. */
const otherRequests: string[] = []
const hook = webhookReceiver()
const open = { allow: async () => true }

type PayloadCache = Map<string, { payload: Payload | null }>
const payloadCache = () => (globalThis as unknown as { _payload: PayloadCache })._payload

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  process.env.CONTACT_WEBHOOK_URL = await hook.start()
})
afterAll(async () => {
  await stopRunner()
  // The server's Payload started the visit writer (NEXT_RUNTIME): stopped as a
  // server's shutdown stops it, or its timer would outlive this file and close
  // past days as of today on the next file's database (the same name on PostgreSQL).
  await stopVisitWriter()
  await site?.drain(100)
  await hook.stop()
  // The instance the server's start made, then the test's own.
  const started = payloadCache().get('default')?.payload
  if (started && started !== payload) await started.destroy()
  await stop?.()
  delete process.env.CONTACT_WEBHOOK_URL
  delete process.env.NEXT_RUNTIME
})

/** Next's routing, for the one route this test needs: the endpoint, on the instance Next would make. */
async function nextStandIn(request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'POST' || request.url !== SITE_START_PATH) {
    otherRequests.push(`${request.method} ${request.url}`)
    response.statusCode = 404
    return response.end()
  }
  startRequests++
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') headers.set(name, value)
  const { getPayloadClient } = await import('@/lib/payload')
  const answer = await siteStartEndpoint.handler({
    payload: await getPayloadClient(),
    headers,
  } as PayloadRequest)
  response.statusCode = answer.status
  response.end(await answer.text())
}

describe('the enquiry copy runner', () => {
  it('starts with the production server and sends a waiting copy before any request', async () => {
    // A copy queued by the process before the restart, which stopped before its first try.
    const outcome = await submitEnquiry(
      payload,
      {
        name: 'Restart Tester',
        mobile__country: 'KW',
        mobile: '55559876',
        email: 'restart@example.com',
        company: 'Restart Co',
        subject: 'After the restart',
        message: 'Is my copy sent without anyone opening a page?',
      },
      { clientKey: 'restart', limits: { address: open, site: open }, startDelivery: () => {} },
    )
    expect(outcome.status).toBe('success')
    const { docs } = await payload.find({ collection: 'contact-submissions', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(hook.calls).toHaveLength(0)

    // The restarted process: nothing has loaded Payload yet (the test's own
    // instance stays open on the same database, to read the result).
    payloadCache().delete('default')
    // Next's compiler writes this into the server bundle the build makes.
    process.env.NEXT_RUNTIME = 'nodejs'
    site = await startSiteServer({
      port: 0,
      host: '127.0.0.1',
      handler: nextStandIn,
      warmStart: true,
      pageCache: false,
      compress: false,
    })

    const deadline = Date.now() + 20_000
    while (hook.calls.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(hook.calls).toHaveLength(1)
    expect(hook.calls[0].headers['idempotency-key']).toBe(docs[0].delivery_key)
    expect(startRequests).toBe(1)
    const warmUp = new Set([...WARM_PAGES.map((page) => `GET ${page}`), 'POST /contact'])
    expect(otherRequests.filter((request) => !warmUp.has(request))).toEqual([])
  })

  it('keeps the start route to the site itself, refused in the request’s language', async () => {
    for (const [language, message] of [
      ['en', 'Not Found'],
      ['ar', 'غير موجود'],
    ]) {
      const answer = await siteStartEndpoint.handler({
        payload,
        headers: new Headers({ 'x-site-internal': 'guessed' }),
        i18n: { language },
      } as unknown as PayloadRequest)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({ errors: [{ message }] })
    }
  })
})
