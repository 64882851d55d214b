import type { Block } from 'payload'

import { line, sectionFields } from '../fields'

/**
 * Figures: either the card overlapping the hero (just under it) or a titled
 * "impact" section further down the page.
 */
export const FiguresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: { singular: 'Figures', plural: 'Figures' },
  fields: [
    {
      name: 'style',
      type: 'select',
      defaultValue: 'overlap',
      required: true,
      options: [
        { label: 'Card over the hero', value: 'overlap' },
        { label: 'Titled section', value: 'section' },
      ],
    },
    line('label', 'Name read by screen readers (card over the hero)'),
    ...sectionFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            {
              ...line('value', 'Figure', true),
              admin: { description: 'Western digits in both languages (e.g. 50+).' },
            },
            line('label', 'What it counts', true),
          ],
        },
      ],
    },
  ],
}
