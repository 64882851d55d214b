import { performance } from 'node:perf_hooks'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'

import { startTestPayload } from '../support/payload'

/**
 * Staff sign-in through the REST route the admin's login form posts to
 * (`POST /api/users/login`: Payload's own handler, hooks and error answers).
 */
let payload: Payload
let stop: () => Promise<void>

const STAFF = { email: 'layla@example.com', password: 'date-palms-at-dawn-42' }

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  await payload.create({ collection: 'users', data: { ...STAFF, role: 'admin' } })
})
afterAll(async () => stop?.())

/** What the browser sends: the production server stamps the client's address on every request. */
async function login(
  email: string,
  password: string,
  from: string,
  language: 'en' | 'ar' = 'en',
): Promise<{ status: number; message?: string; retryAfter: string | null }> {
  const config = (await import('@/cms/payload.config')).default
  const response = await handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: from,
        cookie: `payload-lng=${language}`,
      },
      body: JSON.stringify({ email, password }),
    }),
  })
  const body = (await response.json()) as { errors?: Array<{ message: string }> }
  return {
    status: response.status,
    message: body.errors?.[0]?.message,
    retryAfter: response.headers.get('retry-after'),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]

describe('signing in to the admin', () => {
  it('refuses an address after 5 failures for an account, with 429 in the admin’s language, but not the staff member elsewhere', async () => {
    const stranger = '203.0.113.9'
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login(STAFF.email, `wrong-guess-${attempt}`, stranger)).status).toBe(401)

    const refused = await login(STAFF.email, 'wrong-guess-6', stranger)
    expect(refused.status).toBe(429)
    expect(refused.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // Refused even with the right password: the guessing stops here.
    expect((await login(STAFF.email, STAFF.password, stranger)).status).toBe(429)
    const arabic = await login(STAFF.email, STAFF.password, stranger, 'ar')
    expect(arabic.status).toBe(429)
    expect(arabic.message).toBe('محاولات تسجيل دخول فاشلة كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.')

    // The staff member, from their own address, is not locked out by the stranger.
    expect((await login(STAFF.email, STAFF.password, '198.51.100.7')).status).toBe(200)
  })

  it('treats an unknown e-mail exactly like a known one (same 401s, same 429)', async () => {
    const from = '203.0.113.10'
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login('nobody@example.com', `guess-${attempt}`, from)).status).toBe(401)
    expect((await login('nobody@example.com', 'guess-6', from)).status).toBe(429)
  })

  it('forgets an account’s failures from an address once its owner signs in there', async () => {
    const office = '198.51.100.20'
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await login(STAFF.email, `typo-${attempt}`, office)).status).toBe(401)
    expect((await login(STAFF.email, STAFF.password, office)).status).toBe(200)
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await login(STAFF.email, `typo-again-${attempt}`, office)).status).toBe(401)
    expect((await login(STAFF.email, STAFF.password, office)).status).toBe(200)
  })

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const timed = async (email: string, from: string) => {
      const started = performance.now()
      expect((await login(email, 'not-the-password', from)).status).toBe(401)
      return performance.now() - started
    }
    // One warm-up each (first PBKDF2, first query), then alternate so load
    // from other processes on the machine hits both sides alike. Each try
    // comes from its own address so the limit never interferes.
    await timed(STAFF.email, '192.0.2.100')
    await timed('stranger@example.com', '192.0.2.101')
    const known: number[] = []
    const unknown: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      known.push(await timed(STAFF.email, `192.0.2.${attempt * 2}`))
      unknown.push(await timed(`nobody-${attempt}@example.com`, `192.0.2.${attempt * 2 + 1}`))
    }
    console.log(
      `login 401 median: wrong password ${median(known).toFixed(0)} ms, unknown e-mail ${median(unknown).toFixed(0)} ms`,
    )
    // Before: ~105 ms against ~3 ms here (ratio ~0.03). Equal work gives ~1;
    // the margin is for other processes sharing the CPUs, not for a leak.
    const ratio = median(unknown) / median(known)
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })
})
