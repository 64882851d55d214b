import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  createEnquiryLimiter,
  createNetworkLimiter,
  createSiteCeiling,
  type EnquiryLimits,
} from '@/lib/contact/rate-limit'
import { submitContact as submitEnquiry } from '../support/contact-form'
import { startTestPayload } from '../support/payload'

let payload: Payload
let stop: () => Promise<void>

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

/** The site's limits as configured by default: 5 per address and 15 per network in 10 minutes, 30 a minute in all. */
const siteLimits = (ceiling = 30, floodCap = ceiling * 4): EnquiryLimits => ({
  address: createEnquiryLimiter(5, 600),
  network: createNetworkLimiter(15, 600),
  site: createSiteCeiling(ceiling, floodCap, 600),
})

let sequence = 0
const enquiry = (overrides: Record<string, string> = {}) => ({
  name: 'Flood Test',
  mobile__country: 'KW',
  mobile: String(60000000 + ++sequence),
  email: `visitor${sequence}@example.com`,
  company: 'Test Co',
  subject: `enquiry ${sequence}`,
  message: 'Hello',
  submission_token: `flood-token-${sequence}-abcdefgh`,
  ...overrides,
})
const post = (limits: EnquiryLimits, address: string, overrides?: Record<string, string>) =>
  submitEnquiry(payload, enquiry(overrides), {
    clientKey: address,
    limits,
    startDelivery: () => {},
  }).then((outcome) => outcome.status)

const count = async () =>
  (await payload.count({ collection: 'contact-submissions', overrideAccess: true })).totalDocs

describe('posts that store nothing take no rate-limit point', () => {
  it('30 invalid posts from 7 addresses leave the ceiling to real visitors', async () => {
    const limits = siteLimits()
    for (let i = 0; i < 30; i++)
      expect(await post(limits, `203.0.113.${i % 7}`, { name: '' })).toBe('invalid')
    // Each of the 7 addresses still has its own 5, and a new visitor is not refused.
    expect(await post(limits, '203.0.113.1')).toBe('success')
    expect(await post(limits, '198.51.100.20')).toBe('success')
    expect(await count()).toBe(2)
  })

  it('honeypot posts and resends of a stored form take none either', async () => {
    const limits = siteLimits(30)
    for (let i = 0; i < 10; i++)
      expect(await post(limits, '203.0.113.9', { website: 'https://spam.example' })).toBe('success')
    const first = enquiry()
    const send = () =>
      submitEnquiry(payload, first, { clientKey: '203.0.113.9', limits, startDelivery: () => {} })
    for (let i = 0; i < 8; i++) expect((await send()).status).toBe('success')
    expect(await count()).toBe(1)
    // Four more of its five remain.
    for (let i = 0; i < 4; i++) expect(await post(limits, '203.0.113.9')).toBe('success')
    expect(await post(limits, '203.0.113.9')).toBe('rate-limited')
  })
})

describe('a flood from many addresses', () => {
  it('rotating through one block counts as one network', async () => {
    const limits = siteLimits()
    const outcomes = []
    for (let i = 1; i <= 40; i++) outcomes.push(await post(limits, `192.0.2.${i}`))
    expect(outcomes.filter((status) => status === 'success')).toHaveLength(15)
    expect(await post(limits, '198.51.100.7')).toBe('success')
  })

  it('over the ceiling, flooders are refused and a new visitor still gets through', async () => {
    const limits = siteLimits(30, 120)
    // 33 addresses in 33 networks, each posting again and again within the minute.
    const flooders = Array.from({ length: 33 }, (_, i) => `10.${i}.0.1`)
    let stored = 0
    for (let round = 0; round < 4; round++)
      for (const address of flooders) if ((await post(limits, address)) === 'success') stored++
    // The first 30 fill the ceiling; then only networks not seen yet pass (the other 3).
    expect(stored).toBe(33)
    for (let probe = 0; probe < 11; probe++)
      expect(await post(limits, `198.51.${probe}.10`), `real visitor ${probe}`).toBe('success')
  })

  it('newcomers pass only up to the flood cap, so the database cannot be filled', async () => {
    const limits = siteLimits(5, 10)
    const outcomes = []
    for (let i = 0; i < 30; i++) outcomes.push(await post(limits, `172.16.${i}.1`))
    expect(outcomes.filter((status) => status === 'success')).toHaveLength(15)
    expect(outcomes.slice(15).every((status) => status === 'rate-limited')).toBe(true)
  })
})
