import type { Block } from 'payload'

import { icon, line, paragraph, sectionFields } from '../fields'

/** Industries served: compact icon tiles. */
export const IndustriesBlock: Block = {
  slug: 'industries',
  interfaceName: 'IndustriesBlock',
  labels: { singular: 'Industries', plural: 'Industries' },
  fields: [
    ...sectionFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [icon(), line('name', 'Name', true), paragraph('description', 'Text')],
    },
  ],
}
