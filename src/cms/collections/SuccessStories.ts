import type { CollectionConfig, Field } from 'payload'

import { STORY_ICON_FALLBACK, STORY_ICON_NAMES } from '@/lib/icon-names'
import { activeOrStaff, staffWrites } from '../access'
import {
  colorField,
  displayOrder,
  iconSelect,
  isActive,
  leftToRight,
  localizedText,
  slugField,
  urlField,
} from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

/**
 * The original success_stories (header listing) and success_stories_content (the
 * story page) share a slug and an is_active flag; they are one document here,
 * with the page content in its own tabs.
 */
const iconAndColour: Field[] = [
  iconSelect('icon', STORY_ICON_NAMES, STORY_ICON_FALLBACK),
  colorField('color', '#0F766E'),
]

/** Array rows headed by their content (cms/components/ArrayRowLabel.tsx). */
const rowLabel = (singular: { en: string; ar: string }, fields?: string[]) => ({
  components: {
    RowLabel: { path: '@/cms/components/ArrayRowLabel', clientProps: { singular, fields } },
  },
})

const listing: Field[] = [
  slugField('Address of the story page: /success-stories/<slug>.'),
  localizedText('title', { required: true, maxLength: 160 }),
  localizedText('description', { multiline: true, maxLength: 600 }),
  urlField('external_url'),
  localizedText('external_button_text', {
    maxLength: 60,
    description: 'Label of the external link; “Try now” when empty.',
  }),
  leftToRight({
    name: 'logo_url',
    type: 'text',
    admin: {
      description:
        'A built-in logo path (/logos/business-suite.svg, …) or the address of a logo on another site. The default logo is used when empty.',
    },
  }),
]

const hero: Field[] = [
  colorField('gradient_from', '#0F766E'),
  colorField('gradient_to', '#0B1F33'),
  localizedText('hero_title', { maxLength: 200 }),
  localizedText('hero_subtitle', { maxLength: 300 }),
  localizedText('hero_description', { multiline: true, maxLength: 1200 }),
  localizedText('hero_cta_text', { maxLength: 60 }),
  urlField('hero_cta_url'),
  localizedText('overview_title', { maxLength: 200 }),
  localizedText('overview_description', { multiline: true, maxLength: 4000 }),
]

const features: Field[] = [
  localizedText('features_title', { maxLength: 200 }),
  {
    name: 'features',
    type: 'array',
    labels: { singular: 'Feature', plural: 'Features' },
    admin: rowLabel({ en: 'Feature', ar: 'ميزة' }),
    fields: [
      ...iconAndColour,
      localizedText('title', { required: true, maxLength: 160 }),
      localizedText('description', { multiline: true, maxLength: 800 }),
    ],
  },
  {
    name: 'additional_sections',
    type: 'array',
    labels: { singular: 'Extra section', plural: 'Extra sections' },
    admin: rowLabel({ en: 'Extra section', ar: 'قسم إضافي' }),
    fields: [
      {
        name: 'type',
        type: 'select',
        required: true,
        defaultValue: 'who_we_serve',
        options: [{ label: 'Who we serve (three-column cards)', value: 'who_we_serve' }],
      },
      localizedText('title', { maxLength: 200 }),
      colorField('background', '#F8FAFC'),
      {
        name: 'items',
        type: 'array',
        labels: { singular: 'Item', plural: 'Items' },
        admin: rowLabel({ en: 'Item', ar: 'عنصر' }),
        fields: [
          ...iconAndColour,
          localizedText('title', { required: true, maxLength: 160 }),
          localizedText('description', { multiline: true, maxLength: 800 }),
        ],
      },
    ],
  },
]

const results: Field[] = [
  colorField('results_background_color', '#0B1F33'),
  localizedText('results_title', { maxLength: 200 }),
  localizedText('results_subtitle', { maxLength: 300 }),
  {
    name: 'results_stats',
    type: 'array',
    labels: { singular: 'Statistic', plural: 'Statistics' },
    admin: rowLabel({ en: 'Statistic', ar: 'إحصائية' }, ['value', 'label']),
    fields: [
      ...iconAndColour,
      { name: 'value', type: 'text', required: true, maxLength: 20 },
      localizedText('label', { required: true, maxLength: 120 }),
    ],
  },
  localizedText('cta_title', { maxLength: 200 }),
  localizedText('cta_description', { multiline: true, maxLength: 800 }),
  localizedText('cta_primary_text', { maxLength: 60 }),
  urlField('cta_primary_url'),
  localizedText('cta_secondary_text', { maxLength: 60 }),
  urlField('cta_secondary_url'),
]

export const SuccessStories: CollectionConfig = {
  slug: 'success-stories',
  labels: { singular: 'Success story', plural: 'Success stories' },
  admin: {
    group: 'Pages',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'display_order', 'is_active'],
  },
  defaultSort: 'display_order',
  access: { read: activeOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Listing', fields: listing },
        { label: 'Hero & overview', fields: hero },
        { label: 'Features & sections', fields: features },
        { label: 'Results & call to action', fields: results },
      ],
    },
    displayOrder,
    isActive,
  ],
}
