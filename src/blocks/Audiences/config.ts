import type { Block } from 'payload'

import { icon, line, paragraph, sectionFields, textList } from '../fields'

/** Who a platform is for, with what it gives them. */
export const AudiencesBlock: Block = {
  slug: 'audiences',
  interfaceName: 'AudiencesBlock',
  labels: { singular: 'Audiences', plural: 'Audiences' },
  fields: [
    ...sectionFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        icon(),
        line('title', 'Title', true),
        paragraph('description', 'Text', true),
        textList('points', 'Points'),
      ],
    },
  ],
}
