import { line, paragraph } from '../fields'
import { block } from '../block'

/**
 * The enquiry form with the offices and the map beside it. Only the form's
 * heading and intro are page copy: the field labels and messages are the
 * form's own, the offices and e-mail come from the site settings.
 */
export const EnquiryFormBlock = block(
  'enquiry-form',
  {
    singular: { en: 'Enquiry form and offices', ar: 'نموذج الاستفسار والمكاتب' },
    plural: { en: 'Enquiry forms and offices', ar: 'نماذج الاستفسار والمكاتب' },
  },
  [
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    paragraph('lead', { en: 'Lead', ar: 'الفقرة التمهيدية' }),
  ],
)
