import { line } from '../fields'
import { figureRow, westernDigitsHelp } from '../figure-fields'
import { items } from '../list-field'
import { block } from '../block'

/** Our Work's figures: the white card overlapping the hero's lower edge. */
export const WorkFiguresBlock = block(
  'work-figures',
  { en: 'Figures over the hero', ar: 'الأرقام فوق الواجهة' },
  [
    line(
      'label',
      { en: 'Name read by screen readers', ar: 'الاسم الذي تقرؤه قارئات الشاشة' },
      true,
    ),
    items([figureRow(westernDigitsHelp('2,000+'))], { required: true, maxRows: 6 }),
  ],
)
