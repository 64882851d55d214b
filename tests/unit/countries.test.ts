import { describe, expect, it } from 'vitest'

import { ALL_COUNTRIES, countryOptions } from '@/lib/contact/countries'
import { DIALLING_CODES, isCountryIso } from '@/lib/contact/dialling-codes'

describe("the contact form's countries", () => {
  it('names every dialling code in both languages, and no other country', () => {
    expect(ALL_COUNTRIES).toHaveLength(38)
    expect(ALL_COUNTRIES.map((country) => country.iso).sort()).toEqual(
      Object.keys(DIALLING_CODES).sort(),
    )
    for (const country of ALL_COUNTRIES) {
      expect(country.en, country.iso).toMatch(/^[A-Z]/)
      expect(country.ar, country.iso).toMatch(/^[\u0600-\u06FF]/)
      expect(country.code).toBe(DIALLING_CODES[country.iso])
    }
  })

  it("gives the form Kuwait first, then the rest in the language's order, codes isolated left to right", () => {
    for (const locale of ['en', 'ar'] as const) {
      const options = countryOptions(locale)
      expect(options).toHaveLength(38)
      expect(options[0]).toEqual({
        value: 'KW',
        label: `\u2066+965\u2069 ${locale === 'en' ? 'Kuwait' : 'الكويت'}`,
      })
      const names = options.slice(1).map((option) => option.label.split('\u2069 ')[1])
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare))
    }
    // Canada and the United States share +1: the choice is the country.
    const english = countryOptions('en')
    expect(english.find((option) => option.value === 'CA')?.label).toBe('\u2066+1\u2069 Canada')
    expect(english.find((option) => option.value === 'US')?.label).toBe(
      '\u2066+1\u2069 United States',
    )
    expect(countryOptions('ar').find((option) => option.value === 'AE')?.label).toBe(
      '\u2066+971\u2069 الإمارات العربية المتحدة',
    )
  })

  it('knows a country only by its own code, never a name an object inherits', () => {
    expect(isCountryIso('KW')).toBe(true)
    expect(isCountryIso('CA')).toBe(true)
    for (const stranger of ['XX', 'kw', '', 'toString', 'constructor', '__proto__'])
      expect(isCountryIso(stranger), stranger).toBe(false)
  })
})
