import type { Block } from 'payload'

import { icon, line, link, paragraph, productSelect, sectionFields, textList } from '../fields'

/** A grid of cards: icon, title, a line of text, optional ticked features and an external link. */
export const CardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    ...sectionFields,
    {
      type: 'row',
      fields: [
        {
          name: 'columns',
          type: 'select',
          defaultValue: '3',
          required: true,
          options: ['2', '3', '4'].map((value) => ({ label: value, value })),
        },
        {
          name: 'variant',
          type: 'select',
          defaultValue: 'card',
          required: true,
          options: [
            { label: 'Bordered cards', value: 'card' },
            { label: 'Plain points', value: 'plain' },
          ],
        },
      ],
    },
    productSelect("Every card's learn-more link goes to this product's address (site settings)."),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        icon(),
        line('title', 'Title', true),
        paragraph('description', 'Text', true),
        textList('features', 'Features'),
        link('url', 'Learn-more link (opens in a new tab).'),
      ],
    },
  ],
}
