import type { Block } from 'payload'

import { icon, line, pageLink, paragraph } from '../fields'

/**
 * The page shown for an address the site does not have: what happened, the
 * way home, then the main pages a lost visitor most likely wanted.
 */
export const NotFoundBlock: Block = {
  slug: 'not-found',
  interfaceName: 'NotFoundBlock',
  labels: { singular: 'Page not found', plural: 'Pages not found' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    {
      ...line('title', 'Title', true),
      admin: { description: 'Also the browser tab’s title.' },
    },
    {
      ...paragraph('message', 'Message'),
      admin: { description: 'Also the description search engines see.' },
    },
    line('home', 'Home button text', true),
    line('suggestionsTitle', 'Heading of the page links'),
    {
      name: 'suggestions',
      label: 'Page links',
      type: 'array',
      maxRows: 4,
      fields: [icon(), pageLink('link', 'Page')],
    },
  ],
}
