import { describe, expect, it } from 'vitest'

import { objectPosition } from '@/lib/focal-point'

describe('where a cropped picture is anchored', () => {
  it("uses the upload's focal point as object-position", () => {
    expect(objectPosition({ focalX: 20, focalY: 75 })).toBe('20% 75%')
    expect(objectPosition({ focalX: 33.333, focalY: 0 })).toBe('33.3% 0%')
  })

  it('leaves the centre and missing or broken points to the default', () => {
    expect(objectPosition({ focalX: 50, focalY: 50 })).toBeUndefined()
    expect(objectPosition({ focalX: null, focalY: 10 })).toBeUndefined()
    expect(objectPosition({ focalX: Number.NaN, focalY: 10 })).toBeUndefined()
    expect(objectPosition(7)).toBeUndefined()
    expect(objectPosition(null)).toBeUndefined()
  })

  it('keeps a point inside the picture', () => {
    expect(objectPosition({ focalX: -5, focalY: 140 })).toBe('0% 100%')
  })
})
