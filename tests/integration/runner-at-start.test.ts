import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/cms/jobs/delivery-runner'
import { submitEnquiry } from '@/lib/contact/submit'
import { startSiteServer, type SiteServer } from '@/server/site-server'
import { stubNextBuild } from '../support/next-stub-build'
import { startTestPayload } from '../support/payload'
import { webhookReceiver } from '../support/receivers'

/**
 * Issue 35: after a restart the copy runner waited for the first page request
 * to load Payload (75 s of idle server, no copy sent). The production server
 * (src/server/site-server.ts, as scripts/serve.ts starts it, with Next's real
 * server behind it) must start the runner itself: here it is started on a
 * stand-in build and receives no request at all.
 */
let payload: Payload
let stop: () => Promise<void>
let site: SiteServer | undefined
let build: ReturnType<typeof stubNextBuild> | undefined
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
  await site?.drain(100)
  build?.remove()
  await hook.stop()
  // The instance the server's start made, then the test's own.
  const started = payloadCache().get('default')?.payload
  if (started && started !== payload) await started.destroy()
  await stop?.()
  delete process.env.CONTACT_WEBHOOK_URL
  delete process.env.NEXT_RUNTIME
})

describe('the enquiry copy runner', () => {
  it('starts with the production server and sends a waiting copy before any request', async () => {
    // A copy queued by the process before the restart, which stopped before its first try.
    const outcome = await submitEnquiry(
      payload,
      {
        name: 'Restart Tester',
        countryIso: 'KW',
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
    // The build compiles src/instrumentation.ts into the server when the project has one.
    const source = path.resolve('src/instrumentation.ts')
    build = stubNextBuild({
      instrumentation: existsSync(source)
        ? ((await import(/* @vite-ignore */ source)) as { register: () => unknown })
        : undefined,
    })
    site = await startSiteServer({
      port: 0,
      host: '127.0.0.1',
      dir: build.dir,
      pageCache: false,
      compress: false,
    })

    const deadline = Date.now() + 20_000
    while (hook.calls.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(hook.calls).toHaveLength(1)
    expect(hook.calls[0].headers['idempotency-key']).toBe(docs[0].delivery_key)
  })
})
