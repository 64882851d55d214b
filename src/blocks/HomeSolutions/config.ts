import { cardText } from '../card-fields'
import { choice } from '@/cms/choice-field'
import { line, pageLink, textList } from '../fields'
import { heading, titleLine } from '../heading-fields'
import { list } from '@/cms/list-field'
import { SOLUTION_PICTURES } from './pictures'
import type { Bilingual } from '@/lib/bilingual'
import { block } from '../block'

const PICTURE_LABELS: Record<(typeof SOLUTION_PICTURES)[number], Bilingual> = {
  website: { en: 'Company website', ar: 'موقع شركة' },
  mobile: { en: 'Mobile app screens', ar: 'شاشات تطبيق جوال' },
  ecommerce: { en: 'Online store', ar: 'متجر إلكتروني' },
}

/** The solutions tabs: one tab per solution with its text, points and picture, and a button under each. */
export const HomeSolutionsBlock = block(
  'home-solutions',
  { en: 'Solutions tabs', ar: 'تبويبات الحلول' },
  [
    ...heading(),
    pageLink('button', { en: 'Button under each solution', ar: 'الزر أسفل كل حل' }),
    list(
      'solutions',
      { en: 'Solutions', ar: 'الحلول' },
      { en: 'Solution', ar: 'حل' },
      [
        {
          type: 'row',
          fields: [
            {
              ...line('tab', { en: 'Tab name', ar: 'اسم التبويب' }, true),
              admin: {
                description: {
                  en: 'One short word: the tabs share one line on phones.',
                  ar: 'كلمة واحدة قصيرة: تتشارك التبويبات سطرًا واحدًا على الجوال.',
                },
              },
            },
            choice('picture', { en: 'Picture', ar: 'الصورة' }, PICTURE_LABELS, {
              required: true,
              defaultValue: 'website',
            }),
          ],
        },
        titleLine(),
        cardText('text', false),
        textList('points', { en: 'Points', ar: 'النقاط' }, { en: 'Point', ar: 'نقطة' }),
        line('pictureAlt', { en: 'Picture description', ar: 'وصف الصورة' }, true),
      ],
      // Tab names share one line on a 320 px phone: three fit, a fourth would not.
      { minRows: 1, maxRows: 3 },
    ),
  ],
)
