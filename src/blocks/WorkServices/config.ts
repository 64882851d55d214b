import type { Block } from 'payload'

import { icon, line, paragraph } from '../fields'
import { workSectionFields } from '../work-section'

/** The services Our Work is made of: a titled row of cards (icon, title, a line of text). */
export const WorkServicesBlock: Block = {
  slug: 'work-services',
  interfaceName: 'WorkServicesBlock',
  labels: { singular: 'Service cards', plural: 'Service cards' },
  fields: [
    ...workSectionFields('services', 'white'),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [icon(), line('title', 'Title', true), paragraph('description', 'Text', true)],
    },
  ],
}
