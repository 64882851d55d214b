import type { Block } from 'payload'

import { line } from '../fields'

/**
 * The words around the home hero slider: the line above every slide, the
 * contact button beside each slide's own, and the dashboard drawn beside them
 * on wide screens. The slides themselves are the hero-slides collection.
 */
export const HomeHeroBlock: Block = {
  slug: 'home-hero',
  interfaceName: 'HomeHeroBlock',
  labels: { singular: 'Home hero', plural: 'Home heroes' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    line('contactLabel', 'Contact button text', true),
    {
      // Presentational only: nested data (a group holding a list) would not keep
      // its Arabic on the same items when the seed writes the second language.
      type: 'collapsible',
      label: 'Dashboard picture',
      admin: { description: 'The business dashboard drawn beside the slides on wide screens.' },
      fields: [
        line('dashboardLabel', 'Description read by screen readers', true),
        {
          name: 'dashboardFigures',
          label: 'Figures',
          type: 'array',
          minRows: 1,
          maxRows: 3,
          fields: [
            {
              type: 'row',
              fields: [line('label', 'What it counts', true), line('value', 'Figure', true)],
            },
          ],
        },
      ],
    },
  ],
}
