import { line, pageLink, paragraph } from '../fields'
import { figureItems } from '../figure-fields'
import { block } from '../block'

/** The customer-support band: who answers, a button and three figures (each with its own icon). */
export const HomeSupportBlock = block(
  'home-support',
  {
    singular: { en: 'Support band', ar: 'شريط الدعم' },
    plural: { en: 'Support bands', ar: 'أشرطة الدعم' },
  },
  [
    line('eyebrow', { en: 'Eyebrow', ar: 'العنوان التمهيدي' }),
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    paragraph('text', { en: 'Text', ar: 'النص' }),
    pageLink('button', { en: 'Button', ar: 'الزر' }),
    figureItems(3),
  ],
)
