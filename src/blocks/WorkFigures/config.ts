import type { Block } from 'payload'

import { line } from '../fields'

/** Our Work's figures: the white card overlapping the hero's lower edge. */
export const WorkFiguresBlock: Block = {
  slug: 'work-figures',
  interfaceName: 'WorkFiguresBlock',
  labels: { singular: 'Figures over the hero', plural: 'Figures over the hero' },
  fields: [
    line('label', 'Name read by screen readers', true),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            {
              ...line('value', 'Figure', true),
              admin: { description: 'Western digits in both languages (e.g. 2,000+).' },
            },
            line('label', 'What it counts', true),
          ],
        },
      ],
    },
  ],
}
