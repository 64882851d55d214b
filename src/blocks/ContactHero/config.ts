import { line, paragraph } from '../fields'
import { block } from '../block'

/** The contact page's opening band: eyebrow, title and a line on the brand gradient. */
export const ContactHeroBlock = block(
  'contact-hero',
  {
    singular: { en: 'Contact hero', ar: 'واجهة صفحة الاتصال' },
    plural: { en: 'Contact heroes', ar: 'واجهات صفحة الاتصال' },
  },
  [
    line('eyebrow', { en: 'Eyebrow', ar: 'العنوان التمهيدي' }),
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    paragraph('lead', { en: 'Lead', ar: 'الفقرة التمهيدية' }),
  ],
)
