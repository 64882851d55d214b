import { describe, expect, it } from 'vitest'

import { chosenStories } from '@/blocks/StoriesList/View'

const active = [
  { id: 1, slug: 'erp' },
  { id: 2, slug: 'shop' },
  { id: 3, slug: 'clinic' },
]

describe('the success stories a list shows', () => {
  it('every active story, in their own order, when none is chosen', () => {
    expect(chosenStories(undefined, active)).toEqual(active)
    expect(chosenStories(null, active)).toEqual(active)
    expect(chosenStories([], active)).toEqual(active)
  })

  it('the chosen ones in the order chosen, as ids or as documents read with depth', () => {
    expect(chosenStories([3, 1], active).map((story) => story.slug)).toEqual(['clinic', 'erp'])
    expect(chosenStories([{ id: 2 }, { id: 3 }], active).map((story) => story.slug)).toEqual([
      'shop',
      'clinic',
    ])
  })

  it('leaves out a chosen story that is no longer active, and shows nothing when none is', () => {
    expect(chosenStories([9, 2], active).map((story) => story.slug)).toEqual(['shop'])
    expect(chosenStories([9], active)).toEqual([])
  })
})
