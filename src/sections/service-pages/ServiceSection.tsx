import type { ReactNode } from 'react'

import { Section } from '@/components/Section'

/** A section's heading copy as stored in servicePages.json (`t.raw('<page>.<section>')`). */
export type SectionCopy = { eyebrow?: string; title: string; lead?: string }

/** `Section` fed from a servicePages message object: eyebrow, h2 title, lead. */
export function ServiceSection({
  id,
  copy,
  tone = 'white',
  centered = false,
  children,
}: {
  id: string
  copy: SectionCopy
  tone?: 'white' | 'surface'
  centered?: boolean
  children: ReactNode
}) {
  return (
    <Section
      id={id}
      tone={tone}
      centered={centered}
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
    >
      {children}
    </Section>
  )
}
