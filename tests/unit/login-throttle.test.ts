import { describe, expect, it } from 'vitest'

import { siteMessage } from '@/cms/admin-labels/messages'
import { createLoginThrottle } from '@/cms/auth/login-throttle'

describe('sign-in throttle', () => {
  const limits = {
    perAccount: { points: 3, duration: 60, blockDuration: 60 },
    perAddress: { points: 5, duration: 60, blockDuration: 60 },
  }

  it('says its refusal in Arabic too', () => {
    expect(siteMessage(undefined, 'signInTooManyAttempts')).toMatch(/15 minutes/)
    const arabic = { t: (key: string) => (key === 'site:signInTooManyAttempts' ? 'عربي' : key) }
    expect(siteMessage(arabic as never, 'signInTooManyAttempts')).toBe('عربي')
  })

  it('limits an account per address, so attempts elsewhere still go through', async () => {
    const throttle = createLoginThrottle(limits)
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await throttle.attempt('staff@example.com', '203.0.113.1')).toBeUndefined()
    expect(await throttle.attempt('staff@example.com', '203.0.113.1')).toBeGreaterThan(0)
    expect(await throttle.attempt('staff@example.com', '198.51.100.1')).toBeUndefined()
    expect(await throttle.attempt('other@example.com', '203.0.113.1')).toBeUndefined()
  })

  it('caps failures from one address across accounts', async () => {
    const throttle = createLoginThrottle(limits)
    for (let account = 0; account < 5; account++)
      expect(await throttle.attempt(`a${account}@example.com`, '203.0.113.2')).toBeUndefined()
    expect(await throttle.attempt('fresh@example.com', '203.0.113.2')).toBeGreaterThan(0)
    expect(await throttle.attempt('fresh@example.com', '198.51.100.2')).toBeUndefined()
  })

  it('counts only failures: a success gives the attempt back and clears the account', async () => {
    const throttle = createLoginThrottle(limits)
    for (let round = 0; round < 4; round++) {
      expect(await throttle.attempt('staff@example.com', '198.51.100.3')).toBeUndefined()
      expect(await throttle.attempt('staff@example.com', '198.51.100.3')).toBeUndefined()
      await throttle.succeeded('staff@example.com', '198.51.100.3')
    }
    // 8 attempts, 4 of them successful: 4 failures left on the address (cap 5), none on the account.
    expect(await throttle.attempt('staff@example.com', '198.51.100.3')).toBeUndefined()
    expect(await throttle.attempt('staff@example.com', '198.51.100.3')).toBeGreaterThan(0)
  })
})
