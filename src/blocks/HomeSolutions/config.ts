import type { Block } from 'payload'

import { line, pageLink, paragraph, textList } from '../fields'
import { SOLUTION_PICTURES } from './pictures'

const PICTURE_LABELS: Record<(typeof SOLUTION_PICTURES)[number], string> = {
  website: 'Company website',
  mobile: 'Mobile app screens',
  ecommerce: 'Online store',
}

/** The solutions tabs: one tab per solution with its text, points and picture, and a button under each. */
export const HomeSolutionsBlock: Block = {
  slug: 'home-solutions',
  interfaceName: 'HomeSolutionsBlock',
  labels: { singular: 'Solutions tabs', plural: 'Solutions tabs' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', true),
    paragraph('lead', 'Lead'),
    pageLink('button', 'Button under each solution'),
    {
      name: 'solutions',
      label: 'Solutions',
      type: 'array',
      minRows: 1,
      // Tab names share one line on a 320 px phone: three fit, a fourth would not.
      maxRows: 3,
      fields: [
        {
          type: 'row',
          fields: [
            {
              ...line('tab', 'Tab name', true),
              admin: { description: 'One short word: the tabs share one line on phones.' },
            },
            {
              name: 'picture',
              label: 'Picture',
              type: 'select',
              required: true,
              defaultValue: 'website',
              options: SOLUTION_PICTURES.map((value) => ({ label: PICTURE_LABELS[value], value })),
            },
          ],
        },
        line('title', 'Title', true),
        paragraph('text', 'Text'),
        textList('points', 'Points'),
        line('pictureAlt', 'Picture description', true),
      ],
    },
  ],
}
