import type { Block } from 'payload'

import { imageRef, line, paragraph, productSelect } from '../fields'

/** The opening of a page: eyebrow, the page's h1, lead, the two calls to action and a mock-up. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title (the page heading)', true),
    {
      ...paragraph('lead', 'Lead'),
      admin: {
        description: '{product} is replaced by the name of the product chosen below.',
        rows: 3,
      },
    },
    imageRef('image'),
    {
      name: 'frame',
      type: 'select',
      defaultValue: 'browser',
      required: true,
      options: [
        { label: 'Browser', value: 'browser' },
        { label: 'Phone', value: 'phone' },
        { label: 'Tablet', value: 'tablet' },
      ],
    },
    productSelect(
      'Product of the site settings: its name fills {product}, its address the browser bar.',
    ),
  ],
}
