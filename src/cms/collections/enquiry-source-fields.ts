import type { Field } from 'payload'

import { nobodyField } from '../access'
import type { Bilingual } from '@/lib/bilingual'
import { DEVICES, UTM_KEYS, type Device } from '@/lib/attribution/fields'
import type { EnquirySource } from '@/lib/attribution/source'

/**
 * Where an enquiry came from (src/lib/attribution): stored with it by the
 * form, shown to sales, filterable in the inbox, in the CSV and the webhook
 * copy. Top-level fields in a collapsible, so the list can show and filter
 * each as a column of its own.
 */
export type SourceField = keyof EnquirySource

export const SOURCE_LABELS: Record<SourceField, Bilingual> = {
  landing_page: { en: 'Landing page', ar: 'صفحة الوصول' },
  form_page: { en: 'Sent from page', ar: 'أُرسل من صفحة' },
  referrer_host: { en: 'Referring site', ar: 'الموقع المُحيل' },
  utm_source: { en: 'Campaign source', ar: 'مصدر الحملة' },
  utm_medium: { en: 'Campaign medium', ar: 'وسيلة الحملة' },
  utm_campaign: { en: 'Campaign', ar: 'الحملة' },
  utm_term: { en: 'Campaign term', ar: 'كلمة الحملة' },
  utm_content: { en: 'Campaign content', ar: 'محتوى الحملة' },
  site_language: { en: 'Site language', ar: 'لغة الموقع' },
  device: { en: 'Device', ar: 'الجهاز' },
}

/** Every source field in the order staff read it: the CSV's and the webhook's order too. */
export const SOURCE_FIELDS: readonly SourceField[] = [
  'landing_page',
  'form_page',
  'referrer_host',
  ...UTM_KEYS,
  'site_language',
  'device',
]

export const DEVICE_LABELS: Record<Device, Bilingual> = {
  phone: { en: 'Phone', ar: 'هاتف' },
  tablet: { en: 'Tablet', ar: 'جهاز لوحي' },
  desktop: { en: 'Desktop', ar: 'حاسوب' },
}

export const LANGUAGE_LABELS: Record<'en' | 'ar', Bilingual> = {
  en: { en: 'English', ar: 'الإنجليزية' },
  ar: { en: 'Arabic', ar: 'العربية' },
}

const THIRD = '33.33%'
const HALF = '50%'

/** A stored source value as people read it: a device or language by its name, anything else as stored. */
export function sourceValueText(
  field: SourceField,
  value: unknown,
  language: 'en' | 'ar',
): unknown {
  const labels: Record<string, Bilingual> | undefined =
    field === 'device' ? DEVICE_LABELS : field === 'site_language' ? LANGUAGE_LABELS : undefined
  return typeof value === 'string' && labels && value in labels ? labels[value][language] : value
}

/** The source as the visitor's browser sent it: shown, never edited. */
const sent = { access: { update: nobodyField }, admin: { readOnly: true } }

/** Rows keep their columns even when a help text wraps (a third, or a half, each). */
const text = (name: SourceField, width: string, index = false): Field => ({
  name,
  type: 'text',
  label: SOURCE_LABELS[name],
  index,
  ...sent,
  // The tag's own name under its label: what marketing writes in campaign links.
  admin: {
    ...sent.admin,
    width,
    ...(name.startsWith('utm_')
      ? {
          description: {
            en: `The campaign link's ${name} tag`,
            ar: `الوسم ${name} في رابط الحملة`,
          },
        }
      : {}),
  },
})

export const sourceFields: Field = {
  type: 'collapsible',
  label: { en: 'Where it came from', ar: 'من أين جاء الطلب' },
  admin: { initCollapsed: false },
  fields: [
    {
      type: 'row',
      fields: [
        text('landing_page', THIRD),
        text('form_page', THIRD),
        text('referrer_host', THIRD, true),
      ],
    },
    {
      type: 'row',
      fields: [
        text('utm_source', THIRD, true),
        text('utm_medium', THIRD),
        text('utm_campaign', THIRD, true),
      ],
    },
    { type: 'row', fields: [text('utm_term', HALF), text('utm_content', HALF)] },
    {
      type: 'row',
      fields: [
        {
          name: 'site_language',
          type: 'select',
          label: SOURCE_LABELS.site_language,
          ...sent,
          admin: { ...sent.admin, width: HALF },
          options: (['en', 'ar'] as const).map((value) => ({
            value,
            label: LANGUAGE_LABELS[value],
          })),
        },
        {
          name: 'device',
          type: 'select',
          label: SOURCE_LABELS.device,
          ...sent,
          admin: { ...sent.admin, width: HALF },
          options: DEVICES.map((value) => ({ value, label: DEVICE_LABELS[value] })),
        },
      ],
    },
  ],
}
