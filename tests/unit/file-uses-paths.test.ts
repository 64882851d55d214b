import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldsTo } from '@/cms/collections/file-uses'

/**
 * Where a document can point at a file or story, and how each place is read:
 * by a query where Payload's query finds it, otherwise by reading only that
 * field of every document (read whole, a page joins every block's tables).
 */
const fields: Field[] = [
  { name: 'title', type: 'text' },
  {
    name: 'meta',
    type: 'group',
    fields: [{ name: 'image', type: 'upload', relationTo: 'page-images' }],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      {
        slug: 'gallery',
        fields: [
          {
            name: 'items',
            type: 'array',
            fields: [{ name: 'image', type: 'upload', relationTo: 'page-images' }],
          },
        ],
      },
      {
        slug: 'card-grid',
        fields: [
          {
            name: 'items',
            type: 'array',
            fields: [
              {
                type: 'row',
                fields: [{ name: 'image', type: 'upload', relationTo: 'page-images' }],
              },
            ],
          },
        ],
      },
      {
        slug: 'logos',
        fields: [{ name: 'images', type: 'upload', relationTo: 'page-images', hasMany: true }],
      },
      {
        slug: 'faq',
        fields: [{ name: 'items', type: 'array', fields: [{ name: 'q', type: 'text' }] }],
      },
    ],
  },
  {
    type: 'tabs',
    tabs: [
      { name: 'share', fields: [{ name: 'card', type: 'upload', relationTo: 'page-images' }] },
      {
        label: 'Other',
        fields: [{ name: 'cover', type: 'relationship', relationTo: 'success-stories' }],
      },
    ],
  },
]

describe('the places a document points at a file', () => {
  const found = fieldsTo(fields, 'page-images')

  it('finds each one, however deep, as a query path', () => {
    expect([...found.keys()]).toEqual([
      'meta.image',
      'layout.items.image',
      'layout.images',
      'share.card',
    ])
    expect([...fieldsTo(fields, 'success-stories').keys()]).toEqual(['cover'])
  })

  it('reads by walking the documents only where a query finds nothing', () => {
    expect(found.get('meta.image')?.queryable).toBe(true)
    expect(found.get('layout.items.image')?.queryable).toBe(true)
    // Several files inside a block: Payload's query of it finds nothing, without an error.
    expect(found.get('layout.images')?.queryable).toBe(false)
  })

  it('walks reading only that field, in every block that has it', () => {
    expect(found.get('meta.image')?.select).toEqual({ meta: { image: true } })
    expect(found.get('layout.items.image')?.select).toEqual({
      layout: { gallery: { items: { image: true } }, 'card-grid': { items: { image: true } } },
    })
    expect(found.get('layout.images')?.select).toEqual({ layout: { logos: { images: true } } })
    expect(found.get('share.card')?.select).toEqual({ share: { card: true } })
  })
})
