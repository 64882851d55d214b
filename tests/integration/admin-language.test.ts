import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'

/** POST /api/admin-language: the staff member's admin language, kept on their own account. */
let payload: Payload
let stop: () => Promise<void>
let token: string
let id: number

const STAFF = { email: 'reader@example.com', password: 'minarets-at-midday-88' }

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  id = (await payload.create({ collection: 'users', data: STAFF })).id
  token = (await payload.login({ collection: 'users', data: STAFF })).token!
})
afterAll(async () => stop?.())

async function choose(
  language: unknown,
  options: { signedIn?: boolean; admin?: 'en' | 'ar' } = {},
) {
  const config = (await import('@/cms/payload.config')).default
  const response = await handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/admin-language', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `payload-lng=${options.admin ?? 'en'}`,
        ...(options.signedIn === false ? {} : { authorization: `JWT ${token}` }),
      },
      body: JSON.stringify({ language }),
    }),
  })
  const body = (await response.json()) as { language?: string; errors?: { message: string }[] }
  return { status: response.status, body }
}

const stored = async () =>
  (await payload.findByID({ collection: 'users', id, depth: 0 })).language ?? null

describe('the admin language on the staff account', () => {
  it('starts unset: the browser decides until the staff member chooses', async () => {
    expect(await stored()).toBeNull()
  })

  it('is saved for the signed-in staff member, and changed again', async () => {
    expect(await choose('ar')).toEqual({ status: 200, body: { language: 'ar' } })
    expect(await stored()).toBe('ar')
    expect((await choose('en')).status).toBe(200)
    expect(await stored()).toBe('en')
  })

  it('refuses anything but English or Arabic, in the admin’s language, and keeps the choice', async () => {
    const refused = await choose('fr', { admin: 'ar' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]?.message).toBe('اختر الإنجليزية أو العربية.')
    expect((await choose({ $ne: null })).status).toBe(400)
    expect(await stored()).toBe('en')
  })

  it('refuses a visitor who is not signed in', async () => {
    const refused = await choose('ar', { signedIn: false })
    expect(refused.status).toBe(401)
    expect(refused.body.errors?.[0]?.message).toBe('Sign in to choose the admin language.')
    expect(await stored()).toBe('en')
  })
})
