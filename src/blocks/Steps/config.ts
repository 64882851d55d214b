import type { Block } from 'payload'

import { line, paragraph, sectionFields } from '../fields'

/** Numbered steps of a process (01, 02, … by position). */
export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: 'Steps', plural: 'Steps' },
  fields: [
    ...sectionFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [line('title', 'Title', true), paragraph('description', 'Text', true)],
    },
  ],
}
