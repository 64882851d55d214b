import { line, pageLink, paragraph } from '../fields'
import { anchorField } from '../anchor-fields'
import { block } from '../block'

/**
 * The dark band that closes a page: a title, a line and a button, and
 * optionally a second, lighter invitation under it (e.g. to Our Work).
 */
export const CtaBandBlock = block(
  'cta-band',
  {
    singular: { en: 'Closing band', ar: 'الشريط الختامي' },
    plural: { en: 'Closing bands', ar: 'الأشرطة الختامية' },
  },
  [
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    paragraph('text', { en: 'Text', ar: 'النص' }),
    pageLink('button', { en: 'Button', ar: 'الزر' }),
    anchorField(),
    {
      name: 'more',
      label: { en: 'Second invitation', ar: 'دعوة ثانية' },
      type: 'group',
      admin: {
        description: {
          en: 'Optional: shown under the band’s main text when it has a title.',
          ar: 'اختيارية: تظهر تحت النص الرئيسي للشريط إذا كان لها عنوان.',
        },
      },
      fields: [
        line('title', { en: 'Title', ar: 'العنوان' }),
        paragraph('text', { en: 'Text', ar: 'النص' }),
        pageLink('button', { en: 'Button', ar: 'الزر' }),
      ],
    },
  ],
)
