import { leftToRight } from '@/cms/fields'
import { icon } from '../fields'
import { sectionFields } from '../section-fields'
import { items } from '../list-field'
import { block } from '../block'

/** Technology tiles: icon and name (names stay in Latin script in both languages). */
export const TechnologiesBlock = block('technologies', { en: 'Technologies', ar: 'التقنيات' }, [
  ...sectionFields,
  items([
    leftToRight({
      name: 'name',
      label: { en: 'Name', ar: 'الاسم' },
      type: 'text',
      required: true,
    }),
    icon(),
  ]),
])
