import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { SERVICE_PAGE_BLOCKS } from '@/blocks'
import { SERVICE_ICON_NAMES } from '@/lib/icon-names'
import type { Bilingual } from '@/lib/bilingual'
import { SERVICE_PAGE_LAYOUTS, type SeedLayout } from '@/content/service-pages'

/**
 * The six service pages as the seed writes them: every block fits the one
 * block set (no field the schema does not have, every list within the rows
 * its field allows), every text exists in both languages with real Arabic,
 * and every mock-up is a local WebP of at most 60 KB of the declared size.
 * The counts a visitor sees on each page are checked on the pages themselves
 * (tests/e2e/service-pages-*.spec.ts).
 */

const ARABIC = /[\u0600-\u06FF]/
const LATIN_UNITS_AFTER_DIGITS = /\d(?:\.\d+)?\s?(?:K|M|s|ms)\+?(?![a-z])/

type Node = Record<string, unknown>

function pairsIn(value: unknown, trail: string): { at: string; text: Bilingual }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => pairsIn(item, `${trail}[${i}]`))
  if (!value || typeof value !== 'object') return []
  const keys = Object.keys(value).sort()
  if (keys.length === 2 && keys[0] === 'ar' && keys[1] === 'en') {
    return [{ at: trail, text: value as Bilingual }]
  }
  return Object.entries(value).flatMap(([key, child]) => pairsIn(child, `${trail}.${key}`))
}

/** Names a list of fields stores (rows and unnamed tabs/collapsibles store their children flat). */
function fieldNames(fields: Field[]): Map<string, Field> {
  const out = new Map<string, Field>()
  for (const field of fields) {
    if ('name' in field && field.name) out.set(field.name, field)
    else if ('fields' in field) for (const [k, v] of fieldNames(field.fields)) out.set(k, v)
  }
  return out
}

/** Every key of the seed data is a field of its block (recursing into groups and arrays). */
function expectFits(data: Node, fields: Field[], at: string) {
  const names = fieldNames(fields)
  for (const [key, value] of Object.entries(data)) {
    if (key === 'blockType') continue
    const field = names.get(key)
    expect(field, `${at}.${key} is a field of the block`).toBeDefined()
    if (!field) continue
    if (field.type === 'group') expectFits(value as Node, field.fields, `${at}.${key}`)
    if (field.type === 'array') {
      // The admin refuses to save a list outside its row limits: the seed must be storable.
      const rows = (value as Node[]).length
      if (field.minRows !== undefined)
        expect(rows, `${at}.${key} rows`).toBeGreaterThanOrEqual(field.minRows)
      if (field.maxRows !== undefined)
        expect(rows, `${at}.${key} rows`).toBeLessThanOrEqual(field.maxRows)
      for (const [i, item] of (value as Node[]).entries())
        expectFits(item, field.fields, `${at}.${key}[${i}]`)
    }
    if (field.type === 'select' && typeof value === 'string') {
      const options = field.options.map((o) => (typeof o === 'string' ? o : o.value))
      expect(options, `${at}.${key} = ${value}`).toContain(value)
    }
  }
}

describe('the service pages of the seed', () => {
  const pages = Object.entries(SERVICE_PAGE_LAYOUTS) as [string, SeedLayout][]

  it('are the six service pages', () => {
    expect(Object.keys(SERVICE_PAGE_LAYOUTS)).toEqual([
      'web-development',
      'mobile-app',
      'erp-solution',
      'ecommerce-application',
      'property-management',
      'fandb-solution',
    ])
  })

  it.each(pages)('%s uses only the shared block set, field by field', (slug, layout) => {
    for (const [index, block] of layout.entries()) {
      const schema = SERVICE_PAGE_BLOCKS.find(
        (candidate: Block) => candidate.slug === block.blockType,
      )
      expect(schema, `${slug}[${index}] ${block.blockType}`).toBeDefined()
      expectFits(block as Node, schema!.fields, `${slug}[${index}]`)
    }
    // One page heading: exactly one hero, and it comes first (after structured data).
    const visible = layout.filter((block) => block.blockType !== 'software-application')
    expect(visible[0].blockType).toBe('hero')
    expect(layout.filter((block) => block.blockType === 'hero')).toHaveLength(1)
    expect(layout.at(-1)?.blockType).toBe('call-to-action')
  })

  it.each(pages)('%s is complete in Arabic, with Arabic units in figures', (slug, layout) => {
    const pairs = pairsIn(layout, slug)
    expect(pairs.length).toBeGreaterThan(20)
    for (const { at, text } of pairs) {
      expect(text.en.trim(), `${at}.en`).not.toBe('')
      expect(text.ar.trim(), `${at}.ar`).not.toBe('')
      if (text.en.trim().split(/\s+/).length >= 2)
        expect(ARABIC.test(text.ar), `${at}.ar is Arabic: ${text.ar}`).toBe(true)
    }
    for (const figure of layout.filter((block) => block.blockType === 'figures') as Node[]) {
      for (const item of figure.items as Array<{ value: Bilingual }>) {
        expect(item.value.ar, `${slug} figure ${item.value.en}`).not.toMatch(
          LATIN_UNITS_AFTER_DIGITS,
        )
      }
    }
  })

  it('uses icons the site can draw and links a visitor can follow', () => {
    const icons = JSON.stringify(SERVICE_PAGE_LAYOUTS).match(/"icon":"[^"]+"/g) ?? []
    expect(icons.length).toBeGreaterThan(50)
    for (const icon of icons)
      expect(SERVICE_ICON_NAMES as readonly string[]).toContain(icon.slice(8, -1))
    const urls = JSON.stringify(SERVICE_PAGE_LAYOUTS).match(/"url":"[^"]+"/g) ?? []
    expect(urls.length).toBeGreaterThanOrEqual(18)
    for (const url of urls) expect(url.slice(7, -1)).toMatch(/^https:\/\/[^\s"]+$/)
  })
})
