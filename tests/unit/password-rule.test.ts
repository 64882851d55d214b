import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { SITE_MESSAGES } from '@/cms/admin-labels/messages'
import { MIN_PASSWORD_LENGTH, passwordProblem } from '@/cms/auth/password-rule'

const PASSWORD_TOO_SHORT = 'passwordTooShort'
const PASSWORD_TOO_COMMON = 'passwordTooCommon'

describe('staff password rule', () => {
  it('needs at least 12 characters, counted as people count them', async () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12)
    expect(await passwordProblem('')).toBe(PASSWORD_TOO_SHORT)
    expect(await passwordProblem('x7#kq-lomb2')).toBe(PASSWORD_TOO_SHORT)
    expect(await passwordProblem('x7#kq-lomb2z')).toBeUndefined()
    // Eleven Arabic letters are eleven characters, not 22 bytes…
    expect(await passwordProblem('نخلةالكويتي')).toBe(PASSWORD_TOO_SHORT)
    expect(await passwordProblem('نخلةالكويتية')).toBeUndefined()
    // …and six emoji are six characters, not twelve UTF-16 units.
    expect(await passwordProblem('🌴🌴🌴🌴🌴🌴')).toBe(PASSWORD_TOO_SHORT)
  })

  it.each(['passwordpassword', 'qwerty123456', 'Qwerty123456', 'ADMINISTRATOR', '1q2w3e4r5t6y'])(
    'refuses %j, which is on the common-password list',
    async (password) => {
      expect(await passwordProblem(password)).toBe(PASSWORD_TOO_COMMON)
    },
  )

  it('accepts the passwords the project itself uses (fixtures, generated ones)', async () => {
    for (const password of [
      'e2e-admin-password',
      'correct-horse-battery',
      // scripts/lib/prepare.ts: randomPassword()
      randomBytes(12).toString('base64url'),
    ])
      expect(await passwordProblem(password)).toBeUndefined()
  })

  it('says every refusal in Arabic too', () => {
    for (const key of [PASSWORD_TOO_SHORT, PASSWORD_TOO_COMMON] as const) {
      expect(SITE_MESSAGES.en.site[key]).toMatch(/password/)
      expect(SITE_MESSAGES.ar.site[key]).toMatch(/[\u0600-\u06FF]/)
    }
  })
})
