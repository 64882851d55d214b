import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cappedUrl, isStaffToken, payloadSigningKey, STAFF_TOKEN_COOKIE } from '@/server/api-guard'

import { startTestPayload } from '../support/payload'
import { rest } from '../support/rest'

/**
 * The public API's guard (src/server/api-guard.ts) tells staff from anonymous
 * requests without asking Payload, and bounds anonymous reads by rewriting
 * their query. Both lean on details of Payload this file checks against a
 * running Payload, so a Payload upgrade that changes them fails here: how it
 * derives its signing key, what it names its cookie and where it reads a
 * token, and what `limit=0` and `pagination=false` mean to it.
 */
let payload: Payload
let stop: () => Promise<void>

const STAFF = { email: 'noura@example.com', password: 'falcons-over-the-gulf-17' }

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  await payload.create({ collection: 'users', data: { ...STAFF, role: 'admin' } })
  for (const name of ['hamad', 'mariam'])
    await payload.create({
      collection: 'users',
      data: { email: `${name}@example.com`, password: STAFF.password, role: 'editor' },
    })
})
afterAll(async () => stop?.())

describe('the API guard against a running Payload', () => {
  it('recognises the token Payload issues at sign-in, where Payload reads it', async () => {
    const key = payloadSigningKey(process.env.PAYLOAD_SECRET!)
    expect(payload.secret).toBe(key)
    expect(`${payload.config.cookiePrefix}-token`).toBe(STAFF_TOKEN_COOKIE)
    const { token } = await payload.login({ collection: 'users', data: STAFF })
    expect(isStaffToken(token!, key)).toBe(true)
    for (const headers of <Record<string, string>[]>[
      { authorization: `JWT ${token}` },
      { authorization: `Bearer ${token}` },
      { cookie: `${STAFF_TOKEN_COOKIE}=${token}`, 'sec-fetch-site': 'same-origin' },
    ]) {
      const { user } = await payload.auth({ headers: new Headers(headers) })
      expect(user?.email, JSON.stringify(Object.keys(headers))).toBe(STAFF.email)
    }
    // A token of another site (another secret) is neither staff to the guard nor to Payload.
    const foreign = token!.split('.').slice(0, 2).join('.') + '.' + 'A'.repeat(43)
    expect(isStaffToken(foreign, key)).toBe(false)
    const { user } = await payload.auth({
      headers: new Headers({ authorization: `JWT ${foreign}` }),
    })
    expect(user).toBeNull()
  })

  it('bounds what limit=0 and pagination=false ask of Payload ("everything")', async () => {
    const { token } = await payload.login({ collection: 'users', data: STAFF })
    const count = async (path: string) =>
      ((await rest(payload, 'GET', path, { token })).body.docs as unknown[]).length
    const caps = { maxLimit: 2, maxDepth: 1 }
    expect(await count('/users?limit=0')).toBe(3)
    expect(await count('/users?pagination=false')).toBe(3)
    expect(await count(cappedUrl('/users?limit=0', caps))).toBe(2)
    expect(await count(cappedUrl('/users?pagination=false', caps))).toBe(2)
    expect(await count(cappedUrl('/users?pagination=false&limit=0', caps))).toBe(2)
    expect(await count(cappedUrl('/users?limit=100', caps))).toBe(2)
  })
})
