import type { Field } from 'payload'

import { block } from '../block'

import { cardText } from '../card-fields'
import { pageSectionFields, sectionFields } from '../section-fields'
import { titleLine } from '../heading-fields'
import { items } from '../list-field'

const LABELS = { en: 'Steps', ar: 'الخطوات' }
const STEPS: Field[] = [items([titleLine(), cardText()], { required: true })]

/** Numbered steps of a process (01, 02, … by position). */
export const StepsBlock = block('steps', LABELS, [...sectionFields, ...STEPS])

/** The same steps on a page (its section heading the shared library's: no "continues"). */
export const PageStepsBlock = block('steps', LABELS, [...pageSectionFields(), ...STEPS], {
  interfaceName: 'PageStepsBlock',
})
