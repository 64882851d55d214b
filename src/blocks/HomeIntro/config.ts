import { line, pageLink, paragraph } from '../fields'
import { figureItems } from '../figure-fields'
import { block } from '../block'

/** The home page's opening text under the hero: its four figures, who we are and a button. */
export const HomeIntroBlock = block(
  'home-intro',
  {
    singular: { en: 'Home introduction', ar: 'مقدمة الصفحة الرئيسية' },
    plural: { en: 'Home introductions', ar: 'مقدمات الصفحة الرئيسية' },
  },
  [
    figureItems(4),
    line('eyebrow', { en: 'Eyebrow', ar: 'العنوان التمهيدي' }),
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    paragraph('text', { en: 'Text', ar: 'النص' }),
    pageLink('button', { en: 'Button', ar: 'الزر' }),
  ],
)
