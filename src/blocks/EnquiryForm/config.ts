import type { Block } from 'payload'

import { line, paragraph } from '../fields'

/**
 * The enquiry form with the offices and the map beside it. Only the form's
 * heading and intro are page copy: the field labels and messages are the
 * form's own, the offices and e-mail come from the site settings.
 */
export const EnquiryFormBlock: Block = {
  slug: 'enquiry-form',
  interfaceName: 'EnquiryFormBlock',
  labels: { singular: 'Enquiry form and offices', plural: 'Enquiry forms and offices' },
  fields: [line('title', 'Title', true), paragraph('lead', 'Lead')],
}
