import { describe, expect, it } from 'vitest'

import { EMPLOYEE_RANGES, LIMITS } from '@/lib/contact/fields'
import { toPublicForm } from '@/lib/forms/public-form'
import { formEnquiry } from '@/lib/forms/submit'
import { postedFrom, validateForm } from '@/lib/forms/validate'
import type { Form } from '@/payload-types'
import { CONTACT_FORM } from '@/seed/contact-form'
import { inLocale } from '@/content/service-pages/types'

/** The seeded contact form as the site reads it in one language. */
const contactForm = (locale: 'en' | 'ar') =>
  toPublicForm({ id: 7, ...(inLocale(CONTACT_FORM, locale) as object) } as Form, locale)

const valid = {
  name: 'Ahmad',
  mobile__country: 'KW',
  mobile: '55512345',
  email: 'ahmad@example.com',
  company: 'Acme',
  employees: '',
  subject: 'Hello',
  message: '',
}

const check = (input: Record<string, string | string[]>) =>
  validateForm(contactForm('en').fields, postedFrom(input))
const errorsOf = (input: Record<string, string | string[]>) => {
  const result = check(input)
  return result.ok ? {} : result.errors
}

describe('the contact form, seeded as a form staff edit', () => {
  it('has the fields it had as code, in order, with their words in both languages', () => {
    const en = contactForm('en')
    const ar = contactForm('ar')
    expect(en.siteForm).toBe('contact')
    expect(en.fields.map((field) => [field.name, field.kind, Boolean(field.required)])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['mobile', 'phone', true],
      ['company', 'text', true],
      ['employees', 'choice', false],
      ['subject', 'text', true],
      ['message', 'textarea', false],
    ])
    expect(en.fields.map((field) => field.label)).toEqual([
      'Name',
      'E-mail',
      'Mobile',
      'Company',
      'Employees',
      'Subject',
      'Message',
    ])
    expect(ar.fields.map((field) => field.label)).toEqual([
      'الاسم',
      'البريد الإلكتروني',
      'رقم الجوال',
      'الشركة',
      'عدد الموظفين',
      'الموضوع',
      'الرسالة',
    ])
    expect(en.submitLabel).toBe('Send')
    expect(ar.submitLabel).toBe('إرسال')
    expect(en.fields[4]!.placeholder).toBe('Select company size')
    expect(en.fields[4]!.options!.map((option) => option.value)).toEqual([...EMPLOYEE_RANGES])
  })

  it('accepts the valid cases: optional employees and message empty or filled', () => {
    expect(check(valid).ok).toBe(true)
    for (const employees of EMPLOYEE_RANGES)
      expect(check({ ...valid, employees, message: 'Line one\n\nLine two' }).ok).toBe(true)
    expect(check({ ...valid, name: 'محمد العتيبي', company: 'شركة الخليج' }).ok).toBe(true)
  })

  it('requires name, mobile, e-mail, company and subject', () => {
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

  it('refuses a malformed e-mail and one that would add fields to a mailto: link', () => {
    for (const email of [
      'plain',
      'a@b',
      'a @b.com',
      '@example.com',
      'reply?cc=boss@example.com',
      'x&subject=Invoice@example.com',
      'reply%3Fcc%3Dboss@example.com',
      'reply#cut@example.com',
    ])
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'email' })
    expect(errorsOf({ ...valid, email: "o'brien+tag=1@example.com" })).toEqual({})
  })

  it('refuses letters and lengths outside 4-15 digits in the mobile, an unknown country or size', () => {
    expect(errorsOf({ ...valid, mobile: '5551abcd' })).toEqual({ mobile: 'mobile' })
    expect(errorsOf({ ...valid, mobile: '123' })).toEqual({ mobile: 'mobile' })
    expect(errorsOf({ ...valid, mobile: '1234567890123456' })).toEqual({ mobile: 'mobile' })
    expect(errorsOf({ ...valid, mobile__country: 'XX' })).toEqual({ mobile: 'countryCode' })
    expect(errorsOf({ ...valid, employees: '1000+' })).toEqual({ employees: 'choice' })
  })

  it('refuses over-long answers and control characters (line breaks only in the message)', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(LIMITS.name + 1) })).toEqual({ name: 'tooLong' })
    expect(errorsOf({ ...valid, message: 'x'.repeat(LIMITS.message + 1) })).toEqual({
      message: 'tooLong',
    })
    expect(errorsOf({ ...valid, subject: 'Hi\u0000there' })).toEqual({
      subject: 'controlCharacters',
    })
    expect(errorsOf({ ...valid, name: 'Two\nlines' })).toEqual({ name: 'controlCharacters' })
    expect(check({ ...valid, message: 'a\r\nb\tc' }).ok).toBe(true)
  })

  it('fills the inbox columns it always filled, and keeps every answer with its words', () => {
    const result = check({
      ...valid,
      mobile__country: 'CA',
      mobile: '416 555-0000',
      employees: '11-50',
    })
    if (!result.ok) throw new Error('expected valid')
    const record = formEnquiry(contactForm('en'), result.answers, new Date('2026-11-22T10:00:00Z'))
    expect(record.answers.map((answer) => [answer.label, answer.value])).toEqual([
      ['Name', 'Ahmad'],
      ['E-mail', 'ahmad@example.com'],
      ['Mobile', '+1 4165550000'],
      ['Company', 'Acme'],
      ['Employees', '11-50'],
      ['Subject', 'Hello'],
      ['Message', ''],
    ])
    expect({ ...record, answers: undefined }).toEqual({
      form: 7,
      answers: undefined,
      name: 'Ahmad',
      email: 'ahmad@example.com',
      full_mobile: '+1 4165550000',
      country_code: '+1',
      mobile: '4165550000',
      company: 'Acme',
      employees: '11-50',
      subject: 'Hello',
      message: '',
      submitted_at: '2026-11-22T10:00:00.000Z',
      status: 'new',
    })
  })
})
