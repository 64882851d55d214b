import type { CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { bilingualAdminLabels } from '@/cms/admin-labels'
import { labelsInAdminLanguage } from '@/cms/admin-labels/label-functions'
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

describe('field labels resolved per admin language', () => {
  const config = labelsInAdminLanguage(bilingualAdminLabels(site))

  it('turns every { en, ar } label into the text of the admin language', () => {
    const label = field(collection(config, 'services'), 'display_order').label as (args: {
      i18n: { language: string }
    }) => string
    expect(typeof label).toBe('function')
    expect(label({ i18n: { language: 'ar' } })).toBe('ترتيب العرض')
    expect(label({ i18n: { language: 'en' } })).toBe('Display order')
  })

  it('leaves no { en, ar } object as a field label, nested fields included', () => {
    const objects: string[] = []
    const walk = (fields: Field[], at: string) => {
      for (const item of fields as Array<Field & Record<string, unknown>>) {
        const name = 'name' in item ? String(item.name) : item.type
        if (item.label && typeof item.label === 'object') objects.push(`${at}.${name}`)
        if (Array.isArray(item.fields)) walk(item.fields as Field[], `${at}.${name}`)
        if (Array.isArray(item.tabs))
          for (const tab of item.tabs as Array<{ fields: Field[] }>) walk(tab.fields, at)
        if (Array.isArray(item.blocks))
          for (const block of item.blocks as Array<{ slug: string; fields: Field[] }>)
            walk(block.fields, `${at}.${block.slug}`)
      }
    }
    for (const item of config.collections!) walk(item.fields, item.slug)
    for (const item of config.globals!) walk(item.fields, item.slug)
    expect(objects).toEqual([])
  })
})

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
    expect(field(posts, 'published_at').admin?.components?.Cell).toBe(
      '@/cms/components/KuwaitDateCell',
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
