import type { Block } from 'payload'

import { icon, line, paragraph } from '../fields'

/** A centred heading over a row of cards, each an icon, a title and a short text. */
export const ValueCardsBlock: Block = {
  slug: 'value-cards',
  interfaceName: 'ValueCardsBlock',
  labels: { singular: 'Value cards', plural: 'Value cards' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', true),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [icon(), line('title', 'Title', true), paragraph('text', 'Text')],
    },
  ],
}
