import type { Block } from 'payload'

import { line, paragraph } from '../fields'

/** A statement (eyebrow, title, text) with a column of key figures beside it. */
export const MissionFiguresBlock: Block = {
  slug: 'mission-figures',
  interfaceName: 'MissionFiguresBlock',
  labels: { singular: 'Mission and figures', plural: 'Missions and figures' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', true),
    paragraph('text', 'Text'),
    {
      name: 'figures',
      type: 'array',
      minRows: 2,
      maxRows: 4,
      fields: [
        {
          type: 'row',
          fields: [
            {
              ...line('value', 'Figure', true),
              admin: { description: 'Western digits in both languages (e.g. 2007).' },
            },
            line('label', 'What it counts', true),
          ],
        },
      ],
    },
  ],
}
