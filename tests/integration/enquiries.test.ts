import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { withJobLock } from '@/cms/jobs/job-lock'
import { createEnquiryLimiter } from '@/lib/contact/rate-limit'
import { startCopies } from '@/cms/jobs/enquiry-delivery'
import type { SubmitOptions } from '@/lib/contact/submit'
import { submitContact as submitWith } from '../support/contact-form'
import { startTestPayload } from '../support/payload'
import { freePort, webhookReceiver } from '../support/receivers'

/** The contact form's pipeline as its page's action wires it: the copies start through the delivery job. */
const submitEnquiry = (
  payload: Parameters<typeof submitWith>[0],
  raw: Parameters<typeof submitWith>[1],
  options: Omit<SubmitOptions, 'startDelivery'>,
) => submitWith(payload, raw, { ...options, startDelivery: startCopies })

let payload: Payload
let stop: () => Promise<void>
const open = { allow: async () => true }
const unlimited = { address: open, site: open }

const valid = {
  name: '  Fatima Al-Sabah ',
  mobile__country: 'KW',
  mobile: '5555 1234',
  email: 'fatima@example.com',
  company: 'Gulf Retail Co.',
  employees: '51-200',
  subject: 'New ordering app',
  message: 'We run 12 branches.\nCan you help?',
}

/**
 * Runs the enquiry queue until `done()` or the deadline (retries wait for their
 * back-off), as the site's runner does: under the job lock, which a fresh
 * enquiry's first try also takes, so the two never send one copy twice.
 */
async function runJobsUntil(done: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms
  while (!done() && Date.now() < deadline) {
    await withJobLock(payload, () => payload.jobs.run({ queue: 'enquiries', overrideAccess: true }))
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
})
afterAll(async () => stop?.())
beforeEach(async () => {
  await payload.delete({
    collection: 'contact-submissions',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
})
afterEach(() => {
  delete process.env.CONTACT_WEBHOOK_URL
})

const stored = async () =>
  (await payload.find({ collection: 'contact-submissions', overrideAccess: true, limit: 100 })).docs

describe('enquiry pipeline', () => {
  it('stores a valid enquiry with exactly the spec fields', async () => {
    const before = Date.now()
    expect(await submitEnquiry(payload, valid, { clientKey: 'a', limits: unlimited })).toEqual({
      status: 'success',
    })
    const [doc] = await stored()
    expect(doc).toMatchObject({
      name: 'Fatima Al-Sabah',
      mobile: '55551234',
      email: 'fatima@example.com',
      company: 'Gulf Retail Co.',
      employees: '51-200',
      subject: 'New ordering app',
      message: 'We run 12 branches.\nCan you help?',
      full_mobile: '+965 55551234',
      country_code: '+965',
      status: 'new',
    })
    expect(new Date(doc.submitted_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(doc.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
  })

  it('answers invalid input with field codes and stores nothing', async () => {
    const outcome = await submitEnquiry(
      payload,
      { ...valid, email: 'not-an-email', mobile: 'abc' },
      { clientKey: 'b', limits: unlimited },
    )
    expect(outcome).toEqual({ status: 'invalid', errors: { email: 'email', mobile: 'mobile' } })
    expect(await stored()).toHaveLength(0)
  })

  it('delivers a JSON copy of the stored enquiry to the webhook', async () => {
    const hook = webhookReceiver()
    process.env.CONTACT_WEBHOOK_URL = await hook.start()
    try {
      await submitEnquiry(payload, valid, { clientKey: 'c', limits: unlimited })
      await runJobsUntil(() => hook.calls.length > 0)
      expect(hook.calls).toHaveLength(1)
      const [doc] = await stored()
      expect(hook.calls[0].body).toMatchObject({
        id: doc.id,
        name: doc.name,
        full_mobile: doc.full_mobile,
        country_code: '+965',
        submitted_at: doc.submitted_at,
        status: 'new',
      })
    } finally {
      await hook.stop()
    }
  })

  it('keeps the enquiry and retries until the webhook recovers from 500s', async () => {
    const hook = webhookReceiver({ plan: [500, 500] })
    process.env.CONTACT_WEBHOOK_URL = await hook.start()
    try {
      expect(
        (await submitEnquiry(payload, valid, { clientKey: 'd', limits: unlimited })).status,
      ).toBe('success')
      expect(await stored()).toHaveLength(1)
      await runJobsUntil(() => hook.calls.length > 0)
      expect(hook.calls).toHaveLength(1)
      expect(await stored()).toHaveLength(1)
    } finally {
      await hook.stop()
    }
  })

  it('keeps the enquiry and retries while the webhook refuses connections', async () => {
    const port = await freePort() // nothing listens on it yet
    process.env.CONTACT_WEBHOOK_URL = `http://127.0.0.1:${port}/hook`
    expect(
      (await submitEnquiry(payload, valid, { clientKey: 'e', limits: unlimited })).status,
    ).toBe('success')
    await runJobsUntil(() => false, 1_500)
    const jobs = await payload.find({ collection: 'payload-jobs', overrideAccess: true, limit: 10 })
    const job = jobs.docs.find((candidate) => candidate.taskSlug === 'deliver-enquiry-webhook')!
    expect(job.totalTried).toBeGreaterThanOrEqual(2)
    expect(job.completedAt ?? null).toBeNull()
    expect(await stored()).toHaveLength(1)

    // The receiver comes back on the same port: the next retry delivers.
    const hook = webhookReceiver()
    await hook.start(port)
    try {
      await runJobsUntil(() => hook.calls.length > 0)
      expect(hook.calls).toHaveLength(1)
    } finally {
      await hook.stop()
    }
  })

  it('trips the rate limit on the sixth rapid submission', async () => {
    const limits = { address: createEnquiryLimiter(5, 600), site: open }
    const outcomes = []
    for (let i = 0; i < 6; i++)
      outcomes.push(
        (
          await submitEnquiry(
            payload,
            { ...valid, subject: `try ${i}` },
            { clientKey: 'f', limits },
          )
        ).status,
      )
    expect(outcomes).toEqual([
      'success',
      'success',
      'success',
      'success',
      'success',
      'rate-limited',
    ])
    expect(await stored()).toHaveLength(5)
    // Another address is not affected.
    expect((await submitEnquiry(payload, valid, { clientKey: 'g', limits })).status).toBe('success')
  })

  it('answers a filled honeypot like success but stores nothing', async () => {
    const outcome = await submitEnquiry(
      payload,
      { ...valid, website: 'http://spam.example' },
      {
        clientKey: 'h',
        limits: unlimited,
      },
    )
    expect(outcome).toEqual({ status: 'success' })
    expect(await stored()).toHaveLength(0)
  })
})
