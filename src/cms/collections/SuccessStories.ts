import type { Field } from 'payload'

import { STORY_ICON_FALLBACK, STORY_ICON_NAMES } from '@/lib/icon-names'
import type { Bilingual } from '@/lib/bilingual'
import { choice } from '../choice-field'
import { list, rowLabel } from '../list-field'
import { colorField, iconSelect, logoLinkField, slugField, urlField } from '../fields'
import { text, textarea } from '../text-fields'
import { orderedCollection } from './ordered-collection'
import { refuseDeleteWhileUsed } from './file-uses'
import { listedAs } from '../admin-labels/sidebar'
import { BRAND_COLOURS } from '@/lib/brand-colours'

/**
 * The original success_stories (header listing) and success_stories_content (the
 * story page) share a slug and an is_active flag; they are one document here,
 * with the page content in its own tabs.
 */
const iconAndColour: Field[] = [
  iconSelect('icon', { en: 'Icon', ar: 'الأيقونة' }, STORY_ICON_NAMES, STORY_ICON_FALLBACK),
  colorField('color', { en: 'Colour', ar: 'اللون' }, BRAND_COLOURS.brand),
]

/** A list whose rows the admin heads by their content. */
const labelledList = (name: string, label: Bilingual, singular: Bilingual, fields: Field[]) =>
  list(name, label, singular, fields, { admin: rowLabel(singular) })

/** Cards of a story page: icon, colour, title and text. */
const cardList = (name: string, label: Bilingual, singular: Bilingual) =>
  labelledList(name, label, singular, [
    ...iconAndColour,
    text('title', { en: 'Title', ar: 'العنوان' }, 160, { required: true }),
    textarea('description', { en: 'Description', ar: 'الوصف' }, 800),
  ])

const listing: Field[] = [
  slugField({
    en: 'Address of the story page: /success-stories/<slug>.',
    ar: 'عنوان صفحة القصة: ‎/success-stories/<slug>.',
  }),
  text('title', { en: 'Title', ar: 'العنوان' }, 160, { required: true }),
  textarea('description', { en: 'Description', ar: 'الوصف' }, 600),
  urlField('external_url', { label: { en: 'External link', ar: 'الرابط الخارجي' } }),
  text('external_button_text', { en: 'External button text', ar: 'نص الزر الخارجي' }, 60, {
    description: {
      en: 'Label of the external link; “Try now” when empty.',
      ar: 'نص الرابط الخارجي؛ وإذا تُرك فارغًا يُعرض «جرّبه الآن».',
    },
  }),
  logoLinkField({
    en: 'A built-in logo path (/logos/business-suite.svg, …) or the address of a logo on another site. The default logo is used when empty.',
    ar: 'مسار شعار مدمج (‎/logos/business-suite.svg، …) أو عنوان شعار على موقع آخر. ويُستخدم الشعار الافتراضي إذا تُرك فارغًا.',
  }),
]

const hero: Field[] = [
  colorField(
    'gradient_from',
    { en: 'Gradient start', ar: 'بداية التدرّج اللوني' },
    BRAND_COLOURS.brand,
  ),
  colorField('gradient_to', { en: 'Gradient end', ar: 'نهاية التدرّج اللوني' }, BRAND_COLOURS.ink),
  text('hero_title', { en: 'Hero title', ar: 'عنوان الواجهة' }, 200),
  text('hero_subtitle', { en: 'Hero subtitle', ar: 'العنوان الفرعي للواجهة' }, 300),
  textarea('hero_description', { en: 'Hero description', ar: 'وصف الواجهة' }, 1200),
  text('hero_cta_text', { en: 'Hero button text', ar: 'نص زر الواجهة' }, 60),
  urlField('hero_cta_url', { label: { en: 'Hero button link', ar: 'رابط زر الواجهة' } }),
  text('overview_title', { en: 'Overview title', ar: 'عنوان النظرة العامة' }, 200),
  textarea('overview_description', { en: 'Overview description', ar: 'وصف النظرة العامة' }, 4000),
]

const features: Field[] = [
  text('features_title', { en: 'Features title', ar: 'عنوان المزايا' }, 200),
  cardList('features', { en: 'Features', ar: 'المزايا' }, { en: 'Feature', ar: 'ميزة' }),
  labelledList(
    'additional_sections',
    { en: 'Extra sections', ar: 'أقسام إضافية' },
    { en: 'Extra section', ar: 'قسم إضافي' },
    [
      choice(
        'type',
        { en: 'Type', ar: 'النوع' },
        {
          who_we_serve: {
            en: 'Who we serve (three-column cards)',
            ar: 'من نخدم (بطاقات في ثلاثة أعمدة)',
          },
        },
        { required: true, defaultValue: 'who_we_serve' },
      ),
      text('title', { en: 'Title', ar: 'العنوان' }, 200),
      colorField('background', { en: 'Background', ar: 'الخلفية' }, BRAND_COLOURS.surface),
      cardList('items', { en: 'Items', ar: 'العناصر' }, { en: 'Item', ar: 'عنصر' }),
    ],
  ),
]

const results: Field[] = [
  colorField(
    'results_background_color',
    { en: 'Results background colour', ar: 'لون خلفية النتائج' },
    BRAND_COLOURS.ink,
  ),
  text('results_title', { en: 'Results title', ar: 'عنوان النتائج' }, 200),
  text('results_subtitle', { en: 'Results subtitle', ar: 'العنوان الفرعي للنتائج' }, 300),
  {
    name: 'results_stats',
    label: { en: 'Results statistics', ar: 'إحصائيات النتائج' },
    type: 'array',
    labels: {
      singular: { en: 'Statistic', ar: 'إحصائية' },
      plural: { en: 'Statistics', ar: 'إحصائيات' },
    },
    admin: rowLabel({ en: 'Statistic', ar: 'إحصائية' }, ['value', 'label']),
    fields: [
      ...iconAndColour,
      {
        name: 'value',
        label: { en: 'Value', ar: 'القيمة' },
        type: 'text',
        required: true,
        maxLength: 20,
      },
      text('label', { en: 'Label', ar: 'التسمية' }, 120, { required: true }),
    ],
  },
  text('cta_title', { en: 'Closing title', ar: 'العنوان الختامي' }, 200),
  textarea('cta_description', { en: 'Closing text', ar: 'النص الختامي' }, 800),
  text('cta_primary_text', { en: 'Primary button text', ar: 'نص الزر الرئيسي' }, 60),
  urlField('cta_primary_url', { label: { en: 'Primary button link', ar: 'رابط الزر الرئيسي' } }),
  text('cta_secondary_text', { en: 'Secondary button text', ar: 'نص الزر الثانوي' }, 60),
  urlField('cta_secondary_url', {
    label: { en: 'Secondary button link', ar: 'رابط الزر الثانوي' },
  }),
]

export const SuccessStories = orderedCollection({
  ...listedAs('success-stories', {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'display_order', 'is_active'],
  }),
  // A story a page's list chose is not deleted: the list would lose it without a word.
  hooks: { beforeDelete: [refuseDeleteWhileUsed('success-stories', { message: 'storyInUse' })] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: { en: 'Listing', ar: 'بطاقة القائمة' }, fields: listing },
        { label: { en: 'Hero & overview', ar: 'الواجهة والنظرة العامة' }, fields: hero },
        { label: { en: 'Features & sections', ar: 'المزايا والأقسام' }, fields: features },
        {
          label: { en: 'Results & call to action', ar: 'النتائج والدعوة إلى التواصل' },
          fields: results,
        },
      ],
    },
  ],
})
