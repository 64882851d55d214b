import type {
  ArrayField,
  GroupField,
  NumberField,
  SelectField,
  TextField,
  TextareaField,
  UploadField,
} from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { siteMessage } from '@/cms/admin-labels/messages'
import { choice } from '@/cms/choice-field'
import { iconSelect, localizedText, uploadField, urlField } from '@/cms/fields'
import { routing } from '@/i18n/routing'
import { SERVICE_ICON_NAMES } from '@/lib/icon-names'
import { linkTarget } from '@/cms/link-field'

/**
 * Field pieces the page blocks share. Every visitor-visible text is a
 * localized field; the structure (which items, their order, icons, images,
 * links) is shared by both languages, so English and Arabic always list the
 * same things.
 */

export const line = (name: string, label: Bilingual, required = false): TextField =>
  localizedText(name, { label, required, maxLength: 400 }) as TextField

export const paragraph = (name: string, label: Bilingual, required = false): TextareaField =>
  localizedText(name, {
    label,
    required,
    multiline: true,
    maxLength: 2000,
    rows: 3,
  }) as TextareaField

/** A list of short texts (bullets, tags): one localized line per item. */
export const textList = (name: string, label: Bilingual, singular: Bilingual): ArrayField => ({
  name,
  label,
  labels: { singular, plural: label },
  type: 'array',
  fields: [{ ...line('text', { en: 'Text', ar: 'النص' }, true) }],
})

/** A required whole count from one up (pixels, weeks). */
export const count = (name: string, label: Bilingual): NumberField => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 1,
})

export const icon = (name = 'icon'): SelectField => ({
  ...iconSelect(name, { en: 'Icon', ar: 'الأيقونة' }, SERVICE_ICON_NAMES, 'Sparkles'),
  required: true,
})

export const link = (
  name = 'url',
  description?: Bilingual,
  label: Bilingual = { en: 'Link', ar: 'الرابط' },
) => urlField(name, { label, description })

/** The company products of the site settings a block can point at. */
export const PRODUCTS = ['business_suite', 'property_management', 'kitchen', 'dining'] as const
export type ProductKey = (typeof PRODUCTS)[number]

const PRODUCT_LABELS: Record<ProductKey, Bilingual> = {
  business_suite: { en: 'Business suite', ar: 'حزمة الأعمال' },
  property_management: { en: 'Property management', ar: 'إدارة العقارات' },
  kitchen: { en: 'Kitchen', ar: 'المطبخ' },
  dining: { en: 'Dining', ar: 'المطاعم' },
}

export const productSelect = (description: Bilingual): SelectField => ({
  name: 'product',
  label: { en: 'Product', ar: 'المنتج' },
  type: 'select',
  options: PRODUCTS.map((value) => ({ label: PRODUCT_LABELS[value], value })),
  admin: { description },
})

/**
 * Set in the context of a write by a migration step that writes a page as it
 * was first written, before block pictures were uploads and buttons chose any
 * page: its pictures and its buttons' pages go into the columns of that day
 * afterwards (cms/migrations/data/as-first-written.ts).
 */
export const AS_FIRST_WRITTEN = 'asFirstWritten'

/**
 * A picture of Page images, chosen per language: the Arabic page shows an
 * Arabic screen where there is one (the seeded mock-ups have right-to-left
 * twins), and English's picture where none is chosen (the locale fallback).
 * So it is needed in English only. Its size, alt text and focal point come
 * with the upload.
 */
export const pagePicture = (
  name = 'image',
  label: Bilingual = { en: 'Image', ar: 'الصورة' },
): UploadField => ({
  ...uploadField(name, 'page-images', label, {
    validate: (value, { req }) =>
      value != null ||
      (req?.locale ?? routing.defaultLocale) !== routing.defaultLocale ||
      req?.context?.[AS_FIRST_WRITTEN]
        ? true
        : siteMessage(req, 'pictureInEnglish'),
    admin: {
      description: {
        en: 'Arabic pages show this picture too, unless you choose another in Arabic.',
        ar: 'تعرض الصفحات العربية هذه الصورة أيضًا، ما لم تختر لها صورة أخرى بالعربية.',
      },
    },
  }),
  localized: true,
})

/** A logo of Page images, the same in both languages (a partner's wordmark). */
export const logoPicture = (): UploadField =>
  uploadField(
    'image',
    'page-images',
    { en: 'Logo', ar: 'الشعار' },
    {
      validate: (value, { req }) =>
        value != null || req?.context?.[AS_FIRST_WRITTEN] ? true : siteMessage(req, 'logoNeeded'),
    },
  )

/**
 * A button: its words per language and where it leads, chosen as a menu link
 * is (cms/link-field.ts): any page, service, success story or blog post of
 * the site, whose address it follows, or another website. Left without text
 * it is not shown, and needs no target.
 */
export const pageLink = (name: string, label: Bilingual): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    line('label', { en: 'Button text', ar: 'نص الزر' }),
    ...linkTarget(
      (sibling, req) => Boolean(sibling.label?.trim()) && !req?.context?.[AS_FIRST_WRITTEN],
    ),
  ],
  admin: {
    description: {
      en: 'Left without text, the button is not shown. It opens in the visitor’s language.',
      ar: 'إذا تُرك بلا نص لا يظهر الزر. ويفتح بلغة الزائر.',
    },
  },
})

const FRAMES = {
  browser: { en: 'Browser', ar: 'متصفح' },
  phone: { en: 'Phone', ar: 'هاتف' },
  tablet: { en: 'Tablet', ar: 'جهاز لوحي' },
}

/** The device a mock-up or screenshot is framed in; `bare` adds "no frame". */
export const frameChoice = ({ bare = false } = {}) =>
  choice(
    'frame',
    { en: 'Frame', ar: 'الإطار' },
    bare ? { ...FRAMES, none: { en: 'No frame', ar: 'بلا إطار' } } : FRAMES,
    { defaultValue: 'browser', required: true },
  )
