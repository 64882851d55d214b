import type { Block } from 'payload'

import { leftToRight } from '@/cms/fields'
import { productSelect } from '../fields'

/**
 * Structured data for search engines (nothing visible): the page's product as
 * a SoftwareApplication, its features read from a cards section of the page,
 * with its rating and round-the-clock support.
 */
export const SoftwareApplicationBlock: Block = {
  slug: 'software-application',
  interfaceName: 'SoftwareApplicationBlock',
  labels: { singular: 'Structured data: software', plural: 'Structured data: software' },
  fields: [
    productSelect('The product described (its name and address come from the site settings).'),
    leftToRight({ name: 'category', type: 'text', defaultValue: 'ERP' }),
    leftToRight({
      name: 'features_from',
      type: 'text',
      defaultValue: 'modules',
      admin: { description: 'Anchor of the cards section whose titles are the feature list.' },
    }),
    {
      type: 'row',
      fields: [
        { name: 'rating_value', type: 'number', min: 1, max: 5, required: true },
        { name: 'review_count', type: 'number', min: 0, required: true },
      ],
    },
  ],
}
