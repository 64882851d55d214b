import type { Block } from 'payload'

import { line, pageLink, paragraph } from '../fields'
import { figureItems } from '../home-fields'

/** The customer-support band: who answers, a button and three figures (each with its own icon). */
export const HomeSupportBlock: Block = {
  slug: 'home-support',
  interfaceName: 'HomeSupportBlock',
  labels: { singular: 'Support band', plural: 'Support bands' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', true),
    paragraph('text', 'Text'),
    pageLink('button', 'Button'),
    figureItems(3),
  ],
}
