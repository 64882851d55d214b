import type { CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { COLLECTIONS, GLOBALS } from '@/cms/collections'
import { kuwaitDates } from '@/cms/kuwait-dates'
import { englishTitleFallback, TITLE_FALLBACK_FIELD } from '@/cms/title-fallback'

const site = { collections: COLLECTIONS, globals: GLOBALS } as unknown as Config
const collection = (config: Config, slug: string) =>
  config.collections!.find((item) => item.slug === slug) as CollectionConfig
const field = (item: { fields: Field[] }, name: string) =>
  item.fields.find((candidate) => 'name' in candidate && candidate.name === name) as Field & {
    label?: unknown
    admin?: { components?: { Cell?: unknown }; hidden?: boolean }
  }

describe('list dates in Kuwait time', () => {
  const config = kuwaitDates(site)

  it("declares Payload's timestamps with the Kuwait cell, hidden and indexed as Payload's", () => {
    const posts = collection(config, 'blog-posts')
    for (const name of ['createdAt', 'updatedAt']) {
      const timestamp = field(posts, name) as ReturnType<typeof field> & { index?: boolean }
      expect(timestamp.type).toBe('date')
      expect(timestamp.index).toBe(true)
      expect(timestamp.admin?.hidden).toBe(true)
      expect(timestamp.admin?.components?.Cell).toBe('@/cms/components/KuwaitDateCell')
    }
    // The posts' publish date has its own cell: Kuwait time, and "Scheduled" while it is to come.
    expect(field(posts, 'published_at').admin?.components?.Cell).toBe(
      '@/cms/components/PublishDateCell',
    )
  })

  it('leaves a collection without timestamps and a declared timestamp alone', () => {
    const plain = kuwaitDates({
      collections: [
        { slug: 'a', timestamps: false, fields: [] },
        { slug: 'b', fields: [{ name: 'createdAt', type: 'date' }] },
      ],
    } as unknown as Config)
    expect(collection(plain, 'a').fields).toEqual([])
    const names = collection(plain, 'b').fields.map((item) => ('name' in item ? item.name : ''))
    expect(names.filter((name) => name === 'createdAt')).toHaveLength(1)
    expect(names).toContain('updatedAt')
  })
})

describe('documents headed by their English title', () => {
  const config = englishTitleFallback(site)

  it('only where the title is localized', () => {
    expect(field(collection(config, 'blog-posts'), TITLE_FALLBACK_FIELD)).toBeTruthy()
    expect(field(collection(config, 'services'), TITLE_FALLBACK_FIELD)).toBeTruthy()
    // Staff accounts are titled by their e-mail, the same in every language.
    expect(field(collection(config, 'users'), TITLE_FALLBACK_FIELD)).toBeUndefined()
  })
})
