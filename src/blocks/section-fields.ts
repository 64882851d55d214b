import type { Field } from 'payload'

import { anchorField, toneChoice } from './anchor-fields'
import { eyebrowLine, leadParagraph, titleLine } from './heading-fields'

/**
 * The heading a section block opens with. A block marked "continues" joins
 * the section above it (same background), its title then a sub-heading.
 */
export const sectionFields: Field[] = [
  {
    type: 'row',
    fields: [
      anchorField(),
      toneChoice('white'),
      {
        name: 'continues',
        label: { en: 'Continues', ar: 'تكملة للقسم السابق' },
        type: 'checkbox',
        defaultValue: false,
        admin: {
          description: {
            en: 'Part of the section above (its title becomes a sub-heading).',
            ar: 'جزء من القسم الذي فوقه (يصبح عنوانه عنوانًا فرعيًا).',
          },
        },
      },
    ],
  },
  eyebrowLine(),
  titleLine(false),
  leadParagraph(),
]
