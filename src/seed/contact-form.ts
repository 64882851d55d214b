import type { Payload } from 'payload'

import ar from '@/i18n/messages/ar/contact.json'
import en from '@/i18n/messages/en/contact.json'
import { EMPLOYEE_RANGES, LIMITS } from '@/lib/contact/fields'
import { inLocale } from '@/content/service-pages/types'
import type { SeedResult } from './types'
import { seedRecord } from './upsert'

const words = (key: keyof typeof en.form & keyof typeof ar.form) => ({
  en: en.form[key] as string,
  ar: ar.form[key] as string,
})

/**
 * The contact page's enquiry form as a form staff can edit: the fields, rules
 * and words the form had while it was code. Each field is named after the
 * inbox column it fills (src/lib/forms/submit.ts), so its enquiries are listed
 * and exported exactly as before.
 */
export const CONTACT_FORM = {
  site_form: 'contact',
  title: { en: 'Contact form', ar: 'نموذج التواصل' },
  submitLabel: words('send'),
  fields: [
    { kind: 'text', name: 'name', label: words('name'), required: true, maxLength: LIMITS.name },
    {
      kind: 'email',
      name: 'email',
      label: words('email'),
      required: true,
      maxLength: LIMITS.email,
    },
    { kind: 'phone', name: 'mobile', label: words('mobile'), required: true },
    {
      kind: 'text',
      name: 'company',
      label: words('company'),
      required: true,
      maxLength: LIMITS.company,
    },
    {
      kind: 'choice',
      name: 'employees',
      label: words('employees'),
      display: 'select',
      placeholder: words('employeesPrompt'),
      options: EMPLOYEE_RANGES.map((range) => ({ value: range, label: { en: range, ar: range } })),
    },
    {
      kind: 'text',
      name: 'subject',
      label: words('subject'),
      required: true,
      maxLength: LIMITS.subject,
    },
    { kind: 'textarea', name: 'message', label: words('message'), maxLength: LIMITS.message },
  ],
}

/**
 * Writes the contact form once, on a new site and on one upgraded from before
 * the form was content; the enquiries such a site already holds are then
 * listed under it, as every later one is. Never touches a form staff edited.
 */
export async function seedContactForm(payload: Payload, result: SeedResult): Promise<number> {
  const before = result.created
  const id = (await seedRecord(
    payload,
    result,
    'forms',
    { site_form: { equals: CONTACT_FORM.site_form } },
    {
      en: inLocale(CONTACT_FORM, 'en') as Record<string, unknown>,
      ar: inLocale(CONTACT_FORM, 'ar') as Record<string, unknown>,
    },
  )) as number
  if (result.created > before)
    await payload.db.updateMany({
      collection: 'contact-submissions',
      where: { form: { exists: false } },
      data: { form: id },
    })
  return id
}
