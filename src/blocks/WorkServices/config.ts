import { iconCard } from '../card-fields'
import { items } from '../list-field'
import { workSectionFields } from '../section-fields'
import { block } from '../block'

/** The services Our Work is made of: a titled row of cards (icon, title, a line of text). */
export const WorkServicesBlock = block(
  'work-services',
  { en: 'Service cards', ar: 'بطاقات الخدمات' },
  [...workSectionFields('services', 'white'), items(iconCard(), { required: true, maxRows: 8 })],
)
