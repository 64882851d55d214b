import { getLocalI18n, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'

/**
 * The staff password rule wherever a password is set: creating an account,
 * changing a password, resetting it through a forgotten-password link.
 */
let payload: Payload
let stop: () => Promise<void>

const STAFF = { email: 'layla@example.com', password: 'date-palms-at-dawn-42' }

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  await payload.create({ collection: 'users', data: { ...STAFF, role: 'admin' } })
})
afterAll(async () => stop?.())

describe('staff passwords', () => {
  const arabicReq = async () =>
    ({
      i18n: await getLocalI18n({ config: payload.config, language: 'ar' }),
    }) as unknown as PayloadRequest

  /** The field error Payload's admin shows under the password field. */
  const passwordError = (error: unknown) =>
    (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors?.find(
      ({ path }) => path === 'password',
    )?.message

  it('refuses a password shorter than 12 characters on create, in the admin’s language', async () => {
    const english = await payload
      .create({
        collection: 'users',
        data: { email: 'short@example.com', password: 'elevenchars' },
      })
      .catch((error: unknown) => error)
    expect(english).toMatchObject({ status: 400 })
    expect(passwordError(english)).toBe('Use a password of at least 12 characters.')

    const arabic = await payload
      .create({
        collection: 'users',
        data: { email: 'short@example.com', password: 'elevenchars' },
        req: await arabicReq(),
      })
      .catch((error: unknown) => error)
    expect(passwordError(arabic)).toBe('استخدم كلمة مرور لا تقل عن 12 حرفًا.')
    expect(
      await payload.count({
        collection: 'users',
        where: { email: { equals: 'short@example.com' } },
      }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it('refuses a common password on update, and keeps the old one', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: STAFF.email } },
    })
    const error = await payload
      .update({ collection: 'users', id: docs[0].id, data: { password: 'Qwerty123456' } })
      .catch((caught: unknown) => caught)
    expect(passwordError(error)).toBe(
      'This password is on a list of the most common passwords. Choose one that is harder to guess.',
    )
    await expect(
      payload.login({
        collection: 'users',
        data: { email: STAFF.email, password: 'Qwerty123456' },
      }),
    ).rejects.toMatchObject({ status: 401 })
  })

  it('refuses a weak password when it is reset through a forgotten-password link', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'forgetful@example.com', password: 'a-long-enough-passphrase' },
    })
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'forgetful@example.com' },
      disableEmail: true,
    })
    const error = await payload
      .resetPassword({
        collection: 'users',
        data: { token, password: 'password1234' },
        overrideAccess: true,
      })
      .catch((caught: unknown) => caught)
    expect(passwordError(error)).toMatch(/most common passwords/)
    const reset = await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'a-newer-long-passphrase' },
      overrideAccess: true,
    })
    expect(reset.user).toMatchObject({ email: 'forgetful@example.com' })
  })
})
