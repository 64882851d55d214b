import type { Block, PayloadRequest } from 'payload'

import { adminMessage } from '@/cms/admin-labels'
import { leftToRight } from '@/cms/fields'
import { imageRef, line, paragraph, textList } from '../fields'
import { brandName, projectKey } from '../project-fields'
import { workSectionFields } from '../work-section'

/**
 * Case studies told in full: text beside a mock-up, sides alternating. They
 * are the first entries of the featured projects, which the grid below
 * (Featured projects) does not repeat.
 */
export const CaseStudiesBlock: Block = {
  slug: 'case-studies',
  interfaceName: 'CaseStudiesBlock',
  labels: { singular: 'Case studies', plural: 'Case studies' },
  fields: [
    ...workSectionFields('case-studies', 'surface'),
    {
      type: 'row',
      fields: [
        line('challengeLabel', 'Heading of the challenge', true),
        line('builtLabel', 'Heading of what was built', true),
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        { type: 'row', fields: [projectKey, brandName] },
        line('kind', 'Kind of product', true),
        line('title', 'Title', true),
        paragraph('summary', 'Summary', true),
        paragraph('challenge', 'The challenge', true),
        textList('features', 'What we built'),
        {
          name: 'technologies',
          type: 'array',
          fields: [leftToRight({ name: 'name', type: 'text', required: true, maxLength: 60 })],
        },
        imageRef(),
        {
          type: 'row',
          fields: [
            {
              name: 'frame',
              type: 'select',
              required: true,
              defaultValue: 'browser',
              options: [
                { label: 'Phone', value: 'phone' },
                { label: 'Browser window', value: 'browser' },
              ],
            },
            leftToRight({
              name: 'address',
              type: 'text',
              validate: (
                value: string | null | undefined,
                { req }: { req?: Partial<PayloadRequest> },
              ) =>
                !value ||
                /^[\w-]+(\.[\w-]+)+$/.test(value) ||
                adminMessage(req, 'Write a site name without https://, e.g. coach.example.com.'),
              admin: {
                description: 'Shown in the browser window’s address bar.',
                condition: (_, sibling) => sibling?.frame === 'browser',
              },
            }),
          ],
        },
      ],
    },
  ],
}
