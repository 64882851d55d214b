import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { formatDayDate } from '@/blocks/PolicySections/date'
import {
  formatPolicyText,
  hasAllValues,
  PLACEHOLDERS,
  type PolicyValues,
} from '@/blocks/PolicySections/format'
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@/lib/locale-detection'
import { ar } from '@/content/pages/privacy-policy/ar'
import { en } from '@/content/pages/privacy-policy/en'
import { POLICY_UPDATED, privacyPolicy } from '@/content/pages/privacy-policy/index'
import { VISIT_STORAGE_KEY } from '@/lib/attribution/fields'
import type { PolicyPart as PolicyBlock } from '@/content/pages/privacy-policy/types'

const PRIVACY_POLICY = { en, ar }
const LINKS = { contact: '/contact', maps: 'https://osm.example/privacy', sections: 16 }

/**
 * The privacy policy's seeded text (docs/PRODUCT.md, Privacy policy page): the same
 * sections in both languages, clause for clause. The 16 titles a visitor
 * reads, in order, are checked on the page (tests/e2e/privacy-policy.spec.ts).
 */

const VALUES: PolicyValues = {
  company: 'Example Co',
  cr: '123456',
  kuwaitAddress: 'Salmiya, Kuwait',
  abuDhabiAddress: 'Al Maryah Island, Abu Dhabi',
  email: 'info@example.com',
  phone: '+965 2220 4400',
}

const texts = (blocks: readonly PolicyBlock[]) =>
  blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list))
const shape = (blocks: readonly PolicyBlock[]) =>
  blocks.map((block) => (typeof block === 'string' ? 'clause' : `list:${block.list.length}`))
/** Placeholders and rich tags of a message, e.g. ['<email>', '{email}']. */
const tokens = (text: string) =>
  [...text.matchAll(/<\/?\w+>|\{\w+\}/g)].map((match) => match[0]).sort()

describe('privacy policy text', () => {
  it('every section has a title of its own and at least one clause, in both languages', () => {
    for (const sections of [PRIVACY_POLICY.en, PRIVACY_POLICY.ar]) {
      const titles = sections.map((section) => section.title.trim())
      expect(new Set(titles).size).toBe(titles.length)
      for (const section of sections) {
        expect(section.title.trim()).not.toBe('')
        expect(texts(section.blocks).length, section.title).toBeGreaterThan(0)
      }
    }
  })

  it('has the English sections in Arabic with the same clauses, lists, placeholders and links', () => {
    const { en, ar } = PRIVACY_POLICY
    expect(ar).toHaveLength(en.length)
    en.forEach((section, index) => {
      const arabic = ar[index]
      expect(shape(arabic.blocks), section.title).toEqual(shape(section.blocks))
      const enTexts = texts(section.blocks)
      const arTexts = texts(arabic.blocks)
      enTexts.forEach((text, i) => {
        expect(tokens(arTexts[i]), `${section.title} #${i + 1}`).toEqual(tokens(text))
        expect(arTexts[i], `${section.title} #${i + 1}`).toMatch(/[\u0600-\u06FF]/)
      })
      expect(arabic.title).toMatch(/^[\u0600-\u06FF\s]+$/)
    })
  })

  it('uses only the known placeholders, and states the company facts in its last section', () => {
    const known = new Set(PLACEHOLDERS.map((name) => `{${name}}`))
    for (const section of PRIVACY_POLICY.en) {
      for (const text of texts(section.blocks)) {
        for (const token of tokens(text).filter((t) => t.startsWith('{'))) {
          expect(known.has(token), token).toBe(true)
        }
      }
    }
    const details = texts(PRIVACY_POLICY.en.at(-1)!.blocks).join(' ')
    for (const name of PLACEHOLDERS) expect(details).toContain(`{${name}}`)
  })

  it('states Kuwaiti law and courts, and names the cookie and storage keys the site really uses', () => {
    const all = PRIVACY_POLICY.en.flatMap((section) => texts(section.blocks)).join(' ')
    expect(all).toContain('laws of the State of Kuwait')
    expect(all).toContain('courts of the State of Kuwait shall have exclusive jurisdiction')
    // Read from the language detection itself: renaming the cookie makes the policy wrong, and this fail.
    for (const language of ['en', 'ar'] as const) {
      const text = PRIVACY_POLICY[language].flatMap((section) => texts(section.blocks)).join(' ')
      expect(text, language).toContain(`<code>${LOCALE_COOKIE}</code>`)
      expect(text, language).toContain(`<code>${LOCALE_STORAGE_KEY}</code>`)
      expect(text, language).toContain(`<code>${VISIT_STORAGE_KEY}</code>`)
    }
    expect(all).toContain('OpenStreetMap')
  })

  for (const locale of ['en', 'ar'] as const) {
    it(`formats every ${locale} message with the company facts and links`, () => {
      for (const section of PRIVACY_POLICY[locale]) {
        for (const text of texts(section.blocks)) {
          const html = renderToStaticMarkup(<>{formatPolicyText(locale, text, VALUES, LINKS)}</>)
          expect(html).not.toMatch(/[{}]|<\/?(email|phone|contact|osm|ref\d+)>/)
        }
      }
      const details = renderToStaticMarkup(
        <>
          {texts(PRIVACY_POLICY[locale][15].blocks).map((text) =>
            formatPolicyText(locale, text, VALUES, LINKS),
          )}
        </>,
      )
      expect(details).toContain('href="mailto:info@example.com"')
      expect(details).toContain('href="tel:+96522204400"')
      expect(details).toContain('123456')
    })
  }

  it('leaves out a clause whose company fact is missing', () => {
    expect(hasAllValues('Registration number {cr}.', { ...VALUES, cr: '' })).toBe(false)
    expect(hasAllValues('Registration number {cr}.', VALUES)).toBe(true)
  })

  it('prints the last-updated date in long form per language, Western digits in Arabic', () => {
    expect(formatDayDate('2026-11-23', 'en')).toBe('November 23, 2026')
    expect(formatDayDate('2026-11-23', 'ar')).toBe('23 نوفمبر 2026')
    expect(POLICY_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/)
  })

  it('seeds the policy block with its date, map-privacy link, Arabic-only notice and 16 sections', () => {
    const policy = privacyPolicy.find(
      (block) => block.blockType === 'policy-sections',
    ) as unknown as {
      updated: string
      mapsPrivacyUrl: string
      notice: { en: string; ar: string }
      sections: Array<{ title: { en: string; ar: string }; parts: unknown[] }>
    }
    expect(policy.updated).toBe(POLICY_UPDATED)
    expect(policy.mapsPrivacyUrl).toMatch(/^https:\/\/osmfoundation\.org\//)
    expect(policy.notice.en).toBe('')
    expect(policy.notice.ar).toMatch(/[\u0600-\u06FF]/)
    expect(policy.sections.map((section) => section.title.en)).toEqual(
      en.map((section) => section.title),
    )
    expect(policy.sections.map((section) => section.parts.length)).toEqual(
      en.map((section) => section.blocks.length),
    )
  })
})
