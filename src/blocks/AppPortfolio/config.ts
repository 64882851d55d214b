import type { Block } from 'payload'

import { imageRef, line, link, paragraph, sectionFields, textList } from '../fields'

/** Apps we built: phone screen, category, store badges, text, key features and a link. */
export const AppPortfolioBlock: Block = {
  slug: 'app-portfolio',
  interfaceName: 'AppPortfolioBlock',
  labels: { singular: 'App portfolio', plural: 'App portfolios' },
  fields: [
    ...sectionFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        line('name', 'Name', true),
        line('category', 'Category', true),
        {
          name: 'platforms',
          type: 'select',
          hasMany: true,
          required: true,
          options: [
            { label: 'iOS', value: 'ios' },
            { label: 'Android', value: 'android' },
          ],
        },
        paragraph('description', 'Text', true),
        textList('features', 'Key features'),
        imageRef('image'),
        { ...link('url', 'Store or product page (opens in a new tab).'), required: true },
      ],
    },
  ],
}
