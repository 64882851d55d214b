import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { loadMessages, NAMESPACES } from '@/i18n/messages'

const dir = path.resolve('src/i18n/messages')

/** Every leaf as `a.b.c` → value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(leaf, v)
    }
  } else {
    out.set(prefix, value)
  }
  return out
}

const ARABIC_LETTER = /[\u0600-\u06FF]/

describe('messages', () => {
  it('lists every namespace file, the same files in both languages', () => {
    const files = (locale: string) =>
      readdirSync(path.join(dir, locale))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace(/\.json$/, ''))
        .sort()
    expect(files('en')).toEqual([...NAMESPACES].sort())
    expect(files('ar')).toEqual([...NAMESPACES].sort())
  })

  for (const namespace of NAMESPACES) {
    it(`${namespace}: English and Arabic have the same keys, none empty, Arabic written in Arabic`, () => {
      const read = (locale: string) =>
        leaves(JSON.parse(readFileSync(path.join(dir, locale, `${namespace}.json`), 'utf8')))
      const en = read('en')
      const ar = read('ar')
      expect([...ar.keys()].sort()).toEqual([...en.keys()].sort())
      for (const [key, value] of [...en, ...ar]) {
        expect(typeof value === 'string' && value.trim() !== '', `${namespace}.${key}`).toBe(true)
      }
      // Placeholders ({year}, {count, plural, …}) must survive translation; a plural's
      // branches ({One service}) are words, not placeholders.
      for (const [key, value] of en) {
        const names = (text: string) =>
          [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort()
        expect(names(String(ar.get(key))), `${namespace}.${key}`).toEqual(names(String(value)))
      }
      // Untranslated copy shows up as Latin-only Arabic values; brand names and
      // codes ("AR", "24/7") are short, so only sentences are checked.
      for (const [key, value] of ar) {
        const text = String(value)
        if (text.split(/\s+/).length >= 3 && !/^https?:/.test(text)) {
          expect(ARABIC_LETTER.test(text), `${namespace}.${key}: ${text}`).toBe(true)
        }
      }
    })
  }

  it('loads every namespace for both languages', async () => {
    const en = await loadMessages('en')
    const ar = await loadMessages('ar')
    expect(Object.keys(en).sort()).toEqual([...NAMESPACES].sort())
    expect(Object.keys(ar).sort()).toEqual([...NAMESPACES].sort())
  })
})

describe('counted wording', () => {
  it('the header’s services hint counts the services there are, in words, in both languages', async () => {
    const { createTranslator } = await import('next-intl')
    const hint = async (locale: 'en' | 'ar', count: number) => {
      const messages = await loadMessages(locale)
      const t = (createTranslator as (options: object) => unknown)({
        locale,
        messages,
        namespace: 'shell',
      }) as (key: string, values: Record<string, number>) => string
      return t('nav.allServicesHint', { count })
    }
    expect(await hint('en', 6)).toBe('Six services, one team in Kuwait and Abu Dhabi.')
    expect(await hint('en', 7)).toBe('Seven services, one team in Kuwait and Abu Dhabi.')
    expect(await hint('en', 1)).toBe('One service, one team in Kuwait and Abu Dhabi.')
    expect(await hint('en', 12)).toBe('12 services, one team in Kuwait and Abu Dhabi.')
    expect(await hint('ar', 6)).toBe('ست خدمات وفريق واحد في الكويت وأبوظبي.')
    expect(await hint('ar', 2)).toBe('خدمتان وفريق واحد في الكويت وأبوظبي.')
    expect(await hint('ar', 7)).toBe('سبع خدمات وفريق واحد في الكويت وأبوظبي.')
  })
})
