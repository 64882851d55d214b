import { choice } from '@/cms/choice-field'
import { line } from '../fields'
import { figureRow, westernDigitsHelp } from '../figure-fields'
import { items } from '../list-field'
import { sectionFields } from '../section-fields'
import { block } from '../block'

/**
 * Figures: either the card overlapping the hero (just under it) or a titled
 * "impact" section further down the page.
 */
export const FiguresBlock = block('figures', { en: 'Figures', ar: 'الأرقام' }, [
  choice(
    'style',
    { en: 'Style', ar: 'النمط' },
    {
      overlap: { en: 'Card over the hero', ar: 'بطاقة فوق الواجهة' },
      section: { en: 'Titled section', ar: 'قسم بعنوان' },
    },
    { defaultValue: 'overlap', required: true },
  ),
  line('label', {
    en: 'Name read by screen readers (card over the hero)',
    ar: 'الاسم الذي تقرؤه قارئات الشاشة (بطاقة فوق الواجهة)',
  }),
  ...sectionFields,
  items([figureRow(westernDigitsHelp('50+'))], { maxRows: 6 }),
])
