import type { Field } from 'payload'
import type { ReactNode } from 'react'

import { headingOf, Section } from '@/components/Section'
import { anchorField, toneChoice } from './anchor-fields'
import { heading } from './heading-fields'

/**
 * The heading of an Our Work section (anchor, background, eyebrow, title,
 * lead), shared by its services, case-study and featured-project blocks.
 */
export const workSectionFields = (anchor: string, tone: 'white' | 'surface'): Field[] => [
  {
    type: 'row',
    fields: [anchorField({ required: true, defaultValue: anchor }), toneChoice(tone)],
  },
  ...heading(),
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
      {...headingOf(block)}
    >
      {children}
    </Section>
  )
}
