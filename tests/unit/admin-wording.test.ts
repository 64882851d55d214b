import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { describe, expect, it } from 'vitest'

import { PAYLOAD_ARABIC_SLIPS, PAYLOAD_WORDING } from '@/cms/admin-labels/payload-wording'

type Tree = { [key: string]: string | Tree }

/** Payload's translations with ours laid over them, as `i18n.translations` merges them. */
function merged(base: Tree, override: Tree): Tree {
  const result: Tree = { ...base }
  for (const [key, value] of Object.entries(override))
    result[key] =
      typeof value === 'string' ? value : merged((base[key] as Tree | undefined) ?? {}, value)
  return result
}

function strings(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : strings(value, `${prefix}${key}.`),
  )
}

const arabic = merged(ar.translations as unknown as Tree, PAYLOAD_WORDING.ar as unknown as Tree)
const english = merged(en.translations as unknown as Tree, PAYLOAD_WORDING.en as unknown as Tree)

describe("Payload's own wording in the admin", () => {
  it('has none of the Arabic slips Payload ships (أنشاء, "local site" for a language, …)', () => {
    // The slips are really in Payload's Arabic: the corrections are not dead code.
    const shipped = strings(ar.translations as unknown as Tree).map(([, text]) => text)
    for (const slip of PAYLOAD_ARABIC_SLIPS)
      expect(shipped.some((text) => text.includes(slip))).toBe(true)
    const left = strings(arabic).filter(([, text]) =>
      PAYLOAD_ARABIC_SLIPS.some((slip) => text.includes(slip)),
    )
    expect(left).toEqual([])
    expect((arabic.general as Tree).createNew).toBe('إنشاء جديد')
  })

  it('keeps placeholders intact and no untranslated English in Arabic', () => {
    expect((arabic.general as Tree).schedulePublishFor).toContain('{{title}}')
    expect((arabic.fields as Tree).toggleBlock).not.toMatch(/[A-Za-z]/)
    expect(((arabic.general as Tree).restoring as string).length).toBeLessThan(40)
  })

  it('never makes a word agree with a label whose gender it cannot know', () => {
    // "تحويل تم إنشاؤها" (a redirect, masculine) and "صفحة جديد" (a page, feminine) were shown.
    const agreeing = (text: string) =>
      /\{\{label\}\}\s+(جديد|تم\s+\S+ها)/.test(text) || /\{\{label\}\}\s+\S+ها\b/.test(text)
    expect(agreeing(ar.translations.general.successfullyCreated)).toBe(true)
    const left = strings(arabic).filter(([, text]) => agreeing(text))
    expect(left).toEqual([])
    expect((arabic.general as Tree).successfullyCreated).toBe('تم إنشاء {{label}} بنجاح.')
  })

  it('names the content language and the admin language differently, in both languages', () => {
    for (const tree of [english, arabic]) {
      const general = tree.general as Tree
      expect(general.locale).not.toBe(general.language)
    }
    expect((english.general as Tree).locale).toBe('Content language')
    expect((english.general as Tree).language).toBe('Admin language')
    expect((arabic.general as Tree).locale).toBe('لغة المحتوى')
    expect((arabic.general as Tree).language).toBe('لغة الواجهة')
  })

  it('only corrects keys Payload has', () => {
    const known = new Set(strings(ar.translations as unknown as Tree).map(([key]) => key))
    for (const [key] of strings(PAYLOAD_WORDING.ar as unknown as Tree)) expect(known).toContain(key)
    const knownEnglish = new Set(strings(en.translations as unknown as Tree).map(([key]) => key))
    for (const [key] of strings(PAYLOAD_WORDING.en as unknown as Tree))
      expect(knownEnglish).toContain(key)
  })
})
