import { cardText } from '../card-fields'
import { icon, line } from '../fields'
import { sectionFields } from '../section-fields'
import { items } from '../list-field'
import { block } from '../block'

/** Industries served: compact icon tiles. */
export const IndustriesBlock = block('industries', { en: 'Industries', ar: 'القطاعات' }, [
  ...sectionFields,
  items([icon(), line('name', { en: 'Name', ar: 'الاسم' }, true), cardText('description', false)]),
])
