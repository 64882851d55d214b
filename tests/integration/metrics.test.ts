import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCopies } from '@/cms/jobs/enquiry-delivery'
import { databaseReadings, readMetricsFrom } from '@/cms/metrics-reads'
import { submitContact as submitEnquiry } from '../support/contact-form'
import { siteMetrics } from '@/lib/metrics'
import { isPostgres, startTestPayload } from '../support/payload'
import { webhookReceiver } from '../support/receivers'

/**
 * The metrics read from the database when scraped (src/cms/metrics-reads.ts)
 * and the copy counters the delivery jobs move, on a real Payload: copies
 * queued, sent and retrying, the oldest waiting copy's age, jobs due and
 * overdue, and PostgreSQL's pool.
 */
let payload: Payload
let stop: () => Promise<void>
const hook = webhookReceiver({ plan: [200, 500] })
const open = { allow: async () => true }

const valid = (subject: string) => ({
  name: 'Metrics Tester',
  mobile__country: 'KW',
  mobile: '55551234',
  email: 'metrics@example.com',
  company: 'Metrics Co',
  subject,
  message: 'Counting what waits.',
})

const scrape = () => siteMetrics().scrape()
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : Number.NaN
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  process.env.CONTACT_WEBHOOK_URL = await hook.start()
  process.env.DISABLE_JOB_AUTORUN = '1'
  readMetricsFrom(payload)
})
afterAll(async () => {
  delete process.env.CONTACT_WEBHOOK_URL
  delete process.env.DISABLE_JOB_AUTORUN
  await hook.stop()
  await stop?.()
})

describe('metrics read from the database', () => {
  it('show copies waiting, their age and the jobs due, then what the runner sent or retried', async () => {
    const empty = await scrape()
    expect(sample(empty, 'site_metrics_database_up')).toBe(1)
    expect(sample(empty, 'site_enquiry_oldest_waiting_copy_seconds')).toBe(0)
    expect(sample(empty, 'site_jobs{state="due"}')).toBe(0)

    for (const subject of ['first', 'second'])
      expect(
        await submitEnquiry(payload, valid(subject), {
          clientKey: subject,
          limits: { address: open, site: open },
          startDelivery: startCopies,
        }),
      ).toEqual({ status: 'success' })

    const waiting = await scrape()
    expect(sample(waiting, 'site_enquiry_copies{channel="webhook",state="queued"}')).toBe(2)
    expect(sample(waiting, 'site_enquiry_copies{channel="email",state="queued"}')).toBe(0)
    expect(sample(waiting, 'site_jobs{state="due"}')).toBe(2)
    expect(sample(waiting, 'site_jobs{state="overdue"}')).toBe(0)

    // Two minutes on, with nothing sent, both are overdue and the oldest is two minutes old.
    const later = await databaseReadings(payload, new Date(Date.now() + 120_000))
    expect(later.jobs).toEqual({ due: 2, overdue: 2 })
    expect(later.oldestWaitingCopySeconds).toBeGreaterThan(115)
    expect(later.oldestWaitingCopySeconds).toBeLessThan(180)
    expect(later.pool === undefined).toBe(!isPostgres())

    const sentBefore = sample(
      waiting,
      'site_enquiry_copy_attempts_total{channel="webhook",result="sent"}',
    )
    await payload.jobs.run({ queue: 'enquiries', overrideAccess: true })
    const after = await scrape()
    // The receiver took the first copy and answered the second with a 500.
    expect(sample(after, 'site_enquiry_copy_attempts_total{channel="webhook",result="sent"}')).toBe(
      (Number.isNaN(sentBefore) ? 0 : sentBefore) + 1,
    )
    expect(
      sample(after, 'site_enquiry_copy_attempts_total{channel="webhook",result="retrying"}'),
    ).toBe(1)
    expect(sample(after, 'site_enquiry_copies{channel="webhook",state="delivered"}')).toBe(1)
    expect(sample(after, 'site_enquiry_copies{channel="webhook",state="failing"}')).toBe(1)
    expect(sample(after, 'site_enquiry_copies{channel="webhook",state="queued"}')).toBe(0)
    // The retrying copy still waits: the oldest waiting enquiry is the second one.
    expect(sample(after, 'site_enquiry_oldest_waiting_copy_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(after, 'site_enquiry_oldest_waiting_copy_seconds')).toBeLessThan(60)
    if (isPostgres())
      expect(sample(after, 'site_database_pool_connections{state="total"}')).toBeGreaterThan(0)
  })
})
