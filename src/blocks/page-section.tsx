import type { ReactNode } from 'react'

import { headingOf, Section } from '@/components/Section'

type PageSectionData = {
  anchor?: string | null
  tone?: 'white' | 'surface' | null
  eyebrow?: string | null
  title?: string | null
  lead?: string | null
}

/** A section of the shared library (section-fields `pageSectionFields`) around its content. */
export function PageSection({
  block,
  centered,
  children,
}: {
  block: PageSectionData
  centered?: boolean
  children: ReactNode
}) {
  return (
    <Section
      id={block.anchor || undefined}
      tone={block.tone === 'surface' ? 'surface' : 'white'}
      centered={centered}
      {...headingOf(block)}
    >
      {children}
    </Section>
  )
}
