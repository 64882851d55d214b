import { describe, expect, it } from 'vitest'

import { ourWork } from '@/content/pages/our-work'
import type { Bilingual } from '@/lib/bilingual'

/**
 * The rules Our Work's seeded blocks keep (docs/PRODUCT.md, Our Work page).
 * What a visitor sees of them, figure by figure and card by card, is checked
 * on the page itself (tests/e2e/our-work.spec.ts).
 */
type Image = { file: string; alt: Bilingual }
type Study = { key: string; frame: string; address?: string; image: Image }
type Project = { key: string; image: Image }

const block = (type: string) => {
  const found = ourWork.find((entry) => entry.blockType === type)
  if (!found) throw new Error(`no ${type} block`)
  return found as unknown as Record<string, unknown> & { items: unknown[] }
}
const figures = block('work-figures').items as Array<{ value: Bilingual; label: Bilingual }>
const studies = block('case-studies').items as Study[]
const projects = block('featured-projects').items as Project[]

/** Every `{ en, ar }` pair of the seed, wherever it sits. */
const pairs = (value: unknown): Bilingual[] => {
  if (Array.isArray(value)) return value.flatMap(pairs)
  if (typeof value !== 'object' || value === null) return []
  const keys = Object.keys(value)
  if (keys.length === 2 && 'en' in value && 'ar' in value) return [value as Bilingual]
  return Object.values(value).flatMap(pairs)
}

describe('our work seed', () => {
  it('figures are counts in Western digits, grouped by thousands, with a plus: one value for both languages', () => {
    expect(figures).toHaveLength(4)
    for (const figure of figures) {
      expect(figure.value.en, figure.label.en).toMatch(/^\d{1,3}(,\d{3})*\+$/)
      expect(figure.value.ar).toBe(figure.value.en)
    }
  })

  it('a case study in a browser frame has an address for its bar; one in a phone frame needs none', () => {
    expect(studies.map((study) => study.frame)).toEqual(['phone', 'browser'])
    for (const study of studies) {
      if (study.frame === 'browser') expect(study.address, study.key).toMatch(/^[\w-]+(\.[\w-]+)+$/)
      else expect(study.address, study.key).toBeUndefined()
    }
  })

  it('keys are unique across case studies and the grid: the grid never repeats a case study', () => {
    const keys = [...studies, ...projects].map((entry) => entry.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(studies.map((study) => study.key)).toEqual(['nutrition-app', 'nutritionist-platform'])
    expect(projects).toHaveLength(6)
  })

  it('every visible text exists in both languages', () => {
    const texts = pairs(ourWork)
    expect(texts.length).toBeGreaterThan(80)
    for (const text of texts) {
      expect(text.en.trim(), JSON.stringify(text)).not.toBe('')
      expect(text.ar.trim(), JSON.stringify(text)).not.toBe('')
    }
  })
})
