import { describe, expect, it } from 'vitest'

import { relationId, relationKey } from '@/lib/relation-id'

describe('the id a relationship holds', () => {
  it('reads a bare id and a populated document alike', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId('7')).toBe('7')
    expect(relationId({ id: 7, title: 'About' })).toBe(7)
    // A polymorphic reference's value may itself be populated.
    expect(relationId({ id: { id: 12 } })).toBe(12)
  })

  it('gives null for nothing or for anything that is not an id', () => {
    for (const value of [null, undefined, true, [], [7], { title: 'no id' }, { id: null }])
      expect(relationId(value), JSON.stringify(value)).toBeNull()
  })

  it('keys 7 and "7" as one document', () => {
    expect(relationKey(7)).toBe('7')
    expect(relationKey({ id: '7' })).toBe('7')
    expect(relationKey([7])).toBeNull()
    expect(relationKey(undefined)).toBeNull()
  })
})
