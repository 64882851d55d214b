import type { Block } from 'payload'

import { line, pageLink, paragraph } from '../fields'

/**
 * The dark band that closes a page: a title, a line and a button, and
 * optionally a second, lighter invitation under it (e.g. to Our Work).
 */
export const CtaBandBlock: Block = {
  slug: 'cta-band',
  interfaceName: 'CtaBandBlock',
  labels: { singular: 'Closing band', plural: 'Closing bands' },
  fields: [
    line('title', 'Title', true),
    paragraph('text', 'Text'),
    pageLink('button', 'Button'),
    {
      name: 'more',
      label: 'Second invitation',
      type: 'group',
      admin: { description: 'Optional: shown under the band’s main text when it has a title.' },
      fields: [line('title', 'Title'), paragraph('text', 'Text'), pageLink('button', 'Button')],
    },
  ],
}
