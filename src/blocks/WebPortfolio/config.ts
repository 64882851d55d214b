import type { Block } from 'payload'

import { imageRef, line, link, paragraph, sectionFields, textList } from '../fields'

/** Sites we built: browser-framed screen, title, tags, text, bullets and a visit-site link. */
export const WebPortfolioBlock: Block = {
  slug: 'web-portfolio',
  interfaceName: 'WebPortfolioBlock',
  labels: { singular: 'Website portfolio', plural: 'Website portfolios' },
  fields: [
    ...sectionFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        line('title', 'Title', true),
        paragraph('description', 'Text', true),
        imageRef('image'),
        { ...link('url', 'The live site (opens in a new tab).'), required: true },
        textList('tags', 'Tags'),
        textList('features', 'Features'),
      ],
    },
  ],
}
