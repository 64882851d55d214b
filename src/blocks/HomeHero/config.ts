import { line } from '../fields'
import { list } from '@/cms/list-field'
import { block } from '../block'

/**
 * The words around the home hero slider: the line above every slide, the
 * contact button beside each slide's own, and the dashboard drawn beside them
 * on wide screens. The slides themselves are the hero-slides collection.
 */
export const HomeHeroBlock = block(
  'home-hero',
  {
    singular: { en: 'Home hero', ar: 'واجهة الصفحة الرئيسية' },
    plural: { en: 'Home heroes', ar: 'واجهات الصفحة الرئيسية' },
  },
  [
    line('eyebrow', { en: 'Eyebrow', ar: 'العنوان التمهيدي' }),
    line('contactLabel', { en: 'Contact button text', ar: 'نص زر التواصل' }, true),
    {
      // Presentational only: nested data (a group holding a list) would not keep
      // its Arabic on the same items when the seed writes the second language.
      type: 'collapsible',
      label: { en: 'Dashboard picture', ar: 'رسم لوحة المعلومات' },
      admin: {
        description: {
          en: 'The business dashboard drawn beside the slides on wide screens.',
          ar: 'لوحة معلومات الأعمال المرسومة بجانب الشرائح على الشاشات العريضة.',
        },
      },
      fields: [
        line(
          'dashboardLabel',
          { en: 'Description read by screen readers', ar: 'وصف تقرؤه قارئات الشاشة' },
          true,
        ),
        list(
          'dashboardFigures',
          { en: 'Figures', ar: 'الأرقام' },
          { en: 'Figure', ar: 'الرقم' },
          [
            {
              type: 'row',
              fields: [
                line('label', { en: 'What it counts', ar: 'ما يعدّه الرقم' }, true),
                line('value', { en: 'Figure', ar: 'الرقم' }, true),
              ],
            },
          ],
          { minRows: 1, maxRows: 3 },
        ),
      ],
    },
  ],
)
