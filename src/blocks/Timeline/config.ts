import type { Block } from 'payload'

import { line, sectionFields } from '../fields'

/** Project phases: a period, its task and a bar proportional to its weeks. */
export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: 'Timeline', plural: 'Timelines' },
  fields: [
    ...sectionFields,
    line('timeline_title', 'Timeline heading'),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from_week', type: 'number', required: true, min: 1 },
            { name: 'to_week', type: 'number', required: true, min: 1 },
          ],
        },
        line('period', 'Period', true),
        line('task', 'Task', true),
      ],
    },
  ],
}
