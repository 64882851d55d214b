import { describe, expect, it } from 'vitest'

import { countriesFor, DEFAULT_COUNTRY_CODE } from '@/lib/contact/countries'
import { EMPLOYEE_RANGES, LIMITS, toSubmission, validateContact } from '@/lib/contact/schema'

const valid = {
  name: 'Ahmad',
  countryIso: 'KW',
  mobile: '55512345',
  email: 'ahmad@example.com',
  company: 'Acme',
  employees: '',
  subject: 'Hello',
  message: '',
}

const errorsOf = (input: Record<string, unknown>) => {
  const result = validateContact(input)
  return result.ok ? {} : result.errors
}

describe('contact form schema', () => {
  it('accepts the spec’s valid cases: optional employees and message empty or filled', () => {
    expect(validateContact(valid).ok).toBe(true)
    for (const employees of EMPLOYEE_RANGES) {
      expect(validateContact({ ...valid, employees, message: 'Line one\n\nLine two' }).ok).toBe(
        true,
      )
    }
    expect(validateContact({ ...valid, name: 'محمد العتيبي', company: 'شركة الخليج' }).ok).toBe(
      true,
    )
  })

  it('requires name, mobile, email, company and subject', () => {
    expect(
      errorsOf({ ...valid, name: '', mobile: '', email: '', company: ' ', subject: '' }),
    ).toEqual({
      name: 'required',
      mobile: 'required',
      email: 'required',
      company: 'required',
      subject: 'required',
    })
    expect(errorsOf({})).toMatchObject({ name: 'required', mobile: 'required', email: 'required' })
  })

  it('rejects a malformed e-mail', () => {
    for (const email of ['plain', 'a@b', 'a @b.com', '@example.com']) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'email' })
    }
  })

  it('refuses an address that would add fields to a mailto: link (issue 35)', () => {
    // Staff write back through mailto: links; `?` starts the link's header
    // fields, `&` separates them, `%` could write either encoded, `#` cuts the address.
    for (const email of [
      'reply?cc=boss@example.com',
      'reply?bcc=all@example.com',
      'x&subject=Invoice@example.com',
      'x&body=hi@example.com',
      'reply%3Fcc%3Dboss@example.com',
      'reply#cut@example.com',
    ]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'email' })
    }
    expect(errorsOf({ ...valid, email: "o'brien+tag=1@example.com" })).toEqual({})
  })

  it('rejects letters in the mobile and lengths outside 4-15 digits, accepting spaces and dashes', () => {
    expect(errorsOf({ ...valid, mobile: '5551abcd' })).toEqual({ mobile: 'mobile' })
    expect(errorsOf({ ...valid, mobile: '123' })).toEqual({ mobile: 'mobile' })
    expect(errorsOf({ ...valid, mobile: '1234567890123456' })).toEqual({ mobile: 'mobile' })
    const spaced = validateContact({ ...valid, mobile: '555 12-345' })
    expect(spaced.ok && spaced.data.mobile).toBe('55512345')
  })

  it('rejects an unknown country or employees value', () => {
    expect(errorsOf({ ...valid, countryIso: 'XX' })).toEqual({ countryIso: 'countryCode' })
    expect(errorsOf({ ...valid, employees: '1000+' })).toEqual({ employees: 'employees' })
  })

  it('rejects over-long inputs', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(LIMITS.name + 1) })).toEqual({ name: 'tooLong' })
    expect(errorsOf({ ...valid, message: 'x'.repeat(LIMITS.message + 1) })).toEqual({
      message: 'tooLong',
    })
  })

  it('rejects control characters, allowing line breaks only in the message', () => {
    expect(errorsOf({ ...valid, subject: 'Hi\u0000there' })).toEqual({
      subject: 'controlCharacters',
    })
    expect(errorsOf({ ...valid, name: 'Two\nlines' })).toEqual({ name: 'controlCharacters' })
    expect(validateContact({ ...valid, message: 'a\r\nb\tc' }).ok).toBe(true)
  })

  it('answers a hand-made post of non-text values with field codes, never a throw', () => {
    expect(errorsOf({ ...valid, name: 42, mobile: ['1234'], countryIso: {} })).toEqual({
      name: 'required',
      mobile: 'required',
      countryIso: 'countryCode',
    })
    expect(validateContact(null).ok).toBe(false)
    expect(validateContact('name=a').ok).toBe(false)
  })

  it('builds the stored record: full_mobile is the code, a space and the mobile', () => {
    const result = validateContact({ ...valid, countryIso: 'CA', mobile: '4165550000' })
    if (!result.ok) throw new Error('expected valid')
    const record = toSubmission(result.data, new Date('2026-11-22T10:00:00Z'))
    expect(record).toMatchObject({
      country_code: '+1',
      full_mobile: '+1 4165550000',
      submitted_at: '2026-11-22T10:00:00.000Z',
      status: 'new',
    })
  })
})

describe('country codes', () => {
  it.each(['en', 'ar'] as const)(
    'has 38 entries in %s: Kuwait first, the rest sorted, both +1',
    (locale) => {
      const list = countriesFor(locale)
      expect(list).toHaveLength(38)
      expect(list[0]).toMatchObject({ iso: 'KW', code: DEFAULT_COUNTRY_CODE })
      const names = list.slice(1).map((country) => country[locale])
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare))
      expect(
        list
          .filter((country) => country.code === '+1')
          .map((country) => country.iso)
          .sort(),
      ).toEqual(['CA', 'US'])
      expect(new Set(list.map((country) => country.iso)).size).toBe(38)
    },
  )
})
