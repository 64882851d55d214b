import type { Block } from 'payload'

import { leftToRight } from '@/cms/fields'
import { icon, line, paragraph } from '../fields'

/**
 * Topics read in a tall scrolling panel beside a list of their titles (wide
 * screens), or stacked (phones). Each topic: an icon, a title and paragraphs.
 */
export const TopicPanelBlock: Block = {
  slug: 'topic-panel',
  interfaceName: 'TopicPanelBlock',
  labels: { singular: 'Topic panel', plural: 'Topic panels' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', true),
    {
      ...line('lead', 'Lead'),
      admin: { description: 'Shown on wide screens only, where the side list is.' },
    },
    {
      name: 'topics',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        {
          type: 'row',
          fields: [
            icon(),
            leftToRight({
              name: 'anchor',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) =>
                (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
                'Use lower-case letters, digits and single hyphens.',
              admin: { description: 'Link target on the page (#who-anchor).' },
            }),
          ],
        },
        line('title', 'Title', true),
        {
          name: 'paragraphs',
          type: 'array',
          minRows: 1,
          fields: [paragraph('text', 'Text', true)],
        },
      ],
    },
  ],
}
