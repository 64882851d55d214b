import { block } from '../block'

import { cardText } from '../card-fields'
import { sectionFields } from '../section-fields'
import { titleLine } from '../heading-fields'
import { items } from '../list-field'

/** Numbered steps of a process (01, 02, … by position). */
export const StepsBlock = block('steps', { en: 'Steps', ar: 'الخطوات' }, [
  ...sectionFields,
  items([titleLine(), cardText()]),
])
