import { frameChoice, pagePicture, line, paragraph, productSelect } from '../fields'
import { block } from '../block'

/** The opening of a page: eyebrow, the page's h1, lead, the two calls to action and a mock-up. */
export const HeroBlock = block(
  'hero',
  { singular: { en: 'Hero', ar: 'الواجهة' }, plural: { en: 'Heroes', ar: 'الواجهات' } },
  [
    line('eyebrow', { en: 'Eyebrow', ar: 'العنوان التمهيدي' }),
    line('title', { en: 'Title (the page heading)', ar: 'العنوان (عنوان الصفحة الرئيسي)' }, true),
    {
      ...paragraph('lead', { en: 'Lead', ar: 'الفقرة التمهيدية' }),
      admin: {
        description: {
          en: '{product} is replaced by the name of the product chosen below.',
          ar: 'يحلّ محلّ {product} اسم المنتج المختار أدناه.',
        },
        rows: 3,
      },
    },
    pagePicture('image'),
    frameChoice(),
    productSelect({
      en: 'Product of the site settings: its name fills {product}, its address the browser bar.',
      ar: 'منتج من إعدادات الموقع: يحلّ اسمه محلّ {product} ويظهر عنوانه في شريط المتصفح.',
    }),
  ],
)
