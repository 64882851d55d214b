import type { Field, PayloadRequest } from 'payload'
import type { ReactNode } from 'react'

import { adminMessage } from '@/cms/admin-labels'
import { leftToRight } from '@/cms/fields'
import { Section } from '@/components/Section'
import { line, paragraph } from './fields'

/**
 * The heading of an Our Work section (anchor, background, eyebrow, title,
 * lead), shared by its services, case-study and featured-project blocks.
 */
export const workSectionFields = (anchor: string, tone: 'white' | 'surface'): Field[] => [
  {
    type: 'row',
    fields: [
      leftToRight({
        name: 'anchor',
        type: 'text',
        required: true,
        defaultValue: anchor,
        validate: (value: string | null | undefined, { req }: { req?: Partial<PayloadRequest> }) =>
          (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
          adminMessage(req, 'Use lower-case letters, digits and single hyphens.'),
        admin: { description: 'Link target on the page (#anchor).' },
      }),
      {
        name: 'tone',
        type: 'select',
        defaultValue: tone,
        options: [
          { label: 'White', value: 'white' },
          { label: 'Tinted', value: 'surface' },
        ],
      },
    ],
  },
  line('eyebrow', 'Eyebrow'),
  line('title', 'Title', true),
  paragraph('lead', 'Lead'),
]

type WorkSectionData = {
  anchor?: string | null
  tone?: 'white' | 'surface' | null
  eyebrow?: string | null
  title?: string | null
  lead?: string | null
}

/** The section those fields describe, around its content. */
export function WorkSection({ block, children }: { block: WorkSectionData; children: ReactNode }) {
  return (
    <Section
      id={block.anchor || undefined}
      tone={block.tone === 'surface' ? 'surface' : 'white'}
      eyebrow={block.eyebrow || undefined}
      title={block.title || undefined}
      lead={block.lead || undefined}
    >
      {children}
    </Section>
  )
}
