import { describe, expect, it } from 'vitest'

import { withItemIds } from '@/seed/upsert'

/**
 * The seed writes English first, then Arabic onto the same array items: an
 * Arabic item without the English item's id would replace it, and the
 * English text would be lost.
 */
describe('the Arabic write of the seed', () => {
  const saved = {
    points: [{ id: 'p1', text: 'One' }],
    dashboard: { figures: [{ id: 'f1', label: 'Orders' }], title: 'Today' },
    body: { root: { children: [{ type: 'paragraph' }] } },
    tags: ['a', 'b'],
  }

  it('carries the ids of list items, also of a list inside a group', () => {
    const ar = withItemIds(
      {
        points: [{ text: 'واحد' }],
        dashboard: { figures: [{ label: 'الطلبات' }], title: 'اليوم' },
      },
      saved,
    )
    expect(ar).toEqual({
      points: [{ id: 'p1', text: 'واحد' }],
      dashboard: { figures: [{ id: 'f1', label: 'الطلبات' }], title: 'اليوم' },
    })
  })

  it('leaves rich text and lists of plain values as they are', () => {
    const body = { root: { children: [{ type: 'paragraph', text: 'نص' }] } }
    const ar = withItemIds({ body, tags: ['a', 'b'] }, saved)
    expect(ar.body).toBe(body)
    expect(ar.tags).toEqual(['a', 'b'])
  })
})
