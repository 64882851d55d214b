import { describe, expect, it } from 'vitest'

import enContact from '@/i18n/messages/en/contact.json'
import arContact from '@/i18n/messages/ar/contact.json'
import { FIELD_KINDS, type FormFieldDefinition } from '@/lib/forms/definition'
import { fieldErrorText, postedFrom, validateForm } from '@/lib/forms/validate'

const field = (kind: FormFieldDefinition['kind'], more: Partial<FormFieldDefinition> = {}) =>
  ({ kind, name: kind, label: kind, required: true, ...more }) as FormFieldDefinition

const check = (
  fields: FormFieldDefinition[],
  posted: Record<string, string | string[]>,
  files: Record<string, { name: string; size: number }> = {},
) => validateForm(fields, postedFrom(posted), (name) => files[name] ?? null)

const errorsOf = (fields: FormFieldDefinition[], posted: Record<string, string | string[]>) => {
  const result = check(fields, posted)
  return result.ok ? {} : result.errors
}

describe('validation built from a form definition', () => {
  it('asks for every required field of every kind, and accepts them all filled', () => {
    const fields = FIELD_KINDS.map((kind) =>
      field(kind, {
        options: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ],
      }),
    )
    const empty = errorsOf(fields, {})
    expect(Object.keys(empty).sort()).toEqual([...FIELD_KINDS].sort())
    expect(empty.consent).toBe('consent')
    expect(empty.text).toBe('required')

    const filled = check(
      fields,
      {
        text: ' Sara ',
        textarea: 'Line one\r\nLine two',
        email: 'sara@example.com',
        phone: '5555 1234',
        phone__country: 'AE',
        number: '12',
        date: '2026-12-01',
        choice: 'b',
        checkboxes: ['b', 'a', 'b'],
        consent: 'on',
      },
      { file: { name: 'cv.pdf', size: 2048 } },
    )
    expect(filled).toEqual({
      ok: true,
      answers: {
        text: 'Sara',
        textarea: 'Line one\nLine two',
        email: 'sara@example.com',
        phone: '+971 55551234',
        number: '12',
        date: '2026-12-01',
        choice: 'b',
        // In the form's order, each once.
        checkboxes: ['a', 'b'],
        consent: 'yes',
        // The visitor's name for the file; the file is stored beside the answers.
        file: 'cv.pdf',
      },
    })
  })

  it('lets optional fields stay empty', () => {
    const fields = (
      ['text', 'email', 'phone', 'number', 'date', 'choice', 'checkboxes'] as const
    ).map((kind) => field(kind, { required: false }))
    expect(check(fields, {})).toEqual({
      ok: true,
      answers: { text: '', email: '', phone: '', number: '', date: '', choice: '', checkboxes: [] },
    })
  })

  it('holds text to its limits, its pattern and the ceiling whatever the form says', () => {
    const name = field('text', { minLength: 3, maxLength: 10 })
    expect(errorsOf([name], { text: 'ab' })).toEqual({ text: 'tooShort' })
    expect(errorsOf([name], { text: 'a'.repeat(11) })).toEqual({ text: 'tooLong' })
    expect(errorsOf([name], { text: 'abc\u0007' })).toEqual({ text: 'controlCharacters' })
    const huge = field('text', { maxLength: 1_000_000 })
    expect(errorsOf([huge], { text: 'a'.repeat(501) })).toEqual({ text: 'tooLong' })
    expect(errorsOf([field('textarea')], { textarea: 'a'.repeat(5001) })).toEqual({
      textarea: 'tooLong',
    })

    const linkedIn = field('text', { pattern: 'https://(www\\.)?linkedin\\.com/.+' })
    expect(errorsOf([linkedIn], { text: 'https://linkedin.com/in/sara' })).toEqual({})
    // The whole answer must match, not a part of it.
    expect(errorsOf([linkedIn], { text: 'see https://linkedin.com/in/sara' })).toEqual({
      text: 'pattern',
    })
    // A pattern that does not compile never blocks a visitor.
    expect(errorsOf([field('text', { pattern: '(' })], { text: 'anything' })).toEqual({})
  })

  it('checks e-mail, phone, number, date and choices', () => {
    expect(errorsOf([field('email')], { email: 'not an address' })).toEqual({ email: 'email' })
    expect(errorsOf([field('phone')], { phone: '12' })).toEqual({ phone: 'mobile' })
    expect(errorsOf([field('phone')], { phone: '12345678', phone__country: 'XX' })).toEqual({
      phone: 'countryCode',
    })
    // Kuwait unless told otherwise, as on the contact form.
    expect(check([field('phone')], { phone: '9999-0000' })).toEqual({
      ok: true,
      answers: { phone: '+965 99990000' },
    })
    const years = field('number', { min: 0, max: 50 })
    expect(errorsOf([years], { number: '1e3' })).toEqual({ number: 'number' })
    expect(errorsOf([years], { number: '-1' })).toEqual({ number: 'tooSmall' })
    expect(errorsOf([years], { number: '51' })).toEqual({ number: 'tooLarge' })
    expect(errorsOf([field('date')], { date: '2026-02-30' })).toEqual({ date: 'date' })
    expect(errorsOf([field('date')], { date: '01/12/2026' })).toEqual({ date: 'date' })
    const options = [{ value: 'a', label: 'A' }]
    expect(errorsOf([field('choice', { options })], { choice: 'z' })).toEqual({ choice: 'choice' })
    expect(errorsOf([field('checkboxes', { options })], { checkboxes: ['a', 'z'] })).toEqual({
      checkboxes: 'choice',
    })
    expect(errorsOf([field('consent')], { consent: 'no' })).toEqual({ consent: 'consent' })
  })

  it('never reads inputs the form does not have', () => {
    expect(check([field('text')], { text: 'Sara', role: 'admin', __proto__: 'x' })).toEqual({
      ok: true,
      answers: { text: 'Sara' },
    })
  })

  it('reads several values of one input from a post', () => {
    const data = new FormData()
    data.append('checkboxes', 'a')
    data.append('checkboxes', 'b')
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]
    expect(validateForm([field('checkboxes', { options })], postedFrom(data))).toEqual({
      ok: true,
      answers: { checkboxes: ['a', 'b'] },
    })
  })

  it('says each problem in English and Arabic, with the field’s own limits and pattern message', () => {
    const name = field('text', { maxLength: 80 })
    // A built form's copy: the contact form's sentences, with the ones that name limits.
    const en: Record<string, string> = { ...enContact.form.errors, ...enContact.form.fieldErrors }
    const ar: Record<string, string> = { ...arContact.form.errors, ...arContact.form.fieldErrors }
    expect(fieldErrorText(name, 'tooLong', en, '')).toBe('Use at most 80 characters.')
    expect(fieldErrorText(name, 'tooLong', ar, '')).toBe('استخدم 80 حرفًا على الأكثر.')
    const years = field('number', { min: 1, max: 40 })
    expect(fieldErrorText(years, 'tooLarge', en, '')).toBe('Enter a number no greater than 40.')
    expect(fieldErrorText(years, 'tooSmall', ar, '')).toBe('أدخل عددًا لا يقل عن 1.')
    const patterned = field('text', { pattern: '\\d+', patternMessage: 'أرقام فقط' })
    expect(fieldErrorText(patterned, 'pattern', ar, '')).toBe('أرقام فقط')
    // Every code the rules give has a sentence in both languages.
    const codes = [
      'required',
      'tooLong',
      'tooShort',
      'email',
      'mobile',
      'countryCode',
      'number',
      'tooSmall',
      'tooLarge',
      'date',
      'choice',
      'pattern',
      'consent',
      'controlCharacters',
    ]
    for (const code of codes) {
      expect(en[code], code).toBeTruthy()
      expect(ar[code], code).toBeTruthy()
    }
  })
})
