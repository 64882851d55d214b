import type { ArrayField, Field } from 'payload'

import { line, paragraph } from './fields'

/** Figures of a home section: a value (Western digits, e.g. 50+) and what it counts. */
export const figureItems = (maxRows: number): ArrayField => ({
  name: 'figures',
  label: 'Figures',
  type: 'array',
  minRows: 1,
  maxRows,
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
})

/**
 * The heading of a home section whose items come from a collection (features,
 * team, testimonials): the items are edited there, the words around them here.
 */
export const recordsHeading = (eyebrow = true): Field[] => [
  ...(eyebrow ? [line('eyebrow', 'Eyebrow')] : []),
  line('title', 'Title', true),
  paragraph('lead', 'Lead'),
]
