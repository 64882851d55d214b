import { describe, expect, it } from 'vitest'

import { storyLink } from '@/sections/success-stories/links'
import { safeHex } from '@/lib/colour'
import { bundledLogoFor } from '@/lib/data/logos'
import {
  contrastRatio,
  INK,
  isLightBackground,
  readableColour,
  storyMetaDescription,
} from '@/sections/success-stories/logic'
import { graphemes } from '@/lib/text'

describe('story meta description (160 characters, 157 + ellipsis)', () => {
  it('keeps a description of up to 160 characters whole', () => {
    expect(storyMetaDescription({ heroDescription: 'c'.repeat(160) })).toBe('c'.repeat(160))
    expect(storyMetaDescription({ heroDescription: 'Short.' })).toBe('Short.')
  })

  it('cuts 161 characters to 157 and an ellipsis: 160 in all', () => {
    const description = storyMetaDescription({ heroDescription: 'c'.repeat(161) })
    expect(description).toBe(`${'c'.repeat(157)}...`)
    expect(description).toHaveLength(160)
  })

  it('falls back to the listing description, then the overview', () => {
    expect(storyMetaDescription({ heroDescription: ' ', description: 'Listing' })).toBe('Listing')
    expect(storyMetaDescription({ overviewDescription: 'Over\n\nview' })).toBe('Over view')
    expect(storyMetaDescription({})).toBe('')
  })

  it('counts Arabic letters with vowel marks and emoji as one character each', () => {
    const arabic = 'نَجَاحٌ '.repeat(40)
    const description = storyMetaDescription({ heroDescription: arabic })
    expect(graphemes(description).length).toBeLessThanOrEqual(160)
    expect(description.endsWith('...')).toBe(true)
    expect(arabic.startsWith(description.slice(0, -3))).toBe(true)

    const emoji = `${'e'.repeat(156)}👍🏽👍🏽👍🏽👍🏽👍🏽`
    const cut = storyMetaDescription({ heroDescription: emoji })
    expect(cut).toBe(`${'e'.repeat(156)}👍🏽...`)
    expect(cut.isWellFormed()).toBe(true)
  })
})

describe('story logos', () => {
  it('maps known local asset paths of the four products to the bundled logos', () => {
    expect(bundledLogoFor('/src/assets/kitchen.png')).toBe('/logos/kitchen.svg')
    expect(bundledLogoFor('assets/business-suite-logo.webp')).toBe('/logos/business-suite.svg')
    expect(bundledLogoFor('/logos/dining.svg')).toBe('/logos/dining.svg')
    expect(bundledLogoFor('RENTALS.PNG')).toBe('/logos/rentals.svg')
  })

  it('leaves other values as they are', () => {
    expect(bundledLogoFor('/media/other.png')).toBe('/media/other.png')
    expect(bundledLogoFor('https://cdn.example.com/kitchen.png')).toBe(
      'https://cdn.example.com/kitchen.png',
    )
    expect(bundledLogoFor('')).toBe('')
    expect(bundledLogoFor(null)).toBe(null)
  })
})

describe('story colours keep text readable', () => {
  it('accepts only 3- or 6-digit hex colours', () => {
    expect(safeHex('#0F766E')).toBe('#0F766E')
    expect(safeHex('#fff')).toBe('#fff')
    expect(safeHex('red')).toBeNull()
    expect(safeHex('#0F766E; background:url(x)')).toBeNull()
  })

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 0)
    expect(contrastRatio('#0F766E', '#FFFFFF')).toBeGreaterThan(5.3)
  })

  it('chooses ink on light and white on dark backgrounds', () => {
    expect(isLightBackground('#F8FAFC')).toBe(true)
    expect(isLightBackground('#0B1F33')).toBe(false)
  })

  it('keeps a staff colour that contrasts enough, otherwise white or ink', () => {
    expect(readableColour('#5EEAD4', '#0B1F33', 3)).toBe('#5EEAD4')
    expect(readableColour('#1E1B4B', '#0B1F33', 3)).toBe('#FFFFFF')
    expect(readableColour('#FCD34D', '#FFFFFF', 3)).toBe(INK)
    expect(readableColour('nonsense', '#FFFFFF')).toBe(INK)
  })
})

describe('story links', () => {
  it('shows site paths in the page language and sends absolute addresses to a new tab', () => {
    expect(storyLink('/contact', 'ar')).toEqual({ href: '/ar/contact', external: false })
    expect(storyLink('/contact', 'en')).toEqual({ href: '/contact', external: false })
    expect(storyLink('/ar/contact', 'ar')).toEqual({ href: '/ar/contact', external: false })
    expect(storyLink('https://suite.example', 'ar')).toEqual({
      href: 'https://suite.example',
      external: true,
    })
    expect(storyLink('mailto:a@b.c', 'en')).toEqual({ href: 'mailto:a@b.c', external: false })
  })
})
