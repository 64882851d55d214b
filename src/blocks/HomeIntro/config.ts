import type { Block } from 'payload'

import { line, pageLink, paragraph } from '../fields'
import { figureItems } from '../home-fields'

/** The home page's opening text under the hero: its four figures, who we are and a button. */
export const HomeIntroBlock: Block = {
  slug: 'home-intro',
  interfaceName: 'HomeIntroBlock',
  labels: { singular: 'Home introduction', plural: 'Home introductions' },
  fields: [
    figureItems(4),
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', true),
    paragraph('text', 'Text'),
    pageLink('button', 'Button'),
  ],
}
