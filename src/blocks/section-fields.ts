import type { Field } from 'payload'

import { anchorField, toneChoice } from './anchor-fields'
import { eyebrowLine, heading, leadParagraph, titleLine } from './heading-fields'

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

/**
 * The heading of a section of the shared library (text, pictures, questions,
 * posts…): an optional anchor, its background, and an eyebrow, title and lead
 * any of which may be left out. Drawn by PageSection.
 */
export const pageSectionFields = (tone: 'white' | 'surface' = 'white'): Field[] => [
  { type: 'row', fields: [anchorField(), toneChoice(tone)] },
  eyebrowLine(),
  titleLine(false),
  leadParagraph(),
]

/**
 * The heading of an Our Work section (a required anchor, background, eyebrow,
 * title, lead), shared by its services, case-study and featured-project
 * blocks and drawn by PageSection.
 */
export const workSectionFields = (anchor: string, tone: 'white' | 'surface'): Field[] => [
  {
    type: 'row',
    fields: [anchorField({ required: true, defaultValue: anchor }), toneChoice(tone)],
  },
  ...heading(),
]
