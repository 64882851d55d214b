import { createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

// One retry, so "gave up" is reached in a test (read when the tasks are defined).
vi.hoisted(() => {
  process.env.ENQUIRY_RETRY_ATTEMPTS = '1'
})

import { resendEnquiry } from '@/cms/endpoints/resend-enquiry'
import { queueMissingCopies, releaseStaleCopies } from '@/cms/jobs/delivery-runner'
import { createSiteCeiling } from '@/lib/contact/rate-limit'
import { startCopies } from '@/cms/jobs/enquiry-delivery'
import { jobRunsSettled } from '@/cms/jobs/job-lock'
import type { SubmitOptions } from '@/lib/contact/submit'
import { submitContact as submitWith } from '../support/contact-form'
import { isPostgres, startTestPayload } from '../support/payload'
import { webhookReceiver } from '../support/receivers'

/** The contact form's pipeline as its page's action wires it: the copies start through the delivery job. */
const submitEnquiry = (
  payload: Parameters<typeof submitWith>[0],
  raw: Parameters<typeof submitWith>[1],
  options: Omit<SubmitOptions, 'startDelivery'>,
) => submitWith(payload, raw, { ...options, startDelivery: startCopies })

let payload: Payload
let stop: () => Promise<void>
const open = { allow: async () => true }
const limits = { address: open, site: open }
let hook: ReturnType<typeof webhookReceiver>

const valid = {
  name: 'Delivery Tester',
  mobile__country: 'KW',
  mobile: '55551234',
  email: 'delivery@example.com',
  company: 'Delivery Co',
  subject: 'Copies',
  message: 'Where do my copies go?',
}

const enquiries = async () =>
  (
    await payload.find({
      collection: 'contact-submissions',
      overrideAccess: true,
      limit: 100,
      sort: 'id',
    })
  ).docs
const jobs = async () =>
  (await payload.find({ collection: 'payload-jobs', overrideAccess: true, limit: 100 })).docs

async function runCopies(until: () => Promise<boolean> | boolean, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!(await until()) && Date.now() < deadline) {
    await payload.jobs.run({ queue: 'enquiries', overrideAccess: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
})
afterAll(async () => stop?.())
beforeEach(async () => {
  for (const collection of ['contact-submissions', 'payload-jobs'] as const)
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  hook = webhookReceiver()
  process.env.CONTACT_WEBHOOK_URL = await hook.start()
  process.env.DISABLE_JOB_AUTORUN = '1' // the tests run the copies themselves
})
afterEach(async () => {
  delete process.env.CONTACT_WEBHOOK_URL
  delete process.env.DISABLE_JOB_AUTORUN
  vi.restoreAllMocks()
  await hook.stop()
})

describe('an enquiry and its copies', () => {
  it('are stored together, or a stored enquiry gets its missing copy queued', async () => {
    vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('queue unavailable'))
    const outcome = await submitEnquiry(payload, valid, { clientKey: 'a', limits })
    if (isPostgres()) {
      // One transaction: neither the enquiry nor its copy, and the visitor is told to retry.
      expect(outcome.status).toBe('error')
      expect(await enquiries()).toHaveLength(0)
      expect(await jobs()).toHaveLength(0)
      return
    }
    // SQLite (no transactions in Payload's adapter): the enquiry is kept and
    // the runner queues the copy that is missing, once the insert's grace passed.
    expect(outcome.status).toBe('success')
    expect(await enquiries()).toHaveLength(1)
    expect(await jobs()).toHaveLength(0)
    expect(await queueMissingCopies(payload, Date.now())).toBe(0)
    expect(await queueMissingCopies(payload, Date.now() + 60_000)).toBe(1)
    expect(await queueMissingCopies(payload, Date.now() + 60_000)).toBe(0)
    await runCopies(() => hook.calls.length > 0)
    expect(hook.calls.map((call) => call.body.id)).toEqual([(await enquiries())[0].id])
  })

  it('gets one queued copy per configured channel, shown to staff as queued', async () => {
    await submitEnquiry(payload, valid, { clientKey: 'a', limits })
    const [doc] = await enquiries()
    const queued = await jobs()
    expect(queued.map((job) => [job.taskSlug, job.input])).toEqual([
      ['deliver-enquiry-webhook', { submissionId: String(doc.id) }],
    ])
    expect(doc.webhook_delivery).toMatchObject({ state: 'queued', attempts: 0 })
    expect(doc.email_delivery?.state).toBe('off')
    expect(doc.delivery_status).toBe('queued')
  })

  it('a first try that starts after a runner already sent the copy sends nothing', async () => {
    // Another replica's runner can take a fresh copy while the replica that stored the
    // enquiry waits for the runners' lock to start its first try.
    let started: { jobIds: unknown; id: number | string } | undefined
    await submitWith(payload, valid, {
      clientKey: 'a',
      limits,
      startDelivery: (_, jobIds, id) => void (started = { jobIds, id }),
    })
    await runCopies(() => hook.calls.length > 0)
    expect(hook.calls).toHaveLength(1)
    delete process.env.DISABLE_JOB_AUTORUN
    startCopies(payload, started!.jobIds, started!.id)
    await jobRunsSettled()
    expect(hook.calls).toHaveLength(1)
    const [doc] = await enquiries()
    expect(doc.webhook_delivery).toMatchObject({ state: 'delivered', attempts: 1 })
  })

  it('posts the webhook copy with Idempotency-Key: <delivery key> and records it delivered', async () => {
    const source = { landing_page: '/', utm_source: 'newsletter', device: 'phone' as const }
    await submitEnquiry(payload, valid, { clientKey: 'a', limits, source })
    await runCopies(() => hook.calls.length > 0)
    const [doc] = await enquiries()
    expect(hook.calls).toHaveLength(1)
    expect(hook.calls[0].headers['idempotency-key']).toBe(doc.delivery_key)
    expect(hook.calls[0].body.id).toBe(doc.id)
    // Where the lead came from travels with it, empty fields left out.
    expect(hook.calls[0].body.source).toEqual(source)
    expect(doc.webhook_delivery).toMatchObject({ state: 'delivered', attempts: 1 })
    expect(doc.webhook_delivery?.last_error ?? null).toBeNull()
    expect(Date.parse(doc.webhook_delivery?.delivered_at ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    )
    expect(doc.delivery_status).toBe('delivered')
  })

  it('never gives two enquiries the same key, even when SQLite gives the newest id again', async () => {
    await submitEnquiry(payload, { ...valid, subject: 'first' }, { clientKey: 'a', limits })
    await runCopies(() => hook.calls.length === 1)
    const [first] = await enquiries()
    await payload.delete({ collection: 'contact-submissions', id: first.id, overrideAccess: true })
    await submitEnquiry(payload, { ...valid, subject: 'second' }, { clientKey: 'a', limits })
    await runCopies(() => hook.calls.length === 2)
    const [second] = await enquiries()
    const keys = hook.calls.map((call) => call.headers['idempotency-key'])
    expect(keys).toEqual([first.delivery_key, second.delivery_key])
    expect(new Set(keys).size).toBe(2)
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('shows a failing copy with its error and tries, then "gave up"; staff send it again', async () => {
    await hook.stop()
    hook = webhookReceiver({ plan: [503, 503, 503] })
    process.env.CONTACT_WEBHOOK_URL = await hook.start()
    await submitEnquiry(payload, valid, { clientKey: 'a', limits })
    await payload.jobs.run({ queue: 'enquiries', overrideAccess: true })
    let [doc] = await enquiries()
    expect(doc.webhook_delivery).toMatchObject({
      state: 'failing',
      attempts: 1,
      last_error: 'Webhook answered 503',
    })
    expect(doc.delivery_status).toBe('failing')

    await runCopies(async () => (await enquiries())[0].webhook_delivery?.state === 'failed')
    ;[doc] = await enquiries()
    expect(doc.webhook_delivery).toMatchObject({ state: 'failed', attempts: 2 })
    expect(doc.delivery_status).toBe('failed')
    expect(hook.calls).toHaveLength(0)

    // Staff press "Send copies again": a new copy with its own retries.
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'sales-desk@example.com',
        password: 'a long staff passphrase 2026',
        role: 'sales',
      },
      overrideAccess: true,
    })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    req.routeParams = { id: doc.id }
    const answer = await resendEnquiry.handler(req)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ queued: ['webhook'] })
    expect((await enquiries())[0].webhook_delivery?.state).toBe('queued')
    await runCopies(() => hook.calls.length > 0) // the receiver's third answer is its last 503
    await runCopies(async () => (await enquiries())[0].webhook_delivery?.state === 'delivered')
    ;[doc] = await enquiries()
    expect(doc.webhook_delivery?.state).toBe('delivered')
    expect(hook.calls).toHaveLength(1)
    expect(hook.calls[0].headers['idempotency-key']).toBe(doc.delivery_key)

    // A delivered copy is not sent twice.
    const again = await resendEnquiry.handler(req)
    expect(await again.json()).toMatchObject({ queued: [] })

    // Only staff may ask.
    const anonymous = await createLocalReq({}, payload)
    anonymous.routeParams = { id: doc.id }
    expect((await resendEnquiry.handler(anonymous)).status).toBe(401)
  })

  it('runs again a copy whose runner died mid-way, once its lease has passed', async () => {
    await submitEnquiry(payload, valid, { clientKey: 'a', limits })
    const [job] = await jobs()
    // As a killed process leaves it: taken, never finished.
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
    })
    await payload.jobs.run({ queue: 'enquiries', overrideAccess: true })
    expect(hook.calls).toHaveLength(0) // Payload alone never picks it up again

    expect(await releaseStaleCopies(payload, Date.now())).toBe(0) // still within its lease
    expect(await releaseStaleCopies(payload, Date.now() + 121_000)).toBe(1)
    await runCopies(() => hook.calls.length > 0)
    expect(hook.calls).toHaveLength(1)
  })
})

describe('sending the same form again', () => {
  it('stores one enquiry for one token, also when the posts race', async () => {
    const form = { ...valid, submission_token: 'tok_0123456789abcdefXYZ' }
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => submitEnquiry(payload, form, { clientKey: 'a', limits })),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(5).fill('success'))
    expect(await submitEnquiry(payload, form, { clientKey: 'a', limits })).toEqual({
      status: 'success',
    })
    expect(await enquiries()).toHaveLength(1)
    expect(await jobs()).toHaveLength(1)
  })

  it('without a token (no JavaScript), the same content the same day is one enquiry', async () => {
    await submitEnquiry(payload, valid, { clientKey: 'a', limits })
    await submitEnquiry(payload, valid, { clientKey: 'a', limits })
    await submitEnquiry(
      payload,
      { ...valid, subject: 'Another question' },
      {
        clientKey: 'a',
        limits,
      },
    )
    expect((await enquiries()).map((doc) => doc.subject)).toEqual(['Copies', 'Another question'])
  })

  it('a new token is a new enquiry, even with the same words', async () => {
    for (const token of ['tok_aaaaaaaaaaaaaaaa1', 'tok_aaaaaaaaaaaaaaaa2'])
      await submitEnquiry(
        payload,
        { ...valid, submission_token: token },
        {
          clientKey: 'a',
          limits,
        },
      )
    expect(await enquiries()).toHaveLength(2)
  })
})

describe('the site-wide ceiling', () => {
  it('refuses, politely, past N enquiries a minute from any number of addresses', async () => {
    const ceiling = { address: open, site: createSiteCeiling(3) }
    const outcomes = []
    for (let i = 0; i < 5; i++)
      outcomes.push(
        (
          await submitEnquiry(
            payload,
            { ...valid, subject: `ceiling ${i}` },
            {
              clientKey: `198.51.100.${i}`,
              limits: ceiling,
            },
          )
        ).status,
      )
    expect(outcomes).toEqual(['success', 'success', 'success', 'rate-limited', 'rate-limited'])
    expect(await enquiries()).toHaveLength(3)
  })
})
