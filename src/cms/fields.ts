import type {
  CollectionSlug,
  EmailField,
  Field,
  NumberField,
  PayloadRequest,
  SelectField,
  TextField,
  TextareaField,
  UploadField,
} from 'payload'

import { upload as uploadRule } from 'payload/shared'

import { ICON_LABELS } from '@/lib/icon-labels'
import type { IconName } from '@/lib/icon-names'
import { isSafeUrl } from '@/lib/safe-url'
import type { Bilingual } from '@/lib/bilingual'
import { sentences } from './admin-labels/bilingual'
import { siteMessage } from './admin-labels/messages'
import { copySlugOnDuplicate } from './copy-slug'
import { slugRule } from './slug-rule'

type ValidateOptions = { req?: Partial<PayloadRequest> }

/** The class custom.scss reads left to right in the Arabic admin (inputs and list cells). */
export const LEFT_TO_RIGHT_CLASS = 'left-to-right'

/**
 * A value that reads left to right in either admin language: phone numbers,
 * e-mails, links, slugs, hex colours. Its input gets LEFT_TO_RIGHT_CLASS and
 * its list cell Payload's own cell isolated left to right; without it, the
 * Arabic admin shows "+965 2220 4400" as "4400 2220 965+".
 */
export function leftToRight<T extends TextField | EmailField>(field: T): T {
  const admin = (field.admin ?? {}) as NonNullable<T['admin']> & {
    className?: string
    components?: Record<string, unknown>
  }
  return {
    ...field,
    admin: {
      ...admin,
      className: [admin.className, LEFT_TO_RIGHT_CLASS].filter(Boolean).join(' '),
      components: { ...admin.components, Cell: '@/cms/components/LeftToRightCell' },
    },
  }
}

/** The help every required localized text opens with. */
const REQUIRED_IN_ENGLISH: Bilingual = {
  en: 'Required in English; Arabic falls back to English when empty.',
  ar: 'مطلوب بالإنجليزية؛ وإذا تُرك النص العربي فارغًا يُعرض النص الإنجليزي.',
}

/**
 * A text that exists in English and Arabic (stored as `x`, with `x_ar` as its Arabic locale).
 * "Required" means required in English only: an empty Arabic value is valid
 * and falls back to English (docs/PRODUCT.md, Languages, numbers and dates).
 */
export const localizedText = (
  name: string,
  options: {
    label: Bilingual
    required?: boolean
    multiline?: boolean
    maxLength?: number
    description?: Bilingual
    rows?: number
  },
): TextField | TextareaField => {
  const { required = false, maxLength } = options
  const validate = (value: unknown, { req }: ValidateOptions) => {
    const text = typeof value === 'string' ? value : ''
    if (required && (req?.locale ?? 'en') === 'en' && !text.trim())
      return siteMessage(req, 'requiredInEnglish')
    if (maxLength && text.length > maxLength)
      return siteMessage(req, 'atMostCharacters', { max: maxLength })
    return true
  }
  const description = sentences(required && REQUIRED_IN_ENGLISH, options.description)
  return {
    name,
    type: options.multiline ? 'textarea' : 'text',
    localized: true,
    validate,
    label: options.label,
    admin: {
      ...(description ? { description } : {}),
      ...(options.multiline ? { rows: options.rows } : {}),
      // In the Arabic list an empty Arabic value shows its English, as the site does.
      components: { Cell: '@/cms/components/LocalizedTextCell' },
    },
  } as TextField | TextareaField
}

/**
 * Where an entry stands in its collection's order (lower first). A new entry
 * goes to the end: one after the last, so adding a slide or a service never
 * puts it in front of the others by surprise.
 */
export const displayOrder = (slug: CollectionSlug): NumberField => ({
  name: 'display_order',
  label: { en: 'Display order', ar: 'ترتيب العرض' },
  type: 'number',
  required: true,
  defaultValue: (async ({ req }: { req: PayloadRequest }) => {
    const { docs } = await req.payload.find({
      collection: slug,
      sort: '-display_order',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const last = Number((docs[0] as { display_order?: unknown } | undefined)?.display_order)
    return Number.isFinite(last) ? Math.floor(last) + 1 : 0
  }) as unknown as NumberField['defaultValue'],
  index: true,
  admin: {
    position: 'sidebar',
    description: {
      en: 'Lower numbers are shown first. A new entry comes last.',
      ar: 'تُعرض الأرقام الأصغر أولًا. يأتي كل عنصر جديد في آخر الترتيب.',
    },
  },
})

/** A sidebar switch, on by default, for whether an entry shows on the site. */
const shownSwitch = (name: string, label: Bilingual, description: Bilingual): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar', description },
})

export const isActive = shownSwitch(
  'is_active',
  { en: 'Active', ar: 'مفعّل' },
  {
    en: 'Only active entries are shown on the public site.',
    ar: 'لا يظهر في الموقع إلا ما كان مفعّلًا.',
  },
)

/** A feature card's own switch (the home page shows published, active ones). */
export const featureStatus = shownSwitch(
  'status',
  { en: 'Status', ar: 'الحالة' },
  { en: 'Published: shown on the home page.', ar: 'منشورة: تظهر في الصفحة الرئيسية.' },
)

/** A logo: a built-in logo's name or path, or the address of one on another site. */
export const logoLinkField = (description: Bilingual): TextField =>
  leftToRight({
    name: 'logo_url',
    label: { en: 'Logo link', ar: 'رابط الشعار' },
    type: 'text',
    admin: { description },
  })

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** A CSS colour as the site renders it (hex only: safe to put in a style attribute). */
export const colorField = (name: string, label: Bilingual, defaultValue?: string): TextField =>
  leftToRight({
    name,
    label,
    type: 'text',
    defaultValue,
    validate: (value: string | null | undefined, { req }: ValidateOptions) =>
      !value || HEX.test(value) || siteMessage(req, 'hexColour'),
    admin: {
      description: { en: 'Hex colour, e.g. #0F766E', ar: 'لون بالترميز الست عشري، مثل ‎#0F766E' },
    },
  })

/** Icons are offered by their own names, the same in both admin languages. */
export const iconSelect = (
  name: string,
  label: Bilingual,
  icons: readonly IconName[],
  defaultValue: IconName,
): SelectField => ({
  name,
  label,
  type: 'select',
  // Staff choose by what an icon shows, and see it drawn; the stored value is its code name.
  options: icons.map((value) => ({ value, label: ICON_LABELS[value] })),
  defaultValue,
  admin: { components: { afterInput: ['@/cms/components/IconPreview'] } },
})

type LeftToRightTextOptions = { label: Bilingual; required?: boolean; description?: Bilingual }

/** A text field whose value reads left to right in either admin language. */
const leftToRightText = (
  name: string,
  options: LeftToRightTextOptions,
  validate?: (value: string | null | undefined, args: ValidateOptions) => string | true,
): TextField =>
  leftToRight({
    name,
    label: options.label,
    type: 'text',
    required: options.required ?? false,
    ...(options.description ? { admin: { description: options.description } } : {}),
    ...(validate ? { validate } : {}),
  })

/** A link a visitor may follow: absolute http(s), site-relative, mailto/tel or an anchor. */
export const urlField = (name: string, options: LeftToRightTextOptions): TextField =>
  leftToRightText(
    name,
    options,
    (value, { req }) => !value || isSafeUrl(value) || siteMessage(req, 'linkAddressOrPath'),
  )

/**
 * A file of one media bucket. Payload checks that a chosen id names a file
 * only for fields with `filterOptions`, so each has one that hides nothing:
 * an id of no file (deleted meanwhile, or sent through the API) is then a
 * field error, not a failed foreign key answered with a 500.
 */
export const uploadField = (
  name: string,
  bucket: CollectionSlug,
  label: Bilingual,
  {
    validate,
    ...options
  }: Partial<Pick<UploadField, 'required' | 'admin'>> & {
    /** A rule of the field's own, checked before Payload's (which then checks the file exists). */
    validate?: (value: unknown, args: Parameters<typeof uploadRule>[1]) => true | string
  } = {},
): UploadField =>
  ({
    name,
    label,
    type: 'upload',
    relationTo: bucket,
    filterOptions: () => true,
    ...options,
    ...(validate
      ? {
          validate: (value: unknown, args: Parameters<typeof uploadRule>[1]) => {
            const own = validate(value, args)
            return own === true ? uploadRule(value as never, args) : own
          },
        }
      : {}),
  }) as UploadField

/**
 * A picture: a file from one of the media buckets, or, when none is
 * uploaded, a link (`image_url`, which the media import copies in on save).
 * `missing` names what was not uploaded: { en: 'cover image', ar: 'صورة غلاف' }.
 */
export const pictureFields = (
  name: string,
  bucket: CollectionSlug,
  label: Bilingual,
  missing: Bilingual,
): Field[] => [
  uploadField(name, bucket, label),
  urlField('image_url', {
    label: { en: 'Image link', ar: 'رابط الصورة' },
    description: {
      en: `Used only when no ${missing.en} is uploaded.`,
      ar: `يُستخدم فقط إذا لم تُرفع ${missing.ar}.`,
    },
  }),
]

export const slugField = (description: Bilingual): TextField =>
  leftToRight({
    name: 'slug',
    label: { en: 'Slug', ar: 'المعرّف في العنوان (slug)' },
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: slugRule('slugForm'),
    hooks: { beforeDuplicate: [copySlugOnDuplicate] },
    admin: { description },
  })

/** A phone number as staff type it, international format (shown left to right). */
export const phoneField = (name: string, options: LeftToRightTextOptions): TextField =>
  leftToRightText(name, options)
