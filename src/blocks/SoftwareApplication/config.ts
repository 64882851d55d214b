import { leftToRight } from '@/cms/fields'
import { productSelect } from '../fields'
import { block } from '../block'

/**
 * Structured data for search engines (nothing visible): the page's product as
 * a SoftwareApplication, its features read from a cards section of the page,
 * with its rating and round-the-clock support.
 */
export const SoftwareApplicationBlock = block(
  'software-application',
  { en: 'Structured data: software', ar: 'بيانات منظَّمة: برنامج' },
  [
    productSelect({
      en: 'The product described (its name and address come from the site settings).',
      ar: 'المنتج الموصوف (اسمه وعنوانه من إعدادات الموقع).',
    }),
    leftToRight({
      name: 'category',
      label: { en: 'Category', ar: 'الفئة' },
      type: 'text',
      defaultValue: 'ERP',
    }),
    leftToRight({
      name: 'features_from',
      label: { en: 'Features from', ar: 'الميزات من القسم' },
      type: 'text',
      defaultValue: 'modules',
      admin: {
        description: {
          en: 'Anchor of the cards section whose titles are the feature list.',
          ar: 'مرساة قسم البطاقات الذي تشكّل عناوينه قائمة الميزات.',
        },
      },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'rating_value',
          label: { en: 'Rating value', ar: 'قيمة التقييم' },
          type: 'number',
          min: 1,
          max: 5,
          required: true,
        },
        {
          name: 'review_count',
          label: { en: 'Review count', ar: 'عدد المراجعات' },
          type: 'number',
          min: 0,
          required: true,
        },
      ],
    },
  ],
)
