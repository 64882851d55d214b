import type { Block } from 'payload'

import { leftToRight } from '@/cms/fields'
import { icon, sectionFields } from '../fields'

/** Technology tiles: icon and name (names stay in Latin script in both languages). */
export const TechnologiesBlock: Block = {
  slug: 'technologies',
  interfaceName: 'TechnologiesBlock',
  labels: { singular: 'Technologies', plural: 'Technologies' },
  fields: [
    ...sectionFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [leftToRight({ name: 'name', type: 'text', required: true }), icon()],
    },
  ],
}
