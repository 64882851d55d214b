import type { FlattenedField, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { markFallbacks } from '@/lib/fallback/mark-doc'
import { markEnglish } from '@/lib/fallback/marks'

/**
 * A picture's own words on an Arabic page (lib/fallback/mark-doc): its alt
 * text is marked English where the picture's Arabic alt is missing, on the
 * picture of that place only (one populated upload may be the same object in
 * two sections), and left as read where the picture itself is the English one
 * (Arabic chose none).
 */
const PICTURE_FIELDS = [{ name: 'alt', type: 'text', localized: true }] as FlattenedField[]
const config = {
  collections: [{ slug: 'page-images', flattenedFields: PICTURE_FIELDS }],
} as unknown as SanitizedConfig
const FIELDS = [
  // A section's picture, the same in both languages.
  { name: 'image', type: 'upload', relationTo: 'page-images' },
  // A screenshot's picture, chosen per language.
  { name: 'shot', type: 'upload', relationTo: 'page-images', localized: true },
] as FlattenedField[]

type Picture = { id: number; alt: string | null }
type Page = { image?: Picture | null; shot?: Picture | null }

const mark = (shown: Page, own: Page) => {
  markFallbacks(config, FIELDS, shown as Record<string, unknown>, own as Record<string, unknown>)
  return shown
}

describe('the words of a picture shown on an Arabic page', () => {
  it('an alt text with no Arabic is marked English; one with Arabic is not', () => {
    expect(mark({ image: { id: 1, alt: 'Our studio' } }, { image: { id: 1, alt: null } })).toEqual({
      image: { id: 1, alt: markEnglish('Our studio') },
    })
    expect(
      mark({ image: { id: 2, alt: 'الاستوديو' } }, { image: { id: 2, alt: 'الاستوديو' } }),
    ).toEqual({
      image: { id: 2, alt: 'الاستوديو' },
    })
  })

  it('a picture shown in two places is marked in each on its own', () => {
    const studio: Picture = { id: 3, alt: 'Our studio' }
    const shown = mark({ image: studio, shot: studio }, { image: { id: 3, alt: null }, shot: null })
    expect(shown.image!.alt).toBe(markEnglish('Our studio'))
    // The screenshot is the English one (Arabic chose none): its words stay as read.
    expect(shown.shot!.alt).toBe('Our studio')
    // The populated object itself is left alone for any other place that shows it.
    expect(studio.alt).toBe('Our studio')
  })

  it('a picture with Arabic words shown in a section and, as the English choice, in a gallery stays unmarked in both', () => {
    const studio: Picture = { id: 4, alt: 'استوديو الشركة' }
    const shown = mark({ image: studio, shot: studio }, { image: { id: 4, alt: 'استوديو الشركة' } })
    expect([shown.image!.alt, shown.shot!.alt]).toEqual(['استوديو الشركة', 'استوديو الشركة'])
  })
})
