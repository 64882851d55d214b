import type { ArrayField, Field, GroupField, SelectField, TextField, TextareaField } from 'payload'

import { iconSelect, leftToRight, localizedText, urlField } from '@/cms/fields'
import { SERVICE_ICON_NAMES } from '@/lib/icon-names'
import type { PageId } from '@/lib/routes'

/**
 * Field pieces the page blocks share. Every visitor-visible text is a
 * localized field; the structure (which items, their order, icons, images,
 * links) is shared by both languages, so English and Arabic always list the
 * same things.
 */

export const line = (name: string, label: string, required = false): TextField =>
  ({ ...localizedText(name, { required, maxLength: 400 }), label }) as TextField

export const paragraph = (name: string, label: string, required = false): TextareaField =>
  ({
    ...localizedText(name, { required, multiline: true, maxLength: 2000, rows: 3 }),
    label,
  }) as TextareaField

/** A list of short texts (bullets, tags): one localized line per item. */
export const textList = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  fields: [{ ...line('text', 'Text', true) }],
})

export const icon = (name = 'icon'): SelectField => ({
  ...iconSelect(name, SERVICE_ICON_NAMES, 'Sparkles'),
  required: true,
})

export const link = (name = 'url', description?: string) =>
  urlField(name, description ? { description } : {})

/** The company products of the site settings a block can point at. */
export const PRODUCTS = ['business_suite', 'property_management', 'kitchen', 'dining'] as const
export type ProductKey = (typeof PRODUCTS)[number]

const PRODUCT_LABELS: Record<ProductKey, string> = {
  business_suite: 'Business suite',
  property_management: 'Property management',
  kitchen: 'Kitchen',
  dining: 'Dining',
}

export const productSelect = (description: string): SelectField => ({
  name: 'product',
  type: 'select',
  options: PRODUCTS.map((value) => ({ label: PRODUCT_LABELS[value], value })),
  admin: { description },
})

/** A picture shipped under public/ with its size (no layout shift) and alt text. */
export const imageRef = (name = 'image'): GroupField => ({
  name,
  type: 'group',
  fields: [
    leftToRight({
      name: 'src',
      type: 'text',
      label: 'Picture path',
      required: true,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^\/[^/]/.test(value)) ||
        'Use a path on this site, e.g. /images/services/web-development/hero.webp.',
      admin: { description: 'Path of the picture on this site.' },
    }),
    {
      type: 'row',
      fields: [
        { name: 'width', type: 'number', required: true, min: 1 },
        { name: 'height', type: 'number', required: true, min: 1 },
      ],
    },
    line('alt', 'Alternative text', true),
  ],
})

/**
 * The heading a section block opens with. A block marked "continues" joins
 * the section above it (same background), its title then a sub-heading.
 */
export const sectionFields: Field[] = [
  {
    type: 'row',
    fields: [
      leftToRight({
        name: 'anchor',
        type: 'text',
        validate: (value: string | null | undefined) =>
          !value ||
          /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ||
          'Use lower-case letters, digits and single hyphens.',
        admin: { description: 'Link target on the page (#anchor).' },
      }),
      {
        name: 'tone',
        type: 'select',
        defaultValue: 'white',
        options: [
          { label: 'White', value: 'white' },
          { label: 'Tinted', value: 'surface' },
        ],
      },
      {
        name: 'continues',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Part of the section above (its title becomes a sub-heading).' },
      },
    ],
  },
  line('eyebrow', 'Eyebrow'),
  line('title', 'Title'),
  paragraph('lead', 'Lead'),
]

/** The shape `sectionFields` store, as a page reads them. */
export type SectionData = {
  anchor?: string | null
  tone?: 'white' | 'surface' | null
  continues?: boolean | null
  eyebrow?: string | null
  title?: string | null
  lead?: string | null
}

/** The site's fixed pages a button can lead to (lib/routes PAGES). */
const PAGE_TARGETS: Record<PageId, string> = {
  home: 'Home page',
  about: 'About us',
  whatWeDo: 'What we do',
  contact: 'Contact us',
  ourWork: 'Our work',
  blog: 'Blog',
  privacyPolicy: 'Privacy policy',
}

/** A button to one of the site's pages: its words per language and where it leads. */
export const pageLink = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        line('label', 'Button text'),
        {
          name: 'page',
          type: 'select',
          defaultValue: 'contact',
          options: (Object.keys(PAGE_TARGETS) as PageId[]).map((value) => ({
            label: PAGE_TARGETS[value],
            value,
          })),
          admin: { description: 'The page the button opens, in the visitor’s language.' },
        },
      ],
    },
  ],
  admin: { description: 'Left without text, the button is not shown.' },
})
