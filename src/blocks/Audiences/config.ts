import { iconCard } from '../card-fields'
import { textList } from '../fields'
import { sectionFields } from '../section-fields'
import { items } from '../list-field'
import { block } from '../block'

/** Who a platform is for, with what it gives them. */
export const AudiencesBlock = block('audiences', { en: 'Audiences', ar: 'الفئات المستفيدة' }, [
  ...sectionFields,
  items([
    ...iconCard(),
    textList('points', { en: 'Points', ar: 'النقاط' }, { en: 'Point', ar: 'نقطة' }),
  ]),
])
