import { block } from '../block'

import { iconCard } from '../card-fields'
import { heading } from '../heading-fields'
import { items } from '../list-field'

/** A centred heading over a row of cards, each an icon, a title and a short text. */
export const ValueCardsBlock = block('value-cards', { en: 'Value cards', ar: 'بطاقات القيم' }, [
  ...heading({ lead: false }),
  items(iconCard('text', false), { maxRows: 6 }),
])
