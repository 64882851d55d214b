import { line, paragraph } from '../fields'
import { block } from '../block'

/** The closing band: a title, a line, and the ways to the contact page and all services. */
export const CallToActionBlock = block(
  'call-to-action',
  {
    singular: { en: 'Call to action', ar: 'دعوة إلى الإجراء' },
    plural: { en: 'Calls to action', ar: 'دعوات إلى الإجراء' },
  },
  [
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    paragraph('text', { en: 'Text', ar: 'النص' }),
  ],
)
