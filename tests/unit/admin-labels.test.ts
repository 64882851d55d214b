import { initI18n } from '@payloadcms/translations'
import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SITE_MESSAGES, siteMessage, type SiteMessage } from '@/cms/admin-labels/messages'
import { ICON_LABELS } from '@/lib/icon-labels'
import { FEATURE_ICON_NAMES, SERVICE_ICON_NAMES, STORY_ICON_NAMES } from '@/lib/icon-names'

/** The parts of a collection, global, field, tab, block or option this test reads. */
type Item = {
  slug?: string
  name?: string
  type?: string
  label?: unknown
  value?: unknown
  description?: unknown
  admin?: { description?: unknown; group?: unknown; hidden?: boolean }
  labels?: { singular?: unknown; plural?: unknown }
  options?: Array<string | Item>
  fields?: Item[]
  tabs?: Item[]
  blocks?: Item[]
}
type Found = { where: string; value: unknown }

/**
 * Every label, group, help text and option label the admin shows, with where
 * it sits, read from the built config (plugins applied, Payload's defaults
 * filled in): a field declared without a label has Payload's "Display Order"
 * made of its name, a plain string, and is caught as such.
 */
function adminTexts(config: SanitizedConfig): Found[] {
  const found: Found[] = []
  const note = (where: string, value: unknown) => {
    if (value !== undefined && value !== false) found.push({ where, value })
  }
  const walk = (fields: Item[] = [], where: string) => {
    for (const field of fields) {
      if (field.admin?.hidden || (field.admin as { disabled?: boolean })?.disabled) continue
      const at = `${where}.${field.name ?? field.type}`
      if (field.type !== 'ui' && field.type !== 'row' && field.type !== 'tabs')
        note(`${at} label`, field.label)
      note(`${at} description`, field.admin?.description)
      note(`${at} singular`, field.labels?.singular)
      note(`${at} plural`, field.labels?.plural)
      for (const option of field.options ?? [])
        // An option written as a bare string (an icon's name) is shown as itself, an identifier.
        if (typeof option === 'object') note(`${at} option ${String(option.value)}`, option.label)
      walk(field.fields, at)
      for (const tab of field.tabs ?? []) {
        const tabAt = `${at}[${JSON.stringify(tab.label)}]`
        note(`${tabAt} tab`, tab.label)
        note(`${tabAt} tab description`, tab.admin?.description ?? tab.description)
        walk(tab.fields, tabAt)
      }
      for (const block of field.blocks ?? []) {
        note(`${at}.${block.slug} singular`, block.labels?.singular)
        note(`${at}.${block.slug} plural`, block.labels?.plural)
        walk(block.fields, `${at}.${block.slug}`)
      }
    }
  }
  // Payload's own collections (preferences, migrations, jobs, …) speak through its translations.
  const site = (item: Item) => !item.slug?.startsWith('payload-')
  for (const collection of (config.collections as unknown as Item[]).filter(site)) {
    note(`${collection.slug} singular`, collection.labels?.singular)
    note(`${collection.slug} plural`, collection.labels?.plural)
    note(`${collection.slug} group`, collection.admin?.group)
    note(`${collection.slug} description`, collection.admin?.description)
    walk(collection.fields, collection.slug ?? '')
  }
  for (const global of config.globals as unknown as Item[]) {
    note(`${global.slug} label`, global.label)
    note(`${global.slug} group`, global.admin?.group)
    note(`${global.slug} description`, global.admin?.description)
    walk(global.fields, global.slug ?? '')
  }
  return found
}

const ARABIC_LETTER = /[\u0621-\u064A]/

/** Written `{ en, ar }` with both filled and the Arabic in Arabic; a function is Payload's own `t`. */
function isBilingual(value: unknown): boolean {
  if (typeof value === 'function') return true
  if (!value || typeof value !== 'object') return false
  const { en, ar } = value as { en?: unknown; ar?: unknown }
  return (
    typeof en === 'string' && en.trim() !== '' && typeof ar === 'string' && ARABIC_LETTER.test(ar)
  )
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

let config: SanitizedConfig

beforeAll(async () => {
  config = await (await import('@/cms/payload.config')).default
})

describe('the admin in both languages', () => {
  it('gives every collection, group, field, tab, block, help text and option { en, ar }', () => {
    const texts = adminTexts(config)
    expect(texts.length).toBeGreaterThan(600)
    const untranslated = texts.filter(({ value }) => !isBilingual(value))
    expect(untranslated.map(({ where, value }) => `${where}: ${JSON.stringify(value)}`)).toEqual([])
  })

  it('labels fields by what they hold, with the Arabic written beside the English', () => {
    const services = config.collections.find((item) => item.slug === 'services')!
    expect(services.labels.plural).toEqual({ en: 'Services', ar: 'الخدمات' })
    const order = services.fields.find((field) => 'name' in field && field.name === 'display_order')
    expect(order && 'label' in order && order.label).toEqual({
      en: 'Display order',
      ar: 'ترتيب العرض',
    })
  })

  it('offers icons by what they show, in both languages, each drawn beside its choice', () => {
    const features = config.collections.find((item) => item.slug === 'features')!
    const icons = features.fields.find((field) => 'name' in field && field.name === 'icon_name')
    const options = icons && 'options' in icons ? icons.options : []
    expect(options[0]).toEqual({
      value: 'Monitor',
      label: { en: 'Computer screen', ar: 'شاشة حاسوب' },
    })
    // Every icon of every list has a human name (no code name such as UtensilsCrossed or
    // BarChart3), and no two share one.
    for (const name of [...FEATURE_ICON_NAMES, ...STORY_ICON_NAMES, ...SERVICE_ICON_NAMES]) {
      expect(ICON_LABELS[name].en, name).not.toMatch(/[a-z][A-Z]|\d/)
      expect(ICON_LABELS[name].ar, name).toMatch(/[\u0600-\u06FF]/)
    }
    const english = Object.values(ICON_LABELS).map((label) => label.en)
    expect(new Set(english).size).toBe(english.length)
    const admin = icons && 'admin' in icons ? icons.admin : undefined
    expect((admin?.components as { afterInput?: unknown } | undefined)?.afterInput).toEqual([
      '@/cms/components/IconPreview',
    ])
  })

  it('would catch a label without its Arabic', () => {
    const broken = {
      collections: [
        {
          slug: 'x',
          labels: {},
          fields: [{ name: 'a', type: 'text', label: { en: 'A', ar: '' } }],
        },
      ],
      globals: [{ slug: 'g', label: 'Plain English', fields: [] }],
    } as unknown as SanitizedConfig
    expect(adminTexts(broken).filter(({ value }) => !isBilingual(value))).toHaveLength(2)
  })
})

describe("the site's messages (site: keys of Payload's translations)", () => {
  const english = SITE_MESSAGES.en.site
  const arabic = SITE_MESSAGES.ar.site as Record<string, string>

  it('has every key in both languages, the Arabic in Arabic, with the same placeholders', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('')
      expect(arabic[key], key).toMatch(ARABIC_LETTER)
      expect(placeholders(arabic[key]), key).toEqual(placeholders(text))
    }
  })

  it("are merged into the config's translations beside Payload's corrected wording", () => {
    const translations = config.i18n.translations as Record<string, Record<string, unknown>>
    expect(translations.en.site).toEqual(english)
    expect(translations.ar.site).toEqual(arabic)
    expect((translations.ar.general as Record<string, string>).locale).toBe('لغة المحتوى')
  })

  it("reach staff through Payload's own t, in the admin's language, placeholders filled", async () => {
    const i18n = async (language: 'en' | 'ar') =>
      initI18n({ config: config.i18n, context: 'api', language })
    const key: SiteMessage = 'atMostCharacters'
    expect(siteMessage({ i18n: await i18n('ar') } as never, key, { max: 120 })).toBe(
      'استخدم 120 حرفًا على الأكثر.',
    )
    expect(siteMessage({ i18n: await i18n('en') } as never, key, { max: 120 })).toBe(
      'Use at most 120 characters.',
    )
    // A bare call (no request Payload set up) reads English.
    expect(siteMessage(undefined, 'hexColour')).toBe('Use a hex colour such as #0F766E.')
  })
})
