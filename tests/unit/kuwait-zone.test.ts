import { describe, expect, it } from 'vitest'

import { kuwaitDay } from '@/lib/analytics/page-view'
import { kuwaitMidnight } from '@/lib/kuwait-zone'

describe('kuwaitMidnight', () => {
  it('is 21:00 UTC of the day before: Kuwait is three hours ahead all year', () => {
    expect(kuwaitMidnight('2026-11-29')).toBe('2026-11-28T21:00:00.000Z')
    // Summer too: Kuwait keeps no daylight saving time.
    expect(kuwaitMidnight('2026-07-01')).toBe('2026-06-30T21:00:00.000Z')
    expect(kuwaitMidnight('2028-03-01')).toBe('2028-02-29T21:00:00.000Z')
  })

  it('is the first instant of that Kuwait day, and the instant before it the day before', () => {
    for (const day of ['2026-01-01', '2026-11-29', '2027-12-31']) {
      const midnight = new Date(kuwaitMidnight(day))
      expect(kuwaitDay(midnight)).toBe(day)
      expect(kuwaitDay(new Date(midnight.getTime() - 1))).not.toBe(day)
    }
  })

  it('refuses what is not a day instead of answering an Invalid Date', () => {
    expect(() => kuwaitMidnight('yesterday')).toThrow(RangeError)
    expect(() => kuwaitMidnight('2026-13-01')).toThrow(RangeError)
  })
})
