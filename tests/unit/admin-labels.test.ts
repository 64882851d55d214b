import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminMessage, arabicOf, bilingualAdminLabels } from '@/cms/admin-labels'
import { COLLECTIONS, GLOBALS } from '@/cms/collections'
import { CONTENT_PLUGINS } from '@/cms/content-plugins'

/** The site's collections and global, with the fields plugins add, as the admin gets them. */
const withPlugins = CONTENT_PLUGINS.reduce<Config>((config, plugin) => plugin(config) as Config, {
  collections: COLLECTIONS,
  globals: GLOBALS,
} as unknown as Config)
const config = bilingualAdminLabels(withPlugins)

type Found = { where: string; value: unknown }

/** The parts of a collection, global, field, tab or option this test reads. */
type Item = {
  slug?: string
  name?: string
  type?: string
  label?: unknown
  value?: unknown
  admin?: { description?: unknown; group?: unknown }
  labels?: { singular?: unknown; plural?: unknown }
  options?: Array<string | Item>
  fields?: Item[]
  tabs?: Item[]
  blocks?: Item[]
}
const collections = config.collections as unknown as Item[]
const globals = config.globals as unknown as Item[]

/** Every label, group, help text and option label the admin shows, with where it sits. */
function adminTexts(): Found[] {
  const found: Found[] = []
  const note = (where: string, value: unknown) => {
    if (value !== undefined && value !== false) found.push({ where, value })
  }
  const walk = (fields: Item[] = [], where: string) => {
    for (const field of fields) {
      const at = `${where}.${field.name ?? field.type}`
      if (field.name && field.type !== 'ui') note(`${at} label`, field.label)
      note(`${at} description`, field.admin?.description)
      note(`${at} singular`, field.labels?.singular)
      note(`${at} plural`, field.labels?.plural)
      for (const option of field.options ?? [])
        if (typeof option === 'object' && option.label !== option.value)
          note(`${at} option ${option.value}`, option.label)
      if (field.fields) walk(field.fields, at)
      for (const tab of field.tabs ?? []) {
        note(`${at} tab`, tab.label)
        note(
          `${at} tab description`,
          tab.admin?.description ?? (tab as { description?: unknown }).description,
        )
        walk(tab.fields, at)
      }
      for (const block of field.blocks ?? []) {
        note(`${at}.${block.slug} singular`, block.labels?.singular)
        note(`${at}.${block.slug} plural`, block.labels?.plural)
        walk(block.fields, `${at}.${block.slug}`)
      }
    }
  }
  for (const collection of collections) {
    note(`${collection.slug} singular`, collection.labels?.singular)
    note(`${collection.slug} plural`, collection.labels?.plural)
    note(`${collection.slug} group`, collection.admin?.group)
    note(`${collection.slug} description`, collection.admin?.description)
    walk(collection.fields, collection.slug ?? '')
  }
  for (const global of globals) {
    note(`${global.slug} label`, global.label)
    note(`${global.slug} group`, global.admin?.group)
    walk(global.fields, global.slug ?? '')
  }
  return found
}

const ARABIC = /[\u0600-\u06FF]/

describe('the admin in Arabic', () => {
  it('gives every collection, group, field, help text and option an Arabic text', () => {
    const texts = adminTexts()
    expect(texts.length).toBeGreaterThan(150)
    const untranslated = texts.filter(
      ({ value }) =>
        !value ||
        typeof value !== 'object' ||
        !ARABIC.test((value as { ar?: string }).ar ?? '') ||
        !(value as { en?: string }).en,
    )
    expect(untranslated.map(({ where, value }) => `${where}: ${JSON.stringify(value)}`)).toEqual([])
  })

  it('labels fields by what they hold, not by their column name', () => {
    const displayOrder = collections[0].fields?.find((field) => field.name === 'display_order')
    expect(displayOrder?.label).toEqual({ en: 'Display order', ar: 'ترتيب العرض' })
    expect(collections[0].labels?.plural).toEqual({ en: 'Services', ar: 'الخدمات' })
  })

  it('keeps identifiers (icon names, page keys) as they are', () => {
    const listing = collections[0].fields?.find((field) => field.type === 'tabs')?.tabs?.[0]
    const icons = listing?.fields?.find((field) => field.name === 'icon_name')
    expect(icons?.options?.[0]).toEqual({ label: 'Monitor', value: 'Monitor' })
  })

  it('translates help texts made of several sentences, and validation messages', () => {
    expect(
      arabicOf(
        'Required in English; Arabic falls back to English when empty. Comma-separated search keywords for this page.',
      ),
    ).toMatch(/^مطلوب بالإنجليزية.*فواصل\.$/)
    expect(arabicOf('A sentence nobody translated. Another.')).toBeUndefined()
    const message = 'Use a hex colour such as #0F766E.'
    expect(adminMessage({ i18n: { language: 'ar' } } as never, message)).toMatch(ARABIC)
    expect(adminMessage({ i18n: { language: 'en' } } as never, message)).toBe(message)
    expect(adminMessage(undefined, message)).toBe(message)
  })
})
