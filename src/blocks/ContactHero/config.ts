import type { Block } from 'payload'

import { line, paragraph } from '../fields'

/** The contact page's opening band: eyebrow, title and a line on the brand gradient. */
export const ContactHeroBlock: Block = {
  slug: 'contact-hero',
  interfaceName: 'ContactHeroBlock',
  labels: { singular: 'Contact hero', plural: 'Contact heroes' },
  fields: [line('eyebrow', 'Eyebrow'), line('title', 'Title', true), paragraph('lead', 'Lead')],
}
