import type {
  EmailField,
  Field,
  NumberField,
  PayloadRequest,
  SelectField,
  TextField,
  TextareaField,
} from 'payload'

import { isSafeUrl } from '@/lib/safe-url'
import { adminMessage } from './admin-labels'

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

/**
 * A text that exists in English and Arabic (stored as `x`, with `x_ar` as its Arabic locale).
 * "Required" means required in English only: an empty Arabic value is valid
 * and falls back to English (docs/PRODUCT.md, Languages, numbers and dates).
 */
export const localizedText = (
  name: string,
  options: {
    required?: boolean
    multiline?: boolean
    maxLength?: number
    label?: string
    description?: string
    rows?: number
  } = {},
): TextField | TextareaField => {
  const { required = false, maxLength } = options
  const validate = (value: unknown, { req }: ValidateOptions) => {
    const text = typeof value === 'string' ? value : ''
    if (required && (req?.locale ?? 'en') === 'en' && !text.trim())
      return adminMessage(req, 'This field is required in English.')
    if (maxLength && text.length > maxLength)
      return req?.i18n?.language === 'ar'
        ? `استخدم ${maxLength} حرفًا على الأكثر.`
        : `Use at most ${maxLength} characters.`
    return true
  }
  const description = [
    required ? 'Required in English; Arabic falls back to English when empty.' : '',
    options.description,
  ]
    .filter(Boolean)
    .join(' ')
  return {
    name,
    type: options.multiline ? 'textarea' : 'text',
    localized: true,
    validate,
    ...(options.label ? { label: options.label } : {}),
    admin: {
      ...(description ? { description } : {}),
      ...(options.multiline ? { rows: options.rows } : {}),
      // In the Arabic list an empty Arabic value shows its English, as the site does.
      components: { Cell: '@/cms/components/LocalizedTextCell' },
    },
  } as TextField | TextareaField
}

export const displayOrder: NumberField = {
  name: 'display_order',
  type: 'number',
  required: true,
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
}

export const isActive: Field = {
  name: 'is_active',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar', description: 'Only active entries are shown on the public site.' },
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** A CSS colour as the site renders it (hex only: safe to put in a style attribute). */
export const colorField = (name: string, defaultValue?: string): TextField =>
  leftToRight({
    name,
    type: 'text',
    defaultValue,
    validate: (value: string | null | undefined, { req }: ValidateOptions) =>
      !value || HEX.test(value) || adminMessage(req, 'Use a hex colour such as #0F766E.'),
    admin: { description: 'Hex colour, e.g. #0F766E' },
  })

export const iconSelect = (
  name: string,
  icons: readonly string[],
  defaultValue: string,
): SelectField => ({
  name,
  type: 'select',
  options: icons.map((icon) => ({ label: icon, value: icon })),
  defaultValue,
})

type LeftToRightTextOptions = { required?: boolean; description?: string }

/** A text field whose value reads left to right in either admin language. */
const leftToRightText = (
  name: string,
  options: LeftToRightTextOptions,
  validate?: (value: string | null | undefined, args: ValidateOptions) => string | true,
): TextField =>
  leftToRight({
    name,
    type: 'text',
    required: options.required ?? false,
    ...(options.description ? { admin: { description: options.description } } : {}),
    ...(validate ? { validate } : {}),
  })

/** A link a visitor may follow: absolute http(s), site-relative, mailto/tel or an anchor. */
export const urlField = (name: string, options: LeftToRightTextOptions = {}): TextField =>
  leftToRightText(
    name,
    options,
    (value, { req }) =>
      !value ||
      isSafeUrl(value) ||
      adminMessage(req, 'Use a full address (https://…) or a path on this site (/contact).'),
  )

export const slugField = (description: string): TextField =>
  leftToRight({
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: string | null | undefined, { req }: ValidateOptions) =>
      (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
      adminMessage(
        req,
        'Use lower-case letters, digits and single hyphens (e.g. web-development).',
      ),
    admin: { description },
  })

/** A phone number as staff type it, international format (shown left to right). */
export const phoneField = (name: string, options: LeftToRightTextOptions = {}): TextField =>
  leftToRightText(name, options)
