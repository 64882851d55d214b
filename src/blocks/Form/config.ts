import { line, paragraph } from '../fields'
import { block } from '../block'

/**
 * A form staff built (collection `forms`) on a page, with a heading and an
 * intro of the page's own. The fields, button and thank-you are the form's.
 */
export const FormBlock = block(
  'form',
  { singular: { en: 'Form', ar: 'نموذج' }, plural: { en: 'Forms', ar: 'النماذج' } },
  [
    {
      name: 'form',
      label: { en: 'Form', ar: 'النموذج' },
      type: 'relationship',
      relationTo: 'forms',
      required: true,
    },
    line('title', { en: 'Title', ar: 'العنوان' }),
    paragraph('lead', { en: 'Lead', ar: 'الفقرة التمهيدية' }),
  ],
  { dbName: 'form_block' },
)
